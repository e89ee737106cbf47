/**
 * `verifySession`: one token, checked locally when it is a JWT, and online
 * (when allowed) when it is an opaque token or an expired JWT.
 */
import { invalidCall, PorticoSessionError } from './errors';
import { authenticateOnline } from './online';
import { resolveOptions, type ResolvedOptions, type VerifySessionOptions } from './options';
import type { VerifiedSession } from './session';
import { looksLikeJwt, verifySessionJwt } from './verify-jwt';

/** Checks one token with resolved options; rejects with a `PorticoSessionError` only. */
export async function checkToken(token: string, options: ResolvedOptions): Promise<VerifiedSession> {
  if (!looksLikeJwt(token)) {
    if (options.online) return authenticateOnline({ sessionToken: token }, options);
    throw new PorticoSessionError(
      'malformed_token',
      'The token is not a JWT. An opaque session token (the stytch_session cookie) can only be checked with online: true.',
    );
  }
  try {
    return { session: await verifySessionJwt(token, options) };
  } catch (error) {
    // Only an expired JWT, whose signature held, is worth asking about: its session may still be live.
    if (options.online && error instanceof PorticoSessionError && error.code === 'expired') {
      return authenticateOnline({ sessionJwt: token }, options);
    }
    throw error;
  }
}

/**
 * Verifies a session token, typically the value of the `stytch_session_jwt`
 * cookie the browser client writes.
 *
 * A JWT is verified locally against the project's JWKS
 * (`<base>/v1/sessions/jwks/<projectId>`, fetched once and cached): RS256
 * only, `iss` = `stytch.com/<projectId>`, `aud` containing `projectId`, `exp`
 * and `nbf` within `clockToleranceSeconds`. It resolves with the session in
 * the browser client's shape (`user_id` is the JWT's `sub`) and no `user`.
 *
 * With `online: true`, a token that cannot be verified locally (an opaque
 * `stytch_session` token, or an expired JWT whose session may still be live)
 * is sent to the provider's `POST /sdk/v1/sessions/authenticate`, which also
 * answers the `user`.
 *
 * A local check cannot know that a session was revoked: its JWT passes until
 * it expires (5 minutes after it was issued). Check online where that matters.
 *
 * @param token The token; `null`, `undefined` or `''` reject with `missing_token`.
 * @returns The session, and the user when the provider was asked.
 * @throws PorticoSessionError (as a rejection) for every token that is not accepted.
 * @throws TypeError (as a rejection) for wrong options or a token that is not a string.
 */
export async function verifySession(
  token: string | null | undefined,
  options: VerifySessionOptions,
): Promise<VerifiedSession> {
  const resolved = resolveOptions('verifySession', options, false);
  if (token !== null && token !== undefined && typeof token !== 'string') {
    throw invalidCall('verifySession', "token must be a string (the cookie's value), null or undefined.");
  }
  if (!token) throw new PorticoSessionError('missing_token', 'No session token was given.');
  return checkToken(token, resolved);
}
