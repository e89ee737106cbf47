/**
 * The project's bootstrap data for the widget, through the client's query
 * cache: the value cached in this browser at once (localStorage, else the
 * defaults), replaced by the fetched value when it arrives. A server render
 * and the hydration of its markup show the defaults (the server has no
 * cache), and the cached value right after: the 'Powered by' footer then
 * differs from the server's markup only after hydration, never during it
 * (docs/architecture.md, "Server rendering"). Only the public client is used.
 */
import type { BootstrapData, PorticoClient } from '../../core';
import { DEFAULT_BOOTSTRAP } from '../../core/bootstrap';
import { QUERY_KEYS, cacheFor } from '../data/client-cache';
import { useQuery } from '../data/use-query';
import { useBrowserValue } from './use-browser-value';

/** Read once per client: `getSync()` parses storage and gives a new object on every call. */
const cached = new WeakMap<PorticoClient, BootstrapData>();

function cachedBootstrap(client: PorticoClient): BootstrapData {
  let data = cached.get(client);
  if (data === undefined) {
    data = client.bootstrap.getSync();
    cached.set(client, data);
  }
  return data;
}

export function useBootstrap(client: PorticoClient): BootstrapData {
  const state = useQuery(cacheFor(client), QUERY_KEYS.bootstrap, () => client.bootstrap.get());
  const initial = useBrowserValue(() => cachedBootstrap(client), DEFAULT_BOOTSTRAP);
  return state.data ?? initial;
}
