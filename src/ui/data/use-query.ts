/**
 * `useQuery`: a component's view of one key of a `QueryCache`. Built on
 * `useSyncExternalStore`, which React and preact/compat both provide, so the
 * standalone build needs nothing more.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Fetcher, QueryCache, QueryState } from './query-cache';

export interface UseQueryOptions<T> {
  /** Shown while the cache has no data for the key (e.g. a synchronously cached value). */
  initialData?: T;
}

const IDLE: QueryState<never> = Object.freeze({ isLoading: false, isValidating: false, updatedAt: 0 });
const noop = () => {};
const serverSnapshot = () => IDLE;

/**
 * Subscribes to `key` and fetches it on mount and when the key changes (the
 * cache dedupes, so many components may ask at once). A `null` key fetches
 * nothing, e.g. while the user is not logged in. The latest `fetcher` is
 * used for retries and focus revalidation, so it may be an inline function.
 */
export function useQuery<T>(
  cache: QueryCache,
  key: string | null,
  fetcher: Fetcher<T>,
  options: UseQueryOptions<T> = {},
): QueryState<T> {
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  const subscribe = useCallback(
    (onChange: () => void) => (key === null ? noop : cache.subscribe(key, onChange)),
    [cache, key],
  );
  const snapshot = () => (key === null ? IDLE : cache.getSnapshot<T>(key));
  // A server fetches nothing (effects do not run there): hydration starts from no data too,
  // whatever this browser's cache holds already (docs/architecture.md, "Server rendering").
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);

  useEffect(() => {
    if (key !== null) void cache.fetch(key, (context) => fetcherRef.current(context));
  }, [cache, key]);

  return state.data === undefined && options.initialData !== undefined
    ? { ...state, data: options.initialData, isLoading: false }
    : state;
}
