/**
 * Main's wallet buttons (docs/behaviour.md §2.5): at most 6 − OAuth providers − 1 of
 * them, installed wallets first; the rest behind 'Continue with other Crypto
 * Wallet' (CryptoOtherScreen).
 */
import { Button } from '../../components/button';
import { splitWallets, type MainBlock } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import type { MainBlockProps } from '../flow';
import { otherWalletsOpened, walletChosen } from './actions';
import { useWallets } from './use-wallets';
import { WalletButtons } from './wallet-buttons';

export function CryptoMainBlock({ dispatch }: MainBlockProps<Extract<MainBlock, { kind: 'crypto' }>>) {
  const { t, config } = useWidget();
  // The page's order (installed wallets first), split as Main's layout splits the display order.
  const { onMain, others } = splitWallets(useWallets(), config);
  return (
    <WalletButtons
      wallets={onMain}
      onChoose={(wallet, name) => dispatch(walletChosen({ id: wallet.id, name, chain: wallet.chain }, wallet.installed))}
    >
      {others.length > 0 ? (
        <Button variant="secondary" onClick={() => dispatch(otherWalletsOpened())}>
          {t('main.otherCryptoWallets')}
        </Button>
      ) : null}
    </WalletButtons>
  );
}
