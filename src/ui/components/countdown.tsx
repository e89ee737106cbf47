/**
 * A passcode's expiry countdown (docs/behaviour.md §2.3 and §11): 'Your code expires in m:ss.',
 * ticking each second; at 0:00 it reports the expiry. Shared by the consumer passcode screen and
 * the B2B ones, so it takes its text from the caller (each widget has its own catalogue context).
 */
import { useEffect, useRef, useState } from 'react';
import * as styles from '../theme/styles';
import { COUNTDOWN_TICK_MS, formatCountdown, isExpired, remainingMs } from './countdown-time';
import { cx } from '../theme/css';

export interface CountdownProps {
  /** Epoch ms when the code expires. */
  expiresAt: number;
  /** Called once when the time is up. */
  onExpired: () => void;
  /** The line shown, given the remaining time as m:ss (the catalogue's 'expires in' text). */
  text: (countdown: string) => string;
  /** The widget's language (`t.locale`), whose digits the time is written in. */
  locale: string;
}

export function Countdown({ expiresAt, onExpired, text, locale }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(onExpired);
  expired.current = onExpired;
  const left = remainingMs(expiresAt, now);

  useEffect(() => {
    setNow(Date.now());
    if (isExpired(expiresAt, Date.now())) {
      expired.current();
      return undefined;
    }
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (isExpired(expiresAt, current)) {
        clearInterval(timer);
        expired.current();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  if (isExpired(expiresAt, now)) return null;
  return (
    <p className={cx(styles.helperText)} data-testid="otp-countdown">
      {text(formatCountdown(left, locale))}
    </p>
  );
}
