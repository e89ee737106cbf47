import type { ScreenStateBase } from '../../flow';
import type { SignInOrganization } from '../handoffs';

/**
 * Absent: discovery (the organization list follows the code). Present: a sign-in to this
 * organization (the Organization flow), whose sends and code are the organization's.
 */
interface ForOrganization {
  organization?: SignInOrganization;
}

/** Both email products: 'Email me a login link' or 'Email me a login code' for `email`. */
export interface B2BEmailMethodState extends ScreenStateBase, ForOrganization {
  screen: 'B2BEmailMethod';
  email: string;
}

/**
 * A passcode went to `email`: its six boxes and its expiry countdown. `expiresAt` (epoch ms) is
 * set by a resend; absent, the screen counts from its arrival (the first send is B2BMain's or
 * OrganizationLogin's, a moment before). `expired`: the countdown ran out or the server said so.
 */
export interface B2BEmailOtpState extends ScreenStateBase, ForOrganization {
  screen: 'B2BEmailOtp';
  email: string;
  expiresAt?: number;
  expired?: boolean;
}

/** A link went to `email`: 'Check your email'. */
export interface B2BEmailSentState extends ScreenStateBase, ForOrganization {
  screen: 'B2BEmailSent';
  email: string;
}

export type B2BEmailFlowState = B2BEmailMethodState | B2BEmailOtpState | B2BEmailSentState;
