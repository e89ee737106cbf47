/**
 * Crypto wallets end to end: the real client (`client.cryptoWallets`,
 * `client.user.deleteCryptoWallet`) against the real emulator over HTTP, with
 * wallets holding real secp256k1 and ed25519 keys (docs/protocol.md §7.5).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sign, SoftEthereumWallet, SoftSolanaWallet, typeOf, type SoftWallet } from '../unit/emulator/soft-wallets';
import { clearPage, destroyClients, errorTypeOf, newClient, readCookie, startTestEmulator, type Emulator } from './support/harness';

beforeEach(() => clearPage());
afterEach(destroyClients);

/** What the widget does: ask for the challenge, have the wallet sign it, send the signature. */
async function signInWith(client: ReturnType<typeof newClient>, wallet: SoftWallet) {
  const options = { crypto_wallet_address: wallet.address, crypto_wallet_type: typeOf(wallet) } as const;
  const { challenge } = await client.cryptoWallets.authenticateStart(options);
  return client.cryptoWallets.authenticate({ ...options, signature: sign(wallet, challenge), session_duration_minutes: 30 });
}

async function withEmulator(config: Parameters<typeof startTestEmulator>[0], run: (emulator: Emulator) => Promise<void>) {
  const emulator = await startTestEmulator(config);
  try {
    await run(emulator);
  } finally {
    await emulator.close();
  }
}

describe('client.cryptoWallets against the emulator', () => {
  it('signs up with Ethereum, adds a Solana wallet while signed in, signs in with either, and removes one', () =>
    withEmulator({}, async (emulator) => {
      const client = newClient(emulator);
      const eth = new SoftEthereumWallet();
      const sol = new SoftSolanaWallet();

      const first = await signInWith(client, eth);
      expect(readCookie('stytch_session')).toBe(first.session_token);
      expect(first.user.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_type: 'ethereum', verified: true })]);
      expect(first.user.crypto_wallets[0]!.crypto_wallet_address.toLowerCase()).toBe(eth.address);

      // With a session the client calls start/secondary: the wallet joins the same user and session.
      const added = await signInWith(client, sol);
      expect(added.user_id).toBe(first.user_id);
      expect(added.session_token).toBe(first.session_token);
      expect(added.user.crypto_wallets.map((w) => w.crypto_wallet_type)).toEqual(['ethereum', 'solana']);
      expect(client.user.getSync()?.crypto_wallets).toHaveLength(2);

      await client.session.revoke();
      expect((await signInWith(client, sol)).user_id).toBe(first.user_id);

      const solId = added.user.crypto_wallets[1]!.crypto_wallet_id;
      await client.user.deleteCryptoWallet(solId);
      expect(client.user.getSync()?.crypto_wallets.map((w) => w.crypto_wallet_type)).toEqual(['ethereum']);
      expect(await errorTypeOf(client.user.deleteCryptoWallet(solId))).toBe('crypto_wallet_not_found');
    }));

  it("surfaces the emulator's refusals: a foreign signature, a replay, an expired challenge", () =>
    withEmulator({}, async (emulator) => {
      const client = newClient(emulator);
      const wallet = new SoftSolanaWallet();
      const options = { crypto_wallet_address: wallet.address, crypto_wallet_type: 'solana' } as const;

      const { challenge } = await client.cryptoWallets.authenticateStart(options);
      const foreign = sign(new SoftSolanaWallet(), challenge);
      expect(
        await errorTypeOf(client.cryptoWallets.authenticate({ ...options, signature: foreign, session_duration_minutes: 30 })),
      ).toBe('unable_to_authenticate_crypto_wallet');

      const next = await client.cryptoWallets.authenticateStart(options);
      const signature = sign(wallet, next.challenge);
      await client.cryptoWallets.authenticate({ ...options, signature, session_duration_minutes: 30 });
      await client.session.revoke();
      expect(await errorTypeOf(client.cryptoWallets.authenticate({ ...options, signature, session_duration_minutes: 30 }))).toBe(
        'crypto_wallet_not_found',
      );

      const late = await client.cryptoWallets.authenticateStart(options);
      await fetch(`${emulator.url}/_emulator/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceSeconds: 601 }),
      });
      expect(
        await errorTypeOf(
          client.cryptoWallets.authenticate({ ...options, signature: sign(wallet, late.challenge), session_duration_minutes: 30 }),
        ),
      ).toBe('unable_to_authenticate_crypto_wallet');
    }));

  it('gets a Sign-In With Ethereum message for the page origin when the project requires SIWE', () =>
    withEmulator({ config: { siweRequired: true } }, async (emulator) => {
      const client = newClient(emulator);
      const wallet = new SoftEthereumWallet();
      const { challenge } = await client.cryptoWallets.authenticateStart({
        crypto_wallet_address: wallet.address,
        crypto_wallet_type: 'ethereum',
        siwe_params: { statement: 'Welcome to the test app.', chain_id: '8453' },
      });
      const lines = challenge.split('\n');
      expect(lines[0]).toBe('localhost:3000 wants you to sign in with your Ethereum account:');
      expect(lines[1]!.toLowerCase()).toBe(wallet.address);
      expect(lines.slice(2, 6)).toEqual(['', 'Welcome to the test app.', '', 'URI: http://localhost:3000']);
      expect(lines).toContain('Chain ID: 8453');

      const signedIn = await client.cryptoWallets.authenticate({
        crypto_wallet_address: wallet.address,
        crypto_wallet_type: 'ethereum',
        signature: wallet.personalSign(challenge),
        session_duration_minutes: 30,
      });
      expect(signedIn.session.authentication_factors[0]).toMatchObject({ type: 'crypto', delivery_method: 'crypto_wallet' });
    }));
});
