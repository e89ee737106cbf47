import { z } from 'zod';
import type { Product } from '../product';
import { canonicalAddress, WALLET_TYPES } from './addresses';
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

const cryptoWallets: Product = {
  name: 'crypto-wallets',
  collections: [CRYPTO_CHALLENGES],
  sdkRoutes: cryptoWalletRoutes,
  seed: {
    fields: { crypto_wallets: z.array(seedWallet).max(16).optional() },
    apply: (deps, user, values) => {
      const wallets = (values.crypto_wallets ?? []) as Array<z.output<typeof seedWallet>>;
      try {
        for (const wallet of wallets) {
          const type = wallet.crypto_wallet_type;
          addWallet(deps, user, type, canonicalAddress(type, wallet.crypto_wallet_address));
        }
      } catch (error) {
        // A wallet of another user: the seed fails as a whole, so the user just created goes too.
        deps.store.deleteUser(user.user_id);
        throw error;
      }
    },
  },
};

export default cryptoWallets;
