/**
 * Where to get each wallet: the publisher's own download page, so the setup
 * screen never sends a visitor to a store listing that could be a clone. The
 * generic options point to the Ethereum and Solana foundations' neutral wallet
 * directories.
 */
import type { WalletOption } from '../../../config/config-types';

/**
 * `null`: no official page we could verify. Vessel's publisher and site could
 * not be confirmed, and a guessed URL for a wallet is exactly what phishing
 * sites live on; the setup screen shows no install link for it.
 */
export const WALLET_INSTALL_LINKS: Readonly<Record<WalletOption, string | null>> = {
  Metamask: 'https://metamask.io/download/',
  Coinbase: 'https://www.coinbase.com/wallet/downloads',
  Phantom: 'https://phantom.com/download',
  Binance: 'https://www.binance.com/en/web3wallet',
  Vessel: null,
  GenericEthereumWallet: 'https://ethereum.org/en/wallets/find-wallet/',
  GenericSolanaWallet: 'https://solana.com/ecosystem/explore?categories=wallet',
};
