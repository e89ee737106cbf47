/**
 * Main's passkey sign-in (spec section 4): one ceremony from the 'Login with
 * a Passkey' button or from autofill on the email field. Success is the
 * `passkeys/authenticated` action; a prompt the visitor closed (and, for
 * autofill, a browser failure the visitor never saw) is quiet; the
 * provider's refusals keep their message; other browser failures are the
 * catalogue's unknown passkey error.
 */
import type { PasskeySend } from '../flow';
import { passkeyAuthenticated } from './actions';
import { signInWithPasskey } from './api';
import { beginCeremony } from './ceremony';
import { authenticationFailure, isAbortedCeremony, isCancelledCeremony, PasskeyFailure } from './failures';

export const signInWithPasskeyFromMain: PasskeySend = async (mode, env, signal) => {
  const ceremony = beginCeremony(signal);
  try {
    return passkeyAuthenticated(await signInWithPasskey(env, mode, ceremony.signal));
  } catch (error) {
    if (ceremony.superseded()) return 'superseded';
    if (isCancelledCeremony(error) || isAbortedCeremony(error)) return 'cancelled';
    const shown = authenticationFailure(error);
    if (mode === 'autofill' && shown instanceof PasskeyFailure) {
      // The browser failed before the visitor chose a passkey: nothing for them to act on.
      env.reportError(error);
      return 'cancelled';
    }
    throw shown;
  } finally {
    ceremony.end();
  }
};
