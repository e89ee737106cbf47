/** CryptoSetupWallet: the chosen wallet is not in this browser; where to get it. */
import { ButtonLink } from '../../components/button';
import { ScreenHeading } from '../../components/screen-heading';
import { WALLET_DISPLAY_ORDER, type WalletOption } from '../../config/config-types';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { ScreenProps } from '../flow';
import type { CryptoAction } from './actions';
import type { CryptoSetupWalletState } from './state';
import { WALLET_INSTALL_LINKS } from './wallets/install-links';

const isOption = (id: string): id is WalletOption => (WALLET_DISPLAY_ORDER as readonly string[]).includes(id);

export function CryptoSetupWalletScreen({ state }: ScreenProps<CryptoSetupWalletState, CryptoAction>) {
  const { t } = useWidget();
  const { name } = state.wallet;
  return (
    <>
      <ScreenHeading>{t('crypto.setupTitle', { wallet: name })}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('crypto.setupBody', { wallet: name })}</p>
      {/* Only an option can be missing (an announced wallet is installed); Vessel has no known page. */}
      <ButtonLink href={isOption(state.wallet.id) ? WALLET_INSTALL_LINKS[state.wallet.id] : null} variant="primary">
        {t('crypto.install', { wallet: name })}
      </ButtonLink>
    </>
  );
}
