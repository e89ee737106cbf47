import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { EmulatorDeps } from '../../../context';
import type { ApiError } from '../../../errors';
import { isValidEmail } from '../../../validation';
import { OAuthErrors } from '../errors';
import type { ProviderIdentity } from '../providers';
import { GOOGLE_ISSUERS } from './google-id-token';
import { googleJwks } from './google-key';

/**
 * Checks a One Tap credential the way a relying party must check a Google
 * ID token (docs/protocol.md §7.7, "Google One Tap"): an RS256 signature by
 * the emulated Google's key, a Google issuer, the project's client id as
 * audience, not expired on the emulator's clock, the start's nonce, and a
 * subject and email. Each failure has its own error type.
 */

function asApiError(error: unknown): ApiError {
  if (error instanceof errors.JWTExpired) return OAuthErrors.idTokenExpired();
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return OAuthErrors.idTokenSignature();
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return OAuthErrors.idTokenAudience();
    if (error.claim === 'iss') return OAuthErrors.invalidIdToken('its issuer is not Google');
    return OAuthErrors.invalidIdToken(`the ${error.claim} claim is invalid`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return OAuthErrors.invalidIdToken('it is not signed with RS256');
  return OAuthErrors.invalidIdToken('it is not a well-formed signed JWT');
}

export async function checkGoogleIdToken(
  deps: EmulatorDeps,
  token: string,
  expected: { clientId: string; nonce: string },
): Promise<ProviderIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, createLocalJWKSet(await googleJwks(deps)), {
      algorithms: ['RS256'],
      issuer: [...GOOGLE_ISSUERS],
      audience: expected.clientId,
      currentDate: deps.clock.now(),
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    throw asApiError(error);
  }
  if (payload.nonce !== expected.nonce) throw OAuthErrors.idTokenNonce();
  const { sub, email, name, email_verified: verified } = payload;
  if (typeof sub !== 'string' || sub === '') throw OAuthErrors.invalidIdToken('it has no sub');
  if (typeof email !== 'string' || !isValidEmail(email)) throw OAuthErrors.invalidIdToken('it has no valid email');
  return {
    subject: sub,
    email: email.toLowerCase(),
    name: typeof name === 'string' ? name : '',
    // Google has sent the flag both as a boolean and as the string "true".
    emailVerified: verified === true || verified === 'true',
  };
}
