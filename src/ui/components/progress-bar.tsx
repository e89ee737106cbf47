/** @jsxImportSource @emotion/react */
import * as styles from '../theme/styles';

export interface ProgressBarProps {
  /** Accessible name, e.g. 'Verifying passcode...'. */
  label: string;
}

/** An indeterminate progress bar (no value: the wait has no known length). */
export function ProgressBar({ label }: ProgressBarProps) {
  return (
    <div role="progressbar" aria-label={label} css={styles.progressTrack}>
      <div css={styles.progressBar} />
    </div>
  );
}
