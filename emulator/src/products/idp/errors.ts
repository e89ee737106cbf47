import { apiError } from '../../errors';

/**
 * The identity provider's errors. `IdpErrors` are answered on `/sdk/v1` with
 * the provider's error body (docs/protocol.md §3, §7.9): a request whose
 * client or redirect URI cannot be trusted is never redirected (RFC 6749
 * §4.1.2.1). `TokenErrors` use RFC 6749 §5.2 codes, answered by the provider
 * surfaces as `{error, error_description}` (error-formats.ts `oauthErrors`).
 */
export const IdpErrors = {
  clientNotFound: () => apiError(404, 'oauth_client_not_found', 'The client_id is not one of the connected apps.'),
  invalidRedirectUri: () =>
    apiError(400, 'invalid_redirect_uri', "The redirect_uri is not exactly one of the connected app's redirect URIs."),
  invalidPostLogoutRedirectUri: () =>
    apiError(
      400,
      'invalid_post_logout_redirect_uri',
      "The post_logout_redirect_uri is not exactly one of the connected app's post-logout redirect URIs.",
    ),
  unsupportedResponseType: () =>
    apiError(400, 'unsupported_response_type', 'Only the authorization code flow (response_type=code) is supported.'),
  pkceRequired: () =>
    apiError(400, 'pkce_required', 'A public client must send a PKCE code_challenge with code_challenge_method S256.'),
  unsupportedChallengeMethod: () =>
    apiError(400, 'invalid_code_challenge_method', 'Only the S256 code_challenge_method is supported.'),
  invalidCodeChallenge: () =>
    apiError(400, 'invalid_code_challenge', 'code_challenge must be an S256 challenge: 43 base64url characters.'),
  connectedAppNotFound: () => apiError(404, 'connected_app_not_found', 'Connected app could not be found.'),
  duplicateClient: () => apiError(409, 'duplicate_client_id', 'A connected app with this client_id exists already.'),
} as const;

export const TokenErrors = {
  invalidRequest: (message: string) => apiError(400, 'invalid_request', message),
  invalidClient: () => apiError(401, 'invalid_client', 'Client authentication failed.'),
  /** Past `connectedAppSecretFailureLimit` (client-auth.ts): still RFC 6749's code, the text says why. */
  clientLocked: () =>
    apiError(401, 'invalid_client', 'Too many failed client authentications for this client_id. Please try again later.'),
  invalidGrant: (message: string) => apiError(400, 'invalid_grant', message),
  unsupportedGrantType: () =>
    apiError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.'),
  invalidScope: () => apiError(400, 'invalid_scope', 'scope may only narrow the scopes of the original grant.'),
  invalidToken: () => apiError(401, 'invalid_token', 'The access token is invalid, expired or revoked.'),
} as const;
