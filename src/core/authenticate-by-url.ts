/**
 * `authenticateByUrl`: finishes a redirect-based login from the page URL
 * (`?stytch_token_type=<type>&token=<token>`, docs/protocol.md §7.1). A token
 * is redeemed once per page (redeem-once.ts): calls at once (a StrictMode
 * effect on a redirect page) share one request, and after the attempt the
 * token leaves the address bar so a reload does not try it again.
 */
import type { CallOptions } from './call-options';
import type { ClientContext } from './client-context';
import { isPorticoApiError } from './errors';
import type { Impersonation } from './products/impersonation';
import type { MagicLinks } from './products/magic-links';
import type { OAuth } from './products/oauth';
import { currentUrl } from './products/shared';
import { redeemOnce } from './redeem-once';
import { validate } from './validate';
import type { AuthenticateResponse } from './wire-types';

/** Token types `authenticateByUrl` redeems. `reset_password` and `login` belong to the password screens. */
export type AuthenticateByUrlTokenType = 'magic_links' | 'oauth' | 'impersonation';

/**
 * Options of `authenticateByUrl`. `signal` ends only this call's wait: the
 * redemption goes on and writes the session (another call for the same token
 * gets its outcome).
 */
export interface AuthenticateByUrlOptions extends CallOptions {
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
 * Once per token per page: calls for the same token share the first one's
 * request and outcome. After the attempt, success or failure, `token` and
 * `stytch_token_type` are removed from the address bar (`history.replaceState`;
 * the other parameters and the hash stay).
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
      .isNumber('session_duration_minutes', options.session_duration_minutes)
      .isOptionalSignal('signal', options.signal);
    const parsed = parseTokenFromUrl(currentUrl(ctx)?.href ?? '');
    if (!parsed) return null;
    const { tokenType, token } = parsed;
    // Without the caller's signal: the product calls are redemptions shared by every caller.
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
    const redeem = run;
    // One of the switch's cases.
    const type = tokenType as AuthenticateByUrlTokenType;
    return redeemFromUrl(ctx, type, token, options.signal, async () => ({ handled: true, tokenType: type, data: await redeem() }));
  };
}

/** What redeeming a page URL's token needs of a client's context (the consumer's or the B2B one's). */
export type PageTokenContext = Pick<ClientContext, 'redemptions' | 'telemetry' | 'browser'>;

/**
 * Redeems the page URL's `token` of `tokenType` with `redeem`, once per token
 * per page (redeem-once.ts): the telemetry event and the address-bar cleanup
 * happen once too. Shared by both clients' `authenticateByUrl` (b2b/authenticate-by-url.ts).
 */
export function redeemFromUrl<T>(
  ctx: PageTokenContext,
  tokenType: string,
  token: string,
  signal: AbortSignal | undefined,
  redeem: () => Promise<T>,
): Promise<T> {
  return redeemOnce(ctx.redemptions, 'page_url', `${tokenType}\n${token}`, signal, async () => {
    try {
      const result = await redeem();
      ctx.telemetry.log({ event_name: 'deeplink_handled_success', details: { token_type: tokenType } });
      return result;
    } catch (err) {
      ctx.telemetry.log({
        event_name: 'deeplink_handled_failure',
        details: { token_type: tokenType },
        ...(isPorticoApiError(err)
          ? { error_code: err.error_type, error_description: err.error_message, http_status_code: err.status_code }
          : { error_description: err instanceof Error ? err.message : String(err) }),
      });
      throw err;
    } finally {
      forgetTokenInUrl(ctx, token);
    }
  });
}

/** The parameters a redirect adds to the page URL (docs/protocol.md §7.1). */
const TOKEN_PARAMETERS = new Set(['token', 'stytch_token_type']);

/**
 * `href` without `token` and `stytch_token_type`, the other parameters kept as
 * they were written (not re-encoded) and the hash kept; `null` when `href` is
 * not a URL.
 */
export function withoutTokenParameters(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !TOKEN_PARAMETERS.has(parameterName(pair)));
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url.href;
}

/** The decoded name of one `name=value` pair of a query string. */
function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * Takes a redeemed token out of the address bar, so a reload does not try it
 * again. Only while the page still shows that token (it may have moved on),
 * and never at the cost of the redemption's outcome: a host's seam that
 * throws changes nothing.
 */
function forgetTokenInUrl(ctx: PageTokenContext, token: string): void {
  const href = currentUrl(ctx)?.href;
  if (href === undefined || parseTokenFromUrl(href)?.token !== token) return;
  const next = withoutTokenParameters(href);
  if (next === null || next === href) return;
  try {
    ctx.browser.replaceUrl(next);
  } catch (error) {
    console.warn('Portico: could not remove the redeemed token from the page URL.', error);
  }
}
