/**
 * B2B OAuth (issue 24) for the five B2B providers: the browser start into
 * one organization or by discovery (`/v1/b2b/public/oauth/{provider}/start`,
 * `…/discovery/start`), and the redemption of the token the redirect brings.
 * Loaded on first use (client.ts). With the bootstrap's
 * `pkce_required_for_oauth` the start carries a PKCE challenge and the
 * redemption its verifier, as the consumer client's OAuth does
 * (products/oauth.ts).
 */
import type { CallOptions } from '../call-options';
import { validate, type Validator } from '../validate';
import type { B2BClientContext } from './context';
import { intermediateSessionToken, navigateToStart, redeemWithVerifier } from './shared';
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

  const start = (path: string, options: StartCommon, params: Record<string, string | undefined>) =>
    navigateToStart(ctx, path, params, options, (bootstrap) => bootstrap.pkceRequiredForOAuth);

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
        await start(`/v1/b2b/public/oauth/${provider}/start`, options, {
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
          await start(`/v1/b2b/public/oauth/${provider}/discovery/start`, options ?? {}, {
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
      const body = {
        oauth_token: options.oauth_token,
        session_duration_minutes: options.session_duration_minutes,
        locale: options.locale,
        intermediate_session_token: intermediateSessionToken(ctx),
      };
      return redeemWithVerifier<B2BAuthenticateResponseWithMfa>(ctx, 'oauth', options.oauth_token, options.signal, '/b2b/oauth/authenticate', body);
    },
    discovery: {
      async authenticate(options) {
        validate('oauth.discovery.authenticate')
          .isObject('options', options)
          .isString('discovery_oauth_token', options.discovery_oauth_token)
          .isOptionalSignal('signal', options.signal);
        return redeemWithVerifier<B2BDiscoveryAuthenticateResponse>(
          ctx,
          'oauth',
          options.discovery_oauth_token,
          options.signal,
          '/b2b/oauth/discovery/authenticate',
          { discovery_oauth_token: options.discovery_oauth_token },
        );
      },
    },
  };
}
