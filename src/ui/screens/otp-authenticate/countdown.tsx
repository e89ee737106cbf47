/** @jsxImportSource @emotion/react */
import { useEffect, useState } from 'react';
import { useWidget } from '../../context/widget-context';
import { COUNTDOWN_TICK_MS, formatCountdown, remainingMs } from '../../otp/countdown';
import * as styles from '../../theme/styles';

export interface CountdownProps {
  /** Epoch ms when the code expires. */
  expiresAt: number;
}

/** 'Your code expires in m:ss.', ticking each second, then 'Your code has expired.' */
export function Countdown({ expiresAt }: CountdownProps) {
  const { t } = useWidget();
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(expiresAt, now);

  useEffect(() => {
    setNow(Date.now());
    if (remainingMs(expiresAt, Date.now()) <= 0) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (remainingMs(expiresAt, current) <= 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  return (
    <p css={left > 0 ? styles.helperText : styles.errorText} data-testid="otp-countdown">
      {left > 0 ? t('otp.expiresIn', { countdown: formatCountdown(left) }) : t('otp.expired')}
    </p>
  );
}
