import * as styles from '../theme/styles';
import { cx } from '../theme/css';

/** docs/behaviour.md §9: spinners are 18px inside buttons. */
export const BUTTON_SPINNER_SIZE = 18;

export interface SpinnerProps {
  size?: number;
}

/** A decorative spinner; the surrounding control carries the busy state for assistive tech. */
export function Spinner({ size = BUTTON_SPINNER_SIZE }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="spinner"
      className={cx(styles.spinner)}
      style={{ width: `${size}px`, height: `${size}px` }}
    />
  );
}
