import type { TabLocks } from './client-seams';

/**
 * In-memory Web Locks for one origin: the first holder keeps a lock until it
 * releases it, then the next in line gets it. Grants run synchronously.
 * Used in tests to elect one leader among clients standing in for tabs.
 */
export function createMemoryTabLocks(): TabLocks & { holder(name: string): number | null } {
  interface Waiter {
    id: number;
    onAcquired: () => void;
  }
  const queues = new Map<string, Waiter[]>();
  let nextId = 1;

  function grantHead(name: string): void {
    const head = queues.get(name)?.[0];
    head?.onAcquired();
  }

  return {
    hold(name, onAcquired) {
      const waiter = { id: nextId++, onAcquired };
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      queue.push(waiter);
      if (queue.length === 1) grantHead(name);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const wasHolder = queue[0] === waiter;
        queue.splice(queue.indexOf(waiter), 1);
        if (wasHolder) grantHead(name);
      };
    },
    /** The id (order of asking, from 1) of the current holder of `name`, or null. */
    holder: (name) => queues.get(name)?.[0]?.id ?? null,
  };
}
