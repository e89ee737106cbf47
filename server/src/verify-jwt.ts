/**
 * The local check of a session JWT: jose verifies it against the project's
 * JWKS (RS256 only, issuer, audience, `exp` / `nbf` with the clock tolerance),
 * then the session claim is read into the client's session shape. Every
 * failure becomes a `PorticoSessionError`; nothing else is thrown.
 */
import { errors, jwtVerify } from 'jose';
import type { Session } from '../../src/core/wire-types';
import { PorticoSessionError, type PorticoSessionErrorCode } from './errors';
import { JwksUnavailable, keysAt } from './jwks';
import type { ResolvedOptions } from './options';
import { SESSION_CLAIM, sessionFromClaims } from './session';

/** A token the local check can even try: three dot-separated parts, as a compact JWS has. */
export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}

function claimError(error: errors.JWTClaimValidationFailed, options: ResolvedOptions): PorticoSessionError {
  const fail = (code: PorticoSessionErrorCode, message: string) => new PorticoSessionError(code, message, { cause: error });
  if (error.reason === 'missing' || error.reason === 'invalid') {
    return fail('malformed_token', `The session JWT's "${error.claim}" claim is ${error.reason === 'missing' ? 'missing' : 'not valid'}.`);
  }
  switch (error.claim) {
    case 'iss':
      return fail('wrong_issuer', `The session JWT was not issued for this project: its issuer is not ${options.issuer}.`);
    case 'aud':
      return fail('wrong_audience', `The session JWT belongs to another project: its audience does not include ${options.projectId}.`);
    case 'nbf':
      return fail('not_yet_valid', `The session JWT is not valid yet (its "nbf" is more than ${options.clockToleranceSeconds} s ahead of this clock).`);
    default:
      return fail('malformed_token', `The session JWT's "${error.claim}" claim failed its check.`);
  }
}

/** Maps what jose (or the key getter) threw to a session error. */
function toSessionError(error: unknown, options: ResolvedOptions): PorticoSessionError {
  const fail = (code: PorticoSessionErrorCode, message: string) => new PorticoSessionError(code, message, { cause: error });
  if (error instanceof JwksUnavailable) return fail('jwks_unavailable', error.message);
  if (error instanceof errors.JWTExpired) {
    return fail('expired', `The session JWT has expired (its "exp" is more than ${options.clockToleranceSeconds} s in the past).`);
  }
  if (error instanceof errors.JWTClaimValidationFailed) return claimError(error, options);
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return fail('unsupported_algorithm', 'The session JWT is not signed with RS256, the only algorithm session JWTs use.');
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return fail('invalid_signature', "The session JWT's signature does not match the project's key: it was altered or forged.");
  }
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return fail('unknown_key', `The session JWT's key ("kid") is not in the project's JWKS at ${options.jwksUrl}.`);
  }
  // JWSInvalid, JWTInvalid, JOSENotSupported (e.g. a `crit` header) and anything unforeseen:
  // the token cannot be read as a session JWT.
  return fail('malformed_token', 'The session JWT cannot be read.');
}

/**
 * Verifies `token` against the project's JWKS and returns its session.
 * Rejects with a `PorticoSessionError` only.
 */
export async function verifySessionJwt(token: string, options: ResolvedOptions): Promise<Session> {
  let claims: Record<string, unknown>;
  try {
    const verified = await jwtVerify(token, keysAt(options.jwksUrl), {
      algorithms: ['RS256'],
      issuer: options.issuer,
      audience: options.projectId,
      clockTolerance: options.clockToleranceSeconds,
      requiredClaims: ['sub', 'exp'],
    });
    claims = verified.payload;
  } catch (error) {
    throw toSessionError(error, options);
  }
  const session = sessionFromClaims(claims);
  if (!session) {
    throw new PorticoSessionError(
      'malformed_token',
      `The JWT is not a session JWT: it has no "${SESSION_CLAIM}" claim with the session's id.`,
    );
  }
  return session;
}
