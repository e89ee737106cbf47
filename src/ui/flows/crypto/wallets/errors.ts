/**
 * What goes wrong talking to a wallet, as a closed set of codes the flow can
 * branch on (the flow logs 'Could not connect to wallet' / 'Could not sign
 * message' and shows CryptoError either way; a rejection may one day get its
 * own text, so it is told apart here).
 */
import { readProperty } from './provider-guards';

export type WalletErrorCode =
  /** The visitor closed or declined the wallet's prompt (EIP-1193 4001). */
  | 'user_rejected'
  /** The wallet answered, but not with an address or signature of the right shape. */
  | 'invalid_answer'
  /** The wallet threw something else (locked, busy, internal error). */
  | 'wallet_failed';

export class WalletError extends Error {
  readonly code: WalletErrorCode;

  constructor(code: WalletErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options && 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'WalletError';
    this.code = code;
  }
}

/** EIP-1193's "User Rejected Request"; Phantom (Solana and EVM) uses the same code. */
const USER_REJECTED = 4001;

/**
 * True when the visitor declined the prompt. Wallets and the libraries some of
 * them embed wrap the provider error, so the `cause` chain is followed a few
 * levels (and MetaMask's `data.originalError`).
 */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    if (current instanceof WalletError) return current.code === 'user_rejected';
    if (readProperty(current, 'code') === USER_REJECTED) return true;
    current = readProperty(current, 'cause') ?? readProperty(readProperty(current, 'data'), 'originalError');
  }
  return false;
}

/** The error a call rejects with when its signal aborted first. */
export function abortError(): DOMException {
  return new DOMException('The wallet call was abandoned.', 'AbortError');
}
