// Server-side sessions of the relying-party example: the browser holds only a
// random id in an HttpOnly cookie; PKCE verifiers, tokens and claims stay here.
import { randomBytes, timingSafeEqual } from 'node:crypto';

// Cookies are scoped by host, not port: the example pages on localhost:3000
// see this cookie too, so its name must not collide with theirs.
export const COOKIE_NAME = 'acme_notes_session';
/** Oldest sessions go first past this: the store must not grow without bound. */
const MAX_SESSIONS = 1000;

const randomId = () => randomBytes(32).toString('base64url');

export function createSessionStore() {
  const sessions = new Map();
  return {
    /** The session named by the request's cookie, or null. */
    fromRequest(req) {
      const id = readCookie(req.headers.cookie, COOKIE_NAME);
      return (id && sessions.get(id)) || null;
    },
    /** A new session (with its own CSRF token) holding `data`. */
    create(data) {
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value);
      const session = { id: randomId(), csrf: randomId(), ...data };
      sessions.set(session.id, session);
      return session;
    },
    delete(session) {
      if (session) sessions.delete(session.id);
    },
  };
}

export function sessionCookie(session) {
  // Not Secure: the demo runs on http://localhost. Lax: the cookie comes back on
  // the provider's top-level redirect to /callback.
  return `${COOKIE_NAME}=${session.id}; Path=/; HttpOnly; SameSite=Lax`;
}

export function clearedCookie() {
  return `${COOKIE_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The form's CSRF token matches the session's. SameSite=Lax is not enough on
 * its own: other ports of localhost are the same site and may POST here.
 */
export function csrfMatches(session, token) {
  if (!session || typeof token !== 'string') return false;
  const expected = Buffer.from(session.csrf);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
