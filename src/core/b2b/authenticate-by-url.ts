/**
 * The B2B client's `authenticateByUrl`: finishes a redirect-based sign-in from
 * the page URL (`?stytch_token_type=<type>&token=<token>`), as the consumer
 * client's does (../authenticate-by-url.ts, whose once-per-token redemption,
 * telemetry and address-bar cleanup it shares; docs/architecture.md,
 * "One-time tokens"). The token types are the provider's B2B ones
 * (docs/reference.md, "B2B client").
 */
import type { CallOptions } from '../call-options';
import { parseTokenFromUrl, redeemFromUrl } from '../authenticate-by-url';
import { currentUrl } from '../products/shared';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import type { B2BImpersonation } from './impersonation';
import type { B2BMagicLinks } from './magic-links';
import type { B2BOAuth } from './oauth';
import type { B2BSso } from './sso';
import type { B2BAuthenticateResponseWithMfa, B2BDiscoveryAuthenticateResponse } from './wire-types';

/** Token types that sign a member in (or start an intermediate session when MFA is owed). */
export type B2BSignInTokenType = 'multi_tenant_magic_links' | 'oauth' | 'sso' | 'multi_tenant_impersonation';
/** Token types of a discovery sign-in: an intermediate session and the discovered organizations. */
export type B2BDiscoveryTokenType = 'discovery' | 'discovery_oauth';

export interface B2BAuthenticateByUrlOptions extends CallOptions {
  /** Lifetime of the member session to create, in minutes (unused for discovery and impersonation). */
  session_duration_minutes: number;
  locale?: string;
}

/**
 * What `authenticateByUrl` did: redeemed a token (`handled: true`, with the
 * answer), or found one it leaves to the caller (`handled: false`: a password
 * reset, `multi_tenant_passwords`, or a type it does not know), with the token.
 */
export type B2BAuthenticateByUrlResult =
  | { handled: true; tokenType: B2BSignInTokenType; data: B2BAuthenticateResponseWithMfa }
  | { handled: true; tokenType: B2BDiscoveryTokenType; data: B2BDiscoveryAuthenticateResponse }
  | { handled: false; tokenType: string; token: string };

/**
 * Redeems the token in the current page URL. Resolves with `null` when the
 * URL carries no `token` or no `stytch_token_type`. Once per token per page:
 * calls for the same token share the first one's request and outcome; after
 * it, success or failure, `token` and `stytch_token_type` leave the address
 * bar. A token it does not redeem stays there.
 */
export type B2BAuthenticateByUrl = (options: B2BAuthenticateByUrlOptions) => Promise<B2BAuthenticateByUrlResult | null>;

/** The namespaces that redeem redirect tokens (the client's, loading the lazy ones on use). */
export interface B2BRedeemers {
  magicLinks: B2BMagicLinks;
  oauth: B2BOAuth;
  sso: B2BSso;
  impersonation: B2BImpersonation;
}

export function createB2BAuthenticateByUrl(ctx: B2BClientContext, products: B2BRedeemers): B2BAuthenticateByUrl {
  return async (options) => {
    validate('authenticateByUrl')
      .isObject('options', options)
      .isNumber('session_duration_minutes', options.session_duration_minutes)
      .isOptionalString('locale', options.locale)
      .isOptionalSignal('signal', options.signal);
    const parsed = parseTokenFromUrl(currentUrl(ctx)?.href ?? '');
    if (!parsed || parsed.tokenType === null) return null;
    const { tokenType, token } = parsed;
    // Without the caller's signal: the redemptions are shared by every caller of the token.
    const signIn = {
      session_duration_minutes: options.session_duration_minutes,
      ...(options.locale === undefined ? {} : { locale: options.locale }),
    };
    const redeem = (run: () => Promise<B2BAuthenticateByUrlResult>) => redeemFromUrl(ctx, tokenType, token, options.signal, run);
    switch (tokenType) {
      case 'multi_tenant_magic_links':
      case 'oauth':
      case 'sso':
      case 'multi_tenant_impersonation': {
        const type: B2BSignInTokenType = tokenType;
        return redeem(async () => ({ handled: true, tokenType: type, data: await signInWith(products, type, token, signIn) }));
      }
      case 'discovery':
        return redeem(async () => ({
          handled: true,
          tokenType,
          data: await products.magicLinks.discovery.authenticate({ discovery_magic_links_token: token }),
        }));
      case 'discovery_oauth':
        return redeem(async () => ({
          handled: true,
          tokenType,
          data: await products.oauth.discovery.authenticate({ discovery_oauth_token: token }),
        }));
      default:
        // A password reset (`multi_tenant_passwords`) needs the new password: the caller's to redeem.
        return { handled: false, tokenType, token };
    }
  };
}

function signInWith(
  products: B2BRedeemers,
  type: B2BSignInTokenType,
  token: string,
  signIn: { session_duration_minutes: number; locale?: string },
): Promise<B2BAuthenticateResponseWithMfa> {
  switch (type) {
    case 'multi_tenant_magic_links':
      return products.magicLinks.authenticate({ magic_links_token: token, ...signIn });
    case 'oauth':
      return products.oauth.authenticate({ oauth_token: token, ...signIn });
    case 'sso':
      return products.sso.authenticate({ sso_token: token, ...signIn });
    case 'multi_tenant_impersonation':
      return products.impersonation.authenticate({ impersonation_token: token });
  }
}
