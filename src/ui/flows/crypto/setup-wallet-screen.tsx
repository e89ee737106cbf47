/** CryptoSetupWallet: the chosen wallet is not in this browser; where to get it. */
import { ButtonLink } from '../../components/button';
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { ScreenProps } from '../flow';
import type { CryptoAction } from './actions';
import type { CryptoSetupWalletState } from './state';
import { installUrl } from './wallets/install-links';

export function CryptoSetupWalletScreen({ state }: ScreenProps<CryptoSetupWalletState, CryptoAction>) {
  const { t } = useWidget();
  const { name } = state.wallet;
  return (
    <>
      <ScreenHeading>{t('crypto.setupTitle', { wallet: name })}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('crypto.setupBody', { wallet: name })}</p>
      <ButtonLink href={installUrl(state.wallet.id)} variant="primary">
        {t('crypto.install', { wallet: name })}
      </ButtonLink>
    </>
  );
}
