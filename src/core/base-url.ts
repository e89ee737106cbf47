/**
 * Which API origin a client talks to (docs/protocol.md §1), resolved once per client.
 */
import type { PorticoClientOptions } from './options';

// The hosted provider's default API origins. They appear only in this module:
// everything else receives the resolved base URL.
const PROVIDER_TEST_BASE_URL = 'https://test.stytch.com';
const PROVIDER_LIVE_BASE_URL = 'https://api.stytch.com';

/** The substring that marks a test-environment public token. */
export const TEST_TOKEN_MARKER = 'public-token-test';
/** The prefix every public token is expected to have. */
export const PUBLIC_TOKEN_PREFIX = 'public-token-';

export interface ResolvedBaseUrl {
  /** The API origin, without a trailing slash. */
  baseUrl: string;
  /** True when a valid `customBaseUrl` chose it. */
  custom: boolean;
}

/**
 * The API origin for `publicToken`: a valid `customBaseUrl` wins; otherwise
 * the provider's test host for tokens containing `public-token-test`, else its
 * live host. Warns (never throws) about a token without the `public-token-`
 * prefix and about an unusable `customBaseUrl`.
 */
export function resolveBaseUrl(publicToken: string, options: PorticoClientOptions = {}): string {
  return resolveApiBase(publicToken, options).baseUrl;
}

/** Like `resolveBaseUrl`, also telling whether the custom URL was used. */
export function resolveApiBase(publicToken: string, options: PorticoClientOptions = {}): ResolvedBaseUrl {
  if (!publicToken.startsWith(PUBLIC_TOKEN_PREFIX)) {
    console.warn(
      `Portico: the public token should start with '${PUBLIC_TOKEN_PREFIX}'. Check that you passed your project's public token.`,
    );
  }
  const fallback = publicToken.includes(TEST_TOKEN_MARKER) ? PROVIDER_TEST_BASE_URL : PROVIDER_LIVE_BASE_URL;
  if (options.customBaseUrl === undefined) return { baseUrl: fallback, custom: false };
  const custom = parseCustomBaseUrl(options.customBaseUrl);
  if (custom === null) {
    console.warn(
      `Portico: customBaseUrl should be a valid URL such as 'https://auth.example.com' or 'http://localhost:8787' ` +
        `(got ${JSON.stringify(options.customBaseUrl)}). Using the default ${fallback} instead.`,
    );
    return { baseUrl: fallback, custom: false };
  }
  return { baseUrl: custom, custom: true };
}

/**
 * The origin of an http(s) URL, or null. Unlike the provider's SDK, which
 * keeps only `https://<hostname>`, the scheme and port are kept, so
 * `http://localhost:8787` reaches a local emulator; any path is dropped.
 */
export function parseCustomBaseUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin;
}
