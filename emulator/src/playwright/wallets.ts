/**
 * Browser wallets injected the way extensions inject them (docs/testing.md,
 * "The browser"), for crypto-wallet sign-in tests. The page gets a provider
 * object; the private key is made in the test and stays in Node. Every
 * provider call crosses to Node through `page.exposeFunction`, where this
 * module signs for real with @noble/curves, so the emulator verifies a real
 * signature and the app's code can read no key material.
 *
 * - Ethereum: an EIP-1193 provider (`request({ method, params })`:
 *   eth_requestAccounts, eth_accounts, eth_chainId, personal_sign),
 *   announced by EIP-6963 (at once, on load and on every
 *   `eip6963:requestProvider`) and set as `window.ethereum`.
 * - Solana: a Phantom-style provider as `window.phantom.solana` and
 *   `window.solana` (`isPhantom`, `connect()` → `{ publicKey }`,
 *   `signMessage(bytes)` → `{ signature }`).
 *
 * The widget finds both (README, "Crypto wallets"). Install before `page.goto`:
 * the provider is added by an init script, as an extension's content script
 * runs before the page's own scripts.
 */
import { randomUUID } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Page } from '@playwright/test';
import bs58 from 'bs58';

export type WalletChain = 'ethereum' | 'solana';

/** EIP-6963 `info` without its uuid (made per installation). */
export interface WalletInfo {
  name: string;
  /** Reverse-DNS id; the widget recognises known wallets by it (`io.metamask` is MetaMask). */
  rdns: string;
  /** A `data:image/…` URL. */
  icon: string;
}

export interface InjectWalletOptions {
  chain: WalletChain;
  /** The key, else a new random one. 32 bytes (secp256k1 for Ethereum, an ed25519 seed for Solana). */
  secretKey?: Uint8Array;
  /** Ethereum: the EIP-6963 announcement (default: MetaMask's name and id, a plain icon); `null` announces nothing. */
  info?: WalletInfo | null;
  /** Ethereum: also set `window.ethereum` (default true). */
  windowEthereum?: boolean;
}

export interface InjectedWallet {
  readonly chain: WalletChain;
  /** Ethereum: 0x + 40 lower-case hex digits; Solana: the base58 public key. */
  readonly address: string;
  /** The provider methods the page called, in order. */
  readonly calls: readonly string[];
  /** Every message signed, as UTF-8 text (the sign-in challenges). */
  readonly signedMessages: readonly string[];
  /** Makes the next connect or sign request fail as a declined prompt (EIP-1193 code 4001). */
  rejectNext(step: 'connect' | 'sign'): void;
}

const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#F6851B"/></svg>',
).toString('base64')}`;

/** An announcement the widget lists as MetaMask (its rdns); the key is the test's, not MetaMask's. */
export const METAMASK_INFO: WalletInfo = { name: 'MetaMask', rdns: 'io.metamask', icon: ICON };

/** What crosses the bridge: a value, or an EIP-1193 error. */
type Answer = { ok: true; value: unknown } | { ok: false; code: number; message: string };

const USER_REJECTED = { ok: false, code: 4001, message: 'User rejected the request.' } as const;
const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

/** EIP-191 `personal_sign` over the exact bytes: 0x + r + s + v (27/28). */
function personalSign(secretKey: Uint8Array, message: Uint8Array): string {
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${message.length}`);
  const prefixed = new Uint8Array(prefix.length + message.length);
  prefixed.set(prefix);
  prefixed.set(message, prefix.length);
  // 'recovered' puts the recovery id first; wallets put it last, as 27 + id.
  const signature = secp256k1.sign(keccak_256(prefixed), secretKey, { prehash: false, format: 'recovered' });
  return `0x${hex(signature.subarray(1))}${(27 + signature[0]!).toString(16)}`;
}

function ethereumAddress(secretKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(secretKey, false);
  return `0x${hex(keccak_256(publicKey.subarray(1)).subarray(-20))}`;
}

function hexToBytes(value: string): Uint8Array {
  return new Uint8Array(Buffer.from(value.replace(/^0x/i, ''), 'hex'));
}

const isAddress = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-f]{40}$/i.test(value);

/** Settings of the page-side provider (JSON: it crosses into the page). */
interface PageSide {
  bridge: string;
  chain: WalletChain;
  announce: (WalletInfo & { uuid: string }) | null;
  windowEthereum: boolean;
  isMetaMask: boolean;
}

/** Runs in the page before its scripts: builds the provider over the Node bridge. Self-contained (serialized). */
function installProvider(side: PageSide): void {
  type Bridge = (method: string, params: unknown) => Promise<Answer>;
  const w = window as unknown as Record<string, unknown>;
  const call = async (method: string, params: unknown): Promise<unknown> => {
    const answer = await (w[side.bridge] as Bridge)(method, params);
    if (!answer.ok) throw Object.assign(new Error(answer.message), { code: answer.code });
    return answer.value;
  };
  if (side.chain === 'ethereum') {
    const provider = {
      isMetaMask: side.isMetaMask,
      request: ({ method, params }: { method: string; params?: unknown }) => call(method, params ?? []),
      on: () => provider,
      removeListener: () => provider,
    };
    if (side.windowEthereum) w.ethereum = provider;
    const info = side.announce;
    if (info !== null) {
      const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      window.addEventListener('load', announce);
      announce();
    }
    return;
  }
  let publicKey: { toBase58(): string; toString(): string; toBytes(): Uint8Array } | null = null;
  const provider = {
    isPhantom: true,
    get publicKey() {
      return publicKey;
    },
    get isConnected() {
      return publicKey !== null;
    },
    async connect() {
      const { address, bytes } = (await call('connect', [])) as { address: string; bytes: number[] };
      publicKey = { toBase58: () => address, toString: () => address, toBytes: () => new Uint8Array(bytes) };
      return { publicKey };
    },
    async signMessage(message: Uint8Array) {
      const signature = (await call('signMessage', [Array.from(message)])) as number[];
      return { signature: new Uint8Array(signature), publicKey };
    },
    async disconnect() {
      publicKey = null;
    },
    on: () => provider,
    off: () => provider,
    removeListener: () => provider,
  };
  w.phantom = { solana: provider };
  w.solana = provider;
}

let bridges = 0;

/**
 * Injects a wallet holding a key made here (or `secretKey`) into `page`.
 * Call it before `page.goto`.
 */
export async function injectWallet(page: Page, options: InjectWalletOptions): Promise<InjectedWallet> {
  const { chain } = options;
  const calls: string[] = [];
  const signedMessages: string[] = [];
  const rejected = new Set<'connect' | 'sign'>();
  const refuse = (step: 'connect' | 'sign'): boolean => rejected.delete(step);
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  let address: string;
  let answer: (method: string, params: unknown) => Answer;
  if (chain === 'ethereum') {
    const secretKey = options.secretKey ?? secp256k1.utils.randomSecretKey();
    address = ethereumAddress(secretKey);
    const accounts = [address];
    answer = (method, params) => {
      const list = Array.isArray(params) ? (params as unknown[]) : [];
      switch (method) {
        case 'eth_requestAccounts':
          return refuse('connect') ? USER_REJECTED : { ok: true, value: accounts };
        case 'eth_accounts':
          return { ok: true, value: accounts };
        case 'eth_chainId':
          return { ok: true, value: '0x1' };
        case 'personal_sign': {
          // EIP-1193 says [message, address]; some callers swap them.
          const [first, second] = list;
          const [message, account] = isAddress(first) && !isAddress(second) ? [second, first] : [first, second];
          if (typeof message !== 'string' || typeof account !== 'string' || account.toLowerCase() !== address) {
            return { ok: false, code: 4100, message: `Not an account of this wallet: ${String(account)}` };
          }
          if (refuse('sign')) return USER_REJECTED;
          const bytes = /^0x[0-9a-f]*$/i.test(message) ? hexToBytes(message) : new TextEncoder().encode(message);
          signedMessages.push(text(bytes));
          return { ok: true, value: personalSign(secretKey, bytes) };
        }
        default:
          return { ok: false, code: 4200, message: `Unsupported method: ${method}` };
      }
    };
  } else {
    const secretKey = options.secretKey ?? ed25519.utils.randomSecretKey();
    const publicKey = ed25519.getPublicKey(secretKey);
    address = bs58.encode(publicKey);
    answer = (method, params) => {
      switch (method) {
        case 'connect':
          return refuse('connect') ? USER_REJECTED : { ok: true, value: { address, bytes: Array.from(publicKey) } };
        case 'signMessage': {
          if (refuse('sign')) return USER_REJECTED;
          const [message] = params as [number[]];
          const bytes = new Uint8Array(message);
          signedMessages.push(text(bytes));
          return { ok: true, value: Array.from(ed25519.sign(bytes, secretKey)) };
        }
        default:
          return { ok: false, code: 4200, message: `Unsupported method: ${method}` };
      }
    };
  }

  bridges += 1;
  const bridge = `__porticoWallet${bridges}`;
  await page.exposeFunction(bridge, (method: string, params: unknown): Answer => {
    calls.push(method);
    return answer(method, params);
  });
  const info = options.info === undefined ? METAMASK_INFO : options.info;
  await page.addInitScript(installProvider, {
    bridge,
    chain,
    announce: chain === 'ethereum' && info !== null ? { ...info, uuid: randomUUID() } : null,
    windowEthereum: chain === 'ethereum' && (options.windowEthereum ?? true),
    isMetaMask: info?.rdns === METAMASK_INFO.rdns,
  } satisfies PageSide);
  return {
    chain,
    address,
    calls,
    signedMessages,
    rejectNext: (step) => void rejected.add(step),
  };
}
