/**
 * Event times per key, counted over a sliding window: what the emulator's
 * attempt limits and send rate limit count (docs/architecture.md, "Attempt
 * limits"). Times are the caller's (the emulator clock, so the dev API's
 * clock moves windows along); the window is given on each call, because
 * `PATCH /_emulator/config` may change it between two. Kept in memory only.
 */
export class SlidingWindowLog {
  readonly #times = new Map<string, number[]>();

  /** Events of `key` in the `windowMs` before `nowMs`; older ones are forgotten. */
  count(key: string, nowMs: number, windowMs: number): number {
    return this.#recent(key, nowMs, windowMs).length;
  }

  /** Records an event of `key` at `nowMs`; answers the count in the window, this one included. */
  add(key: string, nowMs: number, windowMs: number): number {
    const times = [...this.#recent(key, nowMs, windowMs), nowMs];
    this.#times.set(key, times);
    return times.length;
  }

  delete(key: string): void {
    this.#times.delete(key);
  }

  clear(): void {
    this.#times.clear();
  }

  /** Keys holding events (a key whose events all left the window goes when next read). */
  get size(): number {
    return this.#times.size;
  }

  #recent(key: string, nowMs: number, windowMs: number): number[] {
    const kept = (this.#times.get(key) ?? []).filter((at) => nowMs - at < windowMs);
    if (kept.length === 0) this.#times.delete(key);
    else this.#times.set(key, kept);
    return kept;
  }
}
