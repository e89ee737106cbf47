/** @jsxImportSource @emotion/react */
import { useWidget } from '../context/widget-context';
import * as styles from '../theme/styles';

export interface BackButtonProps {
  onClick: () => void;
}

/** The arrow at the top of every sub-screen; returns to Main. */
export function BackButton({ onClick }: BackButtonProps) {
  const { t } = useWidget();
  return (
    <div>
      <button type="button" css={styles.backButton} aria-label={t('common.back')} onClick={onClick}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z"
            fill="currentColor"
          />
        </svg>
      </button>
    </div>
  );
}
