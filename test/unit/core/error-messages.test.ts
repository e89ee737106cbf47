import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, messageForError } from '../../../src/core/error-messages';
import {
  PorticoApiError,
  PorticoInvalidCallError,
  PorticoSchemaError,
  PorticoUnreachableError,
} from '../../../src/core/errors';

const apiError = (error_type: string, error_message = 'server text') =>
  new PorticoApiError({ status_code: 400, error_type, error_message, error_url: '' });

describe('ERROR_MESSAGES', () => {
  it('holds the 22 rows of the error table verbatim (docs/behaviour.md §8.2)', () => {
    expect(ERROR_MESSAGES).toMatchObject({
      invalid_email: 'Email format is invalid.',
      invalid_phone_number: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
      unsubscribed_phone_number: "Phone number is unsubscribed; resubscribe by texting 'START'.",
      inactive_email:
        'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
      unauthorized_credentials: 'Unauthorized credentials.',
      user_unauthenticated: 'Must have an active session to call this method.',
      email_not_found: 'Email not found.',
      unable_to_auth_magic_link:
        'The magic link could not be authenticated because it was either already used or expired. Please try again.',
      no_user_password: 'Password not found for this user.',
      breached_password: 'Password appears in the list of breached passwords and must be reset.',
      reset_password: 'Password must be reset.',
      oauth_token_not_found: 'OAuth Token could not be found.',
      invalid_code: 'Code format is invalid, please try again.',
      member_password_not_found: 'Member password not found.',
      oauth_flow_callback_error: 'An error was encountered in the callback of the OAuth flow.',
      unauthorized_action: 'Unauthorized action.',
      user_lock_limit_reached: 'Too many failed authentication attempts. Please try again later.',
      invalid_session_token: 'Invalid session token.',
      session_not_found: 'Session not found.',
      invalid_phone_number_country_code: 'The country code is invalid, unsupported or disabled.',
      otp_code_not_found: 'Invalid passcode, please try again.',
      duplicate_member_phone_number: 'A member with this phone number already exists for the organization.',
    });
  });

  it('holds the other messages', () => {
    expect(ERROR_MESSAGES).toMatchObject({
      passkey_unknown_error: 'Unknown error occurred during passkey authentication. Please try again.',
      passkey_duplicate:
        'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
      passkey_not_created:
        'Your Passkey was not created. Click "Create a Passkey" to try again or skip without adding a Passkey.',
      webauthn_registration_not_found:
        'This passkey was removed from your account but is still saved in your password manager. Remove it there, or log in another way.',
      crypto_connect_failed: '[Error] Could not connect to wallet',
      crypto_sign_failed: '[Error] Could not sign message',
      consent_error_heading: 'Looks like there was an error!',
      consent_denied: 'Access to the application was denied.',
      no_active_session: 'No active session detected. Please log in to continue.',
      network_error: 'Unable to contact our servers.',
      invalid_json: 'Invalid JSON response from our servers.',
      invalid_response: 'Invalid or no response from server',
    });
  });
});

describe('messageForError', () => {
  it('maps a known error_type to the catalogue text', () => {
    expect(messageForError(apiError('otp_code_not_found'))).toBe('Invalid passcode, please try again.');
    expect(messageForError(apiError('invalid_email'))).toBe('Email format is invalid.');
  });

  it("shows the server's error_message for unknown types", () => {
    expect(messageForError(apiError('brand_new_type', 'Something specific.'))).toBe('Something specific.');
  });

  it('does not treat Object.prototype names as catalogue keys', () => {
    expect(messageForError(apiError('toString', 'server text'))).toBe('server text');
  });

  it('applies overrides before the catalogue', () => {
    expect(messageForError(apiError('invalid_email'), { invalid_email: 'Adresse invalide.' })).toBe('Adresse invalide.');
    expect(messageForError(apiError('brand_new_type'), { brand_new_type: 'Override.' })).toBe('Override.');
  });

  it('uses the unreachable message, overridable by its code', () => {
    expect(messageForError(new PorticoUnreachableError('network_error'))).toBe('Unable to contact our servers.');
    expect(messageForError(new PorticoUnreachableError('invalid_json'), { invalid_json: 'JSON!' })).toBe('JSON!');
  });

  it('uses the message of other errors', () => {
    expect(messageForError(new PorticoInvalidCallError('Invalid call to x\ny must be a string.'))).toBe(
      'Invalid call to x\ny must be a string.',
    );
    expect(messageForError(new PorticoSchemaError({ body: [{ instancePath: '/email', message: 'must be a string' }] }))).toBe(
      'body.email: must be a string',
    );
    expect(messageForError(new Error('plain'))).toBe('plain');
    expect(messageForError('a string')).toBe('a string');
    expect(messageForError(undefined)).toBe(ERROR_MESSAGES.unknown_error);
  });
});
