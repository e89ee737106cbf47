import { defineCollection } from '../../store/collection';
import type { TestIdentity } from './identity';

/**
 * What the emulated identity provider keeps between requests. Secrets (the
 * login page's state, authorization codes, access tokens) are stored only as
 * keyed digests (secrets.ts), like every other secret of the emulator.
 */

/** The SAML AuthnRequest a login page answers (docs/testing.md, "Testing SSO without an identity provider"). */
export interface SamlPending {
  protocol: 'saml';
  /** The AuthnRequest's ID, answered as InResponseTo. */
  requestId: string;
  /** The AuthnRequest's Issuer: the service provider, answered as the Audience. */
  spEntityId: string;
  acsUrl: string;
  relayState: string | null;
}

/** The OpenID Connect authorization request a login page answers. */
export interface OidcPending {
  protocol: 'oidc';
  clientId: string;
  redirectUri: string;
  state: string | null;
  nonce: string | null;
  /** PKCE S256 challenge, when the client sent one. */
  codeChallenge: string | null;
  scope: string;
}

/** A login page served and not yet answered, keyed by its state's digest. */
export type LoginRecord = { stateDigest: string; expiresAt: string } & (SamlPending | OidcPending);

/** An authorization code: single use, bound to its client, redirect URI and PKCE challenge. */
export interface CodeRecord {
  codeDigest: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  scope: string;
  identity: TestIdentity;
  expiresAt: string;
}

/** An access token for the userinfo endpoint. */
export interface AccessTokenRecord {
  tokenDigest: string;
  clientId: string;
  identity: TestIdentity;
  expiresAt: string;
}

/** An identity queued by the dev API for the next login page to prefill. */
export interface QueuedIdentityRecord extends TestIdentity {
  id: string;
}

export const EMULATED_IDP_LOGINS = defineCollection<LoginRecord>()({
  name: 'emulated_idp_logins',
  key: (login) => login.stateDigest,
  indexes: {},
  onUserDeleted: 'keep',
  capacity: 1000,
});

export const EMULATED_IDP_CODES = defineCollection<CodeRecord>()({
  name: 'emulated_idp_codes',
  key: (code) => code.codeDigest,
  indexes: {},
  onUserDeleted: 'keep',
  capacity: 1000,
});

export const EMULATED_IDP_TOKENS = defineCollection<AccessTokenRecord>()({
  name: 'emulated_idp_tokens',
  key: (token) => token.tokenDigest,
  indexes: {},
  onUserDeleted: 'keep',
  capacity: 1000,
});

export const EMULATED_IDP_IDENTITIES = defineCollection<QueuedIdentityRecord>()({
  name: 'emulated_idp_identities',
  key: (identity) => identity.id,
  // One key for every queued identity: the queue, oldest first, read through an index (no scans).
  indexes: { queue: () => ['queue'] },
  onUserDeleted: 'keep',
  capacity: 100,
});
