/** @jsxImportSource @emotion/react */
/**
 * 'Resend code' (spec section 2): initial → sending → sent ('Code sent' for
 * 2 s) → waiting; a failed send returns to initial. Driven by the tested
 * controller of otp/resend-state.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { useWidget } from '../../context/widget-context';
import { RESEND_LABEL_KEYS, canResend, createResendController, type ResendController, type ResendState } from '../../otp/resend-state';
import * as styles from '../../theme/styles';

export interface ResendButtonProps {
  /** Sends the code again; rejects on failure. */
  send: () => Promise<void>;
  /** After a successful send (toast, countdown restart). */
  onSent: () => void;
  /** After a failed send (error text, onError). */
  onError: (error: unknown) => void;
}

export function ResendButton(props: ResendButtonProps) {
  const { t } = useWidget();
  const [state, setState] = useState<ResendState>('initial');
  const latest = useRef(props);
  latest.current = props;
  const controller = useRef<ResendController | null>(null);

  useEffect(() => {
    const instance = createResendController({
      send: () => latest.current.send(),
      onChange: setState,
      onSent: () => latest.current.onSent(),
      onError: (error) => latest.current.onError(error),
    });
    controller.current = instance;
    return () => {
      instance.dispose();
      if (controller.current === instance) controller.current = null;
    };
  }, []);

  return (
    <div css={styles.inlineRow}>
      <span>{t('otp.resend.prompt')}</span>
      <Button variant="text" disabled={!canResend(state)} onClick={() => void controller.current?.resend()}>
        {t(RESEND_LABEL_KEYS[state])}
      </Button>
    </div>
  );
}
