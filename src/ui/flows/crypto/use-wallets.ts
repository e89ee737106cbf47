/**
 * The wallets this page has, in the order the visitor sees them (wallets/
 * order.ts: installed ones first, by name before "other"; a wallet announced
 * by EIP-6963 that is none of the options among them). One discovery per
 * page, started when the wallet flow first renders, kept as wallets announce
 * themselves late.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
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

/**
 * @internal Tests: stops the page's discovery; the next use starts a new one,
 * which reads the page's wallets again (one test's fakes never leak into the next).
 */
export function resetPageWallets(): void {
  discovery?.stop();
  discovery = undefined;
}

/**
 * @internal A discovery other than the page's for the widgets below it. The
 * screens gallery gives each scenario its own, over a fake browser, so the
 * wallets one scenario installs do not show in the others (they share a page).
 */
export const WalletDiscoveryContext = createContext<Discovery | null>(null);

/** The discovery the wallet screens read and take providers from. */
export function useDiscovery(): Discovery {
  return useContext(WalletDiscoveryContext) ?? pageWallets();
}

export function useWallets(): readonly WalletEntry[] {
  const wallets = useDiscovery();
  const snapshot = useSyncExternalStore(wallets.subscribe, wallets.getSnapshot, wallets.getSnapshot);
  return orderWallets(WALLET_DISPLAY_ORDER, snapshot);
}

/** The name a wallet's buttons and headings use: the catalogue's for an option, else the announced one. */
export function useWalletName(): (wallet: Pick<WalletEntry, 'option' | 'name'>) => string {
  const { t } = useWidget();
  return (wallet) => (wallet.option === null ? wallet.name : (t.lookup(`crypto.wallet.${wallet.option}`) ?? wallet.name));
}
