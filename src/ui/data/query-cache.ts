/**
 * One small cache for the data screens read from the server (bootstrap, the
 * user, the passkey list, the consent preflight), with the
 * data-fetching defaults of docs/behaviour.md §9: dedupe 2 s, error retry 5 s (10 s on
 * slow networks), focus throttle 5 s. Framework-free; `use-query.ts` binds it
 * to React. SWR and @tanstack/query-core do the same with far more code than
 * the first-load budget allows.
 */

/** A fetch of a key within this long of its last start reuses that fetch. */
export const DEDUPE_INTERVAL_MS = 2000;
/** After an error, the key is fetched again this much later… */
export const ERROR_RETRY_INTERVAL_MS = 5000;
/** …or this much later on a slow network (2G, or data saver on). */
export const SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS = 10000;
/** Focus revalidates a key at most once per this interval (from its last fetch start). */
export const FOCUS_THROTTLE_MS = 5000;
/**
 * Retries after consecutive errors before the cache waits for the next
 * fetch, focus or invalidate. Three ride out a transient failure (15 s, or
 * 30 s on a slow network) without polling a down or refusing server forever
 * from an idle tab.
 */
export const ERROR_RETRY_COUNT = 3;

export interface QueryState<T> {
  readonly data?: T;
  /** The last fetch's error; cleared by a success or `mutate`. */
  readonly error?: unknown;
  /** A fetch is in flight and there is no data yet. */
  readonly isLoading: boolean;
  /** A fetch is in flight. */
  readonly isValidating: boolean;
  /** `now()` when `data` last changed (fetched or mutated); 0 before. */
  readonly updatedAt: number;
}

/** Loads a key's data; `signal` aborts when the cache no longer wants the answer. */
export type Fetcher<T> = (context: { signal: AbortSignal }) => Promise<T>;

export interface QueryCacheSeams {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** True on 2G-class connections or with data saver on. */
  isSlowNetwork(): boolean;
  /** Calls `listener` when the page regains focus or becomes visible; returns the unsubscribe. */
  onFocus(listener: () => void): () => void;
}

export interface QueryCache {
  /**
   * Fetches `key` unless a fetch of it started less than `DEDUPE_INTERVAL_MS`
   * ago (then that fetch's promise is returned). Resolves with the key's
   * state once settled; never rejects (an error is in `state.error`).
   * Aborting `signal` abandons the fetch this call started (its answer is
   * ignored, no retry); a deduped call's signal has no effect.
   */
  fetch<T>(key: string, fetcher: Fetcher<T>, options?: { signal?: AbortSignal }): Promise<QueryState<T>>;
  /** `listener` runs on every state change of `key`. Subscribed keys get retries and focus revalidation. */
  subscribe(key: string, listener: () => void): () => void;
  /** The key's state; the same object until it changes (as `useSyncExternalStore` needs). */
  getSnapshot<T>(key: string): QueryState<T>;
  /** Sets the data directly (e.g. after a rename), dropping any fetch in flight. */
  mutate<T>(key: string, data: T): void;
  /** Marks the key stale: refetched at once when subscribed, else by the next `fetch` (no dedupe). */
  invalidate(key: string): void;
  /** Cancels fetches and timers and drops every key and listener. */
  dispose(): void;
}

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  /** The latest fetcher given for the key, for retries and focus revalidation. */
  fetcher?: Fetcher<unknown>;
  /** When the last fetch started; undefined when none counts for dedupe/throttle. */
  startedAt?: number;
  promise?: Promise<QueryState<unknown>>;
  /** Set while a fetch is in flight. */
  controller?: AbortController;
  /** Bumped by each start and cancel: an answer of an older version is dropped. */
  version: number;
  retries: number;
  retryTimer?: unknown;
}

const EMPTY: QueryState<never> = Object.freeze({ isLoading: false, isValidating: false, updatedAt: 0 });

type NetworkInformationLike = { effectiveType?: string; saveData?: boolean };

function defaultIsSlowNetwork(): boolean {
  const connection = (globalThis.navigator as { connection?: NetworkInformationLike } | undefined)?.connection;
  return !!connection && (connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g');
}

function defaultOnFocus(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  const onVisibility = () => {
    if (document.visibilityState === 'visible') listener();
  };
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

export function createQueryCache(overrides: Partial<QueryCacheSeams> = {}): QueryCache {
  // Globals are read at call time so fake timers installed later still apply.
  const seams: QueryCacheSeams = {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    isSlowNetwork: defaultIsSlowNetwork,
    onFocus: defaultOnFocus,
    ...overrides,
  };
  const entries = new Map<string, Entry>();
  let subscriberCount = 0;
  let stopFocus: (() => void) | undefined;
  let disposed = false;

  function entryOf(key: string): Entry {
    let entry = entries.get(key);
    if (!entry) {
      entry = { state: EMPTY, listeners: new Set(), version: 0, retries: 0 };
      entries.set(key, entry);
    }
    return entry;
  }

  function update(entry: Entry, patch: Partial<QueryState<unknown>>): void {
    const next = { ...entry.state, ...patch };
    entry.state = { ...next, isLoading: next.isValidating && next.data === undefined };
    for (const listener of [...entry.listeners]) listener();
  }

  /** Drops the retry timer and any fetch in flight (its answer will be ignored). */
  function cancel(entry: Entry): void {
    if (entry.retryTimer !== undefined) seams.clearTimeout(entry.retryTimer);
    entry.retryTimer = undefined;
    if (entry.controller) {
      entry.controller.abort();
      entry.controller = undefined;
      entry.version++;
    }
  }

  function start(entry: Entry, fetcher: Fetcher<unknown>, signal?: AbortSignal): Promise<QueryState<unknown>> {
    cancel(entry);
    const controller = new AbortController();
    const version = ++entry.version;
    const current = () => version === entry.version && !disposed;
    const abandon = () => {
      if (!current()) return;
      cancel(entry);
      entry.startedAt = undefined;
      update(entry, { isValidating: false });
    };
    signal?.addEventListener('abort', abandon, { once: true });
    entry.fetcher = fetcher;
    entry.startedAt = seams.now();
    entry.controller = controller;
    update(entry, { isValidating: true });

    let run: Promise<unknown>;
    try {
      run = Promise.resolve(fetcher({ signal: controller.signal }));
    } catch (error) {
      run = Promise.reject(error);
    }
    const settle = (patch: Partial<QueryState<unknown>>, failed: boolean) => {
      signal?.removeEventListener('abort', abandon);
      if (!current()) return;
      entry.controller = undefined;
      entry.retries = failed ? entry.retries : 0;
      update(entry, { ...patch, isValidating: false });
      if (failed && entry.listeners.size > 0 && entry.retries < ERROR_RETRY_COUNT) {
        const delay = seams.isSlowNetwork() ? SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS : ERROR_RETRY_INTERVAL_MS;
        entry.retryTimer = seams.setTimeout(() => {
          entry.retryTimer = undefined;
          entry.retries++;
          void start(entry, entry.fetcher ?? fetcher);
        }, delay);
      }
    };
    entry.promise = run
      .then(
        (data) => settle({ data, error: undefined, updatedAt: seams.now() }, false),
        (error: unknown) => settle({ error }, true),
      )
      .then(() => entry.state);
    return entry.promise;
  }

  function getSnapshot<T>(key: string): QueryState<T> {
    return (entries.get(key)?.state ?? EMPTY) as QueryState<T>;
  }

  function revalidateOnFocus(): void {
    const now = seams.now();
    for (const entry of entries.values()) {
      const stale = entry.startedAt === undefined || now - entry.startedAt >= FOCUS_THROTTLE_MS;
      // A fetch in flight will bring fresh data anyway.
      if (entry.listeners.size > 0 && entry.fetcher && !entry.controller && stale) {
        entry.retries = 0;
        void start(entry, entry.fetcher);
      }
    }
  }

  return {
    fetch<T>(key: string, fetcher: Fetcher<T>, options: { signal?: AbortSignal } = {}) {
      if (disposed || options.signal?.aborted) return Promise.resolve(getSnapshot<T>(key));
      const entry = entryOf(key);
      if (entry.promise && entry.startedAt !== undefined && seams.now() - entry.startedAt < DEDUPE_INTERVAL_MS) {
        entry.fetcher = fetcher;
        return entry.promise as Promise<QueryState<T>>;
      }
      entry.retries = 0;
      return start(entry, fetcher, options.signal) as Promise<QueryState<T>>;
    },

    subscribe(key, listener) {
      if (disposed) return () => {};
      const entry = entryOf(key);
      if (entry.listeners.has(listener)) return () => {};
      entry.listeners.add(listener);
      if (subscriberCount++ === 0) stopFocus = seams.onFocus(revalidateOnFocus);
      return () => {
        if (!entry.listeners.delete(listener)) return;
        // Nobody shows this key any more: stop retrying it.
        if (entry.listeners.size === 0 && entry.retryTimer !== undefined) {
          seams.clearTimeout(entry.retryTimer);
          entry.retryTimer = undefined;
        }
        if (--subscriberCount === 0) {
          stopFocus?.();
          stopFocus = undefined;
        }
      };
    },

    getSnapshot,

    mutate(key, data) {
      if (disposed) return;
      const entry = entryOf(key);
      cancel(entry);
      entry.retries = 0;
      update(entry, { data, error: undefined, isValidating: false, updatedAt: seams.now() });
    },

    invalidate(key) {
      const entry = entries.get(key);
      if (!entry || disposed) return;
      const wasValidating = entry.state.isValidating;
      cancel(entry);
      entry.startedAt = undefined;
      entry.retries = 0;
      if (entry.listeners.size > 0 && entry.fetcher) void start(entry, entry.fetcher);
      else if (wasValidating) update(entry, { isValidating: false });
    },

    dispose() {
      if (disposed) return;
      disposed = true;
      for (const entry of entries.values()) {
        cancel(entry);
        entry.listeners.clear();
      }
      entries.clear();
      stopFocus?.();
      stopFocus = undefined;
      subscriberCount = 0;
    },
  };
}
