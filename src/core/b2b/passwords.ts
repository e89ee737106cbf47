/**
 * B2B passwords (issue 24): sign-in to one organization or by discovery,
 * the strength check, and the resets (by email, by the existing password, by
 * the session). Loaded on first use (client.ts). With the bootstrap's
 * `pkce_required_for_password_resets`, a reset email carries a PKCE challenge
 * and the reset its verifier (docs/protocol.md, as for the consumer client).
 */
import { whileWaiting, type CallOptions } from '../call-options';
import type { ResponseMeta } from '../products/shared';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { b2bAuthenticate, intermediateSessionToken, post, postSignIn } from './shared';
import type {
  B2BAuthenticateResponse,
  B2BAuthenticateResponseWithMfa,
  B2BDiscoveryAuthenticateResponse,
  B2BSendResponse,
} from './wire-types';

// Answer shape of the strength check, here until protocol/b2b-wire-types.ts has it.

/** `data` of `b2b/passwords/strength_check`. */
export interface B2BPasswordStrengthCheckResponse extends ResponseMeta {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'zxcvbn' | 'luds';
  breach_detection_on_create: boolean;
  zxcvbn_feedback: { warning: string; suggestions: string[] };
  luds_feedback: Record<string, unknown>;
  [extra: string]: unknown;
}

export interface B2BPasswordsAuthenticateOptions extends CallOptions {
  organization_id: string;
  email_address: string;
  password: string;
  session_duration_minutes: number;
  locale?: string;
}

export interface B2BPasswordsStrengthCheckOptions extends CallOptions {
  password: string;
  email_address?: string;
}

export interface B2BPasswordsResetByEmailStartOptions extends CallOptions {
  organization_id: string;
  email_address: string;
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  verify_email_template_id?: string;
  locale?: string;
}

export interface B2BPasswordsResetByEmailOptions extends CallOptions {
  password_reset_token: string;
  password: string;
  session_duration_minutes: number;
  locale?: string;
}

export interface B2BPasswordsResetByExistingPasswordOptions extends CallOptions {
  organization_id: string;
  email_address: string;
  existing_password: string;
  new_password: string;
  session_duration_minutes: number;
  locale?: string;
}

export interface B2BPasswordsResetBySessionOptions extends CallOptions {
  password: string;
}

export interface B2BPasswordsDiscoveryResetByEmailStartOptions extends CallOptions {
  email_address: string;
  discovery_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  verify_email_template_id?: string;
  locale?: string;
}

export interface B2BPasswordsDiscoveryResetByEmailOptions extends CallOptions {
  password_reset_token: string;
  password: string;
}

export interface B2BPasswordsDiscoveryAuthenticateOptions extends CallOptions {
  email_address: string;
  password: string;
}

export interface B2BPasswords {
  /** Signs in to one organization: a member session, or an intermediate one when MFA is owed. */
  authenticate(options: B2BPasswordsAuthenticateOptions): Promise<B2BAuthenticateResponseWithMfa>;
  strengthCheck(options: B2BPasswordsStrengthCheckOptions): Promise<B2BPasswordStrengthCheckResponse>;
  /** Emails a reset link for one organization. */
  resetByEmailStart(options: B2BPasswordsResetByEmailStartOptions): Promise<B2BSendResponse>;
  /** Sets the new password with the emailed token, and signs in. */
  resetByEmail(options: B2BPasswordsResetByEmailOptions): Promise<B2BAuthenticateResponseWithMfa>;
  resetByExistingPassword(options: B2BPasswordsResetByExistingPasswordOptions): Promise<B2BAuthenticateResponseWithMfa>;
  /** Sets the signed-in member's password. */
  resetBySession(options: B2BPasswordsResetBySessionOptions): Promise<B2BAuthenticateResponse>;
  discovery: {
    /** Emails a discovery reset link. */
    resetByEmailStart(options: B2BPasswordsDiscoveryResetByEmailStartOptions): Promise<B2BSendResponse>;
    /** Sets the password with the token: an intermediate session and the discovered organizations. */
    resetByEmail(options: B2BPasswordsDiscoveryResetByEmailOptions): Promise<B2BDiscoveryAuthenticateResponse>;
    /** Signs in by discovery: an intermediate session and the discovered organizations. */
    authenticate(options: B2BPasswordsDiscoveryAuthenticateOptions): Promise<B2BDiscoveryAuthenticateResponse>;
  };
}

export function createB2BPasswords(ctx: B2BClientContext): B2BPasswords {
  async function codeChallenge(signal: AbortSignal | undefined): Promise<string | undefined> {
    const { pkceRequiredForPasswordResets } = await whileWaiting(signal, () => ctx.bootstrap.get());
    return pkceRequiredForPasswordResets ? ctx.pkce.start('passwords') : undefined;
  }
  const verifier = () => ctx.pkce.getVerifier('passwords') ?? undefined;

  const resetStartChecks = (method: string, options: B2BPasswordsDiscoveryResetByEmailStartOptions) =>
    validate(method)
      .isObject('options', options)
      .isString('email_address', options.email_address)
      .isOptionalString('reset_password_redirect_url', options.reset_password_redirect_url)
      .isOptionalNumber('reset_password_expiration_minutes', options.reset_password_expiration_minutes)
      .isOptionalString('reset_password_template_id', options.reset_password_template_id)
      .isOptionalString('verify_email_template_id', options.verify_email_template_id)
      .isOptionalString('locale', options.locale)
      .isOptionalSignal('signal', options.signal);

  return {
    async authenticate(options) {
      validate('passwords.authenticate')
        .isObject('options', options)
        .isString('organization_id', options.organization_id)
        .isString('email_address', options.email_address)
        .isString('password', options.password)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalString('locale', options.locale)
        .isOptionalSignal('signal', options.signal);
      return postSignIn<B2BAuthenticateResponseWithMfa>(
        ctx,
        '/b2b/passwords/authenticate',
        options,
        { code_verifier: verifier(), intermediate_session_token: intermediateSessionToken(ctx) },
      );
    },
    async strengthCheck(options) {
      validate('passwords.strengthCheck')
        .isObject('options', options)
        .isString('password', options.password)
        .isOptionalString('email_address', options.email_address)
        .isOptionalSignal('signal', options.signal);
      return ctx.http.request<B2BPasswordStrengthCheckResponse>({
        method: 'POST',
        path: '/b2b/passwords/strength_check',
        body: { email_address: options.email_address, password: options.password },
        signal: options.signal,
      });
    },
    async resetByEmailStart(options) {
      resetStartChecks('passwords.resetByEmailStart', options)
        .isString('organization_id', options.organization_id)
        .isOptionalString('login_redirect_url', options.login_redirect_url);
      return post<B2BSendResponse>(
        ctx,
        '/b2b/passwords/email/reset/start',
        options,
        { code_challenge: await codeChallenge(options.signal) },
        true,
      );
    },
    async resetByEmail(options) {
      validate('passwords.resetByEmail')
        .isObject('options', options)
        .isString('password_reset_token', options.password_reset_token)
        .isString('password', options.password)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalString('locale', options.locale)
        .isOptionalSignal('signal', options.signal);
      const data = await postSignIn<B2BAuthenticateResponseWithMfa>(
        ctx,
        '/b2b/passwords/email/reset',
        options,
        { code_verifier: verifier(), intermediate_session_token: intermediateSessionToken(ctx) },
      );
      ctx.pkce.clear('passwords');
      return data;
    },
    async resetByExistingPassword(options) {
      validate('passwords.resetByExistingPassword')
        .isObject('options', options)
        .isString('organization_id', options.organization_id)
        .isString('email_address', options.email_address)
        .isString('existing_password', options.existing_password)
        .isString('new_password', options.new_password)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalString('locale', options.locale)
        .isOptionalSignal('signal', options.signal);
      return postSignIn<B2BAuthenticateResponseWithMfa>(ctx, '/b2b/passwords/existing_password/reset', options);
    },
    async resetBySession(options) {
      validate('passwords.resetBySession')
        .isObject('options', options)
        .isString('password', options.password)
        .isOptionalSignal('signal', options.signal);
      return b2bAuthenticate<B2BAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/b2b/passwords/session/reset',
        body: { password: options.password },
        retriable: true,
        signal: options.signal,
      });
    },
    discovery: {
      async resetByEmailStart(options) {
        resetStartChecks('passwords.discovery.resetByEmailStart', options).isOptionalString(
          'discovery_redirect_url',
          options.discovery_redirect_url,
        );
        return post<B2BSendResponse>(
          ctx,
          '/b2b/passwords/discovery/reset/start',
          options,
          { pkce_code_challenge: await codeChallenge(options.signal) },
          true,
        );
      },
      async resetByEmail(options) {
        validate('passwords.discovery.resetByEmail')
          .isObject('options', options)
          .isString('password_reset_token', options.password_reset_token)
          .isString('password', options.password)
          .isOptionalSignal('signal', options.signal);
        const data = await b2bAuthenticate<B2BDiscoveryAuthenticateResponse>(ctx, {
          method: 'POST',
          path: '/b2b/passwords/discovery/reset',
          body: {
            password_reset_token: options.password_reset_token,
            password: options.password,
            pkce_code_verifier: verifier(),
            intermediate_session_token: intermediateSessionToken(ctx),
          },
          retriable: true,
          signal: options.signal,
        });
        ctx.pkce.clear('passwords');
        return data;
      },
      async authenticate(options) {
        validate('passwords.discovery.authenticate')
          .isObject('options', options)
          .isString('email_address', options.email_address)
          .isString('password', options.password)
          .isOptionalSignal('signal', options.signal);
        return b2bAuthenticate<B2BDiscoveryAuthenticateResponse>(ctx, {
          method: 'POST',
          path: '/b2b/passwords/discovery/authenticate',
          body: { email_address: options.email_address, password: options.password, code_verifier: verifier() },
          retriable: true,
          signal: options.signal,
        });
      },
    },
  };
}
