/** The passcode flow's domain actions (docs/behaviour.md §4.1). */
import type { OtpsAuthenticateResponse, OtpsSendResponse } from '../../../core';
import type { OtpMethod } from '../../config/config-types';

export type OtpAction =
  /** A code was sent from a Main form. */
  | { type: 'otp/sent'; method: OtpMethod; methodId: string; destination: string; sentAt: number; response: OtpsSendResponse }
  /** 'Resend code' succeeded. */
  | { type: 'otp/resent'; method: OtpMethod; destination: string; methodId: string; sentAt: number; response: OtpsSendResponse }
  /** The code expired (countdown or server). */
  | { type: 'otp/expired' }
  /** The code was accepted: signed in. */
  | { type: 'otp/verified'; response: OtpsAuthenticateResponse };

export const otpSent = (
  method: OtpMethod,
  destination: string,
  response: OtpsSendResponse,
  sentAt = Date.now(),
): OtpAction => ({ type: 'otp/sent', method, methodId: response.method_id, destination, sentAt, response });

export const otpResent = (
  method: OtpMethod,
  destination: string,
  response: OtpsSendResponse,
  sentAt = Date.now(),
): OtpAction => ({ type: 'otp/resent', method, destination, methodId: response.method_id, sentAt, response });

export const otpExpired = (): OtpAction => ({ type: 'otp/expired' });

export const otpVerified = (response: OtpsAuthenticateResponse): OtpAction => ({ type: 'otp/verified', response });
