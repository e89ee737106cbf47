import type { MiddlewareHandler } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from './context';
import { LOOPBACK_HOSTS } from './cors';
import { errorResponse } from './errors';

/**
 * DNS-rebinding protection, as Vite's dev server does it: a page on
 * `attacker.example` whose name is re-pointed at 127.0.0.1 talks to the
 * emulator same-origin, so CORS does not stop it, but its requests carry
 * `Host: attacker.example`. Only loopback names, the host the server is bound
 * to and the configured `allowedHosts` are answered (any port); others get 403.
 */

/** The host name of a Host header value (`name`, `name:port`, `[v6]:port`), lower-cased. */
export function hostNameOf(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end < 0 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  return colon < 0 ? value : value.slice(0, colon);
}

/** `::1` → `[::1]`, so a bound IPv6 address compares with Host header names. */
function asHostName(host: string): string {
  const lower = host.toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

export function isAllowedHost(hostName: string, allowedHosts: readonly string[], listenHost?: string): boolean {
  if (LOOPBACK_HOSTS.has(hostName)) return true;
  if (listenHost !== undefined && asHostName(listenHost) === hostName) return true;
  return allowedHosts.some((allowed) => asHostName(allowed) === hostName);
}

/**
 * `listenHost` is the interface the server is bound to (startEmulator passes
 * it). In-process requests have no Host header; their URL's host is checked.
 */
export function hostGuard(deps: EmulatorDeps, listenHost?: string): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const hostName = hostNameOf(c.req.header('host') ?? new URL(c.req.url).host);
    if (isAllowedHost(hostName, deps.config.allowedHosts, listenHost)) return next();
    return errorResponse(
      403,
      'forbidden_host',
      `The emulator does not answer requests for the host ${hostName}; add it to allowedHosts.`,
      c.get('requestId'),
    );
  };
}
