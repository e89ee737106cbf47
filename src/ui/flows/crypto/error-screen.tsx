/**
 * CryptoError (docs/behaviour.md §2.5): any failure of the wallet flow, a
 * refusal in the wallet included. Besides the back arrow, two buttons: 'Try
 * again' connects the same wallet again, 'Go back' returns to Main.
 */
import { Button } from '../../components/button';
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { ScreenProps } from '../flow';
import { walletRetried, type CryptoAction } from './actions';
import type { CryptoErrorState } from './state';

export function CryptoErrorScreen({ dispatch }: ScreenProps<CryptoErrorState, CryptoAction>) {
  const { t } = useWidget();
  return (
    <>
      <ScreenHeading>{t('crypto.errorTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('crypto.errorBody')}</p>
      <div className={cx(styles.column)}>
        <Button variant="primary" onClick={() => dispatch(walletRetried())}>
          {t('crypto.tryAgain')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
          {t('crypto.goBack')}
        </Button>
      </div>
    </>
  );
}
