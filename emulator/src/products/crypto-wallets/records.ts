import { defineCollection } from '../../store/collection';
import type { WalletType } from './addresses';

/**
 * A challenge handed out by `crypto_wallets/authenticate/start/*`: single
 * use, expiring, at most one per wallet (kept under the wallet's index key,
 * so a new start replaces the old one). The message is kept as sent: it is no
 * secret (the wallet shows it to its user) and checking a signature needs it;
 * what proves ownership is the signature, and deleting the record on use is
 * what stops a replay.
 */
export interface CryptoChallengeRecord {
  /** `walletKey(type, address)` of users/records.ts. */
  wallet: string;
  type: WalletType;
  /** The address in the form the user record keeps (EIP-55 for Ethereum). */
  address: string;
  /** The exact text the wallet signs. */
  message: string;
  /** `start/secondary`: the session's user, who gets the wallet; null for a sign-in (`start/primary`). */
  userId: string | null;
  /** A SIWE message's `Not Before`. */
  notBefore: string | null;
  expiresAt: string;
}

export const CRYPTO_CHALLENGES = defineCollection<CryptoChallengeRecord>()({
  name: 'crypto_wallet_challenges',
  key: (challenge) => challenge.wallet,
  indexes: {},
  // Sign-in challenges have no user: '' never matches a user id.
  onUserDeleted: { deleteOwnedBy: (challenge) => challenge.userId ?? '' },
  // Unfinished sign-ins pile up (anyone may start one for any address); keep the newest.
  capacity: 10_000,
});
