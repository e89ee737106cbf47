/** A column of 'Continue with {wallet}' buttons, each with its wallet's icon. */
import { Button } from '../../components/button';
import { useWidget } from '../../context/widget-context';
import { cx } from '../../theme/css';
import * as cryptoStyles from './crypto.styles';
import type { WalletEntry } from './wallets/types';
import { WalletEntryIcon } from './wallets/wallet-icons';
import { useWalletName } from './use-wallets';

export interface WalletButtonsProps {
  wallets: readonly WalletEntry[];
  onChoose: (wallet: WalletEntry, name: string) => void;
  children?: React.ReactNode;
}

export function WalletButtons({ wallets, onChoose, children }: WalletButtonsProps) {
  const { t } = useWidget();
  const nameOf = useWalletName();
  return (
    <div className={cx(cryptoStyles.wallets)} role="group" aria-label={t('crypto.walletsLabel')}>
      {wallets.map((wallet) => {
        const name = nameOf(wallet);
        return (
          <Button key={wallet.id} variant="secondary" icon={<WalletEntryIcon entry={wallet} />} onClick={() => onChoose(wallet, name)}>
            {t('crypto.continueWith', { wallet: name })}
          </Button>
        );
      })}
      {children}
    </div>
  );
}
