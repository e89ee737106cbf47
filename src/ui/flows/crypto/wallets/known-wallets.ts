/**
 * How a configured wallet option is recognised in the page: its EIP-6963
 * reverse-DNS id, and for wallets that predate EIP-6963 (or have it turned
 * off) the flags and globals they inject.
 */
import type { WalletOption } from '../../../config/config-types';
import { hasFlag } from './provider-guards';

/**
 * The chain each wallet signs on: decides `crypto_wallet_type` and the signing
 * API. Here, not with the config's types, so it loads with the wallet flow.
 */
export const WALLET_CHAINS: Readonly<Record<WalletOption, 'ethereum' | 'solana'>> = {
  Phantom: 'solana',
  Vessel: 'ethereum',
  Binance: 'ethereum',
  Coinbase: 'ethereum',
  Metamask: 'ethereum',
  GenericEthereumWallet: 'ethereum',
  GenericSolanaWallet: 'solana',
};

/** English names of the options: screens show the message catalogue's `crypto.wallet.*`; these match it. */
export const WALLET_NAMES: Readonly<Record<WalletOption, string>> = {
  Phantom: 'Phantom',
  Vessel: 'Vessel',
  Binance: 'Binance',
  Coinbase: 'Coinbase',
  Metamask: 'MetaMask',
  GenericEthereumWallet: 'Ethereum Wallet',
  GenericSolanaWallet: 'Solana Wallet',
};

/**
 * EIP-6963 `rdns` → the option it is. A wallet maps only to its own exact id
 * (MetaMask Flask, `io.metamask.flask`, is its own announced entry).
 * `app.phantom` is Phantom's Ethereum side: the Phantom option signs on Solana
 * (WALLET_CHAINS), so the announcement only keeps Phantom from being listed
 * twice; its Solana side comes from `window.phantom.solana`.
 * Vessel: no published rdns or flag was found; `io.vessel` / `io.openvessel`
 * are unverified guesses. If they are wrong a Vessel that announces itself is
 * still listed, under its own name, as an announced wallet.
 */
export const RDNS_OPTIONS: Readonly<Record<string, WalletOption>> = {
  'io.metamask': 'Metamask',
  'com.coinbase.wallet': 'Coinbase',
  'app.phantom': 'Phantom',
  'com.binance.wallet': 'Binance',
  'com.binance': 'Binance',
  'io.vessel': 'Vessel',
  'io.openvessel': 'Vessel',
};

/** `window` globals a wallet injects besides (or instead of) `window.ethereum`. */
export const BRAND_GLOBALS: readonly { path: readonly string[]; option: WalletOption }[] = [
  // Binance Web3 Wallet (extension), then the older Binance Chain Wallet, which never took window.ethereum.
  { path: ['binancew3w', 'ethereum'], option: 'Binance' },
  { path: ['BinanceChain'], option: 'Binance' },
  // The Coinbase extension keeps its own provider here when another wallet holds window.ethereum.
  { path: ['coinbaseWalletExtension'], option: 'Coinbase' },
  { path: ['phantom', 'ethereum'], option: 'Phantom' },
];

/**
 * Wallets that also set `isMetaMask: true` so sites written for MetaMask work
 * with them: a provider with any of these is not MetaMask.
 */
const METAMASK_IMPERSONATORS = [
  'isCoinbaseWallet',
  'isBinance',
  'isPhantom',
  'isVessel',
  'isBraveWallet',
  'isRabby',
  'isTrust',
  'isTrustWallet',
  'isOkxWallet',
  'isOKExWallet',
  'isBitKeep',
  'isTokenPocket',
  'isZerion',
  'isRainbow',
  'isFrame',
  'isExodus',
  'isTalisman',
  'isSafePal',
  'isMathWallet',
] as const;

/**
 * The option an injected Ethereum provider belongs to, by its flags. Specific
 * flags first: `isMetaMask` alone proves little.
 * `isBinance` is set by Binance's wallet (extension and in-app browser);
 * `isVessel` is a guess (see RDNS_OPTIONS).
 */
export function optionOfFlags(provider: unknown): WalletOption | null {
  if (hasFlag(provider, 'isCoinbaseWallet')) return 'Coinbase';
  if (hasFlag(provider, 'isBinance')) return 'Binance';
  if (hasFlag(provider, 'isPhantom')) return 'Phantom';
  if (hasFlag(provider, 'isVessel')) return 'Vessel';
  if (hasFlag(provider, 'isMetaMask') && !METAMASK_IMPERSONATORS.some((flag) => hasFlag(provider, flag))) {
    return 'Metamask';
  }
  return null;
}
