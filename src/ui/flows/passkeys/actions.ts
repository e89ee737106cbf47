/**
 * The passkey flow's domain actions (docs/behaviour.md §4.1: passkey authenticate,
 * registration create or skip, 'Set up another Passkey', 'Done').
 */
import type { WebAuthnAuthenticateResponse } from '../../../core';

export type PasskeysAction =
  /** Signed in with a passkey from Main (its button or autofill). */
  | { type: 'passkeys/authenticated'; response: WebAuthnAuthenticateResponse }
  /** A passkey was registered from PasskeyRegistrationStart. */
  | { type: 'passkeys/registered'; response: WebAuthnAuthenticateResponse }
  /** 'Skip' on PasskeyRegistrationStart. */
  | { type: 'passkeys/skipped' }
  /** 'Set up another Passkey'. */
  | { type: 'passkeys/setUpAnother' }
  /** 'Done' (emits `PasskeyDone`). */
  | { type: 'passkeys/done' }
  /** A delete was asked in the passkey list: its warning shows until it is confirmed or cancelled. */
  | { type: 'passkeys/deleteAsked' }
  /** The delete asked was confirmed or cancelled (or a rename started instead). */
  | { type: 'passkeys/deleteEnded' };

export const passkeyAuthenticated = (response: WebAuthnAuthenticateResponse): PasskeysAction => ({
  type: 'passkeys/authenticated',
  response,
});

export const passkeyRegistered = (response: WebAuthnAuthenticateResponse): PasskeysAction => ({
  type: 'passkeys/registered',
  response,
});

export const passkeySkipped = (): PasskeysAction => ({ type: 'passkeys/skipped' });

export const setUpAnotherPasskey = (): PasskeysAction => ({ type: 'passkeys/setUpAnother' });

export const passkeysDone = (): PasskeysAction => ({ type: 'passkeys/done' });

export const deleteAsked = (): PasskeysAction => ({ type: 'passkeys/deleteAsked' });

export const deleteEnded = (): PasskeysAction => ({ type: 'passkeys/deleteEnded' });
