/**
 * The project's bootstrap data for the widget: the value cached in this
 * browser at once (localStorage, else the defaults), replaced by the fetched
 * value when the client's one fetch of it settles. A server render and the
 * hydration of its markup show the defaults (the server has no cache), and
 * the cached value right after: the 'Powered by' footer then differs from the
 * server's markup only after hydration, never during it (docs/architecture.md,
 * "Server rendering"). Only the public client is used.
 *
 * The client fetches the bootstrap once and never again, so no query cache is
 * needed (retries and focus revalidation would only ask it for the same
 * answer): one small store per client gives `useSyncExternalStore` the same
 * object until the fetch settles.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { BootstrapData, PorticoClient } from '../../core';
import { DEFAULT_BOOTSTRAP } from '../../core/bootstrap';

interface BootstrapView {
  data: BootstrapData;
  listeners: Set<() => void>;
}

/** Any client's bootstrap: the consumer's or the B2B one's. */
type BootstrapClient = Pick<PorticoClient, 'bootstrap'>;

const views = new WeakMap<BootstrapClient, BootstrapView>();

/** Read on the first client render: `getSync()` parses the cache and gives a new object on every call. */
function viewOf(client: BootstrapClient): BootstrapView {
  let view = views.get(client);
  if (view === undefined) {
    const created: BootstrapView = { data: client.bootstrap.getSync(), listeners: new Set() };
    client.bootstrap.onChange((data) => {
      created.data = data;
      for (const listener of [...created.listeners]) listener();
    });
    views.set(client, (view = created));
  }
  return view;
}

const onServer = () => DEFAULT_BOOTSTRAP;

export function useBootstrap(client: BootstrapClient): BootstrapData {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const { listeners } = viewOf(client);
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    [client],
  );
  const data = useSyncExternalStore(subscribe, () => viewOf(client).data, onServer);
  useEffect(() => {
    void client.bootstrap.get();
  }, [client]);
  return data;
}
