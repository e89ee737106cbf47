import type { TabChannel } from './client-seams';

/**
 * In-memory tabs for one origin: every channel opened from the same hub with
 * the same name hears the others' messages, like `BroadcastChannel`. Delivery
 * is asynchronous (a microtask), as in a browser. Used in tests to connect two
 * clients as if they ran in two tabs.
 */
export function createMemoryTabChannels(): { open(name: string): TabChannel } {
  const byName = new Map<string, Set<Set<(message: unknown) => void>>>();
  return {
    open(name) {
      const listeners = new Set<(message: unknown) => void>();
      let peers = byName.get(name);
      if (!peers) byName.set(name, (peers = new Set()));
      peers.add(listeners);
      let closed = false;
      return {
        post(message) {
          if (closed) return;
          // Structured clone, as a real channel copies the message.
          const copy: unknown = structuredClone(message);
          for (const other of peers) {
            if (other === listeners) continue;
            queueMicrotask(() => {
              for (const listener of [...other]) listener(copy);
            });
          }
        },
        subscribe(listener) {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        close() {
          closed = true;
          listeners.clear();
          peers.delete(listeners);
        },
      };
    },
  };
}
