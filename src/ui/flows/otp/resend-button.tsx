/**
 * 'Resend code' (docs/behaviour.md §2.3): initial → sending → sent ('Code sent' for
 * 2 s) → waiting; a failed send returns to initial. The send runs through
 * the screen's `useScreenCall`, so leaving the screen ignores its answer. It is a button, not a
 * link: a compact outlined one beside "Didn't get it?", and a full-width one once the code has
 * expired and resending is the screen's main action.
 */
import { useEffect, useState } from 'react';
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { RefreshIcon } from '../../components/icons';
import { useWidget } from '../../context/widget-context';
import { CODE_SENT_LABEL_MS, RESEND_LABEL_KEYS, canResend, resendTransition, type ResendState } from './resend-state';
import { cx } from '../../theme/css';
import { resendRow } from './otp.styles';
import type { CommonAction } from '../flow';

export interface ResendButtonProps<T> {
  send: (signal: AbortSignal) => Promise<T>;
  onSent: (result: T) => void;
  /** A failed send shows on the screen (useScreenCall's failure rule). */
  dispatch: (action: CommonAction) => void;
  /** The code has expired: resending is what the visitor must do next. */
  prominent: boolean;
}

export function ResendButton<T>({ send, onSent, dispatch, prominent }: ResendButtonProps<T>) {
  const { t } = useWidget();
  const { call } = useScreenCall(dispatch);
  const [state, setState] = useState<ResendState>('initial');

  useEffect(() => {
    if (state !== 'sent') return undefined;
    const timer = setTimeout(() => setState((current) => resendTransition(current, 'sentLabelElapsed')), CODE_SENT_LABEL_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const resend = async () => {
    if (!canResend(state)) return;
    setState((current) => resendTransition(current, 'send'));
    const outcome = await call(send, {
      onFailed: () => {
        setState((current) => resendTransition(current, 'failed'));
        return 'default';
      },
    });
    if (outcome.status !== 'ok') return;
    setState((current) => resendTransition(current, 'succeeded'));
    onSent(outcome.value);
  };

  const button = (
    <Button
      variant="secondary"
      icon={<RefreshIcon size={prominent ? 18 : 16} />}
      disabled={!canResend(state)}
      pending={prominent && state === 'sending'}
      onClick={() => void resend()}
    >
      {t(RESEND_LABEL_KEYS[state])}
    </Button>
  );
  if (prominent) return button;
  return (
    <div className={cx(resendRow)}>
      <span>{t('otp.resend.prompt')}</span>
      {button}
    </div>
  );
}
