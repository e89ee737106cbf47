import { apiError } from '../../errors';

/** The OAuth product's errors (docs/protocol.md §7.7). */
export const OAuthErrors = {
  unknownProvider: (name: string) =>
    apiError(404, 'oauth_provider_not_found', `"${name}" is not one of the OAuth providers the emulator offers.`),
  missingPublicToken: () => apiError(400, 'missing_public_token', 'The public_token query parameter is required.'),
  /** The sign-in page's state was already answered, expired, or never existed. */
  stateUnusable: () =>
    apiError(400, 'oauth_state_not_found', 'This sign-in page expired or was already answered; start the sign-in again.'),
  foreignOrigin: () => apiError(403, 'forbidden_origin', 'The sign-in form must be posted from its own page.'),
  tokenUnusable: () =>
    apiError(404, 'oauth_token_not_found', 'The OAuth token could not be found: it was already used, expired or never issued.'),
  /** A sign-in the visitor cancelled at the provider (RFC 6749 §4.1.2.1 `access_denied`). */
  callbackError: () =>
    apiError(400, 'oauth_flow_callback_error', 'An error was encountered in the callback of the OAuth flow.', {
      error: 'access_denied',
      error_description: 'The visitor cancelled the sign-in at the provider.',
    }),
} as const;
