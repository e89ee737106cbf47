/** CryptoOtherScreen: the wallets that did not fit on Main (docs/behaviour.md §2.5). */
import { ScreenHeading } from '../../components/screen-heading';
import { splitWallets } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import type { ScreenProps } from '../flow';
import { walletChosen, type CryptoAction } from './actions';
import type { CryptoOtherScreenState } from './state';
import { useWallets } from './use-wallets';
import { WalletButtons } from './wallet-buttons';

export function CryptoOtherScreen({ dispatch }: ScreenProps<CryptoOtherScreenState, CryptoAction>) {
  const { t, config } = useWidget();
  const { others } = splitWallets(useWallets(), config);
  return (
    <>
      <ScreenHeading>{t('crypto.otherWalletsTitle')}</ScreenHeading>
      <WalletButtons
        wallets={others}
        onChoose={(wallet, name) => dispatch(walletChosen({ id: wallet.id, name, chain: wallet.chain }, wallet.installed))}
      />
    </>
  );
}
