// @vitest-environment jsdom
/**
 * Signing in with a wallet, screen by screen: CryptoConnect (the wallet's
 * address, then the provider's challenge) → CryptoSignMessage (the challenge
 * as text while the wallet signs) → CryptoConfirmation, for an Ethereum wallet
 * and for Phantom on Solana; a refusal in the wallet → CryptoError; leaving a
 * screen while its wallet prompt is open. The wallets are fakes on `window`
 * that really sign (test/unit/ui/crypto/fake-wallets.ts); the provider is the
 * fetch seam's routes.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import bs58 from 'bs58';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import { deferred, fakeEthereumWallet, fakeSolanaWallet, recoverPersonalSigner, RpcError, type FakeEthereumWallet } from '../crypto/fake-wallets';
import { continueWith, removeWallets, setGlobal, walletName, WALLETS_ONLY } from './crypto-fixtures';
import { cleanup, createTestClient, dataResponse, makeAuthResponse, renderWidget, type Handler } from './harness';

afterEach(() => {
  cleanup();
  removeWallets();
  vi.restoreAllMocks();
});

const START = 'POST /crypto_wallets/authenticate/start/primary';
const AUTHENTICATE = 'POST /crypto_wallets/authenticate';

const challengeFor = (address: string) =>
  [
    'app.example.com wants you to sign in with your Ethereum account:',
    address,
    '',
    'Sign in to Acme.',
    '',
    'URI: https://app.example.com',
    'Version: 1',
    'Chain ID: 1',
    'Nonce: n0nce1234',
    'Issued At: 2026-01-15T12:00:00.000Z',
  ].join('\n');

function providerRoutes(challenge: string): Record<string, Handler> {
  return {
    [START]: () => dataResponse({ request_id: 'request-id-1', status_code: 200, challenge }),
    [AUTHENTICATE]: () => dataResponse(makeAuthResponse()),
  };
}

const heading = (key: Parameters<typeof formatMessage>[0], wallet?: string) =>
  screen.findByRole('heading', { name: formatMessage(key, wallet === undefined ? {} : { wallet }) });

/** MetaMask on window.ethereum; `personal_sign` waits for `release` so the signing screen can be looked at. */
function installMetaMask(): { wallet: FakeEthereumWallet; release: () => void } {
  const wallet = fakeEthereumWallet({ isMetaMask: true });
  const gate = deferred<void>();
  const request = wallet.request.bind(wallet);
  wallet.request = async (args) => {
    if (args.method === 'personal_sign') await gate.promise;
    return request(args);
  };
  setGlobal('ethereum', wallet);
  return { wallet, release: () => gate.resolve() };
}

const cryptoEvents = (events: { type: string }[]) => events.map((e) => e.type).filter((type) => type !== 'UiReady');

describe('an Ethereum wallet (EIP-1193)', () => {
  it('Connect → SignMessage (the challenge as text) → Confirmation; AuthenticateFlowComplete once; the request bodies', async () => {
    const { wallet, release } = installMetaMask();
    const challenge = challengeFor(wallet.address);
    const { client, apiCalls } = createTestClient(providerRoutes(challenge));
    const { events, errors } = renderWidget(client, { config: WALLETS_ONLY });

    fireEvent.click(await screen.findByRole('button', { name: continueWith('Metamask') }));
    await heading(MESSAGES['crypto.connectTitle'], walletName('Metamask'));
    await heading(MESSAGES['crypto.signTitle']);
    expect(screen.getByText(formatMessage(MESSAGES['crypto.signBody'], { wallet: walletName('Metamask') }))).toBeTruthy();
    // The exact challenge, whole, named by its label.
    expect(screen.getByLabelText(MESSAGES['crypto.messageLabel']).textContent).toBe(challenge);
    expect(apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([START]);

    release();
    await heading(MESSAGES['crypto.successTitle']);
    expect(apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([START, AUTHENTICATE]);
    const [start, authenticate] = apiCalls();
    expect(start?.body).toEqual({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' });
    expect(authenticate?.body).toEqual({
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: 'ethereum',
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/) as unknown,
      session_duration_minutes: 30,
    });
    // The wallet signed the challenge's bytes (personal_sign, EIP-191), as the provider will check.
    const signature = (authenticate?.body as { signature: string }).signature;
    expect(recoverPersonalSigner(new TextEncoder().encode(challenge), signature)).toBe(wallet.address);
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'personal_sign']);

    expect(events.filter((e) => e.type === 'AuthenticateFlowComplete')).toHaveLength(1);
    expect(cryptoEvents(events)).toEqual(['CryptoWalletAuthenticate', 'AuthenticateFlowComplete']);
    expect(errors).toEqual([]);
    client.destroy();
  });

  it('in StrictMode, the wallet is asked once per step', async () => {
    const { wallet, release } = installMetaMask();
    const { client, apiCalls } = createTestClient(providerRoutes(challengeFor(wallet.address)));
    renderWidget(client, { config: WALLETS_ONLY, strict: true });
    fireEvent.click(await screen.findByRole('button', { name: continueWith('Metamask') }));
    await heading(MESSAGES['crypto.signTitle']);
    release();
    await heading(MESSAGES['crypto.successTitle']);
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
    expect(apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([START, AUTHENTICATE]);
    client.destroy();
  });
});

describe('Phantom (Solana)', () => {
  it("connect() → signMessage of the challenge's bytes → the base58 signature, type 'solana'", async () => {
    const phantom = fakeSolanaWallet({ isPhantom: true });
    setGlobal('phantom', { solana: phantom });
    const challenge = `app.example.com wants you to sign in with your Solana account:\n${phantom.address}\n\nNonce: n0nce1234`;
    const { client, apiCalls } = createTestClient(providerRoutes(challenge));
    const { events } = renderWidget(client, { config: WALLETS_ONLY });

    fireEvent.click(await screen.findByRole('button', { name: continueWith('Phantom') }));
    await heading(MESSAGES['crypto.successTitle']);
    const [start, authenticate] = apiCalls();
    expect(start?.body).toEqual({ crypto_wallet_address: phantom.address, crypto_wallet_type: 'solana' });
    const body = authenticate?.body as { signature: string };
    expect(body).toEqual({
      crypto_wallet_address: phantom.address,
      crypto_wallet_type: 'solana',
      signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/) as unknown,
      session_duration_minutes: 30,
    });
    const message = new TextEncoder().encode(challenge);
    expect(ed25519.verify(bs58.decode(body.signature), message, phantom.publicKeyBytes)).toBe(true);
    expect(phantom.signed).toEqual([{ message, display: 'utf8' }]);
    expect(events.filter((e) => e.type === 'AuthenticateFlowComplete')).toHaveLength(1);
    client.destroy();
  });
});

describe('a refusal in the wallet (EIP-1193 4001)', () => {
  it.each([
    ['eth_requestAccounts', MESSAGES.crypto_connect_failed, []],
    ['personal_sign', MESSAGES.crypto_sign_failed, [START]],
  ] as const)('%s refused → CryptoError; onError gets %j; back → Main', async (method, line, sent) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wallet = fakeEthereumWallet({ isMetaMask: true });
    const request = wallet.request.bind(wallet);
    wallet.request = async (args) => {
      if (args.method === method) throw new RpcError(4001, 'User rejected the request.');
      return request(args);
    };
    setGlobal('ethereum', wallet);
    const { client, apiCalls } = createTestClient(providerRoutes(challengeFor(wallet.address)));
    const { errors, events } = renderWidget(client, { config: WALLETS_ONLY });

    fireEvent.click(await screen.findByRole('button', { name: continueWith('Metamask') }));
    await heading(MESSAGES['crypto.errorTitle']);
    expect(screen.getByText(MESSAGES['crypto.errorBody'])).toBeTruthy();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
    expect(errors[0]?.message).toBe(line);
    // The catalogue's log line (docs/behaviour.md §8.2), with the wallet's error as its cause.
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(line);
    expect(apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual(sent);
    expect(cryptoEvents(events)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: MESSAGES['common.back'] }));
    expect(await screen.findByRole('heading', { name: MESSAGES['main.header'] })).toBeTruthy();
    expect(await screen.findByRole('button', { name: continueWith('Metamask') })).toBeTruthy();
    client.destroy();
  });
});

describe('leaving a screen while its wallet prompt is open', () => {
  it('back from CryptoConnect, then the wallet answers eth_requestAccounts: nothing happens (no start request)', async () => {
    const error = vi.spyOn(console, 'error');
    const wallet = fakeEthereumWallet({ isMetaMask: true });
    const accounts = deferred<unknown>();
    const request = wallet.request.bind(wallet);
    wallet.request = async (args) => {
      if (args.method === 'eth_requestAccounts') {
        wallet.calls.push(args);
        return accounts.promise;
      }
      return request(args);
    };
    setGlobal('ethereum', wallet);
    const { client, apiCalls } = createTestClient(providerRoutes(challengeFor(wallet.address)));
    const { errors, events } = renderWidget(client, { config: WALLETS_ONLY });

    fireEvent.click(await screen.findByRole('button', { name: continueWith('Metamask') }));
    await heading(MESSAGES['crypto.connectTitle'], walletName('Metamask'));
    await waitFor(() => expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts']));
    fireEvent.click(screen.getByRole('button', { name: MESSAGES['common.back'] }));
    await screen.findByRole('heading', { name: MESSAGES['main.header'] });

    accounts.resolve([wallet.address]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: MESSAGES['main.header'] })).toBeTruthy();
    expect(apiCalls()).toEqual([]);
    expect(errors).toEqual([]);
    expect(cryptoEvents(events)).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    client.destroy();
  });

  it('back from CryptoSignMessage, then the wallet signs: nothing is sent', async () => {
    const { wallet, release } = installMetaMask();
    const { client, apiCalls } = createTestClient(providerRoutes(challengeFor(wallet.address)));
    const { events } = renderWidget(client, { config: WALLETS_ONLY });
    fireEvent.click(await screen.findByRole('button', { name: continueWith('Metamask') }));
    await heading(MESSAGES['crypto.signTitle']);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES['common.back'] }));
    await screen.findByRole('heading', { name: MESSAGES['main.header'] });

    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([START]);
    expect(cryptoEvents(events)).toEqual([]);
    client.destroy();
  });
});
