/**
 * `portico-server`: session checks for the backends of Portico hosts, on Node
 * ≥ 20 and edge runtimes (Web `fetch` and `crypto.subtle` only).
 *
 * - {@link verifySession}: one token (the `stytch_session_jwt` cookie's value),
 *   verified locally against the project's JWKS, optionally online.
 * - {@link verifyRequest}: the session cookies of a request, the JWT locally
 *   and, when it is missing or expired, the opaque token online.
 * - {@link readSessionCookies}: the two cookies' values, for hosts that pass
 *   them on themselves.
 *
 * A refused session rejects with {@link PorticoSessionError}; wrong options
 * throw a `TypeError`.
 */
export { verifySession } from './verify-session';
export { verifyRequest } from './verify-request';
export { readSessionCookies } from './cookies';
export type { CookieStoreLike, IncomingMessageLike, RequestLike, SessionCookies } from './cookies';
export { PorticoSessionError } from './errors';
export type { PorticoSessionErrorCode } from './errors';
export type { SessionCookieNames, VerifyRequestOptions, VerifySessionOptions } from './options';
export type { VerifiedSession } from './session';
export type { AuthenticationFactor, Role, Session, User } from '../../src/core/wire-types';
