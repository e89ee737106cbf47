/**
 * What a failed passkey ceremony shows (docs/behaviour.md §8). A WebAuthn prompt
 * the visitor closed is a `NotAllowedError` (browsers also use it for a
 * failed user verification and for autofill with no passkey): nothing to say
 * on sign-in, 'not created' on registration. The provider's own refusals keep
 * their catalogue message (`webauthn_registration_not_found` says the passkey
 * was removed from the account); anything else from the browser is the
 * catalogue's unknown passkey error.
 */
import { PorticoError } from '../../../core/errors';
import { alertError, errorType } from '../screen-error';
import type { ScreenError } from '../flow';

function names(error: unknown): string[] {
  const found: string[] = [];
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 3; depth += 1) {
    const { name, code, cause } = e as { name?: unknown; code?: unknown; cause?: unknown };
    if (typeof name === 'string') found.push(name);
    if (typeof code === 'string') found.push(code);
    e = cause;
  }
  return found;
}

/** The visitor closed the prompt, failed user verification, or autofill had no passkey to offer. */
export function isCancelledCeremony(error: unknown): boolean {
  return names(error).includes('NotAllowedError');
}

export function isAbortedCeremony(error: unknown): boolean {
  const found = names(error);
  return found.includes('AbortError') || found.includes('ERROR_CEREMONY_ABORTED');
}

/**
 * A browser failure shown as a catalogue message: `code` is the key (as
 * describeError reads it), `cause` the browser's error for `onError`.
 */
export class PasskeyFailure extends Error {
  readonly code: 'passkey_unknown_error';

  constructor(code: 'passkey_unknown_error', cause: unknown) {
    super(code, { cause });
    this.name = 'PasskeyFailure';
    this.code = code;
  }
}

/** The error a failed sign-in shows: the provider's or client's own, else the unknown passkey error. */
export function authenticationFailure(error: unknown): unknown {
  // The client's own failures (network, an invalid answer) keep their messages too.
  if (errorType(error) !== undefined || error instanceof PorticoError) return error;
  return new PasskeyFailure('passkey_unknown_error', error);
}

/** A registration failure: the duplicate message, else 'Your Passkey was not created…'. */
export function registrationFailure(error: unknown): ScreenError {
  const duplicate =
    errorType(error) === 'duplicate_webauthn_registration' ||
    names(error).some((n) => n === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || n === 'InvalidStateError');
  return alertError({ key: duplicate ? 'passkey_duplicate' : 'passkey_not_created' });
}
