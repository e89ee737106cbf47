import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { PorticoClient } from '../core/client';
import type { Session, User } from '../core/wire-types';
import { PorticoClientContext } from './context';

/** The client of the nearest `PorticoProvider`. Throws outside one. */
export function usePorticoClient(): PorticoClient {
  const client = useContext(PorticoClientContext);
  if (!client) throw new Error('usePorticoClient: wrap your components in <PorticoProvider client={…}>.');
  return client;
}

const serverSnapshot = () => null;

/** The current session (or null); re-renders on login, refresh and logout, in any tab. */
export function usePorticoSession(): Session | null {
  const client = usePorticoClient();
  const subscribe = useCallback((onChange: () => void) => client.session.onChange(() => onChange()), [client]);
  return useSyncExternalStore(subscribe, client.session.getSync, serverSnapshot);
}

/** The signed-in user (or null); re-renders when the user or the session changes. */
export function usePorticoUser(): User | null {
  const client = usePorticoClient();
  const subscribe = useCallback((onChange: () => void) => client.user.onChange(() => onChange()), [client]);
  return useSyncExternalStore(subscribe, client.user.getSync, serverSnapshot);
}
