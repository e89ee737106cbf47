import { compactVerify, decodeProtectedHeader, SignJWT } from 'jose';
import type { EmulatorDeps } from '../../context';
import type { IdpSubject } from '../../idp-subjects';
import { idpKey, idpPrivateKey, idpPublicKey } from './keys';

/**
 * The provider's ID tokens (OpenID Connect Core §2): RS256 by the provider's
 * key (keys.ts), `iss`, `sub` (the user or member id), `aud` (the client id), `exp`,
 * `iat`, `auth_time`, `nonce` when the request had one, and the claims of
 * the granted scopes only (claims.ts). docs/protocol.md §7.9.
 */

export const ID_TOKEN_LIFETIME_SECONDS = 3600;

export function signIdToken(
  deps: EmulatorDeps,
  input: { issuer: string; subject: IdpSubject; clientId: string; scopes: readonly string[]; authTime: number; nonce: string | null },
): Promise<string> {
  const key = idpKey(deps);
  const now = Math.floor(deps.clock.nowMs() / 1000);
  return new SignJWT({
    ...input.subject.claims(input.scopes),
    auth_time: input.authTime,
    ...(input.nonce === null ? {} : { nonce: input.nonce }),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.subject.id)
    .setAudience(input.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + ID_TOKEN_LIFETIME_SECONDS)
    .sign(idpPrivateKey(deps));
}

/**
 * The subject of an `id_token_hint` (OpenID Connect RP-Initiated Logout §2)
 * that this provider issued to `clientId`: signature, issuer and audience
 * are checked; expiry is not, since a hint is often an old token. Null for
 * anything else.
 */
export async function hintSubject(deps: EmulatorDeps, hint: string, issuer: string, clientId: string): Promise<string | null> {
  try {
    if (decodeProtectedHeader(hint).alg !== 'RS256') return null;
    const { payload } = await compactVerify(hint, idpPublicKey(deps), { algorithms: ['RS256'] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== issuer || !audience.includes(clientId) || typeof claims.sub !== 'string') return null;
    return claims.sub;
  } catch {
    return null;
  }
}
