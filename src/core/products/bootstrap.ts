/**
 * The project's bootstrap configuration, as the public `bootstrap` namespace.
 */
import type { BootstrapStore } from '../bootstrap';
import { whileWaiting, type CallOptions } from '../call-options';
import type { BootstrapData } from '../client-context';
import { validate } from '../validate';

export interface BootstrapApi {
  /**
   * Resolves with the bootstrap (fetched once per client; defaults on
   * failure). The fetch is shared by every caller: `signal` ends only this
   * call's wait, and an already-aborted call starts nothing.
   */
  get(options?: CallOptions): Promise<BootstrapData>;
  /** The cached bootstrap, or the defaults when none is cached yet. */
  getSync(): BootstrapData;
  /**
   * Calls `listener` with the bootstrap each time the client's fetch of it
   * settles: with the fetched value, or with the defaults when the fetch
   * failed. The fetch starts on the first `get()` and runs once per client,
   * so today that is a single call. The value current when subscribing is
   * not replayed: read `getSync()` first, then listen (or await `get()`).
   * A listener that throws is logged and does not affect the others.
   *
   * @returns A function that removes the listener.
   *
   * @example
   * render(client.bootstrap.getSync());
   * const stop = client.bootstrap.onChange(render);
   * void client.bootstrap.get();
   */
  onChange(listener: (data: BootstrapData) => void): () => void;
}

/** The `bootstrap` namespace (delegates to the client's bootstrap store). */
export function createBootstrapApi(store: BootstrapStore): BootstrapApi {
  return {
    async get(options) {
      validate('bootstrap.get').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      return whileWaiting(options?.signal, () => store.get());
    },
    getSync: () => store.getSync(),
    onChange: (listener) => store.subscribe(listener),
  };
}
