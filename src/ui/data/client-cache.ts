/**
 * One query cache per client: every widget mounted over the same client
 * shares what was read from the server (bootstrap today; the user, the
 * passkey list and the consent preflight as their flows land), with the
 * spec's data-fetching defaults (query-cache.ts).
 */
import type { PorticoClient } from '../../core';
import { createQueryCache, type QueryCache } from './query-cache';

const caches = new WeakMap<PorticoClient, QueryCache>();

export function cacheFor(client: PorticoClient): QueryCache {
  let cache = caches.get(client);
  if (cache === undefined) {
    cache = createQueryCache();
    caches.set(client, cache);
  }
  return cache;
}

/** Cache keys, one place so two screens never spell the same data two ways. */
export const QUERY_KEYS = {
  bootstrap: 'bootstrap',
} as const;
