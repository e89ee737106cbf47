/**
 * One runner per screen component: `pending` for the spinner, and every run
 * aborted when the component unmounts (the visitor left the screen, or the
 * widget was unmounted), so a late answer changes nothing.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRunner, type RunOptions, type RunOutcome, type Runner } from './runner';

export interface ScreenRunner {
  pending: boolean;
  run<T>(call: (signal: AbortSignal) => Promise<T>, options?: RunOptions): Promise<RunOutcome<T>>;
  abort(): void;
}

export function useRunner(): ScreenRunner {
  const [pending, setPending] = useState(false);
  const runner = useRef<Runner | null>(null);
  useEffect(() => {
    // Created on mount (StrictMode's second mount gets a fresh one), disposed on unmount.
    const instance = createRunner({ onPendingChange: setPending });
    runner.current = instance;
    return () => {
      instance.dispose();
      if (runner.current === instance) runner.current = null;
    };
  }, []);
  const run = useCallback(
    <T,>(call: (signal: AbortSignal) => Promise<T>, options?: RunOptions): Promise<RunOutcome<T>> =>
      runner.current === null ? Promise.resolve({ status: 'ignored' }) : runner.current.run(call, options),
    [],
  );
  const abort = useCallback(() => runner.current?.abort(), []);
  return useMemo(() => ({ pending, run, abort }), [pending, run, abort]);
}
