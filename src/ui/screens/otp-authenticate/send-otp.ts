/**
 * The login-or-create calls of the passcode flows, shared by the Main forms
 * (first send) and the OTPAuthenticate resend button, so both send exactly
 * the same options.
 */
import type { OtpsSendResponse } from '../../../core';
import type { OtpMethod } from '../../config/config-types';
import type { WidgetEnvironment } from '../../context/widget-context';
import { toE164 } from '../../phone/parse-phone';

type Env = Pick<WidgetEnvironment, 'client' | 'config'>;

/** Email passcode: expiration (default 5), templates and locale from `otpOptions`. */
export function sendEmailOtp({ client, config }: Env, email: string): Promise<OtpsSendResponse> {
  const o = config.otpOptions;
  return client.otps.email.loginOrCreate(email, {
    expiration_minutes: o.expirationMinutes,
    login_template_id: o.loginTemplateId,
    signup_template_id: o.signupTemplateId,
    locale: o.locale,
  });
}

/** SMS or WhatsApp passcode to an E.164 number. */
export function sendPhoneOtp({ client, config }: Env, method: 'sms' | 'whatsapp', e164: string): Promise<OtpsSendResponse> {
  const o = config.otpOptions;
  return client.otps[method].loginOrCreate(e164, { expiration_minutes: o.expirationMinutes, locale: o.locale });
}

/** Sends again to the destination stored in the OTP state (the phone number as displayed, or the email). */
export function resendOtp(env: Env, method: OtpMethod, destination: string): Promise<OtpsSendResponse> {
  return method === 'email' ? sendEmailOtp(env, destination) : sendPhoneOtp(env, method, toE164(destination));
}
