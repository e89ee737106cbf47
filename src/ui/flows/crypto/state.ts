import type { ScreenStateBase } from '../flow';
import type { WalletChain } from './wallets/types';

/**
 * The wallet a visitor chose (docs/behaviour.md §3.3):
 * a configured option, or a wallet announced by EIP-6963 that is not one of
 * them (`id` 'eip6963:<rdns>'). Data only: the screens find its provider by
 * `id` in the page's wallet discovery.
 */
export interface ChosenWallet {
  id: string;
  name: string;
  chain: WalletChain;
}

/** Requesting the account, then the challenge (docs/behaviour.md §4.1). */
export interface CryptoConnectState extends ScreenStateBase {
  screen: 'CryptoConnect';
  wallet: ChosenWallet;
}

/** The challenge to sign, shown as text (crypto state: walletAddress, walletChallenge). */
export interface CryptoSignMessageState extends ScreenStateBase {
  screen: 'CryptoSignMessage';
  wallet: ChosenWallet;
  address: string;
  challenge: string;
}

/** The wallets that did not fit on Main. */
export interface CryptoOtherScreenState extends ScreenStateBase {
  screen: 'CryptoOtherScreen';
}

/** The chosen wallet is not installed: where to get it. */
export interface CryptoSetupWalletState extends ScreenStateBase {
  screen: 'CryptoSetupWallet';
  wallet: ChosenWallet;
}

/** Connecting or signing failed: the wallet being used, for 'Try again'. */
export interface CryptoErrorState extends ScreenStateBase {
  screen: 'CryptoError';
  wallet: ChosenWallet;
}

export interface CryptoConfirmationState extends ScreenStateBase {
  screen: 'CryptoConfirmation';
}

export type CryptoState =
  | CryptoConnectState
  | CryptoSignMessageState
  | CryptoOtherScreenState
  | CryptoSetupWalletState
  | CryptoErrorState
  | CryptoConfirmationState;
