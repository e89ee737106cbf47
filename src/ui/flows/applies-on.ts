/**
 * The "applies on" check every flow's reducer makes (docs/architecture.md,
 * "Reducer"): a table gives, for each of the flow's actions, the screens it
 * may leave from; an action that arrives on any other screen (a late answer
 * for a screen the visitor has left) returns the state itself. The names are
 * `ScreenName`s, so the compiler checks them, another flow's screens included
 * (the magic-link and passcode sends also leave from PasswordCreateOrLogin).
 * Only flows' reducers import this: it is never in the first load.
 */
import type { ScreenName, WidgetState } from '.';
import type { FlowAction } from './flow';

/** The widget state on one of `N`'s screens. */
export type On<N extends ScreenName> = Extract<WidgetState, { screen: N }>;

/** For each of a flow's actions, the screens it may leave from. */
export type AppliesOn<A extends FlowAction> = { readonly [T in A['type']]: readonly ScreenName[] };

/** `state` is on one of `screens` (narrowed to them). */
export function from<N extends ScreenName>(state: WidgetState, screens: readonly N[]): state is On<N> {
  return (screens as readonly ScreenName[]).includes(state.screen);
}
