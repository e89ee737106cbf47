/**
 * Google One Tap's two calls (docs/protocol.md §7.7, "Google One Tap"): start
 * hands out the project's Google client id, a callback id and the nonce the
 * ID token must carry; submit trades Google's ID token for the redirect URL
 * that finishes sign-in (`?stytch_token_type=oauth&token=…`), like the
 * redirect flow's landing page.
 */
import type { CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import { PorticoError } from '../errors';
import { validate } from '../validate';
import { isHttpUrl } from './http-url';

/** Redirect URLs of a One Tap sign-in; absent ones take the project's defaults. */
export interface GoogleOneTapRedirects {
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

/** `data` of `POST /oauth/google/onetap/start`. */
export interface GoogleOneTapStartResponse {
  request_id: string;
  status_code: number;
  google_client_id: string;
  oauth_callback_id: string;
  nonce: string;
}

/** Options of {@link GoogleOneTap.start}. */
export interface GoogleOneTapStartOptions extends GoogleOneTapRedirects, CallOptions {}

/** Input of {@link GoogleOneTap.submit}. */
export interface GoogleOneTapSubmitOptions extends GoogleOneTapRedirects, CallOptions {
  /** The credential Google's callback gave: a JWT signed by Google. */
  id_token: string;
  oauth_callback_id: string;
}

export interface GoogleOneTap {
  /** Asks the provider for the One Tap settings of this project. */
  start(options?: GoogleOneTapStartOptions): Promise<GoogleOneTapStartResponse>;
  /**
   * Sends Google's ID token; the provider signs the visitor in and answers
   * with the redirect URL that redeems it. The page then navigates there
   * (only to an http(s) URL: the provider's answer is all it follows).
   */
  submit(options: GoogleOneTapSubmitOptions): Promise<{ redirect_url: string }>;
}

export function createGoogleOneTap(ctx: ClientContext): GoogleOneTap {
  return {
    async start(options) {
      validate('oauth.googleOneTap.start')
        .isOptionalObject('options', options)
        .isOptionalString('login_redirect_url', options?.login_redirect_url)
        .isOptionalString('signup_redirect_url', options?.signup_redirect_url)
        .isOptionalSignal('signal', options?.signal);
      return ctx.http.request<GoogleOneTapStartResponse>({
        method: 'POST',
        path: '/oauth/google/onetap/start',
        body: { login_redirect_url: options?.login_redirect_url, signup_redirect_url: options?.signup_redirect_url },
        signal: options?.signal,
      });
    },
    async submit(options) {
      validate('oauth.googleOneTap.submit')
        .isObject('options', options)
        .isString('id_token', options.id_token)
        .isString('oauth_callback_id', options.oauth_callback_id)
        .isOptionalString('login_redirect_url', options.login_redirect_url)
        .isOptionalString('signup_redirect_url', options.signup_redirect_url)
        .isOptionalSignal('signal', options.signal);
      const data = await ctx.http.request<{ redirect_url?: unknown }>({
        method: 'POST',
        path: '/oauth/google/onetap/submit',
        body: {
          id_token: options.id_token,
          oauth_callback_id: options.oauth_callback_id,
          login_redirect_url: options.login_redirect_url,
          signup_redirect_url: options.signup_redirect_url,
        },
        signal: options.signal,
      });
      const redirectUrl = data.redirect_url;
      if (typeof redirectUrl !== 'string' || !isHttpUrl(redirectUrl)) {
        throw new PorticoError('invalid_response', 'Invalid redirect_url from the server.');
      }
      ctx.telemetry.log({ event_name: 'oauth_success', details: { provider_type: 'google', one_tap: true } });
      ctx.browser.navigate(redirectUrl);
      return { redirect_url: redirectUrl };
    },
  };
}
