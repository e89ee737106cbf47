/**
 * Runs for changes the visitor already sees (a rename, a delete), several at
 * once: each through its own runner, all aborted when the list unmounts, so
 * an answer that arrives after the visitor left changes nothing. (A screen's
 * `useRunner` refuses a second run while one is pending, which suits a
 * submit button, not a list where two rows may change in quick succession.)
 */
import { useCallback, useEffect, useRef } from 'react';
import { createRunner, type RunOutcome, type Runner } from '../../async/runner';

export function useMutations(): <T>(call: (signal: AbortSignal) => Promise<T>) => Promise<RunOutcome<T>> {
  const runners = useRef(new Set<Runner>());
  useEffect(() => {
    const live = runners.current;
    return () => {
      for (const runner of live) runner.dispose();
      live.clear();
    };
  }, []);
  return useCallback(<T,>(call: (signal: AbortSignal) => Promise<T>) => {
    const runner = createRunner();
    runners.current.add(runner);
    return runner.run(call).finally(() => runners.current.delete(runner));
  }, []);
}
