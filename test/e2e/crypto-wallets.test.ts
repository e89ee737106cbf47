/**
 * Crypto wallet sign-in in real Chromium against the emulator and the
 * standalone build, on the example page `/?crypto=1` (wallets with email
 * passcodes; `&oauth=N` puts N OAuth providers before them). The browser's
 * wallets are injected providers (support/wallets.ts) whose keys stay in
 * Node and really sign: the emulator verifies every signature.
 *
 * Every crypto screen reached is screenshotted and checked with axe
 * (checkScreen): Main with wallets and with three OAuth providers,
 * CryptoOtherScreen, CryptoSetupWallet, CryptoConnect and CryptoSignMessage
 * (held open by a pending wallet prompt), CryptoConfirmation, CryptoError.
 */
import bs58 from 'bs58';
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Locator, Page, Response } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { LoginWidget, t } from './support/login-widget';
import { checkScreen, eventCount, hostErrors, hostEvents, tabUntil } from './support/passkeys';
import { useServers } from './support/servers';
import {
  COINBASE,
  EXAMPLE_WALLET,
  injectEthereumWallet,
  injectPhantom,
  type InjectedEthereumWallet,
  type InjectedSolanaWallet,
} from './support/wallets';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

const START = '/sdk/v1/crypto_wallets/authenticate/start/primary';
const AUTHENTICATE = '/sdk/v1/crypto_wallets/authenticate';

async function openLogin(query = 'crypto=1'): Promise<LoginWidget> {
  await session.page.goto(servers.page(`/?${query}`));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  return widget;
}

const continueWith = (wallet: string) => t('crypto.continueWith', { wallet });

/** The wallet buttons' group (Main or CryptoOtherScreen). */
const walletGroup = (login: LoginWidget) => login.root.getByRole('group', { name: t('crypto.walletsLabel'), exact: true });

/** Names of the buttons in the wallet group, in order. */
async function walletButtonNames(login: LoginWidget): Promise<string[]> {
  const group = walletGroup(login);
  await group.waitFor();
  return (await group.getByRole('button').allTextContents()).map((s) => s.trim());
}

/** The JSON `data` of the page's next POST to `path` (start it before the action that sends it). */
function nextPost(page: Page, path: string): Promise<Record<string, any>> {
  return page
    .waitForResponse((r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === path)
    .then(async (r) => ({ status: r.status(), request: r.request().postDataJSON(), ...((await r.json()).data ?? {}) }));
}

/** The challenge as CryptoSignMessage shows it: the text labelled 'The message you are asked to sign'. */
const challengeShown = (login: LoginWidget) => login.root.getByLabel(t('crypto.messageLabel'), { exact: true });

/**
 * The element wraps inside the widget: its right edge within the widget's, and
 * the page gains no horizontal scroll (a long challenge must wrap, not overflow).
 */
async function expectInsideWidget(element: Locator): Promise<void> {
  const login = new LoginWidget(session.page);
  const [box, widget] = await Promise.all([element.boundingBox(), login.root.boundingBox()]);
  expect(box!.x + box!.width).toBeLessThanOrEqual(widget!.x + widget!.width);
  expect(await element.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the text wraps inside its box').toBe(true);
  expect(await session.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The emulator's users holding this wallet. */
async function usersWithWallet(type: 'ethereum' | 'solana', address: string) {
  const { users } = await servers.api.call<{
    users: Array<{ user_id: string; crypto_wallets: Array<{ crypto_wallet_address: string; crypto_wallet_type: string; verified: boolean }> }>;
  }>('GET', '/users');
  return users.filter((u) =>
    u.crypto_wallets.some((w) => w.crypto_wallet_type === type && w.crypto_wallet_address.toLowerCase() === address.toLowerCase()),
  );
}

/**
 * After CryptoConfirmation: exactly one user holds the wallet, the host got
 * CryptoWalletAuthenticate for that user then AuthenticateFlowComplete once,
 * and nothing was reported as an error.
 */
async function expectSignedIn(wallet: InjectedEthereumWallet | InjectedSolanaWallet, type: 'ethereum' | 'solana'): Promise<void> {
  const login = new LoginWidget(session.page);
  await login.expectFocusOnHeading(t('crypto.successTitle'));
  await login.expectVisible(login.text(t('crypto.successBody')));
  const users = await usersWithWallet(type, wallet.address);
  expect(users).toHaveLength(1);
  expect(users[0]!.crypto_wallets).toEqual([expect.objectContaining({ crypto_wallet_type: type, verified: true })]);
  // The page's own reaction to AuthenticateFlowComplete: it loads the signed-in user.
  await session.page.getByText(`Signed in as ${users[0]!.user_id}`, { exact: true }).waitFor();
  const events = await hostEvents(session.page);
  expect(events.map((e) => e.type)).toEqual(['CryptoWalletAuthenticate', 'AuthenticateFlowComplete']);
  expect(events[0]!.data).toMatchObject({ user_id: users[0]!.user_id });
  expect(await hostErrors(session.page)).toEqual([]);
}

describe('crypto wallet sign-in', () => {
  it('Ethereum: MetaMask announced by EIP-6963 signs the challenge the emulator issued', async () => {
    const wallet = await injectEthereumWallet(session.page);
    const releaseConnect = wallet.hold('connect');
    const releaseSign = wallet.hold('sign');
    const login = await openLogin();

    // Installed wallets first: MetaMask, and no generic Ethereum button for the same wallet; the rest lead to setup.
    expect(await walletButtonNames(login)).toEqual([
      continueWith('MetaMask'),
      continueWith('Coinbase'),
      continueWith('Phantom'),
      continueWith('Binance'),
      continueWith('Vessel'),
      t('main.otherCryptoWallets'),
    ]);
    await checkScreen(session.page, 'crypto-main');

    const started = nextPost(session.page, START);
    await login.button(continueWith('MetaMask')).click();
    await login.expectFocusOnHeading(t('crypto.connectTitle', { wallet: 'MetaMask' }));
    await wallet.waitForCall('eth_requestAccounts');
    await checkScreen(session.page, 'crypto-connect');
    releaseConnect();

    const { challenge, request } = await started;
    expect(request).toEqual({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' });
    expect(challenge).toMatch(/^Signing in with Project: /);
    await login.expectFocusOnHeading(t('crypto.signTitle'));
    await login.expectVisible(login.text(t('crypto.signBody', { wallet: 'MetaMask' })));
    expect(await challengeShown(login).textContent()).toBe(challenge);
    await expectInsideWidget(challengeShown(login));
    await wallet.waitForCall('personal_sign');
    await checkScreen(session.page, 'crypto-sign-message');

    const authenticated = nextPost(session.page, AUTHENTICATE);
    releaseSign();
    const { request: signedIn, status } = await authenticated;
    expect(status).toBe(200);
    await expectSignedIn(wallet, 'ethereum');
    await checkScreen(session.page, 'crypto-confirmation');

    // The Node-side key signed exactly the challenge's bytes, and that signature is what the page sent.
    expect(wallet.signedMessages).toEqual([new TextEncoder().encode(challenge)]);
    expect(signedIn).toMatchObject({ crypto_wallet_address: wallet.address, signature: wallet.soft.personalSign(challenge) });
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'personal_sign']);
  });

  it("Solana: Phantom's provider signs in; the emulator accepts its base58 signature", async () => {
    const wallet = await injectPhantom(session.page);
    const login = await openLogin();
    // Phantom, and no generic Solana button for the same wallet.
    expect((await walletButtonNames(login)).slice(0, 2)).toEqual([continueWith('Phantom'), continueWith('MetaMask')]);

    const started = nextPost(session.page, START);
    const authenticated = nextPost(session.page, AUTHENTICATE);
    await login.button(continueWith('Phantom')).click();
    const { challenge, request } = await started;
    expect(request).toEqual({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'solana' });
    const signedIn = await authenticated;
    expect(signedIn.status).toBe(200);
    await expectSignedIn(wallet, 'solana');

    const bytes = new TextEncoder().encode(challenge);
    expect(wallet.signedMessages).toEqual([bytes]);
    expect(signedIn.request.signature).toBe(bs58.encode(ed25519.sign(bytes, wallet.soft.secretKey)));
    expect(wallet.calls).toEqual(['connect', 'signMessage']);
  });

  it.each([
    ['connect', 'eth_requestAccounts', t('crypto_connect_failed')],
    ['sign', 'personal_sign', t('crypto_sign_failed')],
  ] as const)('a refusal in the wallet (%s: %s, code 4001) shows CryptoError and logs "%s"; the back arrow returns to Main', async (step, method, line) => {
    const wallet = await injectEthereumWallet(session.page);
    wallet.reject(step);
    const logged: string[] = [];
    session.page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    const login = await openLogin();
    await login.button(continueWith('MetaMask')).click();

    await login.expectFocusOnHeading(t('crypto.errorTitle'));
    await login.expectVisible(login.text(t('crypto.errorBody')));
    expect(wallet.calls.at(-1)).toBe(method);
    await expect.poll(() => logged.filter((text) => text.startsWith(line))).toHaveLength(1);
    expect(await hostErrors(session.page)).toEqual([expect.objectContaining({ message: line })]);
    expect(await eventCount(session.page, 'AuthenticateFlowComplete')).toBe(0);
    expect(await usersWithWallet('ethereum', wallet.address)).toEqual([]);
    if (step === 'sign') await checkScreen(session.page, 'crypto-error');

    await login.backButton.click();
    await login.waitForMain();
    await login.expectVisible(login.button(continueWith('MetaMask')));
  });

  it("CryptoError's 'Try again' connects the same wallet again and signs in; its 'Go back' returns to Main", async () => {
    const wallet = await injectEthereumWallet(session.page);
    wallet.reject('sign');
    const login = await openLogin();
    await login.button(continueWith('MetaMask')).click();
    await login.expectFocusOnHeading(t('crypto.errorTitle'));
    // Beside the back arrow, two buttons (docs/behaviour.md §2.5).
    expect((await login.root.getByRole('button').allTextContents()).map((s) => s.trim())).toEqual(['', t('crypto.tryAgain'), t('crypto.goBack')]);
    await checkScreen(session.page, 'crypto-error-buttons');

    await login.button(t('crypto.goBack')).click();
    await login.expectFocusOnHeading(t('main.header'));
    await login.button(continueWith('MetaMask')).click();
    await login.expectFocusOnHeading(t('crypto.errorTitle'));

    wallet.accept('sign');
    await login.button(t('crypto.tryAgain')).click();
    await login.expectFocusOnHeading(t('crypto.successTitle'));
    expect(await usersWithWallet('ethereum', wallet.address)).toHaveLength(1);
    expect(await eventCount(session.page, 'AuthenticateFlowComplete')).toBe(1);
    // The two refusals were reported, nothing else.
    expect(await hostErrors(session.page)).toEqual([
      expect.objectContaining({ message: t('crypto_sign_failed') }),
      expect.objectContaining({ message: t('crypto_sign_failed') }),
    ]);
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'personal_sign', 'eth_requestAccounts', 'personal_sign', 'eth_requestAccounts', 'personal_sign']);
  });

  it("a wallet not installed: 'Continue with Phantom' shows CryptoSetupWallet with its install link", async () => {
    const login = await openLogin();
    await login.button(continueWith('Phantom')).click();
    await login.expectFocusOnHeading(t('crypto.setupTitle', { wallet: 'Phantom' }));
    await login.expectVisible(login.text(t('crypto.setupBody', { wallet: 'Phantom' })));
    const link = login.link(t('crypto.install', { wallet: 'Phantom' }));
    expect(await link.getAttribute('href')).toBe('https://phantom.com/download');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await checkScreen(session.page, 'crypto-setup-wallet');
    await login.backButton.click();
    await login.waitForMain();
  });

  it('an unknown EIP-6963 wallet is listed with its own name and icon, and signs in', async () => {
    const wallet = await injectEthereumWallet(session.page, { info: EXAMPLE_WALLET });
    const login = await openLogin();
    const button = login.button(continueWith(EXAMPLE_WALLET.name));
    await login.expectVisible(button);
    expect(await button.locator('img').getAttribute('src')).toBe(EXAMPLE_WALLET.icon);
    // The announced wallet by its name first; no generic Ethereum button for the same wallet.
    expect((await walletButtonNames(login)).slice(0, 3)).toEqual([
      continueWith(EXAMPLE_WALLET.name),
      continueWith('MetaMask'),
      continueWith('Coinbase'),
    ]);

    const started = nextPost(session.page, START);
    await button.click();
    const { challenge } = await started;
    await expectSignedIn(wallet, 'ethereum');
    expect(wallet.signedMessages).toEqual([new TextEncoder().encode(challenge)]);
  });

  it('Ethereum sign-in by keyboard alone: Tab to the wallet button, Enter', async () => {
    const wallet = await injectEthereumWallet(session.page);
    await openLogin();
    await tabUntil(session.page, (el) => el.tag === 'button' && el.text === continueWith('MetaMask'), "'Continue with MetaMask'");
    await session.page.keyboard.press('Enter');
    await expectSignedIn(wallet, 'ethereum');
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'personal_sign']);
  });
});

describe("Main's six-button rule: OAuth buttons + wallet buttons + 'Continue with other Crypto Wallet' = 6", () => {
  const OAUTH_NAMES = ['Google', 'Apple', 'GitHub'];

  /** The OAuth buttons on Main are exactly the first `count` providers of the page's list. */
  async function expectOAuthButtons(login: LoginWidget, count: number): Promise<void> {
    const all = login.root.getByRole('button', { name: /^Continue with (Google|Apple|GitHub)$/ });
    expect((await all.allTextContents()).map((s) => s.trim())).toEqual(
      OAUTH_NAMES.slice(0, count).map((provider) => t('oauth.continueWith', { provider })),
    );
  }

  it.each([
    [0, 5],
    [1, 4],
  ])('%i OAuth providers: %i wallet buttons, the rest behind the other-wallet button', async (oauth, onMain) => {
    const login = await openLogin(`crypto=1&oauth=${oauth}`);
    const names = await walletButtonNames(login);
    await expectOAuthButtons(login, oauth);
    // No wallet installed: the options in display order.
    const order = ['MetaMask', 'Coinbase', 'Phantom', 'Binance', 'Vessel', 'Ethereum Wallet', 'Solana Wallet'];
    expect(names).toEqual([...order.slice(0, onMain).map(continueWith), t('main.otherCryptoWallets')]);

    await login.button(t('main.otherCryptoWallets')).click();
    await login.expectFocusOnHeading(t('crypto.otherWalletsTitle'));
    expect(await walletButtonNames(login)).toEqual(order.slice(onMain).map(continueWith));
    await login.button(continueWith('Solana Wallet')).click();
    await login.expectFocusOnHeading(t('crypto.setupTitle', { wallet: 'Solana Wallet' }));
    expect(await login.link(t('crypto.install', { wallet: 'Solana Wallet' })).getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('3 OAuth providers: 2 wallet buttons (installed first); a wallet on the other-wallet screen signs in', async () => {
    await injectEthereumWallet(session.page);
    await injectEthereumWallet(session.page, { info: COINBASE });
    const phantom = await injectPhantom(session.page);
    const login = await openLogin('crypto=1&oauth=3');
    expect(await walletButtonNames(login)).toEqual([continueWith('MetaMask'), continueWith('Coinbase'), t('main.otherCryptoWallets')]);
    await expectOAuthButtons(login, 3);
    await checkScreen(session.page, 'crypto-main-oauth-3');

    await login.button(t('main.otherCryptoWallets')).click();
    await login.expectFocusOnHeading(t('crypto.otherWalletsTitle'));
    // Installed first here too; the generic options would be the wallets already listed, so they are not.
    expect(await walletButtonNames(login)).toEqual(['Phantom', 'Binance', 'Vessel'].map(continueWith));
    await checkScreen(session.page, 'crypto-other-wallets');

    await login.button(continueWith('Phantom')).click();
    await expectSignedIn(phantom, 'solana');
  });
});
