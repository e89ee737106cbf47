import type { EmulatorDeps } from '../../context';
import { newSecretToken } from '../../ids';
import type { DeepReadonly } from '../../store/readonly';
import { walletKey } from '../../kernel';
import type { WalletType } from './addresses';
import { CryptoWalletErrors } from './errors';
import { CRYPTO_CHALLENGES, type CryptoChallengeRecord } from './records';

/** Issuing and taking the pending challenge of a wallet (docs/protocol.md §7.5). */

/** How long a challenge may wait for its signature (the wallet prompt can sit open a while). */
export const CHALLENGE_SECONDS = 600;

export const challengesOf = (deps: EmulatorDeps) => deps.store.of(CRYPTO_CHALLENGES);

/**
 * The text of a challenge without SIWE: as the provider words it, "Signing in
 * with Project:" and the project's name, then a random string (256 bits).
 */
export function plainChallenge(deps: EmulatorDeps): string {
  const project = deps.config.projectName.trim();
  return `Signing in with Project: ${project ? `${project}: ` : ''}${newSecretToken()}`;
}

/** Stores the wallet's new challenge, replacing any pending one (so an older message stops working). */
export function saveChallenge(
  deps: EmulatorDeps,
  record: Omit<CryptoChallengeRecord, 'wallet' | 'expiresAt'>,
): void {
  const challenges = challengesOf(deps);
  const wallet = walletKey(record.type, record.address);
  // Delete and insert (not upsert): the capacity ring then drops the oldest start first.
  challenges.delete(wallet);
  challenges.insert({ ...record, wallet, expiresAt: deps.clock.isoIn(CHALLENGE_SECONDS) });
}

/**
 * Takes the wallet's pending challenge: it is deleted whatever happens next
 * (single use; a failed signature means starting again). None pending is
 * `crypto_wallet_not_found`; an expired one `unable_to_authenticate_crypto_wallet`.
 * A SIWE message before its Not Before is refused and stays pending, so the
 * same signature works once the time has come.
 */
export function takeChallenge(deps: EmulatorDeps, type: WalletType, address: string): DeepReadonly<CryptoChallengeRecord> {
  const challenges = challengesOf(deps);
  const wallet = walletKey(type, address);
  const record = challenges.get(wallet);
  if (!record) throw CryptoWalletErrors.noPendingChallenge();
  const expired = deps.clock.isPast(record.expiresAt);
  if (!expired && record.notBefore !== null && !deps.clock.isPast(record.notBefore)) {
    throw CryptoWalletErrors.siweNotValidYet(record.notBefore);
  }
  challenges.delete(wallet);
  if (expired) throw CryptoWalletErrors.challengeExpired();
  return record;
}
