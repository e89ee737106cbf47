/**
 * The order wallet buttons appear in: what the visitor can use right away
 * first, by name before "other". Installed named options (in
 * WALLET_DISPLAY_ORDER), then the announced wallets that are none of them,
 * then the installed generic options ("Ethereum Wallet"), then the
 * configured options not installed (their buttons lead to setup / install).
 *
 * An installed generic option takes the browser's default wallet of its
 * chain, which is one of the wallets already listed when there are any: it
 * is left out then (MetaMask installed → no second 'Continue with Other
 * Ethereum Wallet' for the same wallet; docs/behaviour.md §2.5).
 */
import { WALLET_DISPLAY_ORDER, type WalletOption } from '../../../config/config-types';
import type { WalletEntry } from './types';

/**
 * `entries` is a discovery snapshot (`discovery.getSnapshot()`). Announced
 * wallets that are not an option are offered only when the host enabled
 * GenericEthereumWallet: they are "other Ethereum wallets", and a host that
 * configured only MetaMask did not ask for them.
 */
export function orderWallets(options: readonly WalletOption[], entries: readonly WalletEntry[]): WalletEntry[] {
  const wanted = new Set(options);
  const configured = WALLET_DISPLAY_ORDER.filter((option) => wanted.has(option)).flatMap((option) => {
    const entry = entries.find((e) => e.option === option);
    return entry === undefined ? [] : [entry];
  });
  const announced = wanted.has('GenericEthereumWallet') ? entries.filter((e) => e.option === null && e.installed) : [];
  const generic = (e: WalletEntry) => e.option === 'GenericEthereumWallet' || e.option === 'GenericSolanaWallet';
  const named = [...configured.filter((e) => e.installed && !generic(e)), ...announced];
  const listedChains = new Set(named.map((e) => e.chain));
  return [
    ...named,
    ...configured.filter((e) => e.installed && generic(e) && !listedChains.has(e.chain)),
    ...configured.filter((e) => !e.installed),
  ];
}
