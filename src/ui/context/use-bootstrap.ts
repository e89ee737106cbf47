/**
 * The project's bootstrap data for the widget, through the client's query
 * cache: the synchronously cached value at once (localStorage or defaults),
 * replaced by the fetched value when it arrives. Only the public client is
 * used.
 */
import type { BootstrapData, PorticoClient } from '../../core';
import { QUERY_KEYS, cacheFor } from '../data/client-cache';
import { useQuery } from '../data/use-query';

export function useBootstrap(client: PorticoClient): BootstrapData {
  const state = useQuery(cacheFor(client), QUERY_KEYS.bootstrap, ({ signal }) => client.bootstrap.get({ signal }), {
    initialData: client.bootstrap.getSync(),
  });
  return state.data ?? client.bootstrap.getSync();
}
