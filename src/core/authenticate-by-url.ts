/**
 * `authenticateByUrl`: finishes a redirect-based login from the page URL
 * (`?stytch_token_type=<type>&token=<token>`, docs/protocol.md §7.1).
 */
import type { ClientContext } from './client-context';
import { isPorticoApiError } from './errors';
import type { Impersonation } from './products/impersonation';
import type { MagicLinks } from './products/magic-links';
import type { OAuth } from './products/oauth';
import { currentUrl } from './products/shared';
import { validate } from './validate';
import type { AuthenticateResponse } from './wire-types';

/** Token types `authenticateByUrl` redeems. `reset_password` and `login` belong to the password screens. */
export type AuthenticateByUrlTokenType = 'magic_links' | 'oauth' | 'impersonation';

/** Options of `authenticateByUrl`. */
export interface AuthenticateByUrlOptions {
  /** Lifetime of the session to create, in minutes (unused for impersonation). */
  session_duration_minutes: number;
}

/** What `authenticateByUrl` did with a redeemable token. */
export interface AuthenticateByUrlResult {
  handled: true;
  tokenType: AuthenticateByUrlTokenType;
  data: AuthenticateResponse;
}

/**
 * Redeems the token in the current page URL. Resolves with `null` when the
 * URL carries no token or a type handled elsewhere (`reset_password`, `login`).
 */
export type AuthenticateByUrl = (options: AuthenticateByUrlOptions) => Promise<AuthenticateByUrlResult | null>;

/** The parameters of a redirect URL, or `null` when it has no `token`. */
export function parseTokenFromUrl(href: string): { tokenType: string | null; token: string } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const token = url.searchParams.get('token');
  if (!token) return null;
  return { tokenType: url.searchParams.get('stytch_token_type'), token };
}

/** Builds `authenticateByUrl` over the products that redeem redirect tokens. */
export function createAuthenticateByUrl(
  ctx: ClientContext,
  products: { magicLinks: MagicLinks; oauth: OAuth; impersonation: Impersonation },
): AuthenticateByUrl {
  return async (options) => {
    validate('authenticateByUrl')
      .isObject('options', options)
      .isNumber('session_duration_minutes', options.session_duration_minutes);
    const parsed = parseTokenFromUrl(currentUrl(ctx)?.href ?? '');
    if (!parsed) return null;
    const { tokenType, token } = parsed;
    const duration = { session_duration_minutes: options.session_duration_minutes };
    let run: (() => Promise<AuthenticateResponse>) | null;
    switch (tokenType) {
      case 'magic_links':
        run = () => products.magicLinks.authenticate(token, duration);
        break;
      case 'oauth':
        run = () => products.oauth.authenticate(token, duration);
        break;
      case 'impersonation':
        run = () => products.impersonation.authenticate({ impersonation_token: token });
        break;
      default:
        run = null;
    }
    if (!run) return null;
    try {
      const data = await run();
      ctx.telemetry.log({ event_name: 'deeplink_handled_success', details: { token_type: tokenType } });
      return { handled: true, tokenType: tokenType as AuthenticateByUrlTokenType, data };
    } catch (err) {
      ctx.telemetry.log({
        event_name: 'deeplink_handled_failure',
        details: { token_type: tokenType },
        ...(isPorticoApiError(err)
          ? { error_code: err.error_type, error_description: err.error_message, http_status_code: err.status_code }
          : { error_description: err instanceof Error ? err.message : String(err) }),
      });
      throw err;
    }
  };
}
