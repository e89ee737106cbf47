/**
 * Main's passkey sign-in (docs/behaviour.md §4.1): the 'Login with a Passkey'
 * button's ceremony, and autofill on the email field (conditional
 * mediation), where the browser offers it: tried up to 5 times while the
 * form keeps working. Success is the
 * `passkeys/authenticated` action; a prompt the visitor closed (and, for
 * autofill, a browser failure the visitor never saw) is quiet; the
 * provider's refusals keep their message; other browser failures are the
 * catalogue's unknown passkey error.
 */
import type { PasskeyEnv, PasskeyMode, PasskeySend } from '../flow';
import { passkeyAuthenticated, type PasskeysAction } from './actions';
import { signInWithPasskey } from './api';
import { classifyWebAuthnError } from './webauthn-errors';
import { authenticationFailure, PasskeyFailure } from './failures';

/** docs/behaviour.md §9: passkey autofill retries. */
export const PASSKEY_AUTOFILL_ATTEMPTS = 5;

type Attempt = PasskeysAction | 'cancelled' | 'superseded' | { failed: unknown };

async function attempt(mode: PasskeyMode, env: PasskeyEnv, signal: AbortSignal): Promise<Attempt> {
  try {
    return passkeyAuthenticated(await signInWithPasskey(env, mode, signal));
  } catch (error) {
    const kind = classifyWebAuthnError(error);
    // Aborted while Main's signal is not: another ceremony (the button,
    // autofill or registration, in any widget of the page) superseded this
    // one; the core aborts it (src/core/products/webauthn.ts).
    if (kind === 'aborted' && !signal.aborted) return 'superseded';
    if (kind === 'aborted' || kind === 'cancelled') return 'cancelled';
    const shown = authenticationFailure(error);
    if (mode === 'autofill' && shown instanceof PasskeyFailure) {
      // The browser failed before the visitor chose a passkey: nothing for them to act on.
      env.reportError(error);
      return 'cancelled';
    }
    return { failed: shown };
  }
}

export const signInWithPasskeyFromMain: PasskeySend = async (mode, env, signal, onFailure) => {
  if (mode === 'button') {
    const outcome = await attempt(mode, env, signal);
    if (typeof outcome === 'object' && 'failed' in outcome) throw outcome.failed;
    return outcome;
  }
  // Autofill: only where the browser offers passkeys in autofill (the client's check).
  // Each failure uses one attempt; unmounting Main (the signal) or another ceremony ends it.
  if (!(await env.client.webauthn.browserSupportsAutofill())) return 'unsupported';
  for (let remaining = PASSKEY_AUTOFILL_ATTEMPTS; remaining > 0 && !signal.aborted; remaining -= 1) {
    const outcome = await attempt(mode, env, signal);
    if (signal.aborted || outcome === 'superseded') return 'superseded';
    if (outcome === 'cancelled') continue;
    if ('failed' in outcome) {
      onFailure(outcome.failed);
      continue;
    }
    return outcome;
  }
  return 'cancelled';
};
