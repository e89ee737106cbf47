/**
 * The provider's own published browser SDK (@stytch/vanilla-js, headless
 * client) signing in with crypto wallets against the emulator
 * (docs/protocol.md §7.5, §13): `cryptoWallets.authenticateStart` in the page,
 * the challenge signed in Node with the test's real secp256k1 / ed25519 key
 * (as the browser wallet would), the signature handed to
 * `cryptoWallets.authenticate` in the page. Served like
 * provider-sdk-passwords.test.ts: a bundled SDK and a blank page from a
 * loopback server on http://localhost.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sign, SoftEthereumWallet, SoftSolanaWallet, typeOf, type SoftWallet } from '../unit/emulator/soft-wallets';
import { useBrowser } from './support/browser';
import { callInPage } from './support/page-call';
import { useClientApp } from './support/script-app';

const app = useClientApp('provider');
const session = useBrowser();

async function openApp(): Promise<void> {
  await session.page.goto(`${app.url}/`);
  await session.page.waitForFunction(() => 'stytch' in window);
}

beforeEach(async () => {
  await app.api.reset();
  // Config patches outlive a reset; each test starts without SIWE.
  await app.api.patchConfig({ siweRequired: false });
  await openApp();
});

/** Runs `stytch.<path>(...args)` in the page; the answer or the SDK error's type. */
const call = (path: string, ...args: unknown[]) => callInPage(session.page, app.global, path, args);

/** The SDK's two calls, with the wallet's signature made in Node in between. */
async function signInWith(wallet: SoftWallet, siwe_params?: Record<string, unknown>) {
  const options = { crypto_wallet_address: wallet.address, crypto_wallet_type: typeOf(wallet) };
  const started = await call('cryptoWallets.authenticateStart', { ...options, ...(siwe_params ? { siwe_params } : {}) });
  expect(started.ok, started.message).toBe(true);
  const signed = await call('cryptoWallets.authenticate', {
    ...options,
    signature: sign(wallet, started.challenge),
    session_duration_minutes: 30,
  });
  return { challenge: started.challenge as string, signed };
}

describe("the provider's SDK against the emulator's crypto wallets", () => {
  it.each([
    ['an Ethereum', () => new SoftEthereumWallet()],
    ['a Solana', () => new SoftSolanaWallet()],
  ])('signs up with %s wallet, then signs the same user in again', async (_name, make) => {
    const wallet = make();
    const first = await signInWith(wallet);
    expect(first.challenge).toMatch(/^Signing in with Project: /);
    expect(first.signed.ok, first.signed.message).toBe(true);
    expect(first.signed.user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_type: typeOf(wallet), verified: true }),
    ]);
    expect(first.signed.session.authentication_factors[0]).toMatchObject({ type: 'crypto', delivery_method: 'crypto_wallet' });
    expect(await session.page.evaluate(() => document.cookie)).toContain('stytch_session=');

    expect((await call('session.revoke')).ok).toBe(true);
    const again = await signInWith(wallet);
    expect(again.signed.ok, again.signed.message).toBe(true);
    expect(again.signed.user_id).toBe(first.signed.user_id);
  }, 60_000);

  it('adds a second wallet to the signed-in user (start/secondary), and the user lists both', async () => {
    const eth = new SoftEthereumWallet();
    const sol = new SoftSolanaWallet();
    const first = await signInWith(eth);
    expect(first.signed.ok, first.signed.message).toBe(true);
    const added = await signInWith(sol);
    expect(added.signed.ok, added.signed.message).toBe(true);
    expect(added.signed.user_id).toBe(first.signed.user_id);
    const user = await call('user.get');
    expect(user.crypto_wallets.map((w: { crypto_wallet_type: string }) => w.crypto_wallet_type)).toEqual(['ethereum', 'solana']);
  }, 60_000);

  it("surfaces the emulator's refusal of a signature by another key", async () => {
    const wallet = new SoftEthereumWallet();
    const options = { crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' };
    const started = await call('cryptoWallets.authenticateStart', options);
    const refused = await call('cryptoWallets.authenticate', {
      ...options,
      signature: new SoftEthereumWallet().personalSign(started.challenge),
      session_duration_minutes: 30,
    });
    expect(refused).toMatchObject({ ok: false, error_type: 'unable_to_authenticate_crypto_wallet' });
  });

  it('signs a Sign-In With Ethereum message for the page origin when the project requires SIWE', async () => {
    await app.api.patchConfig({ siweRequired: true });
    // A fresh page load reads the new bootstrap (siwe_required_for_crypto_wallets).
    await session.page.evaluate(() => localStorage.clear());
    await openApp();
    const wallet = new SoftEthereumWallet();
    const { challenge, signed } = await signInWith(wallet, { statement: 'Sign in to the SDK test page.', chain_id: '10' });
    const lines = challenge.split('\n');
    expect(lines[0]).toBe(`${new URL(app.url).host} wants you to sign in with your Ethereum account:`);
    expect(lines[1]!.toLowerCase()).toBe(wallet.address);
    expect(lines.slice(2, 6)).toEqual(['', 'Sign in to the SDK test page.', '', `URI: ${app.url}`]);
    expect(lines).toContain('Chain ID: 10');
    expect(signed.ok, signed.message).toBe(true);

    // Solana wallets still get the plain challenge.
    expect((await call('session.revoke')).ok).toBe(true);
    const sol = await signInWith(new SoftSolanaWallet());
    expect(sol.challenge).toMatch(/^Signing in with Project: /);
    expect(sol.signed.ok, sol.signed.message).toBe(true);
  }, 60_000);
});
