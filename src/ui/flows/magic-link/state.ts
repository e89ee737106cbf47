import type { ScreenStateBase } from '../flow';

export interface EmailConfirmationState extends ScreenStateBase {
  screen: 'EmailConfirmation';
  /** The address the link was sent to (docs/behaviour.md §3.3). */
  email: string;
}

export type MagicLinkState = EmailConfirmationState;
