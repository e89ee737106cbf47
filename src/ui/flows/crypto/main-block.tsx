/**
 * Main's wallet buttons (docs/behaviour.md §2.5): at most 6 − OAuth providers − 1 of
 * them, installed wallets first; the rest behind 'Continue with other Crypto
 * Wallet' (CryptoOtherScreen).
 */
import { Button } from '../../components/button';
import type { MainBlock } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import type { MainBlockProps } from '../flow';
import { otherWalletsOpened, walletChosen } from './actions';
import { useWallets } from './use-wallets';
import { WalletButtons } from './wallet-buttons';
import type { WalletEntry } from './wallets/types';

/** Main's share of the ordered wallets, and the rest. */
export function splitForMain(wallets: readonly WalletEntry[], maxOnMain: number) {
  return { onMain: wallets.slice(0, maxOnMain), others: wallets.slice(maxOnMain) };
}

export function CryptoMainBlock({ block, dispatch }: MainBlockProps<Extract<MainBlock, { kind: 'crypto' }>>) {
  const { t } = useWidget();
  const { onMain, others } = splitForMain(useWallets(), block.maxOnMain);
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
