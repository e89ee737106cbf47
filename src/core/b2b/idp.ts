/**
 * The B2B identity-provider calls (issue 24): a Connected App's authorize
 * consent (start, submit) and logout, for the signed-in member, on the
 * project's identity provider. Loaded on first use (client.ts). A host's
 * consent page renders `scope_results` between start and submit; the submit
 * answers the `redirect_uri` to send the browser to.
 */
import type { CallOptions } from '../call-options';
import { PorticoError } from '../errors';
import { isHttpUrl } from '../products/http-url';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { post } from './shared';
import type { B2BIdpAuthorizeStartResponse, B2BIdpAuthorizeSubmitResponse, B2BIdpLogoutStartResponse } from './wire-types';

// The answer shapes are the protocol's (protocol/b2b-wire-types.ts), shared with the emulator.
export type { B2BIdpAuthorizeStartResponse, B2BIdpAuthorizeSubmitResponse, B2BIdpLogoutStartResponse };

export interface B2BIdpAuthorizeStartOptions extends CallOptions {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scopes: string[];
  prompt?: string;
}

export interface B2BIdpAuthorizeSubmitOptions extends B2BIdpAuthorizeStartOptions {
  consent_granted: boolean;
  state?: string;
  nonce?: string;
  code_challenge?: string;
}

export interface B2BIdpLogoutStartOptions extends CallOptions {
  client_id: string;
  post_logout_redirect_uri: string;
  state: string;
  id_token_hint?: string;
}

export interface B2BIdp {
  oauthAuthorizeStart(options: B2BIdpAuthorizeStartOptions): Promise<B2BIdpAuthorizeStartResponse>;
  oauthAuthorizeSubmit(options: B2BIdpAuthorizeSubmitOptions): Promise<B2BIdpAuthorizeSubmitResponse>;
  oauthLogoutStart(options: B2BIdpLogoutStartOptions): Promise<B2BIdpLogoutStartResponse>;
  /**
   * Sends the browser to a `redirect_uri` an answer returned, as the consumer client's
   * `idp.followRedirect`: only an absolute http(s) URL, else `invalid_response`.
   */
  followRedirect(redirectUri: string): Promise<void>;
}

export function createB2BIdp(ctx: B2BClientContext): B2BIdp {
  const authorizeChecks = (method: string, options: B2BIdpAuthorizeStartOptions) =>
    validate(method)
      .isObject('options', options)
      .isString('client_id', options.client_id)
      .isString('redirect_uri', options.redirect_uri)
      .isString('response_type', options.response_type)
      .isStringArray('scopes', options.scopes)
      .isOptionalString('prompt', options.prompt)
      .isOptionalSignal('signal', options.signal);

  return {
    async oauthAuthorizeStart(options) {
      authorizeChecks('idp.oauthAuthorizeStart', options);
      return post<B2BIdpAuthorizeStartResponse>(ctx, '/idp/b2b/oauth/authorize/start', options);
    },
    async oauthAuthorizeSubmit(options) {
      authorizeChecks('idp.oauthAuthorizeSubmit', options)
        .isBoolean('consent_granted', options.consent_granted)
        .isOptionalString('state', options.state)
        .isOptionalString('nonce', options.nonce)
        .isOptionalString('code_challenge', options.code_challenge);
      return post<B2BIdpAuthorizeSubmitResponse>(ctx, '/idp/b2b/oauth/authorize/submit', options);
    },
    async oauthLogoutStart(options) {
      validate('idp.oauthLogoutStart')
        .isObject('options', options)
        .isString('client_id', options.client_id)
        .isString('post_logout_redirect_uri', options.post_logout_redirect_uri)
        .isString('state', options.state)
        .isOptionalString('id_token_hint', options.id_token_hint)
        .isOptionalSignal('signal', options.signal);
      return post<B2BIdpLogoutStartResponse>(ctx, '/b2b/oauth/logout/start', options);
    },
    async followRedirect(redirectUri) {
      validate('idp.followRedirect').isString('redirectUri', redirectUri);
      if (!isHttpUrl(redirectUri)) throw new PorticoError('invalid_response', 'Invalid redirect_uri from the server.');
      ctx.browser.navigate(redirectUri);
    },
  };
}
