import * as styles from '../theme/styles';
import { cx } from '../theme/css';

export interface ProgressBarProps {
  /** Accessible name, e.g. 'Verifying passcode...'. */
  label: string;
}

/** An indeterminate progress bar (no value: the wait has no known length). */
export function ProgressBar({ label }: ProgressBarProps) {
  return (
    <div role="progressbar" aria-label={label} className={cx(styles.progressTrack)}>
      <div className={cx(styles.progressBar)} />
    </div>
  );
}
