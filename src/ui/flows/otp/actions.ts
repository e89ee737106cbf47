/** The passcode flow's domain actions (docs/behaviour.md §4.1). */
import type { OtpsAuthenticateResponse, OtpsSendResponse } from '../../../core';
import type { OtpMethod } from '../../config/config-types';
import type { TabInput } from '../flow';

export type OtpAction =
  /**
   * A code was sent from a Main form: to `destination` (the email, or the
   * number in E.164), shown as `display`; it expires at `expiresAt` (epoch ms).
   */
  | { type: 'otp/sent'; method: OtpMethod; destination: string; display: string; expiresAt: number; response: OtpsSendResponse }
  /** 'Resend code' succeeded: the new code (its `method_id` in `response`) expires at `expiresAt`. */
  | { type: 'otp/resent'; method: OtpMethod; destination: string; expiresAt: number; response: OtpsSendResponse }
  /** The code expired (countdown or server). */
  | { type: 'otp/expired' }
  /** The code was accepted: signed in. */
  | { type: 'otp/verified'; response: OtpsAuthenticateResponse };

/**
 * Expiry instant for a code sent at `sent` (epoch ms) that lives `expirationMinutes`. Here, with
 * the actions, so the Main tabs' send (first load) needs no countdown code (src/ui/components/countdown-time.ts).
 */
export function otpExpiresAt(sent: number, expirationMinutes: number): number {
  return sent + expirationMinutes * 60_000;
}

export const otpSent = (method: OtpMethod, { destination, display }: TabInput, response: OtpsSendResponse, expiresAt: number): OtpAction => ({
  type: 'otp/sent',
  method,
  destination,
  display,
  expiresAt,
  response,
});

export const otpResent = (method: OtpMethod, destination: string, response: OtpsSendResponse, expiresAt: number): OtpAction => ({
  type: 'otp/resent',
  method,
  destination,
  expiresAt,
  response,
});

export const otpExpired = (): OtpAction => ({ type: 'otp/expired' });

export const otpVerified = (response: OtpsAuthenticateResponse): OtpAction => ({ type: 'otp/verified', response });
