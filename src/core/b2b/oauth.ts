/**
 * B2B OAuth (issue 24) for the five B2B providers: the browser start into
 * one organization or by discovery (`/v1/b2b/public/oauth/{provider}/start`,
 * `…/discovery/start`), and the redemption of the token the redirect brings.
 * Loaded on first use (client.ts). With the bootstrap's
 * `pkce_required_for_oauth` the start carries a PKCE challenge and the
 * redemption its verifier, as the consumer client's OAuth does
 * (products/oauth.ts).
 */
import { throwIfAborted, whileWaiting, type CallOptions } from '../call-options';
import { redeemOnce } from '../redeem-once';
import { validate, type Validator } from '../validate';
import type { B2BClientContext } from './context';
import { b2bAuthenticate, intermediateSessionToken } from './shared';
import { B2B_OAUTH_PROVIDERS, type B2BOAuthProvider } from './oauth-providers';
import type { B2BAuthenticateResponseWithMfa, B2BDiscoveryAuthenticateResponse } from './wire-types';

export type { B2BOAuthProvider } from './oauth-providers';

interface StartCommon extends CallOptions {
  custom_scopes?: string[];
  /** Sent as `provider_<key>` query parameters. */
  provider_params?: Record<string, string>;
}

export interface B2BOAuthStartOptions extends StartCommon {
  /** The organization to sign in to, by id or by slug (one of them). */
  organization_id?: string;
  organization_slug?: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

export interface B2BOAuthDiscoveryStartOptions extends StartCommon {
  discovery_redirect_url?: string;
}

export interface B2BOAuthAuthenticateOptions extends CallOptions {
  oauth_token: string;
  session_duration_minutes: number;
  locale?: string;
}

export interface B2BOAuthDiscoveryAuthenticateOptions extends CallOptions {
  discovery_oauth_token: string;
}

export interface B2BOAuthProviderStarter {
  /** Navigates the page to the provider, to sign in to one organization. */
  start(options: B2BOAuthStartOptions): Promise<void>;
  discovery: {
    /** Navigates the page to the provider, for discovery. */
    start(options?: B2BOAuthDiscoveryStartOptions): Promise<void>;
  };
}

export type B2BOAuth = { [P in B2BOAuthProvider]: B2BOAuthProviderStarter } & {
  /** Redeems the `oauth` token of the redirect: a member session, or an intermediate one when MFA is owed. */
  authenticate(options: B2BOAuthAuthenticateOptions): Promise<B2BAuthenticateResponseWithMfa>;
  discovery: {
    /** Redeems the `discovery_oauth` token: an intermediate session and the discovered organizations. */
    authenticate(options: B2BOAuthDiscoveryAuthenticateOptions): Promise<B2BDiscoveryAuthenticateResponse>;
  };
};

export function createB2BOAuth(ctx: B2BClientContext): B2BOAuth {
  function checkStart(v: Validator, options: StartCommon | undefined): void {
    v.isOptionalStringArray('custom_scopes', options?.custom_scopes)
      .isOptionalObject('provider_params', options?.provider_params)
      .isOptionalSignal('signal', options?.signal);
    for (const [key, value] of Object.entries(options?.provider_params ?? {})) v.isString(`provider_params.${key}`, value);
  }

  /** Builds the start URL (the bootstrap's custom domain, else the API origin) and navigates to it. */
  async function navigate(path: string, options: StartCommon | undefined, params: Record<string, string | undefined>): Promise<void> {
    const signal = options?.signal;
    const bootstrap = await whileWaiting(signal, () => ctx.bootstrap.get());
    const base = bootstrap.cnameDomain ? `https://${bootstrap.cnameDomain}` : ctx.http.baseUrl;
    const url = new URL(`${base}${path}`);
    url.searchParams.set('public_token', ctx.publicToken);
    for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
    if (options?.custom_scopes?.length) url.searchParams.set('custom_scopes', options.custom_scopes.join(' '));
    for (const [key, value] of Object.entries(options?.provider_params ?? {})) url.searchParams.set(`provider_${key}`, value);
    if (bootstrap.pkceRequiredForOAuth) url.searchParams.set('pkce_code_challenge', await ctx.pkce.start('oauth'));
    else ctx.pkce.clear('oauth');
    // A caller that has given up does not take the page away.
    throwIfAborted(signal);
    ctx.browser.navigate(url.toString());
  }

  function starter(provider: B2BOAuthProvider): B2BOAuthProviderStarter {
    return {
      async start(options) {
        const v = validate(`oauth.${provider}.start`)
          .isObject('options', options)
          .isOptionalString('organization_id', options.organization_id)
          .isOptionalString('organization_slug', options.organization_slug)
          .isOptionalString('login_redirect_url', options.login_redirect_url)
          .isOptionalString('signup_redirect_url', options.signup_redirect_url);
        checkStart(v, options);
        await navigate(`/v1/b2b/public/oauth/${provider}/start`, options, {
          organization_id: options.organization_id,
          slug: options.organization_slug,
          login_redirect_url: options.login_redirect_url,
          signup_redirect_url: options.signup_redirect_url,
        });
      },
      discovery: {
        async start(options) {
          const v = validate(`oauth.${provider}.discovery.start`)
            .isOptionalObject('options', options)
            .isOptionalString('discovery_redirect_url', options?.discovery_redirect_url);
          checkStart(v, options);
          await navigate(`/v1/b2b/public/oauth/${provider}/discovery/start`, options, {
            discovery_redirect_url: options?.discovery_redirect_url,
          });
        },
      },
    };
  }

  const starters = Object.fromEntries(B2B_OAUTH_PROVIDERS.map((provider) => [provider, starter(provider)])) as {
    [P in B2BOAuthProvider]: B2BOAuthProviderStarter;
  };

  return {
    ...starters,
    async authenticate(options) {
      validate('oauth.authenticate')
        .isObject('options', options)
        .isString('oauth_token', options.oauth_token)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalString('locale', options.locale)
        .isOptionalSignal('signal', options.signal);
      // Once per token per page (redeem-once.ts): `signal` ends only this call's wait.
      return redeemOnce(ctx.redemptions, 'oauth', options.oauth_token, options.signal, async () => {
        const data = await b2bAuthenticate<B2BAuthenticateResponseWithMfa>(ctx, {
          method: 'POST',
          path: '/b2b/oauth/authenticate',
          body: {
            oauth_token: options.oauth_token,
            session_duration_minutes: options.session_duration_minutes,
            locale: options.locale,
            pkce_code_verifier: ctx.pkce.getVerifier('oauth') ?? undefined,
            intermediate_session_token: intermediateSessionToken(ctx),
          },
          retriable: true,
        });
        ctx.pkce.clear('oauth');
        return data;
      });
    },
    discovery: {
      async authenticate(options) {
        validate('oauth.discovery.authenticate')
          .isObject('options', options)
          .isString('discovery_oauth_token', options.discovery_oauth_token)
          .isOptionalSignal('signal', options.signal);
        return redeemOnce(ctx.redemptions, 'oauth', options.discovery_oauth_token, options.signal, async () => {
          const data = await b2bAuthenticate<B2BDiscoveryAuthenticateResponse>(ctx, {
            method: 'POST',
            path: '/b2b/oauth/discovery/authenticate',
            body: {
              discovery_oauth_token: options.discovery_oauth_token,
              pkce_code_verifier: ctx.pkce.getVerifier('oauth') ?? undefined,
            },
            retriable: true,
          });
          ctx.pkce.clear('oauth');
          return data;
        });
      },
    },
  };
}
