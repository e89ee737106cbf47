/**
 * What a flow of the B2B widget is (docs/architecture.md, "B2B widget"): the
 * consumer's flow contract (src/ui/flows/flow.ts: screens, domain actions, a
 * pure reducer, effects, messages), with a reducer over the B2B widget's
 * screen union instead of the consumer's. Types only.
 */
import type { ActionNamespace, FlowAction, FlowDefinition, ScreenStateBase } from '../flow';
import type { B2BWidgetState } from '.';

export interface B2BFlowDefinition<
  S extends ScreenStateBase = ScreenStateBase,
  A extends FlowAction = FlowAction,
  M extends string = string,
  Id extends string = ActionNamespace<A>,
> extends Omit<FlowDefinition<S, A, M, Id>, 'reducer' | 'serves'> {
  /**
   * Pure: the next B2B widget state for one of this flow's actions; `state`
   * itself for an action that does not apply to the current screen (a late
   * answer for a screen the visitor has left changes nothing).
   */
  reducer: (state: B2BWidgetState, action: A) => B2BWidgetState;
}

/** The state type of a B2B flow definition. */
export type B2BFlowState<F> = F extends B2BFlowDefinition<infer S, infer _A, infer _M, infer _Id> ? S : never;

/** The message keys of a B2B flow definition. */
export type B2BFlowMessageKeys<F> = F extends B2BFlowDefinition<infer _S, infer _A, infer M, infer _Id> ? M : never;
