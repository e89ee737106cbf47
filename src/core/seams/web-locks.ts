import type { TabLocks } from './client-seams';

/** The part of the Web Locks API used here (`navigator.locks`). */
interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/**
 * Locks where every tab is its own holder at once: the fallback where Web
 * Locks are missing (older browsers, insecure origins, Node), which keeps
 * the behaviour of one refresher per tab.
 */
export const soleTabLocks: TabLocks = {
  hold(_name, onAcquired) {
    onAcquired();
    return () => {};
  },
};

/**
 * `TabLocks` over `navigator.locks`: the lock is requested without
 * `ifAvailable`, so tabs queue and the browser hands it to the next tab when
 * the holder releases it or closes. Null where the API is missing.
 */
export function webTabLocks(): TabLocks | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return {
    hold(name, onAcquired) {
      const abort = new AbortController();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      locks
        .request(name, { signal: abort.signal }, () => {
          if (abort.signal.aborted) return Promise.resolve();
          onAcquired();
          // Held until released: the callback's promise is the lock's lifetime.
          return held;
        })
        .catch(() => {
          // AbortError after leaving the queue, or a refused request: nothing to hold.
        });
      return () => {
        abort.abort();
        release();
      };
    },
  };
}
