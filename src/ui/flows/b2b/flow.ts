/**
 * What a flow of the B2B widget is (docs/architecture.md, "B2B widget"): the
 * consumer's flow contract (src/ui/flows/flow.ts: screens, domain actions, a
 * pure reducer, effects, messages), with a reducer over the B2B widget's
 * screen union instead of the consumer's. Types only.
 */
import type { ActionNamespace, FlowAction, FlowDefinition, FlowEffectsEnv, ScreenStateBase } from '../flow';
import type { B2BWidgetEnvironment } from '../../b2b/b2b-context';
import type { B2BWidgetState } from '.';
import type { B2BParts } from './b2b-parts';

export interface B2BFlowDefinition<
  S extends ScreenStateBase = ScreenStateBase,
  A extends FlowAction = FlowAction,
  M extends string = string,
  Id extends string = ActionNamespace<A>,
> extends Omit<FlowDefinition<S, A, M, Id>, 'reducer' | 'serves' | 'effects'> {
  /**
   * Pure: the next B2B widget state for one of this flow's actions; `state`
   * itself for an action that does not apply to the current screen (a late
   * answer for a screen the visitor has left changes nothing).
   */
  reducer: (state: B2BWidgetState, action: A) => B2BWidgetState;
  /** What an accepted action does besides changing state: the B2B events, telemetry, toasts. */
  effects?: (action: A, env: B2BFlowEffectsEnv) => void;
  /** The parts of other flows' screens this flow serves (./b2b-parts.tsx): the ones its registry line names. */
  serves?: Partial<B2BParts>;
}

/** What a B2B flow's `effects` may touch: the consumer's set, with the B2B events and config. */
export type B2BFlowEffectsEnv = Omit<FlowEffectsEnv, 'emit' | 'config'> & Pick<B2BWidgetEnvironment, 'emit' | 'config'>;

/** The state type of a B2B flow definition. */
export type B2BFlowState<F> = F extends B2BFlowDefinition<infer S, infer _A, infer _M, infer _Id> ? S : never;

/** The message keys of a B2B flow definition. */
export type B2BFlowMessageKeys<F> = F extends B2BFlowDefinition<infer _S, infer _A, infer M, infer _Id> ? M : never;
