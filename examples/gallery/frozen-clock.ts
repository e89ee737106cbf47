/**
 * The gallery shows still moments, so it stops the page's clock before any
 * widget code runs (gallery.tsx imports this module first):
 *
 * - `Date.now()` always returns `FROZEN_NOW`, so an OTP screen whose code was
 *   sent at `FROZEN_NOW` reads 'Your code expires in 5:00.' on every load;
 * - timers of a second or more never fire: the countdown's tick, the 2 s
 *   'Code sent' label, a toast's expiry. Shorter timers (rendering, effects)
 *   run as usual.
 *
 * The gallery's own waits use `performance.now()` and animation frames,
 * which stay real.
 */

/** 2026-01-15 12:00:00 UTC. */
export const FROZEN_NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

/** Timers at least this long are held forever. */
export const HELD_TIMER_MS = 1000;

type TimerFunction = (handler: TimerHandler, timeout?: number, ...args: unknown[]) => number;

/** Ids of held timers: far above the browser's own, so clearing one never cancels a real timer. */
let nextHeldId = 1_000_000_000;

function holdLongTimers(real: TimerFunction): TimerFunction {
  return (handler, timeout, ...args) => {
    if (typeof timeout === 'number' && timeout >= HELD_TIMER_MS) return nextHeldId++;
    return real(handler, timeout, ...args);
  };
}

Date.now = () => FROZEN_NOW;
window.setTimeout = holdLongTimers(window.setTimeout.bind(window)) as typeof window.setTimeout;
window.setInterval = holdLongTimers(window.setInterval.bind(window)) as typeof window.setInterval;
