/**
 * Passwords (docs/protocol.md §7.4).
 */
import { whileWaiting, type CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import { redeemOnce } from '../redeem-once';
import type { AuthenticateResponse } from '../wire-types';
import { validate } from '../validate';
import { authenticateRequest, type ResponseMeta } from './shared';

/** Options of `passwords.create` and `passwords.authenticate`. */
export interface PasswordsCredentialsOptions extends CallOptions {
  email: string;
  password: string;
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

/** `data` of `POST /passwords`. */
export type PasswordsCreateResponse = AuthenticateResponse & { email_id?: string };
/** `data` of `POST /passwords/authenticate` and the reset calls. */
export type PasswordsAuthenticateResponse = AuthenticateResponse;

/** Options of `passwords.strengthCheck`. */
export interface PasswordsStrengthCheckOptions extends CallOptions {
  /** Lets the zxcvbn policy penalise passwords built from the email. */
  email?: string;
  password: string;
}

/** `data` of `POST /passwords/strength_check`. */
export interface PasswordsStrengthCheckResponse extends ResponseMeta {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'zxcvbn' | 'luds' | 'none';
  breach_detection_on_create?: boolean;
  feedback: {
    warning: string;
    suggestions: string[];
    luds_requirements?: {
      has_lower_case?: boolean;
      has_upper_case?: boolean;
      has_digit?: boolean;
      has_symbol?: boolean;
      missing_complexity: number;
      missing_characters: number;
    };
  };
}

/** Options of `passwords.resetByEmailStart`. */
export interface PasswordsResetByEmailStartOptions extends CallOptions {
  email: string;
  /** Where a passwordless login link points (`stytch_token_type=login`). */
  login_redirect_url?: string;
  /** Where the reset link points (`stytch_token_type=reset_password`). */
  reset_password_redirect_url?: string;
  /** Lifetime of the reset link, in minutes. */
  reset_password_expiration_minutes?: number;
  /** Custom email template for the reset email. */
  reset_password_template_id?: string;
  /** Locale of the email, e.g. `en`. */
  locale?: string;
}

/** `data` of `POST /passwords/email/reset/start`. */
export type PasswordsResetByEmailStartResponse = ResponseMeta & Record<string, unknown>;

/**
 * Options of `passwords.resetByEmail`. A token is redeemed once per page with
 * a given password: a repeated call gets the first one's outcome, and
 * `signal` ends only this call's wait (the request goes on and writes the
 * session). Another password is another attempt (after `weak_password`, say).
 */
export interface PasswordsResetByEmailOptions extends CallOptions {
  /** The token from the reset link. */
  token: string;
  /** The new password. */
  password: string;
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

/** Options of `passwords.resetByExistingPassword`. */
export interface PasswordsResetByExistingPasswordOptions extends CallOptions {
  email: string;
  existing_password: string;
  new_password: string;
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

/** Options of `passwords.resetBySession`. */
export interface PasswordsResetBySessionOptions extends CallOptions {
  /** The new password. */
  password: string;
  /** Lifetime of the session, in minutes. */
  session_duration_minutes?: number;
}

export interface Passwords {
  /** Creates a user with an email and password, and logs them in. */
  create(options: PasswordsCredentialsOptions): Promise<PasswordsCreateResponse>;
  /** Logs in with an email and password. The error type `reset_password` means a reset is required. */
  authenticate(options: PasswordsCredentialsOptions): Promise<PasswordsAuthenticateResponse>;
  /** Scores a candidate password under the project's policy (zxcvbn or LUDS) and breach check. */
  strengthCheck(options: PasswordsStrengthCheckOptions): Promise<PasswordsStrengthCheckResponse>;
  /** Emails a password-reset link (with a PKCE challenge when the project requires one). */
  resetByEmailStart(options: PasswordsResetByEmailStartOptions): Promise<PasswordsResetByEmailStartResponse>;
  /**
   * Sets a new password with the token from a reset link, and logs the user
   * in. Once per token and password per page: a repeated call sends nothing
   * and gets the first call's outcome.
   */
  resetByEmail(options: PasswordsResetByEmailOptions): Promise<PasswordsAuthenticateResponse>;
  /** Replaces a password given the current one, and logs the user in. */
  resetByExistingPassword(options: PasswordsResetByExistingPasswordOptions): Promise<PasswordsAuthenticateResponse>;
  /** Sets a new password for the logged-in user. */
  resetBySession(options: PasswordsResetBySessionOptions): Promise<PasswordsAuthenticateResponse>;
}

/** The `passwords` namespace. */
export function createPasswords(ctx: ClientContext): Passwords {
  function credentials(method: string, options: PasswordsCredentialsOptions): Record<string, unknown> {
    validate(method)
      .isObject('options', options)
      .isString('email', options.email)
      .isString('password', options.password)
      .isNumber('session_duration_minutes', options.session_duration_minutes)
      .isOptionalSignal('signal', options.signal);
    return {
      email: options.email,
      password: options.password,
      session_duration_minutes: options.session_duration_minutes,
    };
  }

  return {
    async create(options) {
      const body = credentials('passwords.create', options);
      return authenticateRequest<PasswordsCreateResponse>(ctx, {
        method: 'POST',
        path: '/passwords',
        body,
        retriable: true,
        signal: options.signal,
      });
    },

    async authenticate(options) {
      const body = credentials('passwords.authenticate', options);
      return authenticateRequest<PasswordsAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/passwords/authenticate',
        body,
        retriable: true,
        signal: options.signal,
      });
    },

    async strengthCheck(options) {
      validate('passwords.strengthCheck')
        .isObject('options', options)
        .isOptionalString('email', options.email)
        .isString('password', options.password)
        .isOptionalSignal('signal', options.signal);
      return ctx.http.request<PasswordsStrengthCheckResponse>({
        method: 'POST',
        path: '/passwords/strength_check',
        body: { email: options.email, password: options.password },
        signal: options.signal,
      });
    },

    async resetByEmailStart(options) {
      validate('passwords.resetByEmailStart')
        .isObject('options', options)
        .isString('email', options.email)
        .isOptionalString('login_redirect_url', options.login_redirect_url)
        .isOptionalString('reset_password_redirect_url', options.reset_password_redirect_url)
        .isOptionalNumber('reset_password_expiration_minutes', options.reset_password_expiration_minutes)
        .isOptionalString('reset_password_template_id', options.reset_password_template_id)
        .isOptionalString('locale', options.locale)
        .isOptionalSignal('signal', options.signal);
      const bootstrap = await whileWaiting(options.signal, () => ctx.bootstrap.get());
      const code_challenge = bootstrap.pkceRequiredForPasswordResets
        ? await ctx.pkce.start('passwords')
        : undefined;
      return ctx.http.request<PasswordsResetByEmailStartResponse>({
        method: 'POST',
        path: '/passwords/email/reset/start',
        body: {
          email: options.email,
          login_redirect_url: options.login_redirect_url,
          reset_password_redirect_url: options.reset_password_redirect_url,
          reset_password_expiration_minutes: options.reset_password_expiration_minutes,
          reset_password_template_id: options.reset_password_template_id,
          locale: options.locale,
          code_challenge,
        },
        retriable: true,
        signal: options.signal,
      });
    },

    async resetByEmail(options) {
      validate('passwords.resetByEmail')
        .isObject('options', options)
        .isString('token', options.token)
        .isString('password', options.password)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      const { token, password, session_duration_minutes } = options;
      // Only a success is kept: the server leaves the token usable after a weak or breached
      // password, so a better one after a refusal is a new attempt. Keyed by the token alone, so
      // no password stays in memory once the call has settled.
      return redeemOnce(
        ctx.redemptions,
        'password_reset',
        token,
        options.signal,
        async () => {
          const code_verifier = ctx.pkce.getVerifier('passwords') ?? undefined;
          // No caller's signal: the request is shared by every caller of the token (redeem-once.ts).
          const data = await authenticateRequest<PasswordsAuthenticateResponse>(ctx, {
            method: 'POST',
            path: '/passwords/email/reset',
            body: { token, password, session_duration_minutes, code_verifier },
            retriable: true,
          });
          if (code_verifier !== undefined) ctx.pkce.clear('passwords');
          return data;
        },
        { keep: 'successes' },
      );
    },

    async resetByExistingPassword(options) {
      validate('passwords.resetByExistingPassword')
        .isObject('options', options)
        .isString('email', options.email)
        .isString('existing_password', options.existing_password)
        .isString('new_password', options.new_password)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return authenticateRequest<PasswordsAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/passwords/existing_password/reset',
        body: {
          email: options.email,
          existing_password: options.existing_password,
          new_password: options.new_password,
          session_duration_minutes: options.session_duration_minutes,
        },
        retriable: true,
        signal: options.signal,
      });
    },

    async resetBySession(options) {
      validate('passwords.resetBySession')
        .isObject('options', options)
        .isString('password', options.password)
        .isOptionalNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return authenticateRequest<PasswordsAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/passwords/session/reset',
        body: { password: options.password, session_duration_minutes: options.session_duration_minutes },
        retriable: true,
        signal: options.signal,
      });
    },
  };
}
