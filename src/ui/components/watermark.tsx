import { useWidget } from '../context/widget-context';
import * as styles from '../theme/styles';
import { cx, part } from '../theme/css';

/** Where the 'Powered by' footer links. */
export const WATERMARK_URL = 'https://stytch.com';

/** The 'Powered by …' footer, shown when the bootstrap says so (docs/behaviour.md §2.10). */
export function Watermark() {
  const { bootstrap, t } = useWidget();
  if (!bootstrap.displayWatermark) return null;
  return (
    <footer className={cx(styles.watermark)} {...part('footer')}>
      <a href={WATERMARK_URL} target="_blank" rel="noopener noreferrer" className={cx(styles.link)} style={{ color: 'inherit' }}>
        {t('common.poweredBy')} {t('common.providerName')}
      </a>
    </footer>
  );
}
