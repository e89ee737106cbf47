import type { ScreenStateBase } from '../../flow';

/** Both email products: 'Email me a login link' or 'Email me a login code' for `email`. */
export interface B2BEmailMethodState extends ScreenStateBase {
  screen: 'B2BEmailMethod';
  email: string;
}

/** A discovery passcode went to `email`: its six boxes. */
export interface B2BEmailOtpState extends ScreenStateBase {
  screen: 'B2BEmailOtp';
  email: string;
}

/** A discovery link went to `email`: 'Check your email'. */
export interface B2BEmailSentState extends ScreenStateBase {
  screen: 'B2BEmailSent';
  email: string;
}

export type B2BEmailFlowState = B2BEmailMethodState | B2BEmailOtpState | B2BEmailSentState;
