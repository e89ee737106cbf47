import { apiError } from '../../../errors';

/**
 * SSO's errors, with the provider's error body (docs/protocol.md §3). A
 * sign-in that fails at the identity provider's answer never redirects: the
 * browser stays on the emulator's error (docs/architecture.md, "SSO").
 */
export const SsoErrors = {
  /** Unknown, or another organization's: the two read the same, so ids reveal nothing. */
  connectionNotFound: () => apiError(404, 'connection_not_found', 'SSO connection could not be found.'),
  certificateNotFound: () => apiError(404, 'certificate_not_found', 'The connection has no verification certificate with this id.'),
  connectionNotActive: () =>
    apiError(400, 'connection_not_active', 'The SSO connection is not fully configured yet (status pending), so it cannot sign anyone in.'),
  invalidCertificate: () => apiError(400, 'invalid_x509_certificate', 'x509_certificate is not a PEM X.509 certificate.'),
  metadataUnusable: (why: string) => apiError(400, 'invalid_metadata_url', `The identity provider's metadata could not be used: ${why}.`),
  discoveryFailed: (why: string) =>
    apiError(400, 'oidc_discovery_failed', `The issuer's discovery document (/.well-known/openid-configuration) could not be used: ${why}.`),
  missingPublicToken: () => apiError(400, 'missing_public_token', 'The public_token query parameter is required.'),
  missingConnectionId: () => apiError(400, 'missing_connection_id', 'The connection_id query parameter is required.'),
  /** The RelayState or state was already answered, expired, belongs to another connection or never existed. */
  stateUnusable: () =>
    apiError(400, 'sso_state_not_found', 'This SSO sign-in expired or was already answered; start the sign-in again.'),
  samlResponseInvalid: (why: string) => apiError(400, 'invalid_saml_response', `The SAML response was refused: ${why}.`),
  oidcCallbackInvalid: (why: string) => apiError(400, 'oidc_callback_error', `The OIDC sign-in was refused: ${why}.`),
  missingEmail: () =>
    apiError(400, 'sso_missing_email', "The identity provider's answer names no email address (NameID or the attribute_mapping's email)."),
  tokenUnusable: () =>
    apiError(404, 'sso_token_not_found', 'The SSO token could not be found: it was already used, expired or never issued.'),
  jitNotAllowed: () =>
    apiError(
      403,
      'sso_jit_provisioning_not_allowed',
      "The address is no member of the organization and the organization's sso_jit_provisioning does not let this connection add members.",
    ),
  invalidConnectionSetting: (field: string) =>
    apiError(400, 'invalid_connection_id', `${field} names a connection the organization does not have.`),
} as const;
