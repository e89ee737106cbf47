/**
 * Which wallets this browser has, and the provider behind each. EIP-6963
 * first (each wallet announces its own provider, so several can coexist),
 * then the globals older wallets inject (`window.ethereum` and its flags,
 * `window.ethereum.providers[]` when several share it, brand globals,
 * `window.phantom.solana` / `window.solana`).
 *
 * It keeps listening: an extension injected after the page loaded announces
 * later, and the entries change. `subscribe` / `getSnapshot` fit React's
 * `useSyncExternalStore`; the snapshot is the same array until an entry
 * changes, so re-announcements (a wallet answers every request) re-render
 * nothing.
 */
// WALLET_DISPLAY_ORDER lists every option and is entry code already (Main's layout).
import { WALLET_DISPLAY_ORDER, type WalletOption } from '../../../config/config-types';
import { ANNOUNCE_EVENT, REQUEST_EVENT, parseAnnouncement, type Announcement } from './eip6963';
import { BRAND_GLOBALS, RDNS_OPTIONS, WALLET_CHAINS, WALLET_NAMES, optionOfFlags } from './known-wallets';
import { hasFlag, isEip1193Provider, isSolanaProvider, readProperty } from './provider-guards';
import type { Eip1193Provider, SolanaProvider, WalletEntry, WalletProvider } from './types';

export interface Discovery {
  /** Every wallet option (installed or not), then each announced wallet that is none of them. */
  getSnapshot(): readonly WalletEntry[];
  subscribe(listener: () => void): () => void;
  /** The provider behind an entry, or null when it is not installed. */
  providerOf(id: string): WalletProvider | null;
  /** Reads the injected globals again (a screen may call it when the visitor comes back to the page). */
  refresh(): void;
  /** Stops listening; the last snapshot stays readable. */
  stop(): void;
}

/** Prefix of the ids of announced wallets that are not a configured option. */
export const ANNOUNCED_ID_PREFIX = 'eip6963:';

/**
 * MetaMask dispatches this on `window` when it injects `window.ethereum`
 * after the page's scripts ran.
 */
const ETHEREUM_INITIALIZED = 'ethereum#initialized';

export function discoverWallets(win: Window = window): Discovery {
  // Keyed by rdns: a reloaded extension announces a new provider under the same id, and the newest one is live.
  const announced = new Map<string, Announcement>();
  const listeners = new Set<() => void>();
  let collecting = true;
  let current = resolveWallets(win, []);

  const update = () => {
    if (collecting) return;
    const next = resolveWallets(win, [...announced.values()]);
    const changed = !sameEntries(current.entries, next.entries);
    current = changed ? next : { entries: current.entries, providers: next.providers };
    if (changed) for (const listener of [...listeners]) listener();
  };

  const onAnnounce = (event: Event) => {
    const announcement = parseAnnouncement(event);
    if (announcement === null) return;
    const previous = announced.get(announcement.rdns);
    if (previous !== undefined && sameAnnouncement(previous, announcement)) return;
    announced.set(announcement.rdns, announcement);
    update();
  };

  win.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  win.addEventListener(ETHEREUM_INITIALIZED, update);
  // Wallets usually answer synchronously, inside dispatchEvent: resolve once after the burst.
  win.dispatchEvent(new Event(REQUEST_EVENT));
  collecting = false;
  update();

  return {
    getSnapshot: () => current.entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    providerOf: (id) => current.providers.get(id) ?? null,
    refresh: update,
    stop() {
      win.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
      win.removeEventListener(ETHEREUM_INITIALIZED, update);
      listeners.clear();
    },
  };
}

interface Resolved {
  entries: readonly WalletEntry[];
  providers: ReadonlyMap<string, WalletProvider>;
}

function resolveWallets(win: Window, announcements: readonly Announcement[]): Resolved {
  const found = new Map<WalletOption, WalletProvider>();
  // First found wins, and only on the option's own chain (Phantom's Ethereum side does not make the Solana option usable).
  const claim = (option: WalletOption | null | undefined, wallet: WalletProvider) => {
    if (option && WALLET_CHAINS[option] === wallet.chain && !found.has(option)) found.set(option, wallet);
  };
  const unknown: { entry: WalletEntry; wallet: WalletProvider }[] = [];

  for (const a of announcements) {
    const option = RDNS_OPTIONS[a.rdns];
    if (option !== undefined) {
      claim(option, ethereum(a.provider));
      continue;
    }
    const entry: WalletEntry = {
      id: ANNOUNCED_ID_PREFIX + a.rdns,
      option: null,
      name: a.name,
      chain: 'ethereum',
      ...(a.icon === undefined ? {} : { icon: a.icon }),
      installed: true,
    };
    unknown.push({ entry, wallet: ethereum(a.provider) });
  }

  const injected = readProperty(win, 'ethereum');
  const shared = readProperty(injected, 'providers');
  // When several wallets share window.ethereum, each is in providers[]; the global itself is whichever won.
  const candidates = [...(Array.isArray(shared) ? shared : []), injected].filter(isEip1193Provider);
  for (const provider of candidates) claim(optionOfFlags(provider), ethereum(provider));
  for (const { path, option } of BRAND_GLOBALS) {
    const provider = readPath(win, path);
    if (isEip1193Provider(provider)) claim(option, ethereum(provider));
  }

  const phantomSolana = readPath(win, ['phantom', 'solana']);
  const solanaGlobal = readProperty(win, 'solana');
  if (isSolanaProvider(phantomSolana)) claim('Phantom', solana(phantomSolana));
  if (isSolanaProvider(solanaGlobal) && hasFlag(solanaGlobal, 'isPhantom')) claim('Phantom', solana(solanaGlobal));

  // The generic options take the browser's default wallet: the one a site written before EIP-6963 would use.
  const anyEthereum = isEip1193Provider(injected) ? injected : (announcements[0]?.provider ?? candidates[0]);
  if (anyEthereum !== undefined) claim('GenericEthereumWallet', ethereum(anyEthereum));
  if (isSolanaProvider(solanaGlobal)) claim('GenericSolanaWallet', solana(solanaGlobal));
  else if (isSolanaProvider(phantomSolana)) claim('GenericSolanaWallet', solana(phantomSolana));

  const entries: WalletEntry[] = WALLET_DISPLAY_ORDER.map((option) => ({
    id: option,
    option,
    name: WALLET_NAMES[option],
    chain: WALLET_CHAINS[option],
    installed: found.has(option),
  }));
  const providers = new Map<string, WalletProvider>(found);
  for (const { entry, wallet } of unknown) {
    entries.push(entry);
    providers.set(entry.id, wallet);
  }
  return { entries, providers };
}

function ethereum(provider: Eip1193Provider): WalletProvider {
  return { chain: 'ethereum', provider };
}

function solana(provider: SolanaProvider): WalletProvider {
  return { chain: 'solana', provider };
}

function readPath(root: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => readProperty(value, key), root);
}

function sameAnnouncement(a: Announcement, b: Announcement): boolean {
  return a.uuid === b.uuid && a.provider === b.provider && a.name === b.name && a.icon === b.icon;
}

function sameEntries(a: readonly WalletEntry[], b: readonly WalletEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      return (
        y !== undefined &&
        x.id === y.id &&
        x.option === y.option &&
        x.name === y.name &&
        x.chain === y.chain &&
        x.icon === y.icon &&
        x.installed === y.installed
      );
    })
  );
}
