/**
 * Sign-in methods that need something the browser holds: a passkey in
 * Chromium's virtual authenticator, a wallet's key. Both sign for real; the
 * emulator verifies every signature.
 */
import { expect, test } from 'portico-emulator/playwright';
import { addressFor, expectSignedIn } from './acme';

test('passkey: registered on the account page, then signs in through autofill', async ({ page, signInAs, virtualAuthenticator }, testInfo) => {
  const authenticator = await virtualAuthenticator(page);
  const { email } = await signInAs(page, { email: addressFor('passkey', testInfo) });
  await page.goto('/account');
  await expectSignedIn(page, email);
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  const [credential] = await authenticator.credentials();
  expect(credential?.rpId).toBe('localhost');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Headless Chromium answers the email field's autofill request at once with the passkey it holds.
  await page.goto('/?method=passkey');
  await expectSignedIn(page, email);
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(credential!.signCount);
});

test('Ethereum wallet: the injected MetaMask signs the challenge', async ({ page, emulator, injectWallet }) => {
  const wallet = await injectWallet(page, { chain: 'ethereum' });
  await page.goto('/?method=wallet');
  await page.getByRole('button', { name: 'Continue with MetaMask' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const [user] = (await emulator.api.users.list()).filter((u) =>
    u.crypto_wallets.some((w) => w.crypto_wallet_address.toLowerCase() === wallet.address),
  );
  expect(user).toBeDefined();
  await expectSignedIn(page, user!.user_id);
  expect(wallet.calls).toEqual(expect.arrayContaining(['eth_requestAccounts', 'personal_sign']));
  expect(wallet.signedMessages[0]).toMatch(/^Signing in with Project: /);
});

test('Solana wallet: the injected Phantom signs the challenge', async ({ page, emulator, injectWallet }) => {
  const wallet = await injectWallet(page, { chain: 'solana' });
  await page.goto('/?method=wallet');
  await page.getByRole('button', { name: 'Continue with Phantom' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const [user] = (await emulator.api.users.list()).filter((u) => u.crypto_wallets.some((w) => w.crypto_wallet_address === wallet.address));
  await expectSignedIn(page, user!.user_id);
});
