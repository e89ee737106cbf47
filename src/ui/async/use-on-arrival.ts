/**
 * A call a screen makes once when the visitor reaches it (docs/architecture.md,
 * "Async"): the IdP preflight, the redirect landing's token, One Tap's start,
 * a wallet's connect, a list's refresh. It goes through the screen's
 * `useScreenCall` (same signal, `pending`, failure rule) and runs once per
 * mount, StrictMode included: StrictMode mounts, unmounts and mounts again in
 * one commit, and the discarded first mount's call is aborted before a
 * microtask passes, so it waits that microtask and stops before it sends
 * anything (a request, an event, an error report). Unmounting aborts it.
 *
 * The call and its options are the arrival render's: what it needs is the
 * page's or the screen's state on arrival, not a prop to follow.
 */
import { useEffect } from 'react';
import type { ScreenCallFn, ScreenCallOptions } from './use-screen-call';

export function useOnArrival<T>(
  call: ScreenCallFn,
  arrive: (signal: AbortSignal) => Promise<T>,
  options?: ScreenCallOptions<T>,
): void {
  useEffect(() => {
    void call(async (signal) => {
      await Promise.resolve();
      if (signal.aborted) throw signal.reason;
      return arrive(signal);
    }, options);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount (above), with the arrival render's call and options
  }, []);
}
