import { apiError } from '../../errors';

/**
 * The OAuth product's errors (docs/protocol.md §7.7), One Tap's included.
 * The real server's types for most of these are not determined (§12); the
 * One Tap start's four are the ones its SDK names.
 */
export const OAuthErrors = {
  unknownProvider: (name: string) =>
    apiError(404, 'oauth_provider_not_found', `"${name}" is not one of the OAuth providers the emulator offers.`),
  tokenUnusable: () =>
    apiError(404, 'oauth_token_not_found', 'The OAuth token could not be found: it was already used, expired or never issued.'),
  /** A sign-in the visitor cancelled at the provider (RFC 6749 §4.1.2.1 `access_denied`). */
  callbackError: () =>
    apiError(400, 'oauth_flow_callback_error', 'An error was encountered in the callback of the OAuth flow.', {
      error: 'access_denied',
      error_description: 'The visitor cancelled the sign-in at the provider.',
    }),
  /** An existing user holds the email, unverified: the sign-in must not take that account over. */
  unverifiedEmailMatch: () =>
    apiError(
      409,
      'oauth_email_unverified',
      'An account with this email exists but has not verified it, so the OAuth sign-in cannot be linked to it. Verify the email (an email passcode or magic link) and sign in again.',
    ),
  noLoginRedirectUrls: () =>
    apiError(400, 'no_login_redirect_urls_set', 'No login_redirect_url was given and the project has no default OAuth login redirect URL.'),
  noSignupRedirectUrls: () =>
    apiError(400, 'no_signup_redirect_urls_set', 'No signup_redirect_url was given and the project has no default OAuth signup redirect URL.'),
  oneTapConfigNotFound: () =>
    apiError(400, 'oauth_config_not_found', "Google One Tap needs the project's Google OAuth client (config googleOneTap.clientId), and there is none."),
  defaultProviderNotAllowed: () =>
    apiError(
      400,
      'default_provider_not_allowed',
      "Google One Tap cannot use the provider's shared default Google client; configure the project's own client (config googleOneTap.usesDefaultClient).",
    ),
  oneTapCallbackUnusable: () =>
    apiError(
      404,
      'oauth_callback_id_not_found',
      'The One Tap oauth_callback_id could not be found: it was already used, expired or never issued; start One Tap again.',
    ),
  invalidIdToken: (why: string) => apiError(400, 'invalid_id_token', `The Google ID token is invalid: ${why}.`),
  idTokenSignature: () =>
    apiError(400, 'invalid_id_token_signature', "The Google ID token is not signed by one of Google's keys."),
  idTokenAudience: () =>
    apiError(400, 'invalid_id_token_audience', "The Google ID token was issued for another client: its aud is not the project's Google client id."),
  idTokenExpired: () => apiError(400, 'id_token_expired', 'The Google ID token has expired.'),
  idTokenNonce: () =>
    apiError(400, 'invalid_id_token_nonce', "The Google ID token's nonce is not the one this One Tap start issued."),
} as const;
