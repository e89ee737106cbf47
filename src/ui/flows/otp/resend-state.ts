/**
 * The OTP 'Resend code' button (docs/behaviour.md §2.3): initial → sending → sent
 * (label 'Code sent' for 2 s) → waiting; a failed send returns to initial.
 *
 * The transition function is pure; the button (resend-button.tsx) runs the
 * call through the screen's runner and times the 'Code sent' label.
 */
import type { UiMessageKey } from '../../i18n/messages';

export type ResendState = 'initial' | 'sending' | 'sent' | 'waiting';

export type ResendEvent =
  /** The user pressed the button. */
  | 'send'
  /** The resend call succeeded. */
  | 'succeeded'
  /** The resend call failed. */
  | 'failed'
  /** The 'Code sent' label has been shown long enough. */
  | 'sentLabelElapsed';

/** docs/behaviour.md §9: 'Code sent' label 2 seconds. */
export const CODE_SENT_LABEL_MS = 2000;

/**
 * Pure transitions; events that do not apply leave the state unchanged (a
 * double click while sending does not send twice). `waiting` — after the
 * 'Code sent' label — accepts another send, like `initial`.
 */
export function resendTransition(state: ResendState, event: ResendEvent): ResendState {
  switch (event) {
    case 'send':
      return state === 'initial' || state === 'waiting' ? 'sending' : state;
    case 'succeeded':
      return state === 'sending' ? 'sent' : state;
    case 'failed':
      return state === 'sending' ? 'initial' : state;
    case 'sentLabelElapsed':
      return state === 'sent' ? 'waiting' : state;
  }
}

/** Button label per state. */
export const RESEND_LABEL_KEYS: Readonly<Record<ResendState, UiMessageKey>> = {
  initial: 'otp.resend.initial',
  sending: 'otp.resend.sending',
  sent: 'otp.resend.sent',
  waiting: 'otp.resend.waiting',
};

/** The button is clickable only when a send would be accepted. */
export function canResend(state: ResendState): boolean {
  return state === 'initial' || state === 'waiting';
}
