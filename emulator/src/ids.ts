import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Identifier and token generators. Ids copy the provider's test-environment
 * shape (`user-test-<uuid>`), so code that pattern-matches ids keeps working.
 */

export type IdKind =
  | 'user'
  | 'email'
  | 'phone-number'
  | 'session'
  | 'totp'
  | 'totp-recovery-code'
  | 'message'
  | 'password'
  | 'webauthn-registration'
  | 'crypto-wallet'
  | 'oauth-user-registration'
  | 'event'
  | 'fault'
  | 'connected-app'
  | 'organization'
  | 'member'
  | 'member-session'
  | 'member-totp'
  | 'member-password'
  | 'intermediate-session'
  | 'saml-connection'
  | 'oidc-connection'
  | 'saml-verification-certificate'
  | 'sso-registration'

  | 'member-oauth-registration';

export function newId(kind: IdKind): string {
  return `${kind}-test-${randomUUID()}`;
}

export function newRequestId(): string {
  return `request-id-test-${randomUUID()}`;
}

/** An opaque, URL-safe secret: 32 random bytes → 43 base64url characters. */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
