/**
 * The emulator's notion of "now": the wall clock plus an offset that the dev
 * API moves forward, so expiry tests need no sleeping. The offset lives in the
 * store's state, so it is part of the snapshot and cleared by a reset.
 */
export class Clock {
  readonly #offset: { get(): number; set(ms: number): void };

  constructor(offset: { get(): number; set(ms: number): void }) {
    this.#offset = offset;
  }

  nowMs(): number {
    return Date.now() + this.#offset.get();
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  iso(): string {
    return this.now().toISOString();
  }

  /** An ISO timestamp `seconds` from now. */
  isoIn(seconds: number): string {
    return new Date(this.nowMs() + seconds * 1000).toISOString();
  }

  isPast(iso: string): boolean {
    return Date.parse(iso) <= this.nowMs();
  }

  advance(seconds: number): void {
    this.#offset.set(this.#offset.get() + seconds * 1000);
  }
}
