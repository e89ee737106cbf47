import type { TabChannel } from './client-seams';

/** A `TabChannel` over the browser's `BroadcastChannel`, or null where it is missing. */
export function openBroadcastTabChannel(name: string): TabChannel | null {
  if (typeof globalThis.BroadcastChannel !== 'function') return null;
  let channel: BroadcastChannel;
  try {
    channel = new globalThis.BroadcastChannel(name);
  } catch {
    // Some sandboxed frames (opaque origins) refuse to open one.
    return null;
  }
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel or an uncloneable message must not break a login.
      }
    },
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
