/** @jsxImportSource @emotion/react */
import { useWidget } from '../context/widget-context';
import * as styles from '../theme/styles';

/** The word 'or' between two Main blocks. */
export function Divider() {
  const { t } = useWidget();
  return (
    <div css={styles.divider} data-testid="divider">
      <span>{t('main.divider')}</span>
    </div>
  );
}
