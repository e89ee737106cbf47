/**
 * One runner per component: `pending` for the spinner, and every run aborted
 * when the component unmounts (the visitor left the screen, or the widget was
 * unmounted), so a late answer changes nothing. Screens do not use it
 * directly: their calls go through `useScreenCall` (use-screen-call.ts), which
 * adds the failure rule (docs/architecture.md, "Async"); the host's own work
 * (flow chunks, preloads, the render telemetry) runs here.
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
  // True from the first render until unmount: input that arrives before the
  // mount effect has run (a paste, an autofill) must not be dropped.
  const live = useRef(true);
  const current = useCallback(() => (runner.current ??= createRunner({ onPendingChange: setPending })), []);
  useEffect(() => {
    // StrictMode unmounts and mounts again: the second mount is live again with a fresh runner.
    live.current = true;
    current();
    return () => {
      live.current = false;
      runner.current?.dispose();
      runner.current = null;
    };
  }, [current]);
  const run = useCallback(
    <T,>(call: (signal: AbortSignal) => Promise<T>, options?: RunOptions): Promise<RunOutcome<T>> =>
      live.current ? current().run(call, options) : Promise.resolve({ status: 'ignored' }),
    [current],
  );
  const abort = useCallback(() => runner.current?.abort(), []);
  return useMemo(() => ({ pending, run, abort }), [pending, run, abort]);
}
