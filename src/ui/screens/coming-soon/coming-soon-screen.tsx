/** @jsxImportSource @emotion/react */
/** The stand-in for screens of flows that later releases build (passwords, wallets, passkeys). */
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';

export function ComingSoonScreen() {
  const { t } = useWidget();
  return (
    <>
      <ScreenHeading>{t('common.comingSoonTitle')}</ScreenHeading>
      <p css={styles.bodyText}>{t('common.comingSoonBody')}</p>
    </>
  );
}
