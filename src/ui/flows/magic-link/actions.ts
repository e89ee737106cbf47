/** The magic-link flow's domain actions (docs/behaviour.md §4.1: a sent link stores the email and opens EmailConfirmation). */
import type { MagicLinksSendResponse } from '../../../core';

export type MagicLinkAction =
  /** The link was sent to `email`. */
  | { type: 'magicLink/sent'; email: string; response: MagicLinksSendResponse }
  /** 'Resend email' on EmailConfirmation: the link was sent to `email` again; the screen stays. */
  | { type: 'magicLink/resent'; email: string; response: MagicLinksSendResponse }
  /** 'Try again' on EmailConfirmation: forget the email, back to Main. */
  | { type: 'magicLink/tryAgain'; email: string };

export const magicLinkSent = (email: string, response: MagicLinksSendResponse): MagicLinkAction => ({
  type: 'magicLink/sent',
  email,
  response,
});

export const magicLinkTryAgain = (email: string): MagicLinkAction => ({ type: 'magicLink/tryAgain', email });
