/**
 * The check an authenticate answer passes before it touches the session: the
 * client relies on `session` (with a time it expires), `user` and both
 * tokens, so an answer lacking them is a server fault, not a login (otherwise
 * the widget would report success with no session); and a session that is
 * already over is no login either (docs/protocol.md §6).
 */
import { PorticoError, PorticoSessionExpiredError } from '../errors';
import type { AuthenticateResponse } from '../wire-types';
import { parseIsoDateTime } from './iso-date-time';

/** What the local state already holds, which a refresh answer may omit, and the time now. */
export interface KnownSession {
  /** The user id of the cached user, if any. */
  cachedUserId: string | null;
  /** Epoch ms by the page's clock, which also decides when the session cookies expire. */
  now: number;
}

/**
 * Throws unless `data` is one of:
 * - a login: `session` (with `session_id` and an ISO-8601 `expires_at`) and
 *   `user` (or a cached user of the same id), with both tokens, or with
 *   neither (opaque mode: the server keeps the session in its own HttpOnly
 *   cookies);
 * - a partly authenticated login: an `intermediate_session_token` and no
 *   session tokens (no session, so no expiry).
 *
 * A missing piece, or an `expires_at` that is not such a date-time, is a
 * `PorticoError` (`invalid_response`) naming it; a session that expires at
 * or before `known.now` is a `PorticoSessionExpiredError`.
 */
export function assertAuthenticatePayload(data: unknown, known: KnownSession): asserts data is AuthenticateResponse {
  if (!isObject(data)) throw invalid(['the answer']);
  const answer = data as Partial<AuthenticateResponse>;
  const hasToken = nonEmpty(answer.session_token);
  const hasJwt = nonEmpty(answer.session_jwt);
  if (!hasToken && !hasJwt && nonEmpty(answer.intermediate_session_token)) return;

  const missing: string[] = [];
  const session = isObject(answer.session) ? answer.session : null;
  if (!session || typeof session.session_id !== 'string') missing.push('session');
  const userKnown = session !== null && known.cachedUserId !== null && known.cachedUserId === session.user_id;
  if (!(isObject(answer.user) && typeof answer.user.user_id === 'string') && !userKnown) missing.push('user');
  const expiresAt: unknown = session?.expires_at;
  if (!missing.includes('session') && (expiresAt === undefined || expiresAt === null)) missing.push('session.expires_at');
  if (missing.length === 0 && hasToken !== hasJwt) missing.push(hasToken ? 'session_jwt' : 'session_token');
  if (missing.length > 0) throw invalid(missing);

  const expires = parseIsoDateTime(expiresAt);
  if (expires === null || typeof expiresAt !== 'string') throw invalidResponse('session.expires_at is not an ISO-8601 date-time');
  if (expires <= known.now) throw new PorticoSessionExpiredError(expiresAt);
}

function invalid(missing: string[]): PorticoError {
  const list = missing.length === 1 ? `${missing[0]} is` : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)} are`;
  return invalidResponse(`${list} missing`);
}

function invalidResponse(problem: string): PorticoError {
  return new PorticoError('invalid_response', `Invalid authenticate response from the server: ${problem}.`);
}

/** A string with something in it (an empty token is no token). */
export function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
