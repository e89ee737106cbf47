/**
 * The parts of `portico-emulator/playwright` that need no browser: the
 * injected wallets' answers and signatures, checked with the emulator's own
 * verifier (what a sign-in goes through), and where `signInAs` puts its
 * cookies. The browser side runs in examples/playwright-app (docs/testing.md,
 * "Testing your app with Portico").
 */
import type { Page } from '@playwright/test';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { parseSignature, verifySignature } from '../../../emulator/src/products/crypto-wallets/signatures';
import { cookieOrigin, setSessionCookies } from '../../../emulator/src/playwright/sign-in-as';
import { injectWallet, METAMASK_INFO } from '../../../emulator/src/playwright/wallets';

type Answer = { ok: true; value: unknown } | { ok: false; code: number; message: string };
type Bridge = (method: string, params: unknown) => Answer;

/** A page that records what the wallet installs: the Node side of the bridge and the init script's settings. */
function fakePage(url = 'about:blank') {
  const installed: { bridge?: Bridge; settings?: Record<string, unknown> } = {};
  const cookies: unknown[] = [];
  const page = {
    url: () => url,
    exposeFunction: async (_name: string, fn: Bridge) => void (installed.bridge = fn),
    addInitScript: async (_script: unknown, settings: Record<string, unknown>) => void (installed.settings = settings),
    context: () => ({ addCookies: async (list: unknown[]) => void cookies.push(...list) }),
  };
  return { page: page as unknown as Page, installed, cookies };
}

const hexOf = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`;

describe('injectWallet', () => {
  it('Ethereum: answers the accounts and a personal_sign the emulator verifies; announced as MetaMask', async () => {
    const { page, installed } = fakePage();
    const wallet = await injectWallet(page, { chain: 'ethereum' });
    const bridge = installed.bridge!;
    expect(wallet.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(bridge('eth_requestAccounts', [])).toEqual({ ok: true, value: [wallet.address] });
    expect(bridge('eth_chainId', [])).toEqual({ ok: true, value: '0x1' });

    const message = 'Signing in with Project: test\nNonce: 1';
    const answer = bridge('personal_sign', [hexOf(message), wallet.address]);
    expect(answer.ok).toBe(true);
    const signature = (answer as { value: string }).value;
    expect(verifySignature(parseSignature('ethereum', signature), message, wallet.address)).toBe(true);
    expect(verifySignature(parseSignature('ethereum', signature), `${message}!`, wallet.address)).toBe(false);
    expect(wallet.signedMessages).toEqual([message]);
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign']);
    expect(installed.settings).toMatchObject({ chain: 'ethereum', windowEthereum: true, isMetaMask: true, announce: { rdns: METAMASK_INFO.rdns } });
  });

  it('Ethereum: another account, a declined prompt and an unknown method are EIP-1193 errors', async () => {
    const { page, installed } = fakePage();
    const wallet = await injectWallet(page, { chain: 'ethereum', info: null });
    const bridge = installed.bridge!;
    expect(bridge('personal_sign', [hexOf('x'), `0x${'1'.repeat(40)}`])).toMatchObject({ ok: false, code: 4100 });
    wallet.rejectNext('sign');
    expect(bridge('personal_sign', [hexOf('x'), wallet.address])).toMatchObject({ ok: false, code: 4001 });
    expect(bridge('personal_sign', [hexOf('x'), wallet.address])).toMatchObject({ ok: true });
    expect(bridge('eth_sendTransaction', [])).toMatchObject({ ok: false, code: 4200 });
    expect(installed.settings).toMatchObject({ announce: null, isMetaMask: false });
  });

  it('Solana: connect answers the base58 key, signMessage a signature the emulator verifies', async () => {
    const { page, installed } = fakePage();
    const wallet = await injectWallet(page, { chain: 'solana' });
    const bridge = installed.bridge!;
    expect(bridge('connect', [])).toMatchObject({ ok: true, value: { address: wallet.address } });
    const message = 'Signing in with Project: test';
    const answer = bridge('signMessage', [Array.from(Buffer.from(message, 'utf8'))]) as { ok: true; value: number[] };
    const signature = bs58.encode(Uint8Array.from(answer.value));
    expect(verifySignature(parseSignature('solana', signature), message, wallet.address)).toBe(true);
    expect(installed.settings).toMatchObject({ chain: 'solana', announce: null, windowEthereum: false });
  });

  it('keeps a key the test gives: the same key, the same address', async () => {
    const secretKey = new Uint8Array(32).fill(7);
    const first = await injectWallet(fakePage().page, { chain: 'ethereum', secretKey });
    const second = await injectWallet(fakePage().page, { chain: 'ethereum', secretKey });
    expect(second.address).toBe(first.address);
  });
});

describe('signInAs cookies', () => {
  it("go to the option's origin, else the page's, else baseURL", () => {
    expect(cookieOrigin(fakePage('http://localhost:3000/account?x=1').page, undefined, 'http://localhost:4000')).toBe('http://localhost:3000');
    expect(cookieOrigin(fakePage().page, undefined, 'http://localhost:4000/app/')).toBe('http://localhost:4000');
    expect(cookieOrigin(fakePage('http://localhost:3000/').page, 'https://acme.test/x', undefined)).toBe('https://acme.test');
    expect(() => cookieOrigin(fakePage().page, undefined, undefined)).toThrow(/no origin for the session cookies/);
  });

  it('are set for the origin with the attributes the client writes (Playwright derives Secure from the URL)', async () => {
    const { page, cookies } = fakePage();
    const cookie = { name: 'stytch_session', value: 'tok', expires: 2_000_000_000, path: '/', sameSite: 'Lax', httpOnly: false, secure: false } as const;
    await setSessionCookies(page, 'http://localhost:3000/some/page', [cookie]);
    expect(cookies).toEqual([{ name: 'stytch_session', value: 'tok', expires: 2_000_000_000, sameSite: 'Lax', httpOnly: false, url: 'http://localhost:3000/' }]);
  });
});
