import { SignJWT } from 'jose';
import type { EmulatorDeps } from '../../context';
import { privateKeyOf } from '../../signing-keys';
import { fullName, subjectOf, type TestIdentity } from './identity';
import { emulatedIdpKey } from './keys';

/**
 * The emulated OpenID provider's ID token (OpenID Connect Core §2), RS256 by
 * the emulated identity provider's key (keys.ts), with jose: `sub` is stable
 * per email (identity.ts), and the profile, email and groups claims.
 */

export const ID_TOKEN_LIFETIME_SECONDS = 3600;

/** The claims of an identity, as the ID token and the userinfo endpoint carry them. */
export function identityClaims(identity: TestIdentity): Record<string, unknown> {
  return {
    sub: subjectOf(identity.email),
    email: identity.email,
    email_verified: true,
    given_name: identity.first_name,
    family_name: identity.last_name,
    name: fullName(identity),
    groups: identity.groups,
  };
}

export function signIdToken(
  deps: EmulatorDeps,
  input: { issuer: string; clientId: string; identity: TestIdentity; nonce: string | null },
): Promise<string> {
  const key = emulatedIdpKey(deps);
  const now = Math.floor(deps.clock.nowMs() / 1000);
  return new SignJWT({
    ...identityClaims(input.identity),
    ...(input.nonce === null ? {} : { nonce: input.nonce }),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(input.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + ID_TOKEN_LIFETIME_SECONDS)
    .sign(privateKeyOf(key));
}
