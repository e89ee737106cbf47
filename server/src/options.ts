/**
 * The options of `verifySession` / `verifyRequest`, checked and resolved once
 * per call: a wrong option throws a `TypeError` naming the field (errors.ts).
 */
import { parseCustomBaseUrl, PUBLIC_TOKEN_PREFIX, resolveBaseUrl } from '../../src/core/base-url';
import { invalidCall } from './errors';

/** Options of {@link verifySession}. */
export interface VerifySessionOptions {
  /**
   * Your project's ID (e.g. `project-test-…`), required. The JWKS is per
   * project (`<base>/v1/sessions/jwks/<projectId>`), and a session JWT is
   * accepted only with `iss` = `stytch.com/<projectId>` and `projectId` in its
   * `aud`. It cannot be derived from the public token, and without it a JWT
   * of any project, someone else's included, would pass a signature check
   * against that project's own keys.
   */
  projectId: string;
  /**
   * Your project's public token (`public-token-…`), required: it picks the
   * provider's host (`https://test.stytch.com` for tokens containing
   * `public-token-test`, else `https://api.stytch.com`) as the browser client
   * does, and authenticates the online check.
   */
  publicToken: string;
  /**
   * Another API origin instead of the provider's hosts, e.g. the emulator's
   * `http://127.0.0.1:8787`. Only http(s); the scheme and port are kept and a
   * path is dropped.
   */
  baseUrl?: string;
  /**
   * When the token cannot be verified locally (an opaque `stytch_session`
   * token, or an expired JWT), ask the provider (`POST /sdk/v1/sessions/authenticate`).
   * Such an answer also carries the `user`. Default `false` for
   * {@link verifySession}, `true` for {@link verifyRequest}.
   */
  online?: boolean;
  /**
   * Seconds of clock difference allowed when checking `exp` and `nbf`.
   * Default 5, at most 60: session JWTs live 5 minutes, and a wider margin
   * only lengthens how long a leaked one is accepted.
   */
  clockToleranceSeconds?: number;
  /**
   * Your app's origin (the site whose cookies hold the session, e.g.
   * `https://app.example.com`), sent as `X-SDK-Parent-Host` on the online
   * check as the browser client sends its page's origin. Optional; the
   * emulator does not read it.
   */
  appOrigin?: string;
}

/** The session cookies' names, as `cookieOptions` of the browser client (src/core/options.ts). */
export interface SessionCookieNames {
  /** Cookie holding the session JWT. Default `stytch_session_jwt`. */
  jwtCookieName?: string;
  /** Cookie holding the opaque session token. Default `stytch_session`. */
  opaqueTokenCookieName?: string;
}

/** Options of {@link verifyRequest}. */
export interface VerifyRequestOptions extends VerifySessionOptions {
  /** The cookie names, when the browser client was given other `cookieOptions` names. */
  cookieOptions?: SessionCookieNames;
}

export const DEFAULT_JWT_COOKIE_NAME = 'stytch_session_jwt';
export const DEFAULT_OPAQUE_TOKEN_COOKIE_NAME = 'stytch_session';
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 5;
export const MAX_CLOCK_TOLERANCE_SECONDS = 60;

export interface ResolvedOptions {
  projectId: string;
  publicToken: string;
  /** The API origin, without a trailing slash. */
  baseUrl: string;
  online: boolean;
  clockToleranceSeconds: number;
  appOrigin: string | null;
  /** `<base>/v1/sessions/jwks/<projectId>`, the provider's backend path for the project's keys. */
  jwksUrl: string;
  /** The issuer a session JWT of this project carries. */
  issuer: string;
}

export interface ResolvedCookieNames {
  jwt: string;
  opaqueToken: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function originOf(value: unknown): string | null {
  return parseCustomBaseUrl(value);
}

/** Checks `options` for `method` and fills in the defaults. */
export function resolveOptions(method: string, options: unknown, onlineByDefault: boolean): ResolvedOptions {
  if (!isRecord(options)) throw invalidCall(method, 'options must be an object with projectId and publicToken.');
  const { projectId, publicToken, baseUrl, online, clockToleranceSeconds, appOrigin } = options;

  if (typeof projectId !== 'string' || projectId === '' || /\s/.test(projectId)) {
    throw invalidCall(method, "projectId must be a non-empty string without spaces (your project's ID, e.g. 'project-test-…').");
  }
  if (typeof publicToken !== 'string' || !publicToken.startsWith(PUBLIC_TOKEN_PREFIX) || /\s/.test(publicToken)) {
    throw invalidCall(method, `publicToken must be a string starting with '${PUBLIC_TOKEN_PREFIX}' (your project's public token).`);
  }
  const customBaseUrl = baseUrl === undefined ? null : originOf(baseUrl);
  if (baseUrl !== undefined && customBaseUrl === null) {
    throw invalidCall(method, "baseUrl must be an http(s) URL such as 'http://127.0.0.1:8787'.");
  }
  if (online !== undefined && typeof online !== 'boolean') throw invalidCall(method, 'online must be a boolean.');
  if (
    clockToleranceSeconds !== undefined &&
    (typeof clockToleranceSeconds !== 'number' ||
      !Number.isFinite(clockToleranceSeconds) ||
      clockToleranceSeconds < 0 ||
      clockToleranceSeconds > MAX_CLOCK_TOLERANCE_SECONDS)
  ) {
    throw invalidCall(method, `clockToleranceSeconds must be a number of seconds from 0 to ${MAX_CLOCK_TOLERANCE_SECONDS}.`);
  }
  if (appOrigin !== undefined && originOf(appOrigin) === null) {
    throw invalidCall(method, "appOrigin must be an http(s) origin such as 'https://app.example.com'.");
  }

  // Validated above, so the client's resolver takes the custom URL and has nothing to warn about.
  const base = resolveBaseUrl(publicToken, customBaseUrl === null ? {} : { customBaseUrl });
  return {
    projectId,
    publicToken,
    baseUrl: base,
    online: online ?? onlineByDefault,
    clockToleranceSeconds: clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
    appOrigin: appOrigin === undefined ? null : originOf(appOrigin),
    jwksUrl: `${base}/v1/sessions/jwks/${encodeURIComponent(projectId)}`,
    issuer: `stytch.com/${projectId}`,
  };
}

/** A cookie name as RFC 6265 allows it (an HTTP token). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Checks `cookieOptions` and fills in the browser client's default names. */
export function resolveCookieNames(method: string, cookieOptions: unknown): ResolvedCookieNames {
  if (cookieOptions === undefined) {
    return { jwt: DEFAULT_JWT_COOKIE_NAME, opaqueToken: DEFAULT_OPAQUE_TOKEN_COOKIE_NAME };
  }
  if (!isRecord(cookieOptions)) throw invalidCall(method, 'cookieOptions must be an object.');
  const name = (field: 'jwtCookieName' | 'opaqueTokenCookieName', fallback: string): string => {
    const value = cookieOptions[field];
    if (value === undefined) return fallback;
    if (typeof value !== 'string' || !COOKIE_NAME.test(value)) {
      throw invalidCall(method, `cookieOptions.${field} must be a cookie name (letters, digits and !#$%&'*+-.^_\`|~).`);
    }
    return value;
  };
  return {
    jwt: name('jwtCookieName', DEFAULT_JWT_COOKIE_NAME),
    opaqueToken: name('opaqueTokenCookieName', DEFAULT_OPAQUE_TOKEN_COOKIE_NAME),
  };
}
