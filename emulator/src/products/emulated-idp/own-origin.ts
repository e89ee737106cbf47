import { emulatorBaseUrl } from '../../base-url';
import type { EmulatorContext, EmulatorDeps } from '../../context';

/**
 * Whether a URL the request names (an ACS URL, a redirect URI) is on the
 * emulator's own origin: its base URL's (base-url.ts) or the one this request
 * reached it by. The emulated identity provider never sends an identity
 * anywhere else (docs/testing.md, "Testing SSO without an identity provider").
 */
export function isOwnOrigin(deps: EmulatorDeps, c: EmulatorContext, url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.username !== '' || parsed.password !== '') return false;
  const own = new Set([new URL(emulatorBaseUrl(deps, c)).origin, new URL(c.req.url).origin]);
  return own.has(parsed.origin);
}
