/**
 * The wallets this page has, in the order the visitor sees them (installed
 * first, then the other options; a wallet announced by EIP-6963 that is not
 * an option among the installed ones). One discovery per page, started when
 * the wallet flow first renders, kept as wallets announce themselves late.
 */
import { useSyncExternalStore } from 'react';
import { WALLET_DISPLAY_ORDER } from '../../config/config-types';
import { useWidget } from '../../context/widget-context';
import { discoverWallets, type Discovery } from './wallets/discovery';
import { orderWallets } from './wallets/order';
import type { WalletEntry } from './wallets/types';

let discovery: Discovery | undefined;

/** The page's wallet discovery (created on first use). */
export function pageWallets(): Discovery {
  discovery ??= discoverWallets(window);
  return discovery;
}

export function useWallets(): readonly WalletEntry[] {
  const wallets = pageWallets();
  const snapshot = useSyncExternalStore(wallets.subscribe, wallets.getSnapshot, wallets.getSnapshot);
  return orderWallets(WALLET_DISPLAY_ORDER, snapshot);
}

/** The name a wallet's buttons and headings use: the catalogue's for an option, else the announced one. */
export function useWalletName(): (wallet: Pick<WalletEntry, 'option' | 'name'>) => string {
  const { t } = useWidget();
  return (wallet) => (wallet.option === null ? wallet.name : (t.lookup(`crypto.wallet.${wallet.option}`) ?? wallet.name));
}
