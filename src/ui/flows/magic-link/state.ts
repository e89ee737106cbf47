import type { ScreenStateBase } from '../flow';

export interface EmailConfirmationState extends ScreenStateBase {
  screen: 'EmailConfirmation';
  /** The address the link was sent to (spec section 3, magic link state). */
  email: string;
}

export type MagicLinkState = EmailConfirmationState;
