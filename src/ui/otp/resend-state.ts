/**
 * The OTP 'Resend code' button (spec section 2): initial → sending → sent
 * (label 'Code sent' for 2 s) → waiting; a failed send returns to initial.
 *
 * The transition function is pure; `createResendController` drives it with
 * an injectable timer so tests run under fake timers with the exact 2000 ms.
 */
import type { UiMessageKey } from '../i18n/messages';

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

/** Spec section 9: 'Code sent' label 2 seconds. */
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

/** The timer seam (design notes: timers are replaceable). */
export interface ResendTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ResendControllerOptions {
  /** Performs the resend (login-or-create again). */
  send: () => Promise<void>;
  onChange?: (state: ResendState) => void;
  /** Called once per successful send, e.g. to show the 'Email resent' toast. */
  onSent?: () => void;
  onError?: (error: unknown) => void;
  timers?: ResendTimers;
}

export interface ResendController {
  getState(): ResendState;
  /** Starts a resend if the state allows one; resolves when the send settles. */
  resend(): Promise<void>;
  /** Stops the pending label timer and ignores late results (unmount). */
  dispose(): void;
}

const defaultTimers: ResendTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createResendController(options: ResendControllerOptions): ResendController {
  const timers = options.timers ?? defaultTimers;
  let state: ResendState = 'initial';
  let timer: unknown;
  let disposed = false;

  const dispatch = (event: ResendEvent) => {
    if (disposed) return;
    const next = resendTransition(state, event);
    if (next === state) return;
    state = next;
    options.onChange?.(state);
  };

  return {
    getState: () => state,
    async resend() {
      if (disposed || !canResend(state)) return;
      dispatch('send');
      try {
        await options.send();
      } catch (error) {
        dispatch('failed');
        if (!disposed) options.onError?.(error);
        return;
      }
      dispatch('succeeded');
      if (disposed) return;
      options.onSent?.();
      timer = timers.setTimeout(() => {
        timer = undefined;
        dispatch('sentLabelElapsed');
      }, CODE_SENT_LABEL_MS);
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
