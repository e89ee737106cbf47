/**
 * The options every network method of the client takes (`{ signal }`), and
 * how a call honours its signal while it waits for work it does not own
 * (the bootstrap, a lazily loaded namespace, a shared one-time redemption).
 * docs/architecture.md, "Async".
 */

/** Options every method of the client that sends a request takes, as its last parameter or merged into its options. */
export interface CallOptions {
  /**
   * Aborts the call: its promise rejects with the signal's reason, and an
   * already-aborted signal sends nothing. Never sent to the server. A call
   * whose request is shared (the bootstrap, a one-time token's redemption)
   * only stops waiting: the shared request goes on for the other callers.
   */
  signal?: AbortSignal;
}

/**
 * Whether `value` is an `AbortSignal`. Checked by shape, not `instanceof`: a
 * signal from another realm (an iframe, jsdom in tests) is a signal too.
 */
export function isAbortSignal(value: unknown): value is AbortSignal {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AbortSignal>;
  return (
    typeof candidate.aborted === 'boolean' &&
    typeof candidate.addEventListener === 'function' &&
    typeof candidate.removeEventListener === 'function'
  );
}

/** The signal of a call's last argument (its options), if it carries one. */
export function signalOf(options: unknown): AbortSignal | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  const signal = (options as { signal?: unknown }).signal;
  return isAbortSignal(signal) ? signal : undefined;
}

/** Throws the signal's reason when it has aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason;
}

/**
 * Waits for `start()` on behalf of one caller: rejects with the signal's
 * reason as soon as it aborts (without calling `start` when it already has),
 * and otherwise settles as `start()` does. The work itself is not cancelled:
 * it may be shared with other callers.
 */
export function whileWaiting<T>(signal: AbortSignal | undefined, start: () => Promise<T>): Promise<T> {
  if (signal === undefined) return start();
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    let work: Promise<T>;
    try {
      work = start();
    } catch (error) {
      work = Promise.reject(error);
    }
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
