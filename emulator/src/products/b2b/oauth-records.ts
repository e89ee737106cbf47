import type { SigningKeyRecord } from '../../signing-keys';
import { defineCollection } from '../../store/collection';
import type { B2BOAuthProviderName } from './oauth-providers';

/**
 * What the B2B OAuth round trip keeps (docs/architecture.md, "B2B"): the
 * served sign-in pages (by their state's digest) and the redirect tokens (by
 * their digest), each single use and expiring, and the emulated provider's
 * ID-token key. Secrets are stored only as keyed digests (secrets.ts).
 */

/** What the provider's page proved: one identity at one tenant. */
export interface B2BOAuthIdentity {
  provider: B2BOAuthProviderName;
  email: string;
  name: string;
  subject: string;
  tenantId: string;
}

/** What a start asked for, carried from the start to the token. */
export interface B2BOAuthRequest {
  provider: B2BOAuthProviderName;
  /** `oauth` (into `organizationId`) or `discovery_oauth`. */
  kind: 'oauth' | 'discovery_oauth';
  organizationId: string | null;
  loginRedirectUrl: string;
  signupRedirectUrl: string;
  codeChallenge: string | null;
  customScopes: string[];
  providerParams: Record<string, string>;
}

export interface B2BOAuthStateRecord extends B2BOAuthRequest {
  stateDigest: string;
  expiresAt: string;
}

export interface B2BOAuthTokenRecord extends B2BOAuthRequest {
  tokenDigest: string;
  /** Null when the visitor cancelled at the provider. */
  identity: B2BOAuthIdentity | null;
  expiresAt: string;
}

export const B2B_OAUTH_STATES = defineCollection<B2BOAuthStateRecord>()({
  name: 'b2b_oauth_states',
  key: (state) => state.stateDigest,
  indexes: {},
  onUserDeleted: 'keep',
});

export const B2B_OAUTH_TOKENS = defineCollection<B2BOAuthTokenRecord>()({
  name: 'b2b_oauth_tokens',
  key: (token) => token.tokenDigest,
  indexes: {},
  onUserDeleted: 'keep',
});

export const B2B_OAUTH_PROVIDER_KEYS = defineCollection<SigningKeyRecord>()({
  name: 'b2b_oauth_provider_keys',
  key: (key) => key.kid,
  indexes: {},
  onUserDeleted: 'keep',
});

export const B2B_OAUTH_COLLECTIONS = [B2B_OAUTH_STATES, B2B_OAUTH_TOKENS, B2B_OAUTH_PROVIDER_KEYS] as const;
