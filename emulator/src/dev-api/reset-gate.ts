import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../context';

/**
 * Reset and the other dev-API calls, atomic with respect to each other
 * (docs/testing.md, "One emulator for a whole suite"): a reset waits for the
 * dev calls in flight to finish, and dev calls that arrive while a reset is
 * waiting or running wait for it. Other dev calls run side by side, as a
 * test suite's workers seed users in parallel.
 *
 * Without it, a call that awaits between its writes (a seed hashing a
 * password, a Google ID token waiting for its key) could see a reset land in
 * the middle: a 500 (`users: no record with id … to update`), or records of
 * the previous test written into the fresh store.
 */
export class ResetGate {
  #active = 0;
  /** Resolves when the pending or running reset is done; null when there is none. */
  #resetting: Promise<void> | null = null;
  #drained: (() => void) | null = null;

  /** Runs a dev call, after any pending reset. */
  async shared<T>(run: () => Promise<T>): Promise<T> {
    while (this.#resetting) await this.#resetting;
    this.#active += 1;
    try {
      return await run();
    } finally {
      this.#active -= 1;
      if (this.#active === 0) this.#drained?.();
    }
  }

  /** Runs a reset once the calls in flight are done, holding new ones back until it is over. */
  async exclusive<T>(run: () => Promise<T>): Promise<T> {
    while (this.#resetting) await this.#resetting;
    let done!: () => void;
    this.#resetting = new Promise<void>((resolve) => (done = resolve));
    try {
      if (this.#active > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
      this.#drained = null;
      return await run();
    } finally {
      this.#resetting = null;
      done();
    }
  }
}

/** Puts `/_emulator` calls through the gate: `POST /_emulator/reset` alone, the others side by side. */
export function resetGateMiddleware(gate: ResetGate): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const isReset = c.req.method === 'POST' && /^\/_emulator\/reset\/?$/.test(c.req.path);
    await (isReset ? gate.exclusive(next) : gate.shared(next));
  };
}
