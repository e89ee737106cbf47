import { createPublicKey } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { TrustedAuthProfile } from '../../config';
import { apiError } from '../../errors';

/**
 * Verifying a trusted auth token against its profile (config
 * `trustedAuthProfiles`; docs/architecture.md, "B2B") with jose: the
 * signature by the profile's key (its JWKS URL, or its one PEM key; never a
 * key the token names itself), the issuer, the audience and the time window.
 * Only asymmetric algorithms are accepted, so a profile's public key can
 * never serve as an HMAC secret.
 */

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export const TrustedAuthErrors = {
  profileNotFound: () => apiError(404, 'trusted_token_profile_not_found', 'No trusted auth token profile has this profile_id (config trustedAuthProfiles).'),
  invalidToken: (why: string) => apiError(401, 'invalid_trusted_auth_token', `The trusted auth token is invalid: ${why}.`),
  invalidIssuer: () => apiError(401, 'jwt_invalid_issuer', "The token's iss is not the profile's issuer."),
  invalidAudience: () => apiError(401, 'jwt_invalid_audience', "The token's aud is not the profile's audience."),
  missingClaims: (claim: string) => apiError(401, 'jwt_invalid_claims', `The token has no "${claim}" claim, which the profile's attribute_mapping names.`),
  replayed: () => apiError(401, 'invalid_trusted_auth_token', 'The trusted auth token was already used.'),
} as const;

/** One JWKS fetcher per URL, so its cache lives across calls. */
const remoteKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function remoteKeySet(url: string): ReturnType<typeof createRemoteJWKSet> {
  let keySet = remoteKeySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    remoteKeySets.set(url, keySet);
  }
  return keySet;
}

export async function verifyTrustedToken(profile: TrustedAuthProfile, token: string, nowSeconds: number): Promise<JWTPayload> {
  const options = { issuer: profile.issuer, audience: profile.audience, algorithms: ALGORITHMS, currentDate: new Date(nowSeconds * 1000) };
  try {
    const verified =
      profile.public_key_pem !== undefined
        ? await jwtVerify(token, createPublicKey(profile.public_key_pem), options)
        : await jwtVerify(token, remoteKeySet(profile.jwks_url!), options);
    return verified.payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw TrustedAuthErrors.invalidToken('it has expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
      if (error.claim === 'iss') throw TrustedAuthErrors.invalidIssuer();
      if (error.claim === 'aud') throw TrustedAuthErrors.invalidAudience();
      throw TrustedAuthErrors.invalidToken(error.message);
    }
    if (error instanceof joseErrors.JOSEError) throw TrustedAuthErrors.invalidToken(error.message);
    throw error;
  }
}
