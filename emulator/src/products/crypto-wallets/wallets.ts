import type { AuthenticationFactor, CryptoWallet } from '../../../../protocol';
import type { EmulatorDeps } from '../../context';
import { newId } from '../../ids';
import type { DeepReadonly } from '../../store/readonly';
import { findUserByWallet, updateUser, walletKey, type ReadonlyUser } from '../../kernel';
import type { WalletType } from './addresses';
import { CryptoWalletErrors } from './errors';

/**
 * Wallets on the user record (`crypto_wallets`, docs/protocol.md §6). The
 * users product indexes them (`wallet`) and removes them
 * (`DELETE /users/crypto_wallets/<id>`).
 */

export function walletOf(user: ReadonlyUser, type: WalletType, address: string): DeepReadonly<CryptoWallet> | undefined {
  const key = walletKey(type, address);
  return user.crypto_wallets.find((w) => walletKey(w.crypto_wallet_type, w.crypto_wallet_address) === key);
}

/** The wallet's owner if it is someone other than `user`. */
export function otherOwner(deps: EmulatorDeps, user: ReadonlyUser, type: WalletType, address: string): ReadonlyUser | undefined {
  const owner = findUserByWallet(deps, type, address);
  return owner && owner.user_id !== user.user_id ? owner : undefined;
}

/**
 * The user's entry for the wallet, added (verified: a signature or the dev
 * API's seed vouches for it) when missing. A wallet belongs to one user only.
 */
export function addWallet(deps: EmulatorDeps, user: ReadonlyUser, type: WalletType, address: string): DeepReadonly<CryptoWallet> {
  if (otherOwner(deps, user, type, address)) throw CryptoWalletErrors.walletOfAnotherUser();
  const existing = walletOf(user, type, address);
  if (existing?.verified) return existing;
  const id = existing?.crypto_wallet_id ?? newId('crypto-wallet');
  const updated = updateUser(deps, user.user_id, (draft) => {
    const entry = draft.crypto_wallets.find((w) => w.crypto_wallet_id === id);
    if (entry) entry.verified = true;
    else draft.crypto_wallets.push({ crypto_wallet_id: id, crypto_wallet_address: address, crypto_wallet_type: type, verified: true });
  });
  return updated.crypto_wallets.find((w) => w.crypto_wallet_id === id)!;
}

/** The session factor, as the provider records a wallet sign-in. */
export function walletFactor(deps: EmulatorDeps, wallet: DeepReadonly<CryptoWallet>): AuthenticationFactor {
  return {
    type: 'crypto',
    delivery_method: 'crypto_wallet',
    last_authenticated_at: deps.clock.iso(),
    crypto_wallet_factor: {
      crypto_wallet_id: wallet.crypto_wallet_id,
      crypto_wallet_address: wallet.crypto_wallet_address,
      crypto_wallet_type: wallet.crypto_wallet_type,
    },
  };
}
