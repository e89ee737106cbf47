import type { EmulatorConfig } from './config';
import { apiError, type ApiError } from './errors';

/**
 * The project's allowed redirect URLs, as a real project's dashboard keeps
 * them: a magic link may only point where the project said it may, or anyone
 * could ask for a victim's login link to be sent to their own collector.
 * URLs are compared after WHATWG parsing (`new URL`), never as text, so
 * leading control characters, userinfo and letter case cannot fool the check.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const invalidRedirectUrl = (field: string): ApiError =>
  apiError(400, 'invalid_redirect_url', `${field} is not one of the project's allowed redirect URLs (config redirectUrls).`);

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Scheme, host and port equal; the entry's path (if any) a segment-wise prefix. */
function matchesEntry(url: URL, entry: URL): boolean {
  if (url.protocol !== entry.protocol || url.host !== entry.host) return false;
  const prefix = entry.pathname;
  if (prefix === '' || prefix === '/') return true;
  return url.pathname === prefix || url.pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** Without `redirectUrls`: http(s) on a loopback host (any port) or on an allowed origin. */
function matchesDefault(url: URL, allowedOrigins: readonly string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (LOOPBACK_HOSTS.has(url.hostname)) return true;
  return allowedOrigins.some((origin) => parse(origin)?.origin === url.origin);
}

/**
 * Characters the URL parser strips or that no redirect URL needs. Refusing
 * them keeps the text that is sent (the app's own spelling, query untouched)
 * identical in meaning to the parsed URL that was checked.
 */
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/** Whether `value` is one of the project's allowed redirect URLs. */
export function isAllowedRedirectUrl(
  value: string,
  config: Pick<EmulatorConfig, 'redirectUrls' | 'allowedOrigins'>,
): boolean {
  if (CONTROL_OR_SPACE.test(value)) return false;
  const url = parse(value);
  if (!url) return false;
  return config.redirectUrls.length > 0
    ? config.redirectUrls.some((entry) => {
        const parsed = parse(entry);
        return parsed !== null && matchesEntry(url, parsed);
      })
    : matchesDefault(url, config.allowedOrigins);
}

/** Checks the named redirect fields of a request body; `400 invalid_redirect_url` names the first refused one. */
export function checkRedirectUrls(
  config: Pick<EmulatorConfig, 'redirectUrls' | 'allowedOrigins'>,
  fields: Record<string, string | undefined>,
): void {
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined && !isAllowedRedirectUrl(value, config)) throw invalidRedirectUrl(field);
  }
}
