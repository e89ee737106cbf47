/**
 * The signed-in user, as the client holds it (docs/behaviour.md §6.1: passkey
 * registration and management need a signed-in session). Follows logins and
 * logouts in this tab and others, so the screens never act for a user who
 * has gone. "No session" is decided only once the client knows
 * (`session.whenInitialized`, docs/architecture.md "Session state a host can
 * route on"): a session held only in cookies (set by the host's backend,
 * shared across subdomains, or with the stored state cleared) is found by the
 * client's startup check, after the first render.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { SessionInfo, User, UserInfo } from '../../../core';
import { useScreenCall } from '../../async/use-screen-call';
import { useWidget } from '../../context/widget-context';
import type { CommonAction } from '../flow';

export interface ActiveUser {
  /** False until the client knows whether there is a session (then a screen waits). */
  known: boolean;
  signedIn: boolean;
  /** The cached user (its `webauthn_registrations`); null until known. */
  user: User | null;
}

const UNKNOWN_SESSION: SessionInfo = { session: null, isInitialized: false, fromCache: false };
const NO_USER: UserInfo = { user: null, isInitialized: false, fromCache: false };

export function useActiveUser(dispatch: (action: CommonAction) => void): ActiveUser {
  const { client } = useWidget();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopSession = client.session.onInfoChange(onChange);
      const stopUser = client.user.onInfoChange(onChange);
      return () => {
        stopSession();
        stopUser();
      };
    },
    [client],
  );
  const session = useSyncExternalStore(subscribe, client.session.getInfo, () => UNKNOWN_SESSION);
  const { user } = useSyncExternalStore(subscribe, client.user.getInfo, () => NO_USER);
  const signedIn = session.session !== null;
  const known = signedIn || session.isInitialized;

  // Until the client knows: wait for it (aborted with the screen), then read the session again.
  const { call } = useScreenCall(dispatch);
  const [, initialized] = useState(false);
  useEffect(() => {
    if (known) return;
    void call((signal) => client.session.whenInitialized({ signal }), { onOk: () => initialized(true) });
  }, [known, call, client]);

  return { known, signedIn, user: signedIn ? user : null };
}
