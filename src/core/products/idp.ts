/**
 * The identity-provider side of Connected Apps: OAuth authorize consent and
 * logout confirmation (docs/protocol.md §7.9). Requires a logged-in user.
 */
import type { CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import { redeemOnce } from '../redeem-once';
import { PorticoError } from '../errors';
import type { User } from '../wire-types';
import { isHttpUrl } from './http-url';
import { validate, type Validator } from '../validate';
import type { ResponseMeta } from './shared';

/** The parsed authorize request (from the authorize URL's query string). */
export interface IDPAuthorizeParams {
  client_id: string;
  redirect_uri: string;
  /** `code` unless the client asks otherwise. */
  response_type: string;
  /** The requested scopes (the URL's space-separated `scope`, split). */
  scopes: string[];
  code_challenge?: string;
  /** `S256` (the only method the provider accepts) when the client sent one. */
  code_challenge_method?: string;
  state?: string;
  nonce?: string;
  prompt?: string;
  /** Each `resource` of the URL. */
  resources?: string[];
}

/** Options of `idp.authorizeSubmit`. */
export interface IDPAuthorizeSubmitParams extends IDPAuthorizeParams {
  /** Whether the user allowed the request (false when consent was not required). */
  consent_granted: boolean;
}

/** `data` of `POST /idp/oauth/authorize/start`. */
export interface IDPAuthorizeStartResponse extends ResponseMeta {
  consent_required: boolean;
  client: {
    client_id: string;
    client_name: string;
    client_type?: string;
    client_description?: string;
    client_logo_url?: string;
    [extra: string]: unknown;
  };
  scope_results: Array<{ scope: string; description?: string; is_grantable: boolean }>;
  user_id?: string;
  user?: User;
  [extra: string]: unknown;
}

/** `data` of `POST /idp/oauth/authorize/submit`. */
export interface IDPAuthorizeSubmitResponse extends ResponseMeta {
  /** Where the browser goes next (carries the code or the error). */
  redirect_uri: string;
  authorization_code?: string;
  [extra: string]: unknown;
}

/** Options of `idp.logoutStart`. */
export interface IDPLogoutParams {
  client_id: string;
  post_logout_redirect_uri: string;
  state?: string;
  id_token_hint?: string;
}

/** `data` of `POST /oauth/logout/start`. */
export interface IDPLogoutStartResponse extends ResponseMeta {
  redirect_uri: string;
  consent_required: boolean;
  [extra: string]: unknown;
}

export interface IDP {
  /** Preflights an authorize request: tells whether consent is needed and which scopes are grantable. */
  authorizeStart(params: IDPAuthorizeParams, options?: CallOptions): Promise<IDPAuthorizeStartResponse>;
  /**
   * Submits the user's decision; the browser should then go to `redirect_uri`.
   * Once per page for the same parameters and decision (each submit issues a
   * single-use code): a repeated call sends nothing and gets the first call's
   * outcome, and `signal` ends only this call's wait.
   */
  authorizeSubmit(params: IDPAuthorizeSubmitParams, options?: CallOptions): Promise<IDPAuthorizeSubmitResponse>;
  /** Preflights an RP-initiated logout: tells whether to ask the user first. */
  logoutStart(params: IDPLogoutParams, options?: CallOptions): Promise<IDPLogoutStartResponse>;
  /**
   * Sends the browser to a `redirect_uri` the provider returned (the relying
   * party's, carrying the code or the error). Only an http(s) URL is
   * followed; anything else rejects with `invalid_response` and nothing happens.
   */
  followRedirect(redirectUri: string): Promise<void>;
}

function checkAuthorize(v: Validator, params: IDPAuthorizeParams): Validator {
  return v
    .isObject('params', params)
    .isString('client_id', params.client_id)
    .isString('redirect_uri', params.redirect_uri)
    .isString('response_type', params.response_type)
    .isStringArray('scopes', params.scopes)
    .isOptionalString('code_challenge', params.code_challenge)
    .isOptionalString('code_challenge_method', params.code_challenge_method)
    .isOptionalString('state', params.state)
    .isOptionalString('nonce', params.nonce)
    .isOptionalString('prompt', params.prompt)
    .isOptionalStringArray('resources', params.resources);
}

function authorizeBody(params: IDPAuthorizeParams): Record<string, unknown> {
  return {
    client_id: params.client_id,
    redirect_uri: params.redirect_uri,
    response_type: params.response_type,
    scopes: params.scopes,
    code_challenge: params.code_challenge,
    code_challenge_method: params.code_challenge_method,
    state: params.state,
    nonce: params.nonce,
    prompt: params.prompt,
    resources: params.resources,
  };
}

/** The `idp` namespace. */
export function createIDP(ctx: ClientContext): IDP {
  return {
    async authorizeStart(params, options) {
      checkAuthorize(validate('idp.authorizeStart'), params)
        .isOptionalObject('options', options)
        .isOptionalSignal('signal', options?.signal);
      return ctx.http.request<IDPAuthorizeStartResponse>({
        method: 'POST',
        path: '/idp/oauth/authorize/start',
        body: authorizeBody(params),
        signal: options?.signal,
      });
    },

    async authorizeSubmit(params, options) {
      checkAuthorize(validate('idp.authorizeSubmit'), params)
        .isBoolean('consent_granted', params.consent_granted)
        .isOptionalObject('options', options)
        .isOptionalSignal('signal', options?.signal);
      const body = { ...authorizeBody(params), consent_granted: params.consent_granted };
      // No caller's signal on the request: it is shared by every caller of these parameters
      // (redeem-once.ts). The body, built field by field in a fixed order, is their key.
      return redeemOnce(ctx.redemptions, 'idp_authorize', JSON.stringify(body), options?.signal, () =>
        ctx.http.request<IDPAuthorizeSubmitResponse>({ method: 'POST', path: '/idp/oauth/authorize/submit', body }),
      );
    },

    async followRedirect(redirectUri) {
      validate('idp.followRedirect').isString('redirectUri', redirectUri);
      if (!isHttpUrl(redirectUri)) throw new PorticoError('invalid_response', 'Invalid redirect_uri from the server.');
      ctx.browser.navigate(redirectUri);
    },

    async logoutStart(params, options) {
      validate('idp.logoutStart')
        .isObject('params', params)
        .isString('client_id', params.client_id)
        .isString('post_logout_redirect_uri', params.post_logout_redirect_uri)
        .isOptionalString('state', params.state)
        .isOptionalString('id_token_hint', params.id_token_hint)
        .isOptionalObject('options', options)
        .isOptionalSignal('signal', options?.signal);
      return ctx.http.request<IDPLogoutStartResponse>({
        method: 'POST',
        path: '/oauth/logout/start',
        body: {
          client_id: params.client_id,
          post_logout_redirect_uri: params.post_logout_redirect_uri,
          state: params.state,
          id_token_hint: params.id_token_hint,
        },
        signal: options?.signal,
      });
    },
  };
}
