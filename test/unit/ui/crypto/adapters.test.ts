import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { requestAddress, signChallenge } from '../../../../src/ui/flows/crypto/wallets/adapters';
import { WalletError, isUserRejection } from '../../../../src/ui/flows/crypto/wallets/errors';
import type { WalletProvider } from '../../../../src/ui/flows/crypto/wallets/types';
import { RpcError, deferred, fakeEthereumWallet, fakeSolanaWallet, recoverPersonalSigner } from './fake-wallets';

// Non-ASCII on purpose: the wallet must sign the UTF-8 bytes, not UTF-16 code units or Latin-1.
const CHALLENGE = 'portico.test wants you to sign in.\nNonce: 9f2c — café ✓';
const utf8 = (text: string) => new TextEncoder().encode(text);

function eth(provider: { request: () => Promise<unknown> }): WalletProvider {
  return { chain: 'ethereum', provider };
}

describe('Ethereum wallets', () => {
  it('asks eth_requestAccounts and returns the first account', async () => {
    const wallet = fakeEthereumWallet();
    expect(await requestAddress({ chain: 'ethereum', provider: wallet })).toBe(wallet.address);
    expect(wallet.calls).toEqual([{ method: 'eth_requestAccounts' }]);
  });

  it('personal_sign signs the UTF-8 bytes of the challenge by the address', async () => {
    const wallet = fakeEthereumWallet();
    const signature = await signChallenge({ chain: 'ethereum', provider: wallet }, wallet.address, CHALLENGE);
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(recoverPersonalSigner(utf8(CHALLENGE), signature)).toBe(wallet.address);
    // Not the signer of anything else: the recovery really depends on the message.
    expect(recoverPersonalSigner(utf8(`${CHALLENGE}.`), signature)).not.toBe(wallet.address);
    expect(wallet.calls[0]?.params?.[1]).toBe(wallet.address);
  });

  it('a 4001 from the wallet is a user rejection', async () => {
    const provider = { request: async () => Promise.reject(new RpcError(4001, 'User rejected the request.')) };
    const error = await requestAddress({ chain: 'ethereum', provider }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).code).toBe('user_rejected');
    expect(isUserRejection(error)).toBe(true);
    expect(isUserRejection(new RpcError(4001, 'x'))).toBe(true);
    // Wrapped the way some wallets' libraries wrap it.
    expect(isUserRejection(new Error('outer', { cause: { code: 4001 } }))).toBe(true);
    expect(isUserRejection({ code: -32603, data: { originalError: { code: 4001 } } })).toBe(true);
  });

  it('any other wallet error is wallet_failed, not a rejection', async () => {
    const provider = { request: async () => Promise.reject(new RpcError(-32603, 'Internal error')) };
    const error = await signChallenge({ chain: 'ethereum', provider }, '0x' + '1'.repeat(40), CHALLENGE).catch(
      (e: unknown) => e,
    );
    expect((error as WalletError).code).toBe('wallet_failed');
    expect((error as WalletError).cause).toBeInstanceOf(RpcError);
    expect(isUserRejection(error)).toBe(false);
    // A wallet whose request throws synchronously fails the same way.
    const throwing = {
      request: () => {
        throw new RpcError(4100, 'Unauthorized');
      },
    };
    expect(((await requestAddress({ chain: 'ethereum', provider: throwing }).catch((e: unknown) => e)) as WalletError).code).toBe(
      'wallet_failed',
    );
  });

  it.each([
    ['no accounts', []],
    ['not an array', '0x' + 'a'.repeat(40)],
    ['a short address', ['0x1234']],
    ['markup', ['<img src=x onerror=alert(1)>']],
    ['a number', [42]],
    ['null', null],
  ])('refuses an account answer with %s', async (_, answer) => {
    const provider = { request: async () => answer };
    const error = await requestAddress(eth(provider)).catch((e: unknown) => e);
    expect((error as WalletError).code).toBe('invalid_answer');
  });

  it.each([
    ['a short signature', '0x1234'],
    ['no 0x', 'ab'.repeat(65)],
    ['odd length', '0x' + 'a'.repeat(131)],
    ['bytes', new Uint8Array(65)],
    ['an object', { signature: '0x' + 'ab'.repeat(65) }],
  ])('refuses a signature answer with %s', async (_, answer) => {
    const provider = { request: async () => answer };
    const error = await signChallenge(eth(provider), '0x' + '1'.repeat(40), CHALLENGE).catch((e: unknown) => e);
    expect((error as WalletError).code).toBe('invalid_answer');
  });

  it('takes a longer smart-wallet signature', async () => {
    const long = '0x' + 'ab'.repeat(200);
    const provider = { request: async () => long };
    expect(await signChallenge(eth(provider), '0x' + '1'.repeat(40), CHALLENGE)).toBe(long);
  });
});

describe('Solana wallets', () => {
  it('connect() gives the base58 public key', async () => {
    const wallet = fakeSolanaWallet({ isPhantom: true });
    expect(await requestAddress({ chain: 'solana', provider: wallet })).toBe(wallet.address);
  });

  it('reads provider.publicKey when connect() resolves without one, and takes a plain string key', async () => {
    const wallet = fakeSolanaWallet();
    const address = wallet.address;
    const quiet = { ...wallet, connect: async () => undefined, publicKey: { toBase58: () => address } };
    expect(await requestAddress({ chain: 'solana', provider: quiet })).toBe(address);
    const plain = { ...wallet, connect: async () => ({ publicKey: address }) };
    expect(await requestAddress({ chain: 'solana', provider: plain })).toBe(address);
  });

  it('signMessage signs the UTF-8 bytes; the answer is the base58 ed25519 signature', async () => {
    const wallet = fakeSolanaWallet({ isPhantom: true });
    const signature = await signChallenge({ chain: 'solana', provider: wallet }, wallet.address, CHALLENGE);
    const raw = bs58.decode(signature);
    expect(raw.length).toBe(64);
    expect(ed25519.verify(raw, utf8(CHALLENGE), wallet.publicKeyBytes)).toBe(true);
    expect(ed25519.verify(raw, utf8(`${CHALLENGE}.`), wallet.publicKeyBytes)).toBe(false);
    expect(wallet.signed[0]?.display).toBe('utf8');
  });

  it('takes the signature bytes answered alone', async () => {
    const bytes = new Uint8Array(64).map((_, i) => i);
    const wallet = { ...fakeSolanaWallet(), signMessage: async () => bytes };
    expect(await signChallenge({ chain: 'solana', provider: wallet }, 'x', CHALLENGE)).toBe(bs58.encode(bytes));
  });

  it.each([
    ['no public key', {}],
    ['a key that is not base58', { publicKey: '0OIl'.repeat(10) }],
    ['a key of the wrong length', { publicKey: bs58.encode(new Uint8Array(20).fill(1)) }],
    ['a throwing toBase58', { publicKey: { toBase58: () => { throw new Error('x'); } } }],
  ])('refuses a connect answer with %s', async (_, answer) => {
    const wallet = { ...fakeSolanaWallet(), connect: async () => answer };
    const error = await requestAddress({ chain: 'solana', provider: wallet }).catch((e: unknown) => e);
    expect((error as WalletError).code).toBe('invalid_answer');
  });

  it.each([
    ['a short signature', { signature: new Uint8Array(10) }],
    ['a base58 string', { signature: bs58.encode(new Uint8Array(64)) }],
    ['numbers', { signature: Array.from({ length: 64 }, () => 1) }],
    ['nothing', undefined],
  ])('refuses a signMessage answer with %s', async (_, answer) => {
    const wallet = { ...fakeSolanaWallet(), signMessage: async () => answer };
    const error = await signChallenge({ chain: 'solana', provider: wallet }, 'x', CHALLENGE).catch((e: unknown) => e);
    expect((error as WalletError).code).toBe('invalid_answer');
  });

  it("Phantom's 4001 is a user rejection", async () => {
    const wallet = { ...fakeSolanaWallet(), signMessage: async () => Promise.reject({ code: 4001, message: 'User rejected the request.' }) };
    const error = await signChallenge({ chain: 'solana', provider: wallet }, 'x', CHALLENGE).catch((e: unknown) => e);
    expect((error as WalletError).code).toBe('user_rejected');
  });
});

describe('abort', () => {
  it('a late answer after abort is ignored: the call rejects with AbortError at once', async () => {
    const answer = deferred<unknown>();
    const asked = deferred<void>();
    const provider = {
      request: () => {
        asked.resolve();
        return answer.promise;
      },
    };
    const controller = new AbortController();
    const call = requestAddress({ chain: 'ethereum', provider }, controller.signal);
    await asked.promise;
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    // The wallet answers afterwards; nothing observes it (and nothing throws unhandled).
    answer.resolve(['0x' + '1'.repeat(40)]);
    await answer.promise;
  });

  it('a rejection after abort is an AbortError too, not a wallet failure', async () => {
    const answer = deferred<unknown>();
    const asked = deferred<void>();
    const wallet = {
      ...fakeSolanaWallet(),
      signMessage: () => {
        asked.resolve();
        return answer.promise;
      },
    };
    const controller = new AbortController();
    const call = signChallenge({ chain: 'solana', provider: wallet }, 'x', CHALLENGE, controller.signal);
    await asked.promise;
    controller.abort();
    answer.reject({ code: 4001 });
    expect(((await call.catch((e: unknown) => e)) as DOMException).name).toBe('AbortError');
  });

  it('an already aborted signal never prompts the wallet', async () => {
    const wallet = fakeEthereumWallet();
    const error = await requestAddress({ chain: 'ethereum', provider: wallet }, AbortSignal.abort()).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
    expect(wallet.calls).toEqual([]);
  });

  it('a signal aborted in the same tick the call was made (React StrictMode: mount, unmount, mount) never prompts the wallet', async () => {
    const ethereum = fakeEthereumWallet();
    const solana = fakeSolanaWallet();
    const controller = new AbortController();
    const calls = [
      requestAddress({ chain: 'ethereum', provider: ethereum }, controller.signal),
      signChallenge({ chain: 'ethereum', provider: ethereum }, ethereum.address, CHALLENGE, controller.signal),
      signChallenge({ chain: 'solana', provider: solana }, solana.address, CHALLENGE, controller.signal),
    ];
    controller.abort();
    for (const call of calls) expect(((await call.catch((e: unknown) => e)) as DOMException).name).toBe('AbortError');
    expect(ethereum.calls).toEqual([]);
    expect(solana.signed).toEqual([]);
  });

  it('an answer before abort is kept', async () => {
    const wallet = fakeEthereumWallet();
    const controller = new AbortController();
    const address = await requestAddress({ chain: 'ethereum', provider: wallet }, controller.signal);
    controller.abort();
    expect(address).toBe(wallet.address);
  });
});
