import { useWidget } from '../context/widget-context';
import * as styles from '../theme/styles';
import { ArrowBackIcon } from './icons';
import { cx } from '../theme/css';

export interface BackButtonProps {
  onClick: () => void;
  /** Accessible name; default the translated 'Back' (needs the widget context). */
  label?: string;
}

/** The arrow at the top of every sub-screen; returns to Main. */
export function BackButton({ onClick, label }: BackButtonProps) {
  return label === undefined ? <TranslatedBackButton onClick={onClick} /> : <ArrowButton onClick={onClick} label={label} />;
}

/** The context-free primitive. */
export function ArrowButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <div>
      <button type="button" className={cx(styles.backButton)} aria-label={label} onClick={onClick}>
        <ArrowBackIcon />
      </button>
    </div>
  );
}

function TranslatedBackButton({ onClick }: { onClick: () => void }) {
  const { t } = useWidget();
  return <ArrowButton onClick={onClick} label={t('common.back')} />;
}
