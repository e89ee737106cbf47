/**
 * The root reducer: the common actions (back, failed, errorCleared) here, and
 * each domain action handed to the flow that owns its namespace
 * (`'otp/sent'` → the `otp` flow). Pure, over the widget's screen union:
 * tested with state-history tests (test/unit/ui/flows/*.test.ts).
 */
import type { CommonAction, FlowAction, ScreenStateBase } from '../flows/flow';
import type { AnyFlow, WidgetState } from '../flows';

export type RootAction = CommonAction | FlowAction;

/** Over the consumer widget's screen union by default; the B2B widget's over its own (src/ui/flows/b2b/). */
export type RootReducer<S extends ScreenStateBase = WidgetState> = (state: S, action: RootAction) => S;

/** The flow an action belongs to: `'otp/sent'` → `'otp'`; '' for the common actions. */
export function namespaceOf(action: RootAction): string {
  return action.type.slice(0, Math.max(0, action.type.indexOf('/')));
}

function withoutError<S extends ScreenStateBase>(state: S): S {
  if (state.error === undefined) return state;
  const rest = { ...state };
  delete rest.error;
  return rest;
}

/**
 * `home` is the mount kind's first screen (Main for login): where the back
 * arrow returns, unless the visitor has signed in (`signedIn`): then the back
 * action changes nothing. Unknown namespaces change nothing.
 */
export function createRootReducer<S extends ScreenStateBase = WidgetState>(flows: readonly AnyFlow[], home: NoInfer<S>): RootReducer<S> {
  const byId = new Map(flows.map((flow) => [flow.id, flow]));
  return (state, action) => {
    switch (action.type) {
      case 'back':
        return state.signedIn || (state.screen === home.screen && state.error === undefined) ? state : home;
      case 'failed':
        return { ...state, error: (action as Extract<CommonAction, { type: 'failed' }>).error };
      case 'errorCleared':
        return withoutError(state);
      default: {
        const flow = byId.get(namespaceOf(action));
        // A flow reduces over its widget's union (S): the consumer's flows over WidgetState, the B2B ones over theirs.
        const reduce = flow?.reducer as ((state: S, action: FlowAction) => S) | undefined;
        const next = reduce === undefined ? state : reduce(state, action);
        if (next === state || !(state.signedIn || flow?.signsIn?.includes(action.type))) return next;
        // Signed in (docs/behaviour.md §2): marked so, and never led back to the kind's first screen (the login form).
        return next.screen === home.screen ? state : { ...next, signedIn: true };
      }
    }
  };
}
