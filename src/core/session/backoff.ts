/**
 * Retry delays of the background session refresh (docs/behaviour.md §4.6, §9).
 */

/** Delay of the first retry. */
export const BACKOFF_BASE_MS = 2000;
/** The delay doubles per failed attempt up to 2^7 (256 s, "about 4 minutes"). */
export const BACKOFF_EXPONENT_CAP = 7;
/** Spread of the random jitter, in both directions. */
export const BACKOFF_JITTER_MS = 175;

/**
 * The delay before retry number `attempt` (0 for the first retry):
 * `2000 · 2^min(attempt, 7)` plus a jitter in [−175, +175] ms drawn from
 * `random()` (uniform in [0, 1)), so tabs that failed together spread out.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const exponent = Math.min(Math.max(attempt, 0), BACKOFF_EXPONENT_CAP);
  const jitter = Math.round((random() * 2 - 1) * BACKOFF_JITTER_MS);
  return BACKOFF_BASE_MS * 2 ** exponent + jitter;
}
