// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discoverWallets, type Discovery } from '../../../../src/ui/flows/crypto/wallets/discovery';
import { MAX_NAME_LENGTH } from '../../../../src/ui/flows/crypto/wallets/eip6963';
import type { WalletEntry } from '../../../../src/ui/flows/crypto/wallets/types';
import { fakeEthereumWallet, fakeSolanaWallet } from './fake-wallets';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const GLOBALS = ['ethereum', 'solana', 'phantom', 'BinanceChain', 'binancew3w', 'coinbaseWalletExtension'];

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  for (const name of GLOBALS) Reflect.deleteProperty(window, name);
});

function discover(): Discovery {
  const discovery = discoverWallets(window);
  cleanups.push(() => discovery.stop());
  return discovery;
}

function setGlobal(name: string, value: unknown) {
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

interface Info {
  uuid?: unknown;
  name?: unknown;
  icon?: unknown;
  rdns?: unknown;
}

function announce(info: Info, provider: unknown) {
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({ info: { uuid: crypto.randomUUID(), icon: ICON, ...info }, provider }),
    }),
  );
}

/** A wallet extension as EIP-6963 asks: it answers every request, synchronously. */
function installAnnouncer(info: Info, provider: unknown) {
  const uuid = crypto.randomUUID();
  const onRequest = () => announce({ uuid, ...info }, provider);
  window.addEventListener('eip6963:requestProvider', onRequest);
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', onRequest));
}

function installed(discovery: Discovery): string[] {
  return discovery
    .getSnapshot()
    .filter((e) => e.installed)
    .map((e) => e.id);
}

function entry(discovery: Discovery, id: string): WalletEntry | undefined {
  return discovery.getSnapshot().find((e) => e.id === id);
}

describe('EIP-6963', () => {
  it('maps announced wallets to options by rdns, each to its own provider', () => {
    const metamask = fakeEthereumWallet();
    const coinbase = fakeEthereumWallet();
    const binance = fakeEthereumWallet();
    installAnnouncer({ name: 'MetaMask', rdns: 'io.metamask' }, metamask);
    installAnnouncer({ name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' }, coinbase);
    installAnnouncer({ name: 'Binance Wallet', rdns: 'com.binance.wallet' }, binance);
    const discovery = discover();
    expect(installed(discovery)).toEqual(['Metamask', 'Coinbase', 'Binance', 'GenericEthereumWallet']);
    expect(discovery.providerOf('Metamask')).toEqual({ chain: 'ethereum', provider: metamask });
    expect(discovery.providerOf('Coinbase')?.provider).toBe(coinbase);
    expect(discovery.providerOf('Binance')?.provider).toBe(binance);
    expect(discovery.providerOf('Phantom')).toBeNull();
    // Options carry no announced icon: their own glyphs are drawn.
    expect(entry(discovery, 'Metamask')?.icon).toBeUndefined();
  });

  it('an announced wallet that is no option is its own entry, with its data: icon', () => {
    const rabby = fakeEthereumWallet();
    installAnnouncer({ name: '  Rabby   Wallet ', rdns: 'io.rabby', icon: ICON }, rabby);
    const discovery = discover();
    expect(entry(discovery, 'eip6963:io.rabby')).toEqual({
      id: 'eip6963:io.rabby',
      option: null,
      name: 'Rabby Wallet',
      chain: 'ethereum',
      icon: ICON,
      installed: true,
    });
    expect(discovery.providerOf('eip6963:io.rabby')?.provider).toBe(rabby);
  });

  it('drops an icon that is a remote URL (or any non-data:image URI), keeping the wallet', () => {
    installAnnouncer({ name: 'Remote', rdns: 'com.remote', icon: 'https://tracker.example/icon.png' }, fakeEthereumWallet());
    installAnnouncer({ name: 'Script', rdns: 'com.script', icon: 'javascript:alert(1)' }, fakeEthereumWallet());
    installAnnouncer({ name: 'Html', rdns: 'com.html', icon: 'data:text/html,<script>alert(1)</script>' }, fakeEthereumWallet());
    const discovery = discover();
    for (const id of ['eip6963:com.remote', 'eip6963:com.script', 'eip6963:com.html']) {
      expect(entry(discovery, id)?.installed).toBe(true);
      expect(entry(discovery, id)).not.toHaveProperty('icon');
    }
  });

  it('cleans a hostile name: text only, no controls or bidi overrides, capped', () => {
    const html = '<img src=x onerror=alert(1)>';
    installAnnouncer({ name: `\u202E${html}\u0000\n${'x'.repeat(100)}`, rdns: 'evil.example' }, fakeEthereumWallet());
    const discovery = discover();
    const name = entry(discovery, 'eip6963:evil.example')?.name ?? '';
    expect(name.startsWith(html)).toBe(true); // kept as text: React renders it inert
    expect(name).not.toMatch(/[\u0000-\u001f\u202e]/);
    expect(Array.from(name).length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
  });

  it('ignores malformed announcements', () => {
    installAnnouncer({ name: '', rdns: 'no.name' }, fakeEthereumWallet());
    installAnnouncer({ name: 42, rdns: 'number.name' }, fakeEthereumWallet());
    installAnnouncer({ name: 'No rdns', rdns: 'nodots' }, fakeEthereumWallet());
    installAnnouncer({ name: 'Bad rdns', rdns: '<b>.x' }, fakeEthereumWallet());
    installAnnouncer({ name: 'No provider', rdns: 'no.provider' }, { notRequest: true });
    installAnnouncer({ name: 'No uuid', rdns: 'no.uuid', uuid: '' }, fakeEthereumWallet());
    window.addEventListener('eip6963:requestProvider', () => window.dispatchEvent(new Event('eip6963:announceProvider')), {
      once: true,
    });
    const discovery = discover();
    expect(installed(discovery)).toEqual([]);
    expect(discovery.getSnapshot().filter((e) => e.option === null)).toEqual([]);
  });

  it('adds a late announcer (an extension injected after load), notifying subscribers once', () => {
    const discovery = discover();
    const before = discovery.getSnapshot();
    expect(installed(discovery)).toEqual([]);
    const listener = vi.fn();
    discovery.subscribe(listener);
    const metamask = fakeEthereumWallet();
    announce({ name: 'MetaMask', rdns: 'io.metamask' }, metamask);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(discovery.getSnapshot()).not.toBe(before);
    expect(installed(discovery)).toEqual(['Metamask', 'GenericEthereumWallet']);
    expect(discovery.providerOf('Metamask')?.provider).toBe(metamask);
  });

  it('keeps the same snapshot while nothing changes (re-announcements, refresh)', () => {
    const metamask = fakeEthereumWallet();
    const uuid = crypto.randomUUID();
    installAnnouncer({ uuid, name: 'MetaMask', rdns: 'io.metamask' }, metamask);
    const discovery = discover();
    const snapshot = discovery.getSnapshot();
    const listener = vi.fn();
    discovery.subscribe(listener);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    announce({ uuid, name: 'MetaMask', rdns: 'io.metamask' }, metamask);
    discovery.refresh();
    expect(discovery.getSnapshot()).toBe(snapshot);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a reloaded extension (same rdns, new provider) replaces the old provider', () => {
    const discovery = discover();
    announce({ name: 'MetaMask', rdns: 'io.metamask' }, fakeEthereumWallet());
    const fresh = fakeEthereumWallet();
    announce({ name: 'MetaMask', rdns: 'io.metamask' }, fresh);
    expect(discovery.providerOf('Metamask')?.provider).toBe(fresh);
  });

  it('unsubscribe and stop end notifications', () => {
    const discovery = discover();
    const listener = vi.fn();
    const unsubscribe = discovery.subscribe(listener);
    unsubscribe();
    announce({ name: 'A', rdns: 'a.wallet' }, fakeEthereumWallet());
    expect(listener).not.toHaveBeenCalled();
    discovery.subscribe(listener);
    discovery.stop();
    announce({ name: 'B', rdns: 'b.wallet' }, fakeEthereumWallet());
    expect(listener).not.toHaveBeenCalled();
    expect(entry(discovery, 'eip6963:b.wallet')).toBeUndefined();
  });

  it("Phantom's Ethereum announcement does not make the Solana-signing Phantom option usable, nor a second entry", () => {
    installAnnouncer({ name: 'Phantom', rdns: 'app.phantom' }, fakeEthereumWallet());
    const discovery = discover();
    expect(entry(discovery, 'Phantom')?.installed).toBe(false);
    expect(discovery.getSnapshot().filter((e) => e.option === null)).toEqual([]);
  });

  it('prefers the announced provider to a flagged window.ethereum', () => {
    const announced = fakeEthereumWallet();
    setGlobal('ethereum', fakeEthereumWallet({ isMetaMask: true }));
    installAnnouncer({ name: 'MetaMask', rdns: 'io.metamask' }, announced);
    expect(discover().providerOf('Metamask')?.provider).toBe(announced);
  });
});

describe('injected globals', () => {
  it('nothing injected: every option listed, none installed', () => {
    const discovery = discover();
    // In the display order (the snapshot's own order; Main orders it again, installed first).
    expect(discovery.getSnapshot().map((e) => [e.id, e.installed])).toEqual([
      ['Metamask', false],
      ['Coinbase', false],
      ['Phantom', false],
      ['Binance', false],
      ['Vessel', false],
      ['GenericEthereumWallet', false],
      ['GenericSolanaWallet', false],
    ]);
  });

  it('window.ethereum with isMetaMask alone is MetaMask, and the generic Ethereum wallet', () => {
    const metamask = fakeEthereumWallet({ isMetaMask: true });
    setGlobal('ethereum', metamask);
    const discovery = discover();
    expect(installed(discovery)).toEqual(['Metamask', 'GenericEthereumWallet']);
    expect(discovery.providerOf('GenericEthereumWallet')?.provider).toBe(metamask);
  });

  it.each([
    ['isBraveWallet', null],
    ['isRabby', null],
    ['isCoinbaseWallet', 'Coinbase'],
    ['isBinance', 'Binance'],
  ])('isMetaMask with %s is not MetaMask', (flag, option) => {
    setGlobal('ethereum', fakeEthereumWallet({ isMetaMask: true, [flag]: true }));
    const discovery = discover();
    expect(installed(discovery)).toEqual([...(option ? [option] : []), 'GenericEthereumWallet']);
  });

  it('a flag must be exactly true', () => {
    setGlobal('ethereum', fakeEthereumWallet({ isMetaMask: 'yes', isCoinbaseWallet: 1 }));
    expect(installed(discover())).toEqual(['GenericEthereumWallet']);
  });

  it('reads every wallet sharing window.ethereum through providers[]', () => {
    const metamask = fakeEthereumWallet({ isMetaMask: true });
    const coinbase = fakeEthereumWallet({ isCoinbaseWallet: true, isMetaMask: true });
    const shared = { ...fakeEthereumWallet({ isMetaMask: true }), providers: [coinbase, 'junk', metamask] };
    setGlobal('ethereum', shared);
    const discovery = discover();
    expect(installed(discovery)).toEqual(['Metamask', 'Coinbase', 'GenericEthereumWallet']);
    expect(discovery.providerOf('Metamask')?.provider).toBe(metamask);
    expect(discovery.providerOf('Coinbase')?.provider).toBe(coinbase);
    expect(discovery.providerOf('GenericEthereumWallet')?.provider).toBe(shared);
  });

  it('finds Binance by its own globals', () => {
    const w3w = fakeEthereumWallet();
    setGlobal('binancew3w', { ethereum: w3w });
    setGlobal('BinanceChain', fakeEthereumWallet());
    const discovery = discover();
    expect(installed(discovery)).toEqual(['Binance']);
    expect(discovery.providerOf('Binance')?.provider).toBe(w3w);
  });

  it('finds Phantom at window.phantom.solana, and window.solana as the generic Solana wallet', () => {
    const phantom = fakeSolanaWallet({ isPhantom: true });
    setGlobal('phantom', { solana: phantom, ethereum: fakeEthereumWallet({ isPhantom: true }) });
    setGlobal('solana', phantom);
    const discovery = discover();
    expect(installed(discovery)).toEqual(['Phantom', 'GenericSolanaWallet']);
    expect(discovery.providerOf('Phantom')).toEqual({ chain: 'solana', provider: phantom });
    expect(discovery.providerOf('GenericSolanaWallet')?.provider).toBe(phantom);
  });

  it('window.solana without isPhantom is only the generic Solana wallet', () => {
    const solflare = fakeSolanaWallet({ isSolflare: true });
    setGlobal('solana', solflare);
    const discovery = discover();
    expect(installed(discovery)).toEqual(['GenericSolanaWallet']);
    expect(discovery.providerOf('GenericSolanaWallet')?.provider).toBe(solflare);
  });

  it('ignores objects that are not wallets, and getters that throw', () => {
    setGlobal('ethereum', { isMetaMask: true });
    setGlobal('solana', { isPhantom: true, connect: () => undefined });
    Object.defineProperty(window, 'phantom', {
      configurable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(installed(discover())).toEqual([]);
  });

  it('picks up a wallet injected late when MetaMask signals ethereum#initialized, or on refresh()', () => {
    const discovery = discover();
    const listener = vi.fn();
    discovery.subscribe(listener);
    setGlobal('ethereum', fakeEthereumWallet({ isMetaMask: true }));
    window.dispatchEvent(new Event('ethereum#initialized'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(installed(discovery)).toEqual(['Metamask', 'GenericEthereumWallet']);
    setGlobal('solana', fakeSolanaWallet());
    discovery.refresh();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(installed(discovery)).toContain('GenericSolanaWallet');
  });
});
