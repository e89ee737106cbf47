import type { EmulatorDeps } from '../../context';
import { newSecretToken } from '../../ids';
import { digestsEqual, secretDigest } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import type { IdpSubject } from '../../idp-subjects';
import { signIdToken } from './id-token';
import { grantId, ISSUED_TOKENS, type IssuedTokenRecord } from './records';

/**
 * Access and refresh tokens (docs/protocol.md §7.9). Both are opaque random
 * strings stored only as digests: the emulator is their only reader
 * (userinfo), and an opaque token can be revoked on the spot, which a code
 * reuse or a refresh-token reuse requires. A refresh token is issued only
 * when `offline_access` was granted (OpenID Connect Core §11); it does not
 * expire by time and outlives the browser session, as offline access means.
 */

export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  id_token?: string;
  refresh_token?: string;
}

export interface Grant {
  familyId: string;
  clientId: string;
  /** A user, or another product's subject (subjects.ts). */
  subject: IdpSubject;
  scopes: readonly string[];
  /** The refresh token's scopes when a refresh narrowed the access token's; default `scopes`. */
  refreshScopes?: readonly string[];
  nonce: string | null;
  authTime: number;
}

function store(deps: EmulatorDeps, token: string, record: Omit<IssuedTokenRecord, 'tokenDigest'>): void {
  deps.store.of(ISSUED_TOKENS).insert({ ...record, tokenDigest: secretDigest(deps.store.dataKey, token) });
}

export async function issueTokens(deps: EmulatorDeps, issuer: string, grant: Grant): Promise<TokenResponse> {
  const base = {
    familyId: grant.familyId,
    clientId: grant.clientId,
    userId: grant.subject.id,
    scopes: [...grant.scopes],
    nonce: grant.nonce,
    authTime: grant.authTime,
    rotated: false,
  };
  const accessToken = newSecretToken();
  store(deps, accessToken, { ...base, kind: 'access', expiresAt: deps.clock.isoIn(ACCESS_TOKEN_LIFETIME_SECONDS) });
  const response: TokenResponse = {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    scope: grant.scopes.join(' '),
  };
  // An ID token only for an OpenID request (OpenID Connect Core §3.1.3.3); plain OAuth gets none.
  if (grant.scopes.includes('openid')) {
    response.id_token = await signIdToken(deps, {
      issuer,
      subject: grant.subject,
      clientId: grant.clientId,
      scopes: grant.scopes,
      authTime: grant.authTime,
      nonce: grant.nonce,
    });
  }
  const refreshScopes = grant.refreshScopes ?? grant.scopes;
  if (refreshScopes.includes('offline_access')) {
    const refreshToken = newSecretToken();
    store(deps, refreshToken, { ...base, scopes: [...refreshScopes], kind: 'refresh', expiresAt: null });
    response.refresh_token = refreshToken;
  }
  return response;
}

/** The stored token for a presented one, of the given kind (expired ones are deleted on sight). */
export function findToken(
  deps: EmulatorDeps,
  token: string,
  kind: IssuedTokenRecord['kind'],
): DeepReadonly<IssuedTokenRecord> | undefined {
  const tokens = deps.store.of(ISSUED_TOKENS);
  const digest = secretDigest(deps.store.dataKey, token);
  const record = tokens.get(digest);
  if (!record || !digestsEqual(record.tokenDigest, digest) || record.kind !== kind) return undefined;
  if (record.expiresAt !== null && deps.clock.isPast(record.expiresAt)) {
    tokens.delete(digest);
    return undefined;
  }
  return record;
}

/** Deletes every token issued from one code (a replayed code or refresh token). */
export function revokeFamily(deps: EmulatorDeps, familyId: string): void {
  const tokens = deps.store.of(ISSUED_TOKENS);
  for (const token of tokens.findAll('family', familyId)) tokens.delete(token.tokenDigest);
}

/** Deletes every token a user holds for a client (the user revoked the connected app). */
export function revokeUserClientTokens(deps: EmulatorDeps, userId: string, clientId: string): void {
  const tokens = deps.store.of(ISSUED_TOKENS);
  for (const token of tokens.findAll('userClient', grantId(userId, clientId))) tokens.delete(token.tokenDigest);
}
