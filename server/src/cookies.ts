/**
 * Reading the session cookies the browser client writes (docs/protocol.md §8:
 * `stytch_session_jwt` and `stytch_session`, renamed by its `cookieOptions`)
 * from whatever a server framework hands over: a Fetch `Request` (Next.js
 * route handlers and middleware, edge runtimes), a `Headers`, a Node
 * `IncomingMessage` (`node:http`, Express), a cookie store such as Next.js's
 * `cookies()`, or a raw `Cookie` header.
 */
import { invalidCall } from './errors';
import { resolveCookieNames, type ResolvedCookieNames, type SessionCookieNames } from './options';
import { isRecord } from './parse';

/** A Node `IncomingMessage` (or an Express `req`): only its `headers.cookie` is read. */
export interface IncomingMessageLike {
  headers: { cookie?: string | string[] | undefined };
}

/** A cookie store such as Next.js's `cookies()`: only `getAll()` is read. */
export interface CookieStoreLike {
  getAll(): Array<{ name: string; value: string }>;
}

/**
 * Where the cookies come from: a Fetch `Request`, a `Headers`, a Node
 * `IncomingMessage`, a cookie store (`cookies()` in Next.js), or the `Cookie`
 * header's value itself. `null` / `undefined` read as no cookies.
 */
export type RequestLike = Request | Headers | IncomingMessageLike | CookieStoreLike | string | null | undefined;

/** The session cookies of a request; a cookie the request does not have is absent. */
export interface SessionCookies {
  /** The session JWT (`stytch_session_jwt`). */
  sessionJwt?: string;
  /** The opaque session token (`stytch_session`). */
  sessionToken?: string;
}

/** The unquoted, URL-decoded value of a cookie (a malformed escape is kept as sent). */
function cookieValue(raw: string): string {
  let value = raw.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Every cookie of a `Cookie` header, by name, each with all its values in the
 * order sent (RFC 6265 §5.4: browsers send the most specific path first).
 * Pairs without `=` or without a name are skipped.
 */
export function parseCookieHeader(header: string): Map<string, string[]> {
  const cookies = new Map<string, string[]>();
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    if (name === '') continue;
    const values = cookies.get(name);
    const value = cookieValue(pair.slice(equals + 1));
    if (values) values.push(value);
    else cookies.set(name, [value]);
  }
  return cookies;
}

function hasGetter(value: object): value is { get(name: string): unknown } {
  return 'get' in value && typeof value.get === 'function';
}

function isCookieStore(value: object): value is CookieStoreLike {
  return 'getAll' in value && typeof value.getAll === 'function';
}

function headerValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string').join('; ');
  return '';
}

/** The cookies of `request`, by name; a request kind it does not know is a `TypeError`. */
export function cookiesOf(method: string, request: unknown): Map<string, string[]> {
  if (request === null || request === undefined) return new Map();
  if (typeof request === 'string') return parseCookieHeader(request);
  if (typeof request === 'object') {
    // A Headers object (not a cookie store, whose `get` takes a cookie name).
    if (!isCookieStore(request) && hasGetter(request)) return parseCookieHeader(headerValue(request.get('cookie')));
    if (isCookieStore(request)) {
      const cookies = new Map<string, string[]>();
      for (const cookie of request.getAll()) {
        if (!isRecord(cookie) || typeof cookie.name !== 'string' || typeof cookie.value !== 'string') continue;
        cookies.set(cookie.name, [...(cookies.get(cookie.name) ?? []), cookie.value]);
      }
      return cookies;
    }
    if ('headers' in request && typeof request.headers === 'object' && request.headers !== null) {
      const { headers } = request;
      // A Fetch Request's Headers, or a Node IncomingMessage's plain object.
      if (hasGetter(headers)) return parseCookieHeader(headerValue(headers.get('cookie')));
      if ('cookie' in headers) return parseCookieHeader(headerValue(headers.cookie));
      return new Map();
    }
  }
  throw invalidCall(
    method,
    'request must be a Request, a Headers, a Node IncomingMessage, a cookie store or a Cookie header string.',
  );
}

/** Up to `max` distinct values, first sent first. */
function distinct(values: readonly string[] | undefined, max: number): string[] {
  return [...new Set((values ?? []).filter((value) => value !== ''))].slice(0, max);
}

/**
 * The distinct session JWTs and tokens of a request (a stale duplicate, e.g.
 * one written for another domain, may sit beside the current one), at most
 * `max` of each.
 */
export function sessionCookieCandidates(
  cookies: Map<string, string[]>,
  names: ResolvedCookieNames,
  max: number,
): { jwts: string[]; tokens: string[] } {
  return { jwts: distinct(cookies.get(names.jwt), max), tokens: distinct(cookies.get(names.opaqueToken), max) };
}

/**
 * Reads the session cookies of `request`: the JWT and the opaque token, the
 * first value of each when a cookie is sent twice. Names default to the
 * browser client's, `stytch_session_jwt` and `stytch_session`.
 *
 * @throws TypeError for a `request` of an unknown kind or wrong `cookieOptions`.
 */
export function readSessionCookies(request: RequestLike, cookieOptions?: SessionCookieNames): SessionCookies {
  const names = resolveCookieNames('readSessionCookies', cookieOptions);
  const { jwts, tokens } = sessionCookieCandidates(cookiesOf('readSessionCookies', request), names, 1);
  return {
    ...(jwts[0] === undefined ? {} : { sessionJwt: jwts[0] }),
    ...(tokens[0] === undefined ? {} : { sessionToken: tokens[0] }),
  };
}
