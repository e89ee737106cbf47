/**
 * The browser side of the wallet screen tests: fake wallet extensions put on
 * the real jsdom `window` the way extensions inject them (globals, EIP-6963
 * announcements), removed after each test together with the page's wallet
 * discovery, so the next test's widget reads the page afresh.
 */
import { screen, within } from '@testing-library/react';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import { resetPageWallets } from '../../../../src/ui/flows/crypto/use-wallets';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES } from '../../../../src/ui/i18n/messages';

const GLOBALS = ['ethereum', 'solana', 'phantom', 'BinanceChain', 'binancew3w', 'coinbaseWalletExtension'];
const removals: (() => void)[] = [];

/** Call from `afterEach`, after `cleanup()`: the page has no wallets again and discovery starts over. */
export function removeWallets(): void {
  for (const remove of removals.splice(0)) remove();
  for (const name of GLOBALS) Reflect.deleteProperty(window, name);
  resetPageWallets();
}

/** A global an extension injects (`window.ethereum`, `window.phantom`). */
export function setGlobal(name: string, value: unknown): void {
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

export const NIMBUS_ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

/** A wallet extension as EIP-6963 asks: it answers every `eip6963:requestProvider`, synchronously. */
export function installAnnouncer(info: { name: string; rdns: string; icon?: string }, provider: unknown): () => void {
  const detail = Object.freeze({ info: { uuid: `uuid-${info.rdns}`, icon: NIMBUS_ICON, ...info }, provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  removals.push(() => window.removeEventListener('eip6963:requestProvider', announce));
  return announce;
}

/** A provider whose every request waits forever (a prompt nobody answers). */
export const pendingProvider = (flags: Record<string, unknown> = {}) => ({ ...flags, request: () => new Promise<never>(() => {}) });

export const WALLETS_ONLY: LoginConfig = { products: ['crypto'] };
export const withOAuth = (count: number): LoginConfig => ({
  products: ['oauth', 'crypto'],
  oauthOptions: { providers: (['google', 'apple', 'github', 'microsoft'] as const).slice(0, count).map((type) => ({ type })) },
});

type WalletKey = Extract<keyof typeof MESSAGES, `crypto.wallet.${string}`>;

/** The catalogue name of an option (`'Metamask'` → 'MetaMask'). */
export const walletName = (option: string): string => MESSAGES[`crypto.wallet.${option}` as WalletKey];

/** 'Continue with {wallet}' for an option (`'Metamask'`) or an announced wallet's own name. */
export function continueWith(optionOrName: string): string {
  const key = `crypto.wallet.${optionOrName}`;
  const name = key in MESSAGES ? MESSAGES[key as WalletKey] : optionOrName;
  return formatMessage(MESSAGES['crypto.continueWith'], { wallet: name });
}

export const OTHER_WALLETS = MESSAGES['main.otherCryptoWallets'];

/** The texts of the wallet buttons' group, once the wallet flow has rendered it. */
export async function walletButtons(): Promise<string[]> {
  const group = await screen.findByRole('group', { name: MESSAGES['crypto.walletsLabel'] });
  return within(group)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}
