/**
 * The signed-in user, as the client holds it (spec section 6: passkey
 * registration and management need a signed-in session). Follows logins and
 * logouts in this tab and others, so the screens never act for a user who
 * has gone.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { User } from '../../../core';
import { useWidget } from '../../context/widget-context';

export interface ActiveUser {
  signedIn: boolean;
  /** The cached user (its `webauthn_registrations`); null until known. */
  user: User | null;
}

export function useActiveUser(): ActiveUser {
  const { client } = useWidget();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopSession = client.session.onChange(onChange);
      const stopUser = client.user.onChange(onChange);
      return () => {
        stopSession();
        stopUser();
      };
    },
    [client],
  );
  const signedIn = useSyncExternalStore(subscribe, () => client.session.getSync() !== null);
  const user = useSyncExternalStore(subscribe, () => client.user.getSync());
  return { signedIn, user: signedIn ? user : null };
}
