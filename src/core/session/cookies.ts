/**
 * The session cookies, written by script on the app's own origin
 * (docs/protocol.md §8): names, attributes, and removal across every
 * path/domain they may have been written with.
 */
import type { CookieOptions } from '../options';
import type { CookieJar, KeyValueStorage } from '../seams/client-seams';

/** Lifetime of the intermediate session token cookie. */
export const INTERMEDIATE_SESSION_COOKIE_MINUTES = 10;

export const DEFAULT_COOKIE_NAMES = {
  opaqueToken: 'stytch_session',
  jwt: 'stytch_session_jwt',
  intermediateSessionToken: 'stytch_intermediate_session_token',
} as const;

export const DEFAULT_COOKIE_PATH = '/';

export interface CookieNames {
  opaqueToken: string;
  jwt: string;
  intermediateSessionToken: string;
}

/** The configured cookie names, defaulting each one separately. */
export function cookieNames(options: CookieOptions = {}): CookieNames {
  return {
    opaqueToken: options.opaqueTokenCookieName ?? DEFAULT_COOKIE_NAMES.opaqueToken,
    jwt: options.jwtCookieName ?? DEFAULT_COOKIE_NAMES.jwt,
    intermediateSessionToken: options.istCookieName ?? DEFAULT_COOKIE_NAMES.intermediateSessionToken,
  };
}

export interface CookieAttributes {
  /** Omitted: a browser-session cookie. */
  expires?: Date | undefined;
  /** Omitted: no `Path` attribute (the browser's default path). */
  path?: string | undefined;
  domain?: string | undefined;
  secure: boolean;
}

/**
 * Serializes one cookie for `document.cookie`. Always `SameSite=Lax`, never
 * HttpOnly (script writes it). An invalid `expires` is left out, as a browser
 * would ignore it.
 */
export function formatCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (attributes.path !== undefined) parts.push(`Path=${attributes.path}`);
  if (attributes.domain !== undefined) parts.push(`Domain=${attributes.domain}`);
  if (attributes.expires && !Number.isNaN(attributes.expires.getTime())) {
    parts.push(`Expires=${attributes.expires.toUTCString()}`);
  }
  parts.push('SameSite=Lax');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * True for hosts where cookies are written without `Secure` and without
 * `Domain`: `localhost`, `127.x.x.x` and `[::1]`, which browsers treat as
 * secure contexts even over plain http.
 */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface CookieStoreDeps {
  jar: CookieJar;
  /** The page's host name, which decides `Secure` and the default `Domain`. */
  hostname(): string;
  options?: CookieOptions | undefined;
  /** Where domains written so far are remembered (for removal). */
  storage: KeyValueStorage;
  seenDomainsKey: string;
}

export interface CookieStore {
  get(name: string): string | null;
  set(name: string, value: string, expires?: Date): void;
  remove(name: string): void;
}

const EPOCH = new Date(0);

/** Reads, writes and removes cookies with the configured attributes. */
export function createCookieStore(deps: CookieStoreDeps): CookieStore {
  const options = deps.options ?? {};
  const path = options.path ?? DEFAULT_COOKIE_PATH;

  function domainFor(hostname: string): string | undefined {
    if (!options.availableToSubdomains || isLocalHostname(hostname)) return undefined;
    return options.domain ?? hostname;
  }

  function seenDomains(): string[] {
    try {
      const parsed: unknown = JSON.parse(deps.storage.getItem(deps.seenDomainsKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === 'string') : [];
    } catch {
      return [];
    }
  }

  function rememberDomain(domain: string): void {
    const seen = seenDomains();
    if (!seen.includes(domain)) deps.storage.setItem(deps.seenDomainsKey, JSON.stringify([...seen, domain]));
  }

  return {
    get: (name) => readCookie(deps.jar.read(), name),
    set(name, value, expires) {
      const hostname = deps.hostname();
      const domain = domainFor(hostname);
      if (domain !== undefined) rememberDomain(domain);
      deps.jar.write(formatCookie(name, value, { expires, path, domain, secure: !isLocalHostname(hostname) }));
    },
    remove(name) {
      // A cookie is only removed by a write with its own path and domain, which may
      // have changed between page loads, so every combination is expired.
      const hostname = deps.hostname();
      const secure = !isLocalHostname(hostname);
      const domains = unique([undefined, domainFor(hostname), options.domain, ...seenDomains()]);
      for (const cookiePath of unique([path, DEFAULT_COOKIE_PATH, undefined])) {
        for (const domain of domains) {
          deps.jar.write(formatCookie(name, '', { expires: EPOCH, path: cookiePath, domain, secure }));
        }
      }
    },
  };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
