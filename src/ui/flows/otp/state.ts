import type { OtpMethod } from '../../config/config-types';
import type { ScreenStateBase } from '../flow';

/** Where the code went (docs/behaviour.md §3.3). */
export interface OtpDelivery {
  type: OtpMethod;
  /** `method_id` from login-or-create: needed to authenticate the code. */
  methodId: string;
  /** The email address, or the phone number as the visitor saw it formatted. */
  otpDestination: string;
}

export interface OtpAuthenticateState extends ScreenStateBase, OtpDelivery {
  screen: 'OTPAuthenticate';
  /** Epoch ms of the last send: the countdown runs from it. */
  sentAt: number;
  /** The code can no longer be used (the countdown ran out or the server said so). */
  expired: boolean;
}

export interface OtpConfirmationState extends ScreenStateBase {
  screen: 'OTPConfirmation';
}

export type OtpState = OtpAuthenticateState | OtpConfirmationState;
