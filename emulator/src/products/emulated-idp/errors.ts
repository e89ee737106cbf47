import { apiError } from '../../errors';

/**
 * The emulated identity provider's errors. The SAML surface answers them as
 * an HTML page (pages.ts `errorPage`: a browser is the one who reads them);
 * the OpenID surface in RFC 6749 §5.2 bodies (error-formats.ts `oauthErrors`),
 * so its codes are RFC 6749's.
 */
export const SamlErrors = {
  invalidRequest: (why: string) => apiError(400, 'invalid_saml_request', `The SAML request is unusable: ${why}`),
  acsNotAllowed: (url: string) =>
    apiError(
      400,
      'acs_url_not_allowed',
      `The emulated identity provider answers only AssertionConsumerServiceURLs on the emulator's own origin, not ${url}.`,
    ),
};

export const PageErrors = {
  loginUnusable: () =>
    apiError(400, 'invalid_request', 'This login page has expired or was already answered. Start the sign-in again.'),
  foreignOrigin: () => apiError(403, 'invalid_request', 'The login form was posted from another origin.'),
};

export const OidcErrors = {
  invalidRequest: (why: string) => apiError(400, 'invalid_request', why),
  unsupportedResponseType: () => apiError(400, 'unsupported_response_type', 'Only response_type=code is supported.'),
  redirectUriNotAllowed: () =>
    apiError(400, 'invalid_request', "redirect_uri must be an absolute URL on the emulator's own origin."),
  invalidClient: () => apiError(401, 'invalid_client', 'Client authentication failed.'),
  invalidGrant: (why: string) => apiError(400, 'invalid_grant', why),
  unsupportedGrantType: () => apiError(400, 'unsupported_grant_type', 'Only grant_type=authorization_code is supported.'),
  invalidToken: () => apiError(401, 'invalid_token', 'The access token is missing, unknown or expired.'),
};
