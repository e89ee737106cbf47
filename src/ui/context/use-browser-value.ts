/**
 * Browser-only state in a render that may have been server-rendered
 * (docs/architecture.md, "Server rendering"): a server render, and the
 * hydration of its markup, use the value the server had; every other client
 * render reads the browser at once, so a plain client mount shows it in its
 * first paint with nothing to flicker.
 */
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * `read()` in a client render; `server` on the server and while hydrating
 * (React renders again with `read()` right after). `read` must return the
 * same value until it changes, and `server` must be a constant.
 */
export function useBrowserValue<T>(read: () => T, server: T): T {
  return useSyncExternalStore(subscribeNothing, read, () => server);
}

/** False on a server and while hydrating its markup; true in every other client render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, inBrowser, onServer);
}
