/**
 * The project's bootstrap data for the widget: the cached value at once
 * (localStorage or defaults), replaced by the fetched value when it arrives
 * (the fetch is asynchronous and starts on first use). Only the public client
 * is used, so any `PorticoClient`-shaped object works.
 */
import { useEffect, useState } from 'react';
import type { BootstrapData, PorticoClient } from '../../core';

export function useBootstrap(client: PorticoClient): BootstrapData {
  const [data, setData] = useState<BootstrapData>(() => client.bootstrap.getSync());

  useEffect(() => {
    let active = true;
    const update = (next: BootstrapData) => {
      if (active) setData(next);
    };
    // Both: onChange for a settle that happens later, get() for one that
    // already happened between the first render and this effect.
    const unsubscribe = client.bootstrap.onChange(update);
    client.bootstrap.get().then(update, () => {});
    return () => {
      active = false;
      unsubscribe();
    };
  }, [client]);

  return data;
}
