import type { TabLocks } from './client-seams';

/** The part of the Web Locks API used here (`navigator.locks`). */
interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/**
 * Locks that are always free: the fallback where Web Locks are missing (older
 * browsers, insecure origins, Node), where each tab then refreshes on its own.
 */
export const soleTabLocks: TabLocks = {
  async runIfAvailable(_name, task) {
    await task();
    return true;
  },
};

/**
 * `TabLocks` over `navigator.locks`, or null where the API is missing. The
 * lock is asked for with `ifAvailable` and held only while the task runs, so
 * no tab waits in a queue and no page keeps a lock while idle (a held lock
 * would keep it out of the back/forward cache).
 */
export function webTabLocks(): TabLocks | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return {
    runIfAvailable(name, task) {
      return locks.request(name, { ifAvailable: true }, async (lock) => {
        // `null`: another tab holds it.
        if (lock === null) return false;
        await task();
        return true;
      });
    },
  };
}
