/**
 * The real browser implementations of the seams, each falling back to an
 * in-memory or inert version where the surface is missing (Node, workers,
 * sandboxed frames), so the client also runs in integration tests.
 */
import type { ClientSeams, CookieJar, KeyValueStorage, StorageChangeListener, TabLocks } from './client-seams';
import { createMemoryCookieJar } from './memory-cookie-jar';
import { createMemoryStorage } from './memory-storage';
import { openBroadcastTabChannel } from './browser-tab-channel';
import { soleTabLocks, webTabLocks } from './web-locks';
import { readTimeZone } from '../telemetry/time-zone';

/** The page URL assumed where there is no `location` (Node). */
const NO_LOCATION_HREF = 'http://localhost/';

/**
 * Builds the seams: every member of `overrides` wins, the rest are the
 * browser's own (looked up at call time, so fake timers and stubbed globals
 * installed later still apply).
 */
export function createDefaultSeams(overrides: Partial<ClientSeams> = {}): ClientSeams {
  const now = overrides.now ?? (() => Date.now());
  // A replaced storage, or none (Node), has no other tabs: no storage events, tab channel or shared
  // locks then. `in` does not run the getter, which opens the storage (see lazyLocalStorage).
  const browserStorage = overrides.storage || !('localStorage' in globalThis) ? null : lazyLocalStorage();
  const storage = overrides.storage ?? browserStorage?.storage ?? createMemoryStorage();
  return {
    inBrowser: typeof window !== 'undefined' && typeof document !== 'undefined',
    fetch: (url, init) => globalThis.fetch(url, init),
    timers: {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    nextTask: (callback) => void globalThis.setTimeout(callback, 0),
    now,
    random: () => Math.random(),
    randomUUID,
    randomWords: (count) => globalThis.crypto.getRandomValues(new Uint32Array(count)),
    cookies: documentCookieJar() ?? createMemoryCookieJar(now),
    storage,
    onStorageChange: browserStorage ? (listener) => subscribeStorageEvents(browserStorage.resolved, listener) : () => () => {},
    openTabChannel: browserStorage ? openBroadcastTabChannel : () => null,
    locks: browserStorage ? lazyTabLocks(browserStorage.resolved) : soleTabLocks,
    locationHref: () => globalThis.location?.href ?? NO_LOCATION_HREF,
    navigate: (url) => {
      if (globalThis.location) globalThis.location.assign(url);
      else console.warn(`Portico: cannot navigate to ${url} outside a browser.`);
    },
    onPageHide: subscribePageHide,
    // Temporal first: Intl.DateTimeFormat costs 13–25 ms on a cold page (telemetry/time-zone.ts).
    timezone: () => readTimeZone(),
    ...definedOnly(overrides),
  };
}

/** Drops keys set to `undefined`, so `{ fetch: undefined }` keeps the default. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The page's localStorage, looked up and probed on first use, else an
 * in-memory storage. A cold page's first localStorage access costs 1–3 ms (the
 * storage area is opened and loaded), which a client created just before the
 * widget's mount must not spend before the first paint (README, "Speed").
 * `resolved()` is the real localStorage when it is usable, else null (it
 * probes too, on the first storage event).
 */
function lazyLocalStorage(): { storage: KeyValueStorage; resolved: () => Storage | null } {
  let target: KeyValueStorage | undefined;
  let real: Storage | null = null;
  const resolve = (): KeyValueStorage => {
    if (target === undefined) {
      real = probeLocalStorage();
      target = real ?? createMemoryStorage();
    }
    return target;
  };
  return {
    storage: {
      getItem: (key) => resolve().getItem(key),
      setItem: (key, value) => resolve().setItem(key, value),
      removeItem: (key) => resolve().removeItem(key),
    },
    resolved: () => {
      resolve();
      return real;
    },
  };
}

/**
 * Web Locks where localStorage is usable, decided on the first lock (after
 * the first paint; see lazyLocalStorage): a sandboxed frame without
 * same-origin access has a `localStorage` that throws and locks that reject.
 */
function lazyTabLocks(storage: () => Storage | null): TabLocks {
  let locks: TabLocks | undefined;
  return {
    runIfAvailable(name, task) {
      locks ??= (storage() ? webTabLocks() : null) ?? soleTabLocks;
      return locks.runIfAvailable(name, task);
    },
  };
}

function probeLocalStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    // Access can succeed while writes throw (quota 0 in some private modes).
    const probe = '__portico_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function documentCookieJar(): CookieJar | null {
  if (typeof document === 'undefined') return null;
  return {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie;
    },
  };
}

function subscribeStorageEvents(storage: () => Storage | null, listener: StorageChangeListener): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {};
  const onStorage = (event: StorageEvent) => {
    // Only localStorage's events (not sessionStorage's).
    if (event.storageArea !== null && event.storageArea !== storage()) return;
    listener(event.key, event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function subscribePageHide(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {};
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') listener();
  };
  window.addEventListener('pagehide', listener);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', listener);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** `crypto.randomUUID` exists only in secure contexts; build a v4 UUID by hand elsewhere. */
function randomUUID(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
