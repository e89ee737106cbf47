/**
 * The passcode flow's requests (docs/protocol.md §7): the Main forms' first send
 * and the resend use the same function, so both send exactly the same
 * options; every call takes the screen's abort signal.
 */
import type { OtpsAuthenticateResponse, OtpsSendResponse, PorticoClient } from '../../../core';
import type { NormalizedLoginConfig, OtpMethod } from '../../config/config-types';

/**
 * Login-or-create by `method`: email with expiration (default 5), templates
 * and locale; SMS / WhatsApp to an E.164 number with expiration and locale.
 */
export function sendOtp(
  client: PorticoClient,
  config: NormalizedLoginConfig,
  method: OtpMethod,
  destination: string,
  signal: AbortSignal,
): Promise<OtpsSendResponse> {
  const o = config.otpOptions;
  if (method === 'email') {
    return client.otps.email.loginOrCreate(destination, {
      expiration_minutes: o.expirationMinutes,
      login_template_id: o.loginTemplateId,
      signup_template_id: o.signupTemplateId,
      locale: o.locale,
      signal,
    });
  }
  return client.otps[method].loginOrCreate(destination, {
    expiration_minutes: o.expirationMinutes,
    locale: o.locale,
    signal,
  });
}

/** OTP authenticate (code, method id, session duration default 30). */
export function verifyOtp(
  client: PorticoClient,
  config: NormalizedLoginConfig,
  code: string,
  methodId: string,
  signal: AbortSignal,
): Promise<OtpsAuthenticateResponse> {
  return client.otps.authenticate(code, methodId, {
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}
