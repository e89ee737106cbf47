import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { PorticoClient } from '../core/client';
import type { SessionInfo, UserInfo } from '../core/session/session-observers';
import { PorticoClientContext } from './context';

export type { SessionInfo, UserInfo } from '../core/session/session-observers';

/** The client of the nearest `PorticoProvider`. Throws outside one. */
export function usePorticoClient(): PorticoClient {
  const client = useContext(PorticoClientContext);
  if (!client) throw new Error('usePorticoClient: wrap your components in <PorticoProvider client={…}>.');
  return client;
}

// What a server render and the hydration of its markup show: the server cannot know
// (docs/architecture.md, "Server rendering").
const SERVER_SESSION: SessionInfo = Object.freeze({ session: null, isInitialized: false, fromCache: false });
const SERVER_USER: UserInfo = Object.freeze({ user: null, isInitialized: false, fromCache: false });
const serverSession = () => SERVER_SESSION;
const serverUser = () => SERVER_USER;

/**
 * `{ session, isInitialized, fromCache }`: `session` is null both while the
 * client does not know yet (`isInitialized` false: on a server, during
 * hydration, until the startup check answers) and when signed out, so route
 * on `isInitialized` first. `fromCache` is true while the session is the one
 * stored in this browser, not yet confirmed by the server. Re-renders on
 * login, refresh and logout, in any tab, in the task after the change.
 */
export function usePorticoSession(): SessionInfo {
  const client = usePorticoClient();
  const subscribe = useCallback((onChange: () => void) => client.session.onInfoChange(() => onChange()), [client]);
  return useSyncExternalStore(subscribe, client.session.getInfo, serverSession);
}

/** `{ user, isInitialized, fromCache }`, as {@link usePorticoSession} for the signed-in user. */
export function usePorticoUser(): UserInfo {
  const client = usePorticoClient();
  const subscribe = useCallback((onChange: () => void) => client.user.onInfoChange(() => onChange()), [client]);
  return useSyncExternalStore(subscribe, client.user.getInfo, serverUser);
}
