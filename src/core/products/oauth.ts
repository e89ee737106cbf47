/**
 * OAuth / social sign-in (docs/protocol.md §7.7). Start is a browser navigation to
 * `<oauthBase>/v1/public/oauth/<provider>/start`, not a fetch.
 */
import { throwIfAborted, whileWaiting, type CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import { redeemOnce } from '../redeem-once';
import type { AuthenticateResponse } from '../wire-types';
import { validate } from '../validate';
import { OAUTH_PROVIDERS, type OAuthProviderType } from './oauth-providers';
import { createGoogleOneTap, type GoogleOneTap } from './google-one-tap';
import { authenticateRequest } from './shared';

export { OAUTH_PROVIDERS, type OAuthProviderType };

/**
 * Options of `oauth.<provider>.start`. `signal` stops the start before the
 * page navigates (it waits for the bootstrap and the PKCE challenge first).
 */
export interface OAuthStartOptions extends CallOptions {
  /** Where an existing user lands with `?stytch_token_type=oauth&token=…`. */
  login_redirect_url?: string;
  /** Where a new user lands with `?stytch_token_type=oauth&token=…`. */
  signup_redirect_url?: string;
  /** Extra provider scopes, sent space-joined. */
  custom_scopes?: string[];
  /** Extra provider parameters, each sent as `provider_<key>=<value>`. */
  provider_params?: Record<string, string>;
}

/** Input of {@link buildOAuthStartUrl}. */
export interface OAuthStartUrlParams {
  /** `https://<cname_domain>` or the API origin, without a trailing slash. */
  baseUrl: string;
  provider: string;
  publicToken: string;
  codeChallenge?: string;
  customScopes?: string[];
  providerParams?: Record<string, string>;
  loginRedirectUrl?: string;
  signupRedirectUrl?: string;
}

/**
 * Builds the OAuth start URL:
 * `<base>/v1/public/oauth/<provider>/start?public_token=…&code_challenge=…&custom_scopes=…&provider_<k>=…&login_redirect_url=…&signup_redirect_url=…`.
 * Absent or empty values are left out.
 */
export function buildOAuthStartUrl(params: OAuthStartUrlParams): string {
  const query = new URLSearchParams();
  query.set('public_token', params.publicToken);
  if (params.codeChallenge) query.set('code_challenge', params.codeChallenge);
  if (params.customScopes && params.customScopes.length > 0) {
    query.set('custom_scopes', params.customScopes.join(' '));
  }
  for (const [key, value] of Object.entries(params.providerParams ?? {})) {
    query.set(`provider_${key}`, value);
  }
  if (params.loginRedirectUrl) query.set('login_redirect_url', params.loginRedirectUrl);
  if (params.signupRedirectUrl) query.set('signup_redirect_url', params.signupRedirectUrl);
  const base = params.baseUrl.replace(/\/+$/, '');
  return `${base}/v1/public/oauth/${encodeURIComponent(params.provider)}/start?${query.toString()}`;
}

/** One provider's namespace. */
export interface OAuthProviderStarter {
  /**
   * Navigates the page to the provider's consent screen (through the OAuth
   * start URL). Adds a PKCE challenge when the project requires one.
   */
  start(options?: OAuthStartOptions): Promise<void>;
}

/**
 * Options of `oauth.authenticate`. A token is redeemed once per page: a
 * second call with it gets the first call's outcome, and `signal` ends only
 * this call's wait (the request goes on and writes the session).
 */
export interface OAuthAuthenticateOptions extends CallOptions {
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

/** `data` of `POST /oauth/authenticate`. */
export type OAuthAuthenticateResponse = AuthenticateResponse & {
  provider_subject?: string;
  provider_type?: string;
  profile_picture_url?: string;
  locale?: string;
  provider_values?: {
    access_token?: string;
    id_token?: string;
    refresh_token?: string;
    scopes?: string[];
    expires_at?: string;
  };
};

export type OAuth = { [P in OAuthProviderType]: OAuthProviderStarter } & {
  /**
   * Exchanges the `token` from the OAuth redirect for a session (sends the
   * PKCE verifier). Once per token per page: a repeated call sends nothing
   * and gets the first call's outcome.
   */
  authenticate(token: string, options: OAuthAuthenticateOptions): Promise<OAuthAuthenticateResponse>;
  /** Google One Tap's start and submit (the widget renders Google's prompt between them). */
  googleOneTap: GoogleOneTap;
};

/** The `oauth` namespace: one `start` per provider, plus `authenticate`. */
export function createOAuth(ctx: ClientContext): OAuth {
  function starter(provider: OAuthProviderType): OAuthProviderStarter {
    return {
      async start(options) {
        const v = validate(`oauth.${provider}.start`)
          .isOptionalObject('options', options)
          .isOptionalString('login_redirect_url', options?.login_redirect_url)
          .isOptionalString('signup_redirect_url', options?.signup_redirect_url)
          .isOptionalStringArray('custom_scopes', options?.custom_scopes)
          .isOptionalObject('provider_params', options?.provider_params)
          .isOptionalSignal('signal', options?.signal);
        for (const [key, value] of Object.entries(options?.provider_params ?? {})) {
          v.isString(`provider_params.${key}`, value);
        }
        const signal = options?.signal;
        const bootstrap = await whileWaiting(signal, () => ctx.bootstrap.get());
        const codeChallenge = bootstrap.pkceRequiredForOAuth ? await ctx.pkce.start('oauth') : undefined;
        const baseUrl = bootstrap.cnameDomain ? `https://${bootstrap.cnameDomain}` : ctx.http.baseUrl;
        const url = buildOAuthStartUrl({
          baseUrl,
          provider,
          publicToken: ctx.publicToken,
          ...(codeChallenge ? { codeChallenge } : {}),
          ...(options?.custom_scopes ? { customScopes: options.custom_scopes } : {}),
          ...(options?.provider_params ? { providerParams: options.provider_params } : {}),
          ...(options?.login_redirect_url ? { loginRedirectUrl: options.login_redirect_url } : {}),
          ...(options?.signup_redirect_url ? { signupRedirectUrl: options.signup_redirect_url } : {}),
        });
        // A caller that has given up (the screen is gone) does not take the page away.
        throwIfAborted(signal);
        ctx.telemetry.log({
          event_name: 'start_oauth_flow',
          details: {
            provider_type: provider,
            custom_scopes: options?.custom_scopes ?? [],
            cname_domain: bootstrap.cnameDomain,
            pkce: Boolean(codeChallenge),
            provider_params: options?.provider_params ?? {},
          },
        });
        ctx.browser.navigate(url);
      },
    };
  }

  const providers = Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, starter(p)])) as {
    [P in OAuthProviderType]: OAuthProviderStarter;
  };

  return {
    ...providers,
    googleOneTap: createGoogleOneTap(ctx),
    async authenticate(token, options) {
      validate('oauth.authenticate')
        .isString('token', token)
        .isObject('options', options)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      const session_duration_minutes = options.session_duration_minutes;
      return redeemOnce(ctx.redemptions, 'oauth', token, options.signal, async () => {
        const code_verifier = ctx.pkce.getVerifier('oauth') ?? undefined;
        // No caller's signal: the request is shared by every caller of the token (redeem-once.ts).
        const data = await authenticateRequest<OAuthAuthenticateResponse>(ctx, {
          method: 'POST',
          path: '/oauth/authenticate',
          body: { token, code_verifier, session_duration_minutes },
        });
        if (code_verifier !== undefined) ctx.pkce.clear('oauth');
        return data;
      });
    },
  };
}
