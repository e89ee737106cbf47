/**
 * Every browser surface the client touches, behind small replaceable objects,
 * so the refresh loop, backoff, telemetry flushes and cookie rules run under
 * fake timers and fakes in tests (docs/testing.md, "Seams").
 */

/** The subset of `fetch` the client uses. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Opaque timer handle: whatever `setTimeout` returned. */
export type TimerHandle = unknown;

export interface TimerSeams {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** `document.cookie`-shaped access: read all as `a=b; c=d`, write one serialized cookie. */
export interface CookieJar {
  read(): string;
  write(serializedCookie: string): void;
}

/** The part of `Storage` the client uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A change made to the storage by another tab (`key` null: storage cleared). */
export type StorageChangeListener = (key: string | null, newValue: string | null) => void;

/**
 * A message channel between the tabs of one origin (`BroadcastChannel`-shaped):
 * a message reaches every other open channel of the same name, never the sender.
 */
export interface TabChannel {
  post(message: unknown): void;
  /** Calls `listener` with each message from another tab; returns the unsubscribe. */
  subscribe(listener: (message: unknown) => void): () => void;
  close(): void;
}

/**
 * Exclusive locks shared by the tabs of one origin (Web Locks-shaped), so
 * that one tab at a time refreshes the session.
 */
export interface TabLocks {
  /**
   * Runs `task` while holding the lock `name` if no other tab holds it (Web
   * Locks `ifAvailable`) and resolves true; resolves false without running it
   * when another tab holds it.
   */
  runIfAvailable(name: string, task: () => Promise<void>): Promise<boolean>;
}

export interface ClientSeams {
  /**
   * False while rendering on a server (no `document`): the client is inert
   * there — no startup check, no timers, no storage or cookie reads of its
   * own (docs/architecture.md, "Server rendering").
   */
  inBrowser: boolean;
  fetch: FetchLike;
  timers: TimerSeams;
  /**
   * Runs `callback` in a later task (`setTimeout(…, 0)`): session observers
   * are told there, after the task that changed the session
   * (session/session-observers.ts).
   */
  nextTask(callback: () => void): void;
  /** Milliseconds since the epoch. */
  now(): number;
  /** Uniform in [0, 1) (backoff jitter). */
  random(): number;
  /** A random UUID v4 (telemetry ids). */
  randomUUID(): string;
  /** `count` random 32-bit words from a CSPRNG (PKCE verifiers). */
  randomWords(count: number): Uint32Array;
  cookies: CookieJar;
  storage: KeyValueStorage;
  /** Subscribes to storage changes made by other tabs; returns the unsubscribe. */
  onStorageChange(listener: StorageChangeListener): () => void;
  /**
   * Opens the tab channel `name`, or returns null where other tabs cannot be
   * reached that way (no `BroadcastChannel`); the `storage` event is then used.
   */
  openTabChannel(name: string): TabChannel | null;
  /** Locks shared with the other tabs (always available where Web Locks are missing). */
  locks: TabLocks;
  /** The current page URL. */
  locationHref(): string;
  /** Top-level navigation. */
  navigate(url: string): void;
  /** Replaces the page URL in the session history without loading it (`history.replaceState`). */
  replaceUrl(url: string): void;
  /** Subscribes to the page being hidden or unloaded; returns the unsubscribe. */
  onPageHide(listener: () => void): () => void;
  /** IANA time zone of the browser. */
  timezone(): string;
}
