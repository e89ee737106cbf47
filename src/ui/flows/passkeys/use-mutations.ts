/**
 * Runs for changes the visitor already sees (a rename, a delete), several at
 * once: each through its own runner, all aborted when the list unmounts, so
 * an answer that arrives after the visitor left changes nothing. (A screen's
 * `useScreenCall` refuses a second call while one is pending, which suits a
 * submit button, not a list where two rows may change in quick succession.)
 * A failure follows `useScreenCall`'s rule (src/ui/async/use-screen-call.ts),
 * with the options the caller gives.
 */
import { useCallback, useEffect, useRef } from 'react';
import { createRunner, type RunOutcome, type Runner } from '../../async/runner';
import { useFailureRule, type FailureOptions } from '../../async/use-screen-call';
import type { CommonAction } from '../flow';

export function useMutations(
  dispatch: (action: CommonAction) => void,
): <T>(call: (signal: AbortSignal) => Promise<T>, options?: FailureOptions) => Promise<RunOutcome<T>> {
  const fail = useFailureRule(dispatch);
  const runners = useRef(new Set<Runner>());
  useEffect(() => {
    const live = runners.current;
    return () => {
      for (const runner of live) runner.dispose();
      live.clear();
    };
  }, []);
  return useCallback(
    async <T,>(call: (signal: AbortSignal) => Promise<T>, options?: FailureOptions) => {
      const runner = createRunner();
      runners.current.add(runner);
      const outcome = await runner.run(call).finally(() => runners.current.delete(runner));
      if (outcome.status === 'failed') fail(outcome.error, options);
      return outcome;
    },
    [fail],
  );
}
