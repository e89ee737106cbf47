import type { SigningKeyRecord } from '../../signing-keys';
import { defineCollection } from '../../store/collection';
import type { OAuthProviderType } from '../../../../protocol';
import type { ProviderIdentity } from './providers';

/**
 * What the OAuth round trip keeps (docs/protocol.md §7.7). Secrets (the page's
 * state, the redirect token) are stored only as digests, like magic links.
 */

/** What the start request asked for, carried from the start to the token. */
export interface OAuthRequest {
  provider: OAuthProviderType;
  loginRedirectUrl: string;
  signupRedirectUrl: string;
  /** PKCE S256 challenge from the start URL, if any. */
  codeChallenge: string | null;
  customScopes: string[];
  /** `provider_<key>` parameters of the start URL, without the prefix. */
  providerParams: Record<string, string>;
}

/** A sign-in page that was served and not yet answered, keyed by its state's digest. */
export interface OAuthStateRecord extends OAuthRequest {
  stateDigest: string;
  /** The identity the page offered (a queued one or the provider's default). */
  offered: ProviderIdentity;
  expiresAt: string;
}

/** A redirect token: a completed sign-in, or a cancelled one (`denied`). */
export interface OAuthTokenRecord extends OAuthRequest {
  tokenDigest: string;
  outcome: 'granted' | 'denied';
  /** The identity the visitor confirmed; null when denied. */
  identity: ProviderIdentity | null;
  expiresAt: string;
}

/** An identity queued by the dev API for the next sign-in page of its provider. */
export interface QueuedIdentityRecord extends ProviderIdentity {
  id: string;
  provider: OAuthProviderType;
}

/** The emulated identity provider's ES256 key, signing the ID tokens in `provider_values` (the session key's record shape). */
export type ProviderKeyRecord = SigningKeyRecord;

export const OAUTH_STATES = defineCollection<OAuthStateRecord>()({
  name: 'oauth_states',
  key: (state) => state.stateDigest,
  indexes: {},
  onUserDeleted: 'keep',
});

export const OAUTH_TOKENS = defineCollection<OAuthTokenRecord>()({
  name: 'oauth_tokens',
  key: (token) => token.tokenDigest,
  indexes: {},
  onUserDeleted: 'keep',
});

export const OAUTH_IDENTITIES = defineCollection<QueuedIdentityRecord>()({
  name: 'oauth_identities',
  key: (identity) => identity.id,
  indexes: { provider: (identity) => [identity.provider] },
  onUserDeleted: 'keep',
});

export const OAUTH_PROVIDER_KEYS = defineCollection<ProviderKeyRecord>()({
  name: 'oauth_provider_keys',
  key: (key) => key.kid,
  indexes: {},
  onUserDeleted: 'keep',
});
