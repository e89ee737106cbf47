/**
 * What a failed passkey ceremony shows (docs/behaviour.md §8). What the
 * browser's failure means is read from @simplewebauthn/browser's error codes
 * (webauthn-errors.ts): a prompt the visitor closed (browsers also say so for
 * a failed user verification and for autofill with no passkey) is nothing to
 * say on sign-in, 'not created' on registration.
 * The provider's own refusals keep their catalogue message
 * (`webauthn_registration_not_found` says the passkey was removed from the
 * account); anything else from the browser is the catalogue's unknown
 * passkey error.
 */
import { PorticoError } from '../../../core/errors';
import { classifyWebAuthnError } from './webauthn-errors';
import { alertError, errorType } from '../screen-error';
import type { ScreenError } from '../flow';

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
  const duplicate = errorType(error) === 'duplicate_webauthn_registration' || classifyWebAuthnError(error) === 'duplicate';
  return alertError({ key: duplicate ? 'passkey_duplicate' : 'passkey_not_created' });
}
