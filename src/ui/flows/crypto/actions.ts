/**
 * The wallet flow's domain actions (docs/behaviour.md §4.1: choosing a wallet, the
 * challenge, the signed-in answer, any failure).
 */
import type { AuthenticateResponse } from '../../../core';
import type { ChosenWallet } from './state';

/** Which step failed: its log line (docs/behaviour.md §8.2). */
export type CryptoFailure = 'connect' | 'sign';

export type CryptoAction =
  /** 'Continue with other Crypto Wallet' on Main. */
  | { type: 'crypto/otherOpened' }
  /** A wallet was chosen on Main or the other-wallet screen. */
  | { type: 'crypto/chosen'; wallet: ChosenWallet; installed: boolean }
  /** The wallet gave its address and the provider a challenge. */
  | { type: 'crypto/challenged'; address: string; challenge: string }
  /** The signed challenge was accepted: signed in. */
  | { type: 'crypto/signedIn'; response: AuthenticateResponse }
  /** Connecting or signing failed (a refusal in the wallet included). */
  | { type: 'crypto/failed'; step: CryptoFailure; cause: unknown }
  /** 'Try again' on CryptoError: connect the same wallet again. */
  | { type: 'crypto/retried' };

export const otherWalletsOpened = (): CryptoAction => ({ type: 'crypto/otherOpened' });

export const walletChosen = (wallet: ChosenWallet, installed: boolean): CryptoAction => ({ type: 'crypto/chosen', wallet, installed });

export const walletChallenged = (address: string, challenge: string): CryptoAction => ({ type: 'crypto/challenged', address, challenge });

export const walletSignedIn = (response: AuthenticateResponse): CryptoAction => ({ type: 'crypto/signedIn', response });

export const walletFailed = (step: CryptoFailure, cause: unknown): CryptoAction => ({ type: 'crypto/failed', step, cause });

export const walletRetried = (): CryptoAction => ({ type: 'crypto/retried' });
