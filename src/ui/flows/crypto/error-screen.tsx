/** CryptoError (docs/behaviour.md §2.5): any failure of the wallet flow, a refusal in the wallet included. */
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { ScreenProps } from '../flow';
import type { CryptoAction } from './actions';
import type { CryptoErrorState } from './state';

export function CryptoErrorScreen(_props: ScreenProps<CryptoErrorState, CryptoAction>) {
  const { t } = useWidget();
  return (
    <>
      <ScreenHeading>{t('crypto.errorTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('crypto.errorBody')}</p>
    </>
  );
}
