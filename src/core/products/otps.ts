/**
 * One-time passcodes by SMS, WhatsApp and email (docs/protocol.md §7.2).
 */
import type { CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import type { AuthenticateResponse } from '../wire-types';
import { validate } from '../validate';
import { authenticateRequest, primaryOrSecondary, type ResponseMeta } from './shared';

/** Passcode lifetime sent when the caller gives none (docs/behaviour.md §9). */
export const OTP_DEFAULT_EXPIRATION_MINUTES = 5;

/** Options of the SMS sends. */
export interface OtpsSmsOptions extends CallOptions {
  /** Passcode lifetime in minutes; defaults to {@link OTP_DEFAULT_EXPIRATION_MINUTES}. */
  expiration_minutes?: number;
  /** Locale of the message, e.g. `en`. */
  locale?: string;
  /** Formats the SMS for the browser's one-time-code autofill. */
  enable_autofill?: boolean;
  /** Session lifetime for an autofill login, in minutes. */
  autofill_session_duration_minutes?: number;
}

/** Options of the WhatsApp sends. */
export interface OtpsWhatsappOptions extends CallOptions {
  /** Passcode lifetime in minutes; defaults to {@link OTP_DEFAULT_EXPIRATION_MINUTES}. */
  expiration_minutes?: number;
  /** Locale of the message, e.g. `en`. */
  locale?: string;
}

/** Options of the email sends. */
export interface OtpsEmailOptions extends CallOptions {
  /** Passcode lifetime in minutes; defaults to {@link OTP_DEFAULT_EXPIRATION_MINUTES}. */
  expiration_minutes?: number;
  /** Locale of the email, e.g. `en`. */
  locale?: string;
  /** Custom email template for logins. */
  login_template_id?: string;
  /** Custom email template for sign-ups. */
  signup_template_id?: string;
}

/** `data` of an OTP send: `method_id` identifies the destination for `otps.authenticate`. */
export interface OtpsSendResponse extends ResponseMeta {
  method_id: string;
  [extra: string]: unknown;
}

/** Options of `otps.authenticate`. */
export interface OtpsAuthenticateOptions extends CallOptions {
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

/** `data` of `POST /otps/authenticate`. */
export type OtpsAuthenticateResponse = AuthenticateResponse & { method_id: string };

/** One delivery channel; `destination` is an E.164 phone number or an email address. */
export interface OtpChannel<O> {
  /** Sends a passcode, creating the user when new. */
  loginOrCreate(destination: string, options?: O): Promise<OtpsSendResponse>;
  /**
   * Sends a passcode to an existing user: `send/primary` without a local
   * session, `send/secondary` (the address joins the logged-in user once its code is authenticated) with one.
   */
  send(destination: string, options?: O): Promise<OtpsSendResponse>;
}

export interface Otps {
  /** SMS passcodes; the destination is an E.164 phone number (`+15555550123`). */
  sms: OtpChannel<OtpsSmsOptions>;
  /** WhatsApp passcodes; the destination is an E.164 phone number. */
  whatsapp: OtpChannel<OtpsWhatsappOptions>;
  /** Email passcodes; the destination is an email address. */
  email: OtpChannel<OtpsEmailOptions>;
  /** Checks `code` against the passcode sent to `methodId` and logs the user in. */
  authenticate(code: string, methodId: string, options: OtpsAuthenticateOptions): Promise<OtpsAuthenticateResponse>;
}

type Channel = 'sms' | 'whatsapp' | 'email';

/** The `otps` namespace. */
export function createOtps(ctx: ClientContext): Otps {
  function buildBody(channel: Channel, method: string, destination: string, options: CallOptions | undefined): object {
    const destinationField = channel === 'email' ? 'email' : 'phone_number';
    const v = validate(method)
      .isString(destinationField, destination)
      .isOptionalObject('options', options)
      .isOptionalSignal('signal', options?.signal);
    if (channel === 'sms') {
      const o = options as OtpsSmsOptions | undefined;
      v.isOptionalNumber('expiration_minutes', o?.expiration_minutes)
        .isOptionalString('locale', o?.locale)
        .isOptionalBoolean('enable_autofill', o?.enable_autofill)
        .isOptionalNumber('autofill_session_duration_minutes', o?.autofill_session_duration_minutes);
      return {
        expiration_minutes: o?.expiration_minutes ?? OTP_DEFAULT_EXPIRATION_MINUTES,
        locale: o?.locale,
        enable_autofill: o?.enable_autofill,
        autofill_session_duration_minutes: o?.autofill_session_duration_minutes,
        phone_number: destination,
      };
    }
    if (channel === 'whatsapp') {
      const o = options as OtpsWhatsappOptions | undefined;
      v.isOptionalNumber('expiration_minutes', o?.expiration_minutes).isOptionalString('locale', o?.locale);
      return {
        expiration_minutes: o?.expiration_minutes ?? OTP_DEFAULT_EXPIRATION_MINUTES,
        locale: o?.locale,
        phone_number: destination,
      };
    }
    const o = options as OtpsEmailOptions | undefined;
    v.isOptionalNumber('expiration_minutes', o?.expiration_minutes)
      .isOptionalString('locale', o?.locale)
      .isOptionalString('login_template_id', o?.login_template_id)
      .isOptionalString('signup_template_id', o?.signup_template_id);
    return {
      expiration_minutes: o?.expiration_minutes ?? OTP_DEFAULT_EXPIRATION_MINUTES,
      locale: o?.locale,
      login_template_id: o?.login_template_id,
      signup_template_id: o?.signup_template_id,
      email: destination,
    };
  }

  function channel<O extends CallOptions>(name: Channel): OtpChannel<O> {
    return {
      async loginOrCreate(destination, options) {
        const body = buildBody(name, `otps.${name}.loginOrCreate`, destination, options);
        return ctx.http.request<OtpsSendResponse>({
          method: 'POST',
          path: `/otps/${name}/login_or_create`,
          body,
          retriable: true,
          signal: options?.signal,
        });
      },
      async send(destination, options) {
        const body = buildBody(name, `otps.${name}.send`, destination, options);
        return ctx.http.request<OtpsSendResponse>({
          method: 'POST',
          path: `/otps/${name}/send/${primaryOrSecondary(ctx)}`,
          body,
          retriable: true,
          signal: options?.signal,
        });
      },
    };
  }

  return {
    sms: channel<OtpsSmsOptions>('sms'),
    whatsapp: channel<OtpsWhatsappOptions>('whatsapp'),
    email: channel<OtpsEmailOptions>('email'),
    async authenticate(code, methodId, options) {
      validate('otps.authenticate')
        .isString('code', code)
        .isString('method_id', methodId)
        .isObject('options', options)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return authenticateRequest<OtpsAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/otps/authenticate',
        body: { token: code, method_id: methodId, session_duration_minutes: options.session_duration_minutes },
        retriable: true,
        signal: options.signal,
      });
    },
  };
}
