/**
 * The project's bootstrap data for the widget: the cached value at once
 * (localStorage or defaults), replaced by the fetched value when it arrives
 * (the fetch is asynchronous and starts on first use).
 */
import { useEffect, useState } from 'react';
import type { BootstrapData, PorticoClient } from '../../core';
import { getClientInternals } from '../../core/internals';

function initialBootstrap(client: PorticoClient): BootstrapData {
  return client.bootstrap.getSync();
}

export function useBootstrap(client: PorticoClient): BootstrapData {
  const [data, setData] = useState<BootstrapData>(() => initialBootstrap(client));

  useEffect(() => {
    let active = true;
    const update = (next: BootstrapData) => {
      if (active) setData(next);
    };
    let unsubscribe: (() => void) | undefined;
    try {
      unsubscribe = getClientInternals(client).ctx.bootstrap.subscribe(update);
    } catch {
      // Not a client made by createPorticoClient: the promise below still delivers.
    }
    client.bootstrap.get().then(update, () => {});
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [client]);

  return data;
}
