/**
 * The one rule for a lost intermediate session (docs/architecture.md, "B2B widget"): any MFA call
 * that finds it gone leads to MfaSessionExpired (its message and 'Start over'), never a screen
 * that keeps asking for a code the server can no longer take. Used as a call's `onFailed`.
 */
import type { CommonAction } from '../../flow';
import { sessionExpired, sessionLost, type MfaDispatch } from './actions';

export function onLostSession(dispatch: (action: MfaDispatch | CommonAction) => void) {
  return (error: unknown): 'handled' | 'default' => {
    const reason = sessionLost(error);
    if (reason === null) return 'default';
    dispatch(sessionExpired(reason));
    return 'handled';
  };
}
