/**
 * The one way a screen runs a call (docs/architecture.md, "Async"). Every
 * call gets an `AbortSignal`, passed through to the core client; leaving the
 * screen or unmounting the widget aborts it, and an aborted call's answer —
 * success or failure — is `'ignored'`: it changes nothing.
 *
 * Framework-free so its rules are unit-tested without React; `use-runner.ts`
 * binds one runner to a screen's lifetime.
 */

export type RunOutcome<T> =
  | { status: 'ok'; value: T }
  | { status: 'failed'; error: unknown }
  /** Aborted (screen left, widget unmounted, replaced) or refused (another run pending). */
  | { status: 'ignored' };

export interface RunOptions {
  /**
   * `'exclusive'` (default): while a run is pending a new one is refused, so a
   * second Enter or click cannot send twice. `'latest'`: the pending run is
   * aborted and the new one starts (typing-driven work such as formatting).
   */
  mode?: 'exclusive' | 'latest';
}

export interface Runner {
  run<T>(call: (signal: AbortSignal) => Promise<T>, options?: RunOptions): Promise<RunOutcome<T>>;
  /** True while a run is pending. */
  readonly pending: boolean;
  /** Aborts the pending run (its outcome becomes `'ignored'`). */
  abort(): void;
  /** Aborts and refuses every later run (the screen is gone). */
  dispose(): void;
}

export interface RunnerOptions {
  /** Called when `pending` changes (a screen shows its spinner from it). */
  onPendingChange?: (pending: boolean) => void;
}

const IGNORED = { status: 'ignored' } as const;

export function createRunner(options: RunnerOptions = {}): Runner {
  let current: AbortController | null = null;
  let disposed = false;

  const setCurrent = (next: AbortController | null) => {
    const was = current !== null;
    current = next;
    if (was !== (next !== null)) options.onPendingChange?.(next !== null);
  };

  return {
    get pending() {
      return current !== null;
    },
    async run<T>(call: (signal: AbortSignal) => Promise<T>, runOptions: RunOptions = {}): Promise<RunOutcome<T>> {
      if (disposed) return IGNORED;
      if (current !== null) {
        if (runOptions.mode !== 'latest') return IGNORED;
        current.abort();
      }
      const controller = new AbortController();
      setCurrent(controller);
      // Settles at once on abort: a call that never answers must not hold the screen.
      const outcome = await new Promise<RunOutcome<T>>((resolve) => {
        controller.signal.addEventListener('abort', () => resolve(IGNORED), { once: true });
        let answer: Promise<T>;
        try {
          answer = call(controller.signal);
        } catch (error) {
          answer = Promise.reject(error);
        }
        answer.then(
          (value) => resolve({ status: 'ok', value }),
          (error: unknown) => resolve({ status: 'failed', error }),
        );
      });
      if (controller.signal.aborted) return IGNORED;
      setCurrent(null);
      return outcome;
    },
    abort() {
      if (current === null) return;
      const controller = current;
      setCurrent(null);
      controller.abort();
    },
    dispose() {
      disposed = true;
      this.abort();
    },
  };
}
