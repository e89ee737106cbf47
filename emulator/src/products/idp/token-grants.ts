import type { EmulatorDeps } from '../../context';
import { ApiError } from '../../errors';
import { checkPkceVerifier } from '../../pkce';
import type { ConnectedApp } from './clients';
import { findCode } from './codes';
import { hasGrant } from './consent';
import { TokenErrors } from './errors';
import { AUTHORIZATION_CODES, ISSUED_TOKENS } from './records';
import { findSubject } from './subjects';
import { findToken, issueTokens, revokeFamily, type TokenResponse } from './tokens';

/**
 * The token endpoint's two grants (docs/protocol.md §7.9).
 *
 * `authorization_code` (RFC 6749 §4.1.3): the code must be unexpired, issued
 * to this client for this `redirect_uri`, and its PKCE challenge met by
 * `code_verifier` (RFC 7636 §4.6; a verifier for a code without a challenge
 * is refused too, OAuth 2.0 Security BCP §2.1.1). A second redemption fails
 * and revokes every token the first one issued (RFC 6749 §4.1.2).
 *
 * `refresh_token` (RFC 6749 §6): rotates the token (OAuth 2.0 Security BCP
 * §4.14.2); presenting a rotated one fails and revokes its whole family.
 * `scope` may narrow the new access token, never widen it.
 */

export async function authorizationCodeGrant(
  deps: EmulatorDeps,
  issuer: string,
  app: ConnectedApp,
  form: ReadonlyMap<string, string>,
): Promise<TokenResponse> {
  const code = form.get('code');
  if (!code) throw TokenErrors.invalidRequest('code is required.');
  const codes = deps.store.of(AUTHORIZATION_CODES);
  const record = findCode(deps, code);
  if (!record) throw TokenErrors.invalidGrant('The authorization code is invalid.');
  if (record.redeemed) {
    revokeFamily(deps, record.codeDigest);
    codes.delete(record.codeDigest);
    throw TokenErrors.invalidGrant('The authorization code was already used; the tokens it issued are revoked.');
  }
  if (record.clientId !== app.client_id) throw TokenErrors.invalidGrant('The authorization code was issued to another client.');
  if (deps.clock.isPast(record.expiresAt)) {
    codes.delete(record.codeDigest);
    throw TokenErrors.invalidGrant('The authorization code has expired.');
  }
  if (form.get('redirect_uri') !== record.redirectUri) {
    throw TokenErrors.invalidGrant('redirect_uri is not the one of the authorization request.');
  }
  const verifier = form.get('code_verifier');
  if (record.codeChallenge === null && verifier !== undefined) {
    throw TokenErrors.invalidGrant('code_verifier was sent for a request without a code_challenge.');
  }
  try {
    checkPkceVerifier(deps.store.dataKey, record.codeChallenge, verifier);
  } catch (error) {
    if (error instanceof ApiError) throw TokenErrors.invalidGrant('The PKCE code_verifier does not match the code_challenge.');
    throw error;
  }
  const subject = findSubject(deps, record.userId);
  if (!subject || !hasGrant(deps, record.userId, app.client_id)) {
    throw TokenErrors.invalidGrant('The grant behind this code was revoked.');
  }
  codes.update(record.codeDigest, (draft) => {
    draft.redeemed = true;
  });
  return issueTokens(deps, issuer, {
    familyId: record.codeDigest,
    clientId: app.client_id,
    subject,
    scopes: record.scopes,
    nonce: record.nonce,
    authTime: record.authTime,
  });
}

export async function refreshTokenGrant(
  deps: EmulatorDeps,
  issuer: string,
  app: ConnectedApp,
  form: ReadonlyMap<string, string>,
): Promise<TokenResponse> {
  const token = form.get('refresh_token');
  if (!token) throw TokenErrors.invalidRequest('refresh_token is required.');
  const record = findToken(deps, token, 'refresh');
  if (!record || record.clientId !== app.client_id) throw TokenErrors.invalidGrant('The refresh token is invalid.');
  if (record.rotated) {
    revokeFamily(deps, record.familyId);
    throw TokenErrors.invalidGrant('The refresh token was already used; its family of tokens is revoked.');
  }
  const requested = form.get('scope')?.split(' ').filter(Boolean);
  if (requested?.some((scope) => !record.scopes.includes(scope))) {
    throw TokenErrors.invalidScope();
  }
  const subject = findSubject(deps, record.userId);
  if (!subject) throw TokenErrors.invalidGrant('The refresh token is invalid.');
  deps.store.of(ISSUED_TOKENS).update(record.tokenDigest, (draft) => {
    draft.rotated = true;
  });
  return issueTokens(deps, issuer, {
    familyId: record.familyId,
    clientId: app.client_id,
    subject,
    scopes: requested ?? record.scopes,
    refreshScopes: record.scopes,
    // A refreshed ID token carries no nonce (OpenID Connect Core §12.2).
    nonce: null,
    authTime: record.authTime,
  });
}
