import type { MiddlewareHandler } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from './context';
import { apiError } from './errors';

/**
 * CORS for credentialed calls (docs/protocol.md §4): the exact Origin is echoed
 * (never `*`) with `Allow-Credentials: true`, on preflights and on every
 * actual response, errors included, or the SDK sees "Failed to fetch" instead
 * of the error body. A disallowed origin simply gets no CORS headers.
 */

export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
/** The request headers the emulator accepts; preflights allow exactly these. */
export const ALLOWED_HEADERS = 'authorization, content-type, x-sdk-client, x-sdk-parent-host';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, PATCH, OPTIONS';

export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === origin &&
      LOOPBACK_HOSTS.has(url.hostname)
    );
  } catch {
    return false;
  }
}

export function corsMiddleware(deps: EmulatorDeps): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && isAllowedOrigin(origin, deps.config.allowedOrigins);

    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin, Access-Control-Request-Headers' });
      if (allowed) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        // The fixed list, never an echo of Access-Control-Request-Headers: the
        // browser then refuses any other header a page tries to add.
        headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }

    await next();
    if (!allowed) return;
    try {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
    } catch {
      // Some responses have immutable headers; copy them into a fresh one.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Access-Control-Allow-Origin', origin);
    }
    c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    c.res.headers.append('Vary', 'Origin');
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The dev API has no auth, and some of its calls (e.g. `POST /_emulator/reset`
 * with no body) are "simple" requests a browser sends cross-origin without a
 * preflight. So a state-changing dev-API call from a page on a disallowed
 * origin is refused; tools that send no Origin header (tests, curl) pass.
 */
export function devApiOriginGuard(deps: EmulatorDeps): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const trusted = origin === undefined || isAllowedOrigin(origin, deps.config.allowedOrigins);
    if (trusted || SAFE_METHODS.has(c.req.method)) return next();
    throw apiError(403, 'forbidden_origin', `The dev API does not accept calls from ${origin}.`);
  };
}
