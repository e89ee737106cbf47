import type { OtpMethod } from '../../config/config-types';
import type { ScreenStateBase } from '../flow';

/** Where the code went (docs/behaviour.md §3.3). */
export interface OtpDelivery {
  type: OtpMethod;
  /** `method_id` from login-or-create: needed to authenticate the code. */
  methodId: string;
  /** Where the code is sent: the email address, or the phone number in E.164 (a resend sends here). */
  destination: string;
  /** As the screen shows it: the email address, or the phone number formatted internationally. */
  otpDestination: string;
}

export interface OtpAuthenticateState extends ScreenStateBase, OtpDelivery {
  screen: 'OTPAuthenticate';
  /** Epoch ms when the last code sent expires (src/ui/components/countdown-time.ts; `otpExpiresAt`): the countdown runs to it. */
  expiresAt: number;
  /** The code can no longer be used (the countdown ran out or the server said so). */
  expired: boolean;
}

export interface OtpConfirmationState extends ScreenStateBase {
  screen: 'OTPConfirmation';
}

export type OtpState = OtpAuthenticateState | OtpConfirmationState;
