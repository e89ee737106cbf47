import type { MiddlewareHandler } from 'hono';
import type { AuthState, EmulatorContext, EmulatorDeps, EmulatorEnv } from './context';
import { Errors } from './errors';
import { SESSIONS } from './products/sessions/records';
import type { ReadonlySession } from './products/sessions/issue';
import { findUserById, type ReadonlyUser } from './products/users/users';
import { secretDigest } from './secrets';

/**
 * `Authorization: Basic base64(public_token:secret)` (docs/protocol.md §2). The
 * secret is either the public token again (anonymous) or a session token.
 */

export function parseBasicAuth(header: string | undefined): { publicToken: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { publicToken: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * The live session for a presented token, or null. Expired sessions (and
 * sessions of deleted users) are removed on sight, so they read as not found.
 */
export function liveSessionByToken(
  deps: EmulatorDeps,
  token: string,
): { session: ReadonlySession; user: ReadonlyUser } | null {
  if (!token) return null;
  const session = deps.store.of(SESSIONS).find('token', secretDigest(deps.store.dataKey, token));
  return session ? liveSession(deps, session) : null;
}

export function liveSession(
  deps: EmulatorDeps,
  session: ReadonlySession,
): { session: ReadonlySession; user: ReadonlyUser } | null {
  const user = findUserById(deps, session.user_id);
  if (!user || deps.clock.isPast(session.expires_at)) {
    deps.store.of(SESSIONS).delete(session.session_id);
    return null;
  }
  return { session, user };
}

/** Paths under /sdk/v1 that are called without the project's Basic auth. */
function isUnauthenticatedPath(path: string): boolean {
  return path === '/sdk/v1/events' || path.startsWith('/sdk/v1/projects/bootstrap/');
}

export function authMiddleware(deps: EmulatorDeps): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || isUnauthenticatedPath(c.req.path)) return next();
    const credentials = parseBasicAuth(c.req.header('authorization'));
    if (!credentials || credentials.publicToken !== deps.config.publicToken) throw Errors.invalidPublicToken();
    let auth: AuthState = { kind: 'anonymous' };
    if (credentials.secret && credentials.secret !== credentials.publicToken) {
      const live = liveSessionByToken(deps, credentials.secret);
      auth = live ? { kind: 'session', token: credentials.secret, ...live } : { kind: 'invalid_session' };
    }
    c.set('auth', auth);
    return next();
  };
}

/** The caller's session, or the provider's 401 for a route that needs one. */
export function requireSession(c: EmulatorContext): Extract<AuthState, { kind: 'session' }> {
  const auth = c.get('auth');
  if (auth.kind === 'session') return auth;
  throw auth.kind === 'invalid_session' ? Errors.unauthorizedCredentials() : Errors.userUnauthenticated();
}

/** The caller's session when there is one; an unusable token counts as anonymous. */
export function optionalSession(c: EmulatorContext): Extract<AuthState, { kind: 'session' }> | null {
  const auth = c.get('auth');
  return auth.kind === 'session' ? auth : null;
}
