/**
 * The one way a screen makes a call (docs/architecture.md, "Async" and
 * "Errors"): the screen's runner (every call gets an `AbortSignal`; leaving the
 * screen or unmounting aborts it and its answer is `'ignored'`), the `pending`
 * flag for its spinner, and the one failure rule:
 *
 * - a failure is reported to `callbacks.onError`, unless it is the widget
 *   refusing input itself (`ValidationFailure`: nothing failed) or the call
 *   says `report: false` (a flow whose `effects` report it);
 * - then it is shown as the screen's error (`{ type: 'failed' }` with
 *   `toScreenError`: on the field for the visitor's input, in the alert for
 *   the rest), unless the call's `onFailed` shows it itself and returns
 *   `'handled'` (a domain action the reducer needs to pick a screen, a
 *   fallback view).
 *
 * `const { call, pending } = useScreenCall(dispatch);`
 * `call((signal) => api(..., signal), { onOk: (value) => dispatch(done(value)) })`
 * resolves with the outcome too (`'ok' | 'failed' | 'ignored'`), for what a
 * screen does after either (re-enable a button).
 */
import { useCallback, useMemo } from 'react';
import { useWidget } from '../context/widget-context';
import type { CommonAction, ScreenError } from '../flows/flow';
import { ValidationFailure, toScreenError } from '../flows/screen-error';
import type { RunOptions, RunOutcome } from './runner';
import { useRunner } from './use-runner';

export interface ScreenCallOptions<T> extends RunOptions {
  /** The call answered (not called for an ignored answer). */
  onOk?: (value: T) => void;
  /**
   * The call failed (never for an ignored answer), after it was reported.
   * Return `'handled'` when this failure was shown here; `'default'` (or
   * nothing) leaves it to the one rule, the screen's error.
   */
  onFailed?: (error: unknown) => 'handled' | 'default' | void;
  /** `false`: do not report to `onError` (the flow's `effects` report this failure). */
  report?: boolean;
  /** The screen's error for a failure, when not `toScreenError`'s (a flow's own wording). */
  describe?: (error: unknown) => ScreenError;
}

export type ScreenCallFn = <T>(call: (signal: AbortSignal) => Promise<T>, options?: ScreenCallOptions<T>) => Promise<RunOutcome<T>>;

export interface ScreenCall {
  call: ScreenCallFn;
  /** True while a call is pending. */
  pending: boolean;
  /** Aborts the pending call (its answer is `'ignored'`). */
  abort(): void;
  /**
   * The failure rule for a failure that does not end a call (a passkey
   * autofill attempt that keeps trying): reported, then the screen's error.
   */
  fail(error: unknown): void;
}

export type FailureOptions = Pick<ScreenCallOptions<unknown>, 'onFailed' | 'report' | 'describe'>;

/**
 * The failure rule alone (above), for calls that run outside the screen's one
 * call at a time (a list's concurrent mutations, flows/passkeys/use-mutations.ts).
 */
export function useFailureRule(dispatch: (action: CommonAction) => void): (error: unknown, options?: FailureOptions) => void {
  const { reportError } = useWidget();
  return useCallback(
    (error: unknown, options: FailureOptions = {}) => {
      if (options.report !== false && !(error instanceof ValidationFailure)) reportError(error);
      if (options.onFailed?.(error) === 'handled') return;
      dispatch({ type: 'failed', error: (options.describe ?? toScreenError)(error) });
    },
    [reportError, dispatch],
  );
}

export function useScreenCall(dispatch: (action: CommonAction) => void): ScreenCall {
  const fail = useFailureRule(dispatch);
  const { run, pending, abort } = useRunner();
  const call = useCallback<ScreenCallFn>(
    async (fn, options = {}) => {
      const { onOk, onFailed, report, describe, ...runOptions } = options;
      const outcome = await run(fn, runOptions);
      if (outcome.status === 'ok') onOk?.(outcome.value);
      else if (outcome.status === 'failed') fail(outcome.error, { onFailed, report, describe });
      return outcome;
    },
    [run, fail],
  );
  const failOne = useCallback((error: unknown) => fail(error), [fail]);
  return useMemo(() => ({ call, pending, abort, fail: failOne }), [call, pending, abort, failOne]);
}
