import type { TabLocks } from './client-seams';

/**
 * In-memory Web Locks for one origin: a lock is held while its task runs, and
 * a request while it is held is refused (`ifAvailable`). Used in tests by
 * clients standing in for tabs.
 */
export function createMemoryTabLocks(): TabLocks & { isHeld(name: string): boolean } {
  const held = new Set<string>();
  return {
    async runIfAvailable(name, task) {
      if (held.has(name)) return false;
      held.add(name);
      try {
        await task();
      } finally {
        held.delete(name);
      }
      return true;
    },
    isHeld: (name) => held.has(name),
  };
}
