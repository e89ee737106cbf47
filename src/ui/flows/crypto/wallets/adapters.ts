/**
 * The two wallet calls the crypto flow makes (docs/behaviour.md §7): get the visitor's address, and sign the provider's challenge.
 * Ethereum wallets: `eth_requestAccounts`, then `personal_sign` (EIP-191) of
 * the challenge's UTF-8 bytes. Solana wallets: `connect()`, then
 * `signMessage` of the UTF-8 bytes, sent as base58.
 *
 * Whatever a wallet answers is checked before it goes to the server: a wrong
 * shape is a WalletError('invalid_answer'), a declined prompt
 * WalletError('user_rejected'), anything else the wallet throws
 * WalletError('wallet_failed') with the original as `cause`. An abort rejects
 * with an AbortError (abortable.ts).
 */
import { untilAborted } from './abortable';
import { base58Decode, base58Encode } from './base58';
import { WalletError, abortError, isUserRejection } from './errors';
import { readProperty } from './provider-guards';
import type { WalletProvider } from './types';

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/**
 * 65 bytes (r, s, v) from an ordinary account; longer from a smart-contract
 * wallet (ERC-1271 / ERC-6492, e.g. Coinbase Smart Wallet). Capped so a broken
 * wallet cannot hand the server megabytes.
 */
const ETHEREUM_SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){65,4096}$/;
const SOLANA_PUBLIC_KEY_BYTES = 32;
const SOLANA_SIGNATURE_BYTES = 64;

/** The visitor's address in the wallet (prompts the visitor to connect). */
export function requestAddress(wallet: WalletProvider, signal?: AbortSignal): Promise<string> {
  if (wallet.chain === 'ethereum') {
    const { provider } = wallet;
    return walletCall(() => provider.request({ method: 'eth_requestAccounts' }), signal, parseEthereumAccounts);
  }
  const { provider } = wallet;
  return walletCall(() => provider.connect(), signal, (answer) =>
    // Some Solana wallets resolve connect() with nothing and set provider.publicKey.
    parseSolanaPublicKey(readProperty(answer, 'publicKey') ?? readProperty(provider, 'publicKey')),
  );
}

/** The wallet's signature of `challenge` by `address`, in the form the provider's authenticate call takes. */
export function signChallenge(
  wallet: WalletProvider,
  address: string,
  challenge: string,
  signal?: AbortSignal,
): Promise<string> {
  const message = new TextEncoder().encode(challenge);
  if (wallet.chain === 'ethereum') {
    const { provider } = wallet;
    // personal_sign takes the message as hex of its bytes, then the address (the reverse of eth_sign).
    const params = [hexOf(message), address];
    return walletCall(() => provider.request({ method: 'personal_sign', params }), signal, parseEthereumSignature);
  }
  const { provider } = wallet;
  return walletCall(() => provider.signMessage(message, 'utf8'), signal, parseSolanaSignature);
}

async function walletCall<T>(
  call: () => Promise<unknown>,
  signal: AbortSignal | undefined,
  parse: (answer: unknown) => T,
): Promise<T> {
  let answer: unknown;
  try {
    // Promise.resolve().then: a wallet that throws synchronously rejects like one that rejects. The
    // signal is checked again there: aborted in the same tick (React StrictMode mounts, unmounts and
    // mounts a screen again at once), the wallet is never prompted, not prompted twice.
    answer = await untilAborted(
      () =>
        Promise.resolve().then(() => {
          signal?.throwIfAborted();
          return call();
        }),
      signal,
    );
  } catch (error) {
    if (signal?.aborted) throw abortError();
    if (isUserRejection(error)) throw new WalletError('user_rejected', 'The wallet request was rejected.', { cause: error });
    throw new WalletError('wallet_failed', 'The wallet request failed.', { cause: error });
  }
  return parse(answer);
}

function invalid(what: string): WalletError {
  return new WalletError('invalid_answer', `The wallet did not return ${what}.`);
}

function parseEthereumAccounts(answer: unknown): string {
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  if (typeof first !== 'string' || !ETHEREUM_ADDRESS.test(first)) throw invalid('an Ethereum address');
  return first;
}

function parseEthereumSignature(answer: unknown): string {
  if (typeof answer !== 'string' || !ETHEREUM_SIGNATURE.test(answer)) throw invalid('an Ethereum signature');
  return answer;
}

function parseSolanaPublicKey(key: unknown): string {
  const toBase58 = readProperty(key, 'toBase58');
  let text: unknown = key;
  if (typeof toBase58 === 'function') {
    try {
      text = toBase58.call(key);
    } catch {
      throw invalid('a Solana public key');
    }
  }
  if (typeof text !== 'string' || text.length > 64 || base58Decode(text)?.length !== SOLANA_PUBLIC_KEY_BYTES) {
    throw invalid('a Solana public key');
  }
  return text;
}

function parseSolanaSignature(answer: unknown): string {
  // Phantom answers { signature, publicKey }; some wallets answer the bytes alone.
  const signature = bytesOf(answer) ?? bytesOf(readProperty(answer, 'signature'));
  if (signature === null || signature.length !== SOLANA_SIGNATURE_BYTES) throw invalid('a Solana signature');
  return base58Encode(signature);
}

/** A Uint8Array's bytes, told by its tag so one made in another realm (an extension's frame) counts too. */
function bytesOf(value: unknown): Uint8Array | null {
  if (!ArrayBuffer.isView(value) || Object.prototype.toString.call(value) !== '[object Uint8Array]') return null;
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}

function hexOf(bytes: Uint8Array): string {
  let hex = '0x';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
