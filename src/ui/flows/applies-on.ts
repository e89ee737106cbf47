/**
 * The "applies on" table every flow's reducer has (docs/architecture.md,
 * "Reducer"): for each of the flow's actions, the screens it may leave from.
 * The reducer is `APPLIES_ON[action.type].includes(state.screen) ? next(state,
 * action) : state`: an action that arrives on any other screen (a late answer
 * for a screen the visitor has left) returns the state itself. The names are
 * `ScreenName`s, so the compiler checks them, another flow's screens included
 * (the magic-link and passcode sends also leave from PasswordCreateOrLogin).
 *
 * Types only: the check is that one expression, written in each reducer, so
 * the flows of the first load share no chunk for it (docs/architecture.md,
 * first-load budget).
 */
import type { ScreenName } from '.';
import type { FlowAction } from './flow';

/** For each of a flow's actions, the screens it may leave from. */
export type AppliesOn<A extends FlowAction> = { readonly [T in A['type']]: readonly ScreenName[] };
