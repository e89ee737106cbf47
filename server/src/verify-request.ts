/**
 * `verifyRequest`: what a guarded page or API route needs. The session JWT
 * cookie is verified locally; when there is none, or it has expired, the
 * opaque session cookie is checked online (unless `online: false`).
 */
import { cookiesOf, sessionCookieCandidates, type RequestLike } from './cookies';
import { PorticoSessionError } from './errors';
import { authenticateOnline } from './online';
import { resolveCookieNames, resolveOptions, type VerifyRequestOptions } from './options';
import type { VerifiedSession } from './session';
import { verifySessionJwt } from './verify-jwt';

/** Values of one session cookie tried at most (a stale duplicate may come first). */
export const MAX_COOKIE_CANDIDATES = 3;

function asSessionError(error: unknown): PorticoSessionError {
  if (error instanceof PorticoSessionError) return error;
  throw error;
}

/**
 * Verifies the session of a request from its cookies: `stytch_session_jwt`
 * locally (as {@link verifySession} does), and, when the request has no JWT
 * cookie or its JWT has expired, `stytch_session` online with the provider
 * (`POST /sdk/v1/sessions/authenticate`), whose answer also carries the
 * `user`. `online: false` keeps every check local.
 *
 * When a cookie is sent more than once, each distinct value is tried in the
 * order sent (at most 3), and the first accepted one wins. A JWT refused for
 * another reason than its expiry (a bad signature, another project's issuer
 * or audience, …) is never papered over by the online check: that is an
 * attack or a misconfiguration, and its error is returned (unless another
 * value of the cookie is a genuine, expired JWT).
 *
 * @param request A Fetch `Request`, a `Headers`, a Node `IncomingMessage`,
 *   a cookie store (Next.js `cookies()`), or a `Cookie` header string.
 * @throws PorticoSessionError (as a rejection): `missing_token` without either
 *   cookie, else why the session was refused.
 * @throws TypeError (as a rejection) for wrong options or an unknown kind of request.
 */
export async function verifyRequest(request: RequestLike, options: VerifyRequestOptions): Promise<VerifiedSession> {
  const resolved = resolveOptions('verifyRequest', options, true);
  const names = resolveCookieNames('verifyRequest', options.cookieOptions);
  const { jwts, tokens } = sessionCookieCandidates(cookiesOf('verifyRequest', request), names, MAX_COOKIE_CANDIDATES);
  if (jwts.length === 0 && tokens.length === 0) {
    throw new PorticoSessionError('missing_token', `The request has no ${names.jwt} or ${names.opaqueToken} cookie.`);
  }

  let refused: PorticoSessionError | undefined;
  let expiredJwt: string | undefined;
  for (const jwt of jwts) {
    try {
      return { session: await verifySessionJwt(jwt, resolved) };
    } catch (error) {
      const failure = asSessionError(error);
      refused ??= failure;
      if (failure.code === 'expired') expiredJwt ??= jwt;
    }
  }

  // Online only for a request without a JWT, or with an expired one (its session may be live).
  if (!resolved.online || (jwts.length > 0 && expiredJwt === undefined)) {
    throw (
      refused ??
      new PorticoSessionError(
        'missing_token',
        `The request has no ${names.jwt} cookie, and its ${names.opaqueToken} cookie can only be checked with online: true.`,
      )
    );
  }

  if (tokens.length === 0 && expiredJwt !== undefined) return authenticateOnline({ sessionJwt: expiredJwt }, resolved);
  let unknown: PorticoSessionError | undefined;
  for (const token of tokens) {
    try {
      return await authenticateOnline({ sessionToken: token }, resolved);
    } catch (error) {
      const failure = asSessionError(error);
      // Another value is worth a call only when this one is unknown; a network or provider failure would repeat.
      if (failure.code !== 'session_not_found') throw failure;
      unknown ??= failure;
    }
  }
  // Every opaque token was refused as unknown (the loop ran at least once: jwts and tokens are not both empty).
  throw unknown ?? new PorticoSessionError('missing_token', `The request has no ${names.opaqueToken} cookie.`);
}
