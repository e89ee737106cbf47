import { apiError } from '../../errors';

/** The WebAuthn product's errors (docs/protocol.md §7.6), with the provider's error types. */
export const WebAuthnErrors = {
  registrationNotFound: () =>
    apiError(404, 'webauthn_registration_not_found', 'WebAuthn registration could not be found.'),
  invalidDomain: (domain: string) =>
    apiError(
      400,
      'invalid_domain',
      `The domain "${domain}" is not allowed: it must be the host of an allowed origin (a loopback host or one of allowedOrigins).`,
    ),
  noPendingRegistration: () =>
    apiError(
      400,
      'no_pending_webauthn_registration',
      'No pending WebAuthn registration matches this credential: call register/start first (its challenge is single use and expires).',
    ),
  unknownChallenge: () =>
    apiError(
      400,
      'invalid_public_key_credential',
      'The credential answers no pending WebAuthn challenge: call authenticate/start first (its challenge is single use and expires).',
    ),
  invalidCredential: (reason: string) =>
    apiError(400, 'invalid_public_key_credential', `The public key credential is invalid: ${reason}`),
  invalidSignature: (reason: string) =>
    apiError(401, 'invalid_public_key_credential_invalid_signature', `The WebAuthn assertion could not be verified: ${reason}`),
  duplicateRegistration: () =>
    apiError(409, 'duplicate_webauthn_registration', 'This authenticator is already registered for the user.'),
  noActiveRegistrations: () =>
    apiError(404, 'no_active_webauthn_registrations', 'The user has no WebAuthn registration for this domain.'),
  emptyName: () => apiError(400, 'empty_webauthn_registration_name', 'The WebAuthn registration name cannot be empty.'),
} as const;
