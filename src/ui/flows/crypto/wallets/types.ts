/**
 * The shapes the crypto flow's screens see of the visitor's browser wallets.
 * Wallet objects are injected by extensions we do not control: these types say
 * what we call on them, never what they answer (answers are `unknown` and
 * parsed in adapters.ts).
 */
import type { WalletOption } from '../../../config/config-types';

export type WalletChain = 'ethereum' | 'solana';

/** One wallet the visitor can choose: a configured option, or a wallet announced by EIP-6963 that is not one of them. */
export interface WalletEntry {
  /** The WalletOption, or `'eip6963:' + rdns` for an announced wallet that is none of them. */
  readonly id: string;
  readonly option: WalletOption | null;
  /** Display name: the option's own name comes from the message catalogue; this is the announced, sanitised name. */
  readonly name: string;
  readonly chain: WalletChain;
  /** A `data:image/` URI from an EIP-6963 announcement (never a remote URL). */
  readonly icon?: string;
  readonly installed: boolean;
}

/** EIP-1193: the one method every Ethereum wallet has. Its answer is untrusted. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/**
 * The Solana wallet API Phantom introduced and others copied (`window.solana`).
 * `publicKey` is read when `connect()` resolves without one (some wallets set
 * it on the provider instead).
 */
export interface SolanaProvider {
  connect(): Promise<unknown>;
  signMessage(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<unknown>;
  readonly publicKey?: unknown;
}

export type WalletProvider =
  | { readonly chain: 'ethereum'; readonly provider: Eip1193Provider }
  | { readonly chain: 'solana'; readonly provider: SolanaProvider };
