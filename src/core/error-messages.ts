/**
 * The error catalogue (docs/behaviour.md §8.2), keyed by the provider's `error_type`
 * or by an SDK code. The UI reuses it, so every user-visible error text lives
 * here once.
 */
import { isPorticoApiError, isPorticoError, SESSION_EXPIRED_MESSAGE, UNREACHABLE_MESSAGES } from './errors';

export const ERROR_MESSAGES = {
  // Mapping by the provider's error_type (docs/behaviour.md §8.2).
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

  // Other messages (docs/behaviour.md §8.2).
  passkey_unknown_error: 'Unknown error occurred during passkey authentication. Please try again.',
  passkey_duplicate:
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  passkey_not_created:
    'Your Passkey was not created. Click "Create a Passkey" to try again or skip without adding a Passkey.',
  // Portico's wording (docs/behaviour.md §10).
  webauthn_registration_not_found:
    'This passkey was removed from your account but is still saved in your password manager. Remove it there, or log in another way.',
  crypto_connect_failed: '[Error] Could not connect to wallet',
  crypto_sign_failed: '[Error] Could not sign message',
  consent_error_heading: 'Looks like there was an error!',
  consent_denied: 'Access to the application was denied.',
  no_active_session: 'No active session detected. Please log in to continue.',
  // Portico's wording: an authenticate answer whose session had already expired (errors.ts).
  session_expired: SESSION_EXPIRED_MESSAGE,
  network_error: UNREACHABLE_MESSAGES.network_error,
  invalid_json: UNREACHABLE_MESSAGES.invalid_json,
  invalid_response: UNREACHABLE_MESSAGES.invalid_response,
  // Portico's own fallback for values that are not errors at all.
  unknown_error: 'Something went wrong. Please try again.',
} as const satisfies Record<string, string>;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** Per-key replacements, e.g. from a host's localisation. */
export type ErrorMessageOverrides = Partial<Record<string, string>>;

/**
 * The text to show for an error.
 *
 * - API errors: the override or catalogue text for `error_type`, else the
 *   server's `error_message` (unknown types are shown verbatim).
 * - Other client errors (unreachable, invalid call, ...): the override for
 *   their `code`, else their message.
 * - Any other `Error`: its message; a string: itself.
 */
export function messageForError(error: unknown, overrides?: ErrorMessageOverrides): string {
  if (isPorticoApiError(error)) {
    return lookup(error.error_type, overrides) ?? (error.error_message || ERROR_MESSAGES.unknown_error);
  }
  if (isPorticoError(error)) {
    return overrides?.[error.code] ?? error.message;
  }
  if (error instanceof Error) return error.message || ERROR_MESSAGES.unknown_error;
  if (typeof error === 'string' && error !== '') return error;
  return overrides?.unknown_error ?? ERROR_MESSAGES.unknown_error;
}

function lookup(key: string, overrides: ErrorMessageOverrides | undefined): string | undefined {
  const override = overrides?.[key];
  if (override !== undefined) return override;
  return Object.hasOwn(ERROR_MESSAGES, key) ? ERROR_MESSAGES[key as ErrorMessageKey] : undefined;
}
