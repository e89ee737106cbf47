/**
 * B2B email passcodes (issue 24): sign-in to one organization and discovery.
 */
import type { CallOptions } from '../call-options';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { b2bAuthenticate, intermediateSessionToken, post, postSignIn } from './shared';
import type { B2BAuthenticateResponseWithMfa, B2BDiscoveryAuthenticateResponse, B2BSendResponse } from './wire-types';

export interface B2BOtpsEmailLoginOrSignupOptions extends CallOptions {
  email_address: string;
  organization_id: string;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
}

export interface B2BOtpsEmailAuthenticateOptions extends CallOptions {
  code: string;
  email_address: string;
  organization_id: string;
  session_duration_minutes: number;
  locale?: string;
}

export interface B2BOtpsEmailDiscoverySendOptions extends CallOptions {
  email_address: string;
  login_template_id?: string;
  locale?: string;
  discovery_expiration_minutes?: number;
}

export interface B2BOtpsEmailDiscoveryAuthenticateOptions extends CallOptions {
  code: string;
  email_address: string;
}

export interface B2BOtps {
  email: {
    /** Sends a passcode for one organization. */
    loginOrSignup(options: B2BOtpsEmailLoginOrSignupOptions): Promise<B2BSendResponse>;
    /** Checks the passcode: a member session, or an intermediate one when MFA is due. */
    authenticate(options: B2BOtpsEmailAuthenticateOptions): Promise<B2BAuthenticateResponseWithMfa>;
    discovery: {
      /** Sends a discovery passcode. */
      send(options: B2BOtpsEmailDiscoverySendOptions): Promise<B2BSendResponse>;
      /** Checks it: an intermediate session and the discovered organizations. */
      authenticate(options: B2BOtpsEmailDiscoveryAuthenticateOptions): Promise<B2BDiscoveryAuthenticateResponse>;
    };
  };
}

export function createB2BOtps(ctx: B2BClientContext): B2BOtps {
  return {
    email: {
      loginOrSignup(options) {
        validate('otps.email.loginOrSignup')
          .isObject('options', options)
          .isString('email_address', options.email_address)
          .isString('organization_id', options.organization_id)
          .isOptionalString('login_template_id', options.login_template_id)
          .isOptionalString('signup_template_id', options.signup_template_id)
          .isOptionalString('locale', options.locale)
          .isOptionalNumber('login_expiration_minutes', options.login_expiration_minutes)
          .isOptionalNumber('signup_expiration_minutes', options.signup_expiration_minutes)
          .isOptionalSignal('signal', options.signal);
        return post<B2BSendResponse>(ctx, '/b2b/otps/email/login_or_signup', options, {}, true);
      },
      authenticate(options) {
        validate('otps.email.authenticate')
          .isObject('options', options)
          .isString('code', options.code)
          .isString('email_address', options.email_address)
          .isString('organization_id', options.organization_id)
          .isNumber('session_duration_minutes', options.session_duration_minutes)
          .isOptionalString('locale', options.locale)
          .isOptionalSignal('signal', options.signal);
        return postSignIn<B2BAuthenticateResponseWithMfa>(
          ctx,
          '/b2b/otps/email/authenticate',
          options,
          { intermediate_session_token: intermediateSessionToken(ctx) },
        );
      },
      discovery: {
        send(options) {
          validate('otps.email.discovery.send')
            .isObject('options', options)
            .isString('email_address', options.email_address)
            .isOptionalString('login_template_id', options.login_template_id)
            .isOptionalString('locale', options.locale)
            .isOptionalNumber('discovery_expiration_minutes', options.discovery_expiration_minutes)
            .isOptionalSignal('signal', options.signal);
          return post<B2BSendResponse>(ctx, '/b2b/otps/email/discovery/send', options, {}, true);
        },
        authenticate(options) {
          validate('otps.email.discovery.authenticate')
            .isObject('options', options)
            .isString('code', options.code)
            .isString('email_address', options.email_address)
            .isOptionalSignal('signal', options.signal);
          return b2bAuthenticate<B2BDiscoveryAuthenticateResponse>(ctx, {
            method: 'POST',
            path: '/b2b/otps/email/discovery/authenticate',
            body: { code: options.code, email_address: options.email_address },
            retriable: true,
            signal: options.signal,
          });
        },
      },
    },
  };
}
