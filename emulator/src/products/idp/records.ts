import type { ConnectedAppConfig } from '../../config';
import { defineCollection } from '../../store/collection';
import type { SigningKeyRecord } from '../../signing-keys';

/**
 * What the OpenID Connect provider keeps (docs/protocol.md §7.9). Every
 * secret (client secrets of dev-API apps, authorization codes, access and
 * refresh tokens) is stored only as a keyed digest (secrets.ts), so a
 * snapshot never holds a usable one.
 */

/** The key of a user's grant to a client (and of the tokens the user holds for it). */
export const grantId = (userId: string, clientId: string): string => `${userId} ${clientId}`;

/** A connected app added by `POST /_emulator/connected_apps`: the config shape, its secret digested. */
export interface ConnectedAppRecord extends Omit<ConnectedAppConfig, 'client_secret'> {
  clientSecretDigest: string | null;
}

/** A user's consent to a client: the scopes granted so far (a third-party client asks until these cover a request). */
export interface ConsentGrantRecord {
  /** `<user_id> <client_id>`. */
  id: string;
  userId: string;
  clientId: string;
  scopes: string[];
  grantedAt: string;
}

/** What an authorization code is bound to (RFC 6749 §4.1.2, OpenID Connect Core §3.1.2.5). */
export interface AuthorizationCodeRecord {
  codeDigest: string;
  clientId: string;
  redirectUri: string;
  userId: string;
  sessionId: string;
  scopes: string[];
  nonce: string | null;
  /** S256 challenge; null for a confidential client that sent none. */
  codeChallenge: string | null;
  /** Seconds since the epoch (the ID token's `auth_time`). */
  authTime: number;
  expiresAt: string;
  /** Set once redeemed: a second redemption revokes what the first one issued (RFC 6749 §4.1.2). */
  redeemed: boolean;
}

/**
 * An access or refresh token. Tokens issued from one code form a family
 * (`familyId`, the code's digest); a refresh rotates its token (the old one
 * is marked `rotated`, kept to detect reuse), and reuse revokes the family
 * (OAuth 2.0 Security BCP §4.14).
 */
export interface IssuedTokenRecord {
  tokenDigest: string;
  kind: 'access' | 'refresh';
  familyId: string;
  clientId: string;
  userId: string;
  scopes: string[];
  nonce: string | null;
  authTime: number;
  expiresAt: string | null;
  rotated: boolean;
}

/** The provider's RS256 key signing ID tokens, published at the JWKS endpoint (the session key's shape). */
export type IdpKeyRecord = SigningKeyRecord;

export const CONNECTED_APPS = defineCollection<ConnectedAppRecord>()({
  name: 'idp_connected_apps',
  key: (app) => app.client_id,
  indexes: {},
  onUserDeleted: 'keep',
});

export const CONSENT_GRANTS = defineCollection<ConsentGrantRecord>()({
  name: 'idp_consent_grants',
  key: (grant) => grant.id,
  indexes: { user: (grant) => [grant.userId] },
  onUserDeleted: { deleteOwnedBy: (grant) => grant.userId },
});

export const AUTHORIZATION_CODES = defineCollection<AuthorizationCodeRecord>()({
  name: 'idp_authorization_codes',
  key: (code) => code.codeDigest,
  indexes: {},
  onUserDeleted: { deleteOwnedBy: (code) => code.userId },
});

export const ISSUED_TOKENS = defineCollection<IssuedTokenRecord>()({
  name: 'idp_tokens',
  key: (token) => token.tokenDigest,
  indexes: {
    family: (token) => [token.familyId],
    userClient: (token) => [grantId(token.userId, token.clientId)],
  },
  onUserDeleted: { deleteOwnedBy: (token) => token.userId },
});

export const IDP_KEYS = defineCollection<IdpKeyRecord>()({
  name: 'idp_keys',
  key: (key) => key.kid,
  indexes: {},
  onUserDeleted: 'keep',
});
