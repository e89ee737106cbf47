/**
 * Browser wallets for the crypto browser tests, injected the way extensions
 * inject them (docs/testing.md, "The browser"): the page gets a
 * provider object, the private key stays in the Node test. Each provider call
 * crosses to Node through `page.exposeFunction`, where the test's software
 * wallet (test/unit/emulator/soft-wallets.ts) answers and really signs.
 *
 * - Ethereum: an EIP-1193 provider (`request({ method, params })`: eth_requestAccounts,
 *   eth_accounts, eth_chainId, personal_sign), announced by EIP-6963 (at once,
 *   on load and on every `eip6963:requestProvider`) and/or set as `window.ethereum`.
 * - Solana: Phantom's provider as `window.phantom.solana` and `window.solana`
 *   (`isPhantom`, `connect()` → `{ publicKey }`, `signMessage(bytes)` → `{ signature }`).
 *
 * A test can make a step refuse like a visitor who declines (EIP-1193 code
 * 4001), or hold it pending (a wallet prompt left open) until it releases it.
 * Install before `page.goto`.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SoftEthereumWallet, SoftSolanaWallet } from '../../unit/emulator/soft-wallets';

/** An EIP-6963 `info` without its uuid (made per installation). */
export interface WalletInfo {
  name: string;
  rdns: string;
  icon: string;
}

const svgIcon = (fill: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/></svg>`,
  ).toString('base64')}`;

export const METAMASK: WalletInfo = { name: 'MetaMask', rdns: 'io.metamask', icon: svgIcon('#F6851B') };
/** A wallet the widget knows nothing about: listed under its announced name and icon. */
/** Coinbase Wallet, one of the options, recognised by its rdns. */
export const COINBASE: WalletInfo = { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', icon: svgIcon('#0052FF') };
/** A wallet the widget knows nothing about: listed under its announced name and icon. */
export const EXAMPLE_WALLET: WalletInfo = { name: 'Example Wallet', rdns: 'io.example.wallet', icon: svgIcon('#0B7A53') };

/** The two wallet prompts: connecting (the address) and signing. */
export type WalletStep = 'connect' | 'sign';

/** EIP-1193 `4001`, as MetaMask and Phantom reject a declined prompt. */
export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const;

type Answer = { ok: true; value: unknown } | { ok: false; code: number; message: string };

let bridges = 0;

abstract class InjectedWallet {
  /** Provider methods the page called, in order. */
  readonly calls: string[] = [];
  /** The exact bytes of every message signed. */
  readonly signedMessages: Uint8Array[] = [];
  private readonly held = new Map<WalletStep, Promise<void>>();
  private readonly rejected = new Set<WalletStep>();

  abstract readonly address: string;

  /** The step answers only after `release()` (its screen stays up meanwhile). */
  hold(step: WalletStep): () => void {
    let release!: () => void;
    this.held.set(step, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.held.delete(step);
      release();
    };
  }

  /** The step rejects as a declined prompt ({ code: 4001 }). */
  reject(step: WalletStep): void {
    this.rejected.add(step);
  }

  /** The step answers again (undoes `reject`). */
  accept(step: WalletStep): void {
    this.rejected.delete(step);
  }

  /** Waits until the page has called `method` on the provider. */
  async waitForCall(method: string): Promise<void> {
    await expect.poll(() => this.calls, { message: `the page called ${method}` }).toContain(method);
  }

  protected async step(step: WalletStep, answer: () => unknown): Promise<Answer> {
    await this.held.get(step);
    if (this.rejected.has(step)) return { ok: false, ...USER_REJECTED };
    return { ok: true, value: answer() };
  }

  /** Bytes whose UTF-8 text re-encodes to exactly them (fatal decoding): what the soft wallets sign. */
  protected static text(bytes: Uint8Array): string {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  }
}

export class InjectedEthereumWallet extends InjectedWallet {
  readonly soft = new SoftEthereumWallet();
  get address(): string {
    return this.soft.address;
  }

  /** What the wallet answers `request({ method, params })` with. */
  async answer(method: string, params: unknown[]): Promise<Answer> {
    this.calls.push(method);
    switch (method) {
      case 'eth_requestAccounts':
        return this.step('connect', () => [this.address]);
      case 'eth_accounts':
        return { ok: true, value: [this.address] };
      case 'eth_chainId':
        return { ok: true, value: '0x1' };
      case 'personal_sign': {
        const [hex, address] = params as [string, string];
        if (typeof address !== 'string' || address.toLowerCase() !== this.address) {
          return { ok: false, code: 4100, message: `Not an account of this wallet: ${String(address)}` };
        }
        return this.step('sign', () => {
          const bytes = new Uint8Array(Buffer.from(hex.replace(/^0x/, ''), 'hex'));
          this.signedMessages.push(bytes);
          return this.soft.personalSign(InjectedWallet.text(bytes));
        });
      }
      default:
        return { ok: false, code: 4200, message: `Unsupported method: ${method}` };
    }
  }
}

export class InjectedSolanaWallet extends InjectedWallet {
  readonly soft = new SoftSolanaWallet();
  get address(): string {
    return this.soft.address;
  }

  async answer(method: string, params: unknown[]): Promise<Answer> {
    this.calls.push(method);
    switch (method) {
      case 'connect':
        return this.step('connect', () => this.address);
      case 'signMessage':
        return this.step('sign', () => {
          const bytes = new Uint8Array(params[0] as number[]);
          this.signedMessages.push(bytes);
          return Array.from(ed25519.sign(bytes, this.soft.secretKey));
        });
      default:
        return { ok: false, code: 4200, message: `Unsupported method: ${method}` };
    }
  }
}

interface PageSideConfig {
  bridge: string;
  chain: 'ethereum' | 'solana';
  /** EIP-6963 info, or null for no announcement. */
  announce: (WalletInfo & { uuid: string }) | null;
  /** Set as window.ethereum. */
  global: boolean;
  flags: Record<string, boolean>;
}

/** Runs in the page before its scripts: builds the provider over the Node bridge. */
function installProvider(cfg: PageSideConfig): void {
  type Bridge = (method: string, params: unknown[]) => Promise<Answer>;
  const w = window as unknown as Record<string, unknown>;
  const call = async (method: string, params: unknown[]): Promise<unknown> => {
    const answer = await (w[cfg.bridge] as Bridge)(method, params);
    if (!answer.ok) throw Object.assign(new Error(answer.message), { code: answer.code });
    return answer.value;
  };
  if (cfg.chain === 'ethereum') {
    const provider = {
      ...cfg.flags,
      request: ({ method, params }: { method: string; params?: unknown[] }) => call(method, params ?? []),
      on: () => provider,
      removeListener: () => provider,
    };
    if (cfg.global) w.ethereum = provider;
    const { announce: info } = cfg;
    if (info !== null) {
      const detail = Object.freeze({ info: Object.freeze({ ...info }), provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      window.addEventListener('load', announce);
      announce();
    }
    return;
  }
  let publicKey: { toBase58(): string; toString(): string } | null = null;
  const provider = {
    isPhantom: true,
    get publicKey() {
      return publicKey;
    },
    get isConnected() {
      return publicKey !== null;
    },
    async connect() {
      const address = (await call('connect', [])) as string;
      publicKey = { toBase58: () => address, toString: () => address };
      return { publicKey };
    },
    async signMessage(message: Uint8Array, display?: string) {
      const signature = (await call('signMessage', [Array.from(message), display ?? null])) as number[];
      return { signature: new Uint8Array(signature), publicKey };
    },
    async disconnect() {
      publicKey = null;
    },
    on: () => provider,
    off: () => provider,
  };
  w.phantom = { solana: provider };
  w.solana = provider;
}

async function install<W extends InjectedEthereumWallet | InjectedSolanaWallet>(
  page: Page,
  wallet: W,
  config: Omit<PageSideConfig, 'bridge'>,
): Promise<W> {
  bridges += 1;
  const bridge = `__porticoTestWallet${bridges}`;
  await page.exposeFunction(bridge, (method: string, params: unknown[]) => wallet.answer(method, params));
  await page.addInitScript(installProvider, { ...config, bridge });
  return wallet;
}

/**
 * An Ethereum wallet: announced by EIP-6963 with `info` (default MetaMask;
 * `null`: no announcement), and set as `window.ethereum` when `global`.
 */
export function injectEthereumWallet(
  page: Page,
  { info = METAMASK, global = false, flags = {} }: { info?: WalletInfo | null; global?: boolean; flags?: Record<string, boolean> } = {},
): Promise<InjectedEthereumWallet> {
  const announce = info === null ? null : { ...info, uuid: crypto.randomUUID() };
  return install(page, new InjectedEthereumWallet(), { chain: 'ethereum', announce, global, flags });
}

/** Phantom's Solana provider (`window.phantom.solana`, `window.solana`). */
export function injectPhantom(page: Page): Promise<InjectedSolanaWallet> {
  return install(page, new InjectedSolanaWallet(), { chain: 'solana', announce: null, global: false, flags: {} });
}
