/**
 * The session in the shape the browser client keeps it (src/core/wire-types.ts
 * `Session`, docs/protocol.md §6), read either from a verified session JWT's
 * claims or from the provider's authenticate answer.
 */
import type { AuthenticationFactor, Session, User } from '../../src/core/wire-types';
import { isRecord, nonEmptyString, recordOr, records, stringOr, strings } from './parse';

/** What an accepted session check resolves with. */
export interface VerifiedSession {
  /** The session, as the browser client's `session.getSync()` has it. */
  session: Session;
  /**
   * The signed-in user, when the provider was asked (the online check). A JWT
   * verified locally carries no user: use `session.user_id`.
   */
  user?: User;
}

/** The claim holding the session in a session JWT (emulator/src/products/sessions/jwt.ts signs the same). */
export const SESSION_CLAIM = 'https://stytch.com/session';

/** Claims of the JWT itself; every other top-level claim is one of the session's custom claims. */
const JWT_CLAIMS: ReadonlySet<string> = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti', SESSION_CLAIM]);

function attributesOf(value: unknown): Session['attributes'] {
  const attributes = recordOr(value);
  return { ip_address: stringOr(attributes.ip_address), user_agent: stringOr(attributes.user_agent) };
}

function factorsOf(value: unknown): AuthenticationFactor[] {
  return records(value).map((factor) => ({
    ...factor,
    type: stringOr(factor.type),
    delivery_method: stringOr(factor.delivery_method),
    last_authenticated_at: stringOr(factor.last_authenticated_at),
  }));
}

/**
 * The session carried by verified JWT claims, or `null` when they are not a
 * session JWT's (no session claim with an `id`, or no `sub`). `user_id` is
 * `sub`; claims outside the JWT's own and the session claim are the custom
 * claims. A session claim without `expires_at` falls back to `exp`.
 */
export function sessionFromClaims(claims: Record<string, unknown>): Session | null {
  const claim = claims[SESSION_CLAIM];
  if (!isRecord(claim)) return null;
  const sessionId = nonEmptyString(claim.id);
  const userId = nonEmptyString(claims.sub);
  if (sessionId === null || userId === null) return null;
  const customClaims: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(claims)) {
    if (!JWT_CLAIMS.has(name)) customClaims[name] = value;
  }
  const exp = typeof claims.exp === 'number' ? new Date(claims.exp * 1000).toISOString() : '';
  return {
    session_id: sessionId,
    user_id: userId,
    started_at: stringOr(claim.started_at),
    last_accessed_at: stringOr(claim.last_accessed_at),
    expires_at: stringOr(claim.expires_at, exp),
    attributes: attributesOf(claim.attributes),
    authentication_factors: factorsOf(claim.authentication_factors),
    custom_claims: customClaims,
    roles: strings(claim.roles),
  };
}

/** The `session` of an authenticate answer (docs/protocol.md §6), or `null` without its ids. */
export function sessionFromAnswer(value: unknown): Session | null {
  if (!isRecord(value)) return null;
  const sessionId = nonEmptyString(value.session_id);
  const userId = nonEmptyString(value.user_id);
  if (sessionId === null || userId === null) return null;
  return {
    session_id: sessionId,
    user_id: userId,
    started_at: stringOr(value.started_at),
    last_accessed_at: stringOr(value.last_accessed_at),
    expires_at: stringOr(value.expires_at),
    attributes: attributesOf(value.attributes),
    authentication_factors: factorsOf(value.authentication_factors),
    custom_claims: recordOr(value.custom_claims),
    roles: strings(value.roles),
  };
}
