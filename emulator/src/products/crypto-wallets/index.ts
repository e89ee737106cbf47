import { z } from 'zod';
import type { Product } from '../product';
import { findUserByWallet, walletKey } from '../../kernel';
import { canonicalAddress, WALLET_TYPES } from './addresses';
import { CryptoWalletErrors } from './errors';
import { CRYPTO_CHALLENGES } from './records';
import { cryptoWalletRoutes } from './routes';
import { addWallet } from './wallets';

/**
 * Crypto wallets, Ethereum and Solana (docs/protocol.md §7.5): single-use
 * expiring challenges (Sign-In With Ethereum messages when the project
 * requires SIWE), signatures verified for real with @noble/curves, and the
 * wallet added to the user as a verified factor. The wallets live on the user
 * record (`crypto_wallets`), so removing one is the users product's
 * `DELETE /users/crypto_wallets/<id>`. Seeds take `crypto_wallets`, added as
 * verified wallets.
 */

const seedWallet = z
  .object({ crypto_wallet_address: z.string().min(1).max(256), crypto_wallet_type: z.enum(WALLET_TYPES) })
  .refine((wallet) => {
    try {
      canonicalAddress(wallet.crypto_wallet_type, wallet.crypto_wallet_address);
      return true;
    } catch {
      return false;
    }
  }, 'crypto_wallet_address is not an address of this crypto_wallet_type.');

/** The seed fields this product adds to `POST /_emulator/users` (the dev client's `UserSeed` is typed from them). */
export const CRYPTO_WALLET_SEED_FIELDS = { crypto_wallets: z.array(seedWallet).max(16).optional() } satisfies z.ZodRawShape;

function walletsOf(values: Record<string, unknown>): Array<z.output<typeof seedWallet>> {
  return (values.crypto_wallets ?? []) as Array<z.output<typeof seedWallet>>;
}

const cryptoWallets: Product = {
  name: 'crypto-wallets',
  collections: [CRYPTO_CHALLENGES],
  sdkRoutes: cryptoWalletRoutes,
  seed: {
    fields: CRYPTO_WALLET_SEED_FIELDS,
    check: (deps, values, claimed) => {
      for (const wallet of walletsOf(values)) {
        const key = walletKey(wallet.crypto_wallet_type, wallet.crypto_wallet_address);
        const owner = findUserByWallet(deps, wallet.crypto_wallet_type, wallet.crypto_wallet_address);
        if (owner || claimed.has(key)) throw CryptoWalletErrors.walletOfAnotherUser();
        claimed.add(key);
      }
    },
    apply: (deps, user, values) => {
      for (const wallet of walletsOf(values)) {
        const type = wallet.crypto_wallet_type;
        addWallet(deps, user, type, canonicalAddress(type, wallet.crypto_wallet_address));
      }
    },
  },
};

export default cryptoWallets;
