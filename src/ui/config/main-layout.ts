/**
 * What the Main screen shows for a config (docs/behaviour.md §2.1),
 * decided here as data so every layout rule is unit-tested and the React
 * screen only maps blocks to components.
 */
import type { UiMessageKey } from '../i18n/messages';
import {
  WALLET_DISPLAY_ORDER,
  type OAuthProviderConfig,
  type OneTapPosition,
  type OtpMethod,
  type Product,
  type WalletOption,
} from './config-types';

/** The part of the (validated) config the layout depends on. */
export interface MainLayoutConfig {
  products: readonly Product[];
  otpOptions?: { methods: readonly OtpMethod[] };
  oauthOptions?: { providers: readonly OAuthProviderConfig[] };
}

export interface MainLayoutFlags {
  /** The browser supports passkey autofill (conditional mediation). */
  browserSupportsAutofill: boolean;
  /**
   * Wallets to offer, in display order. Defaults to every wallet in
   * `WALLET_DISPLAY_ORDER`; the screen may pass fewer (e.g. only detected ones).
   */
  wallets?: readonly WalletOption[];
}

/** The two configurations Main refuses (docs/behaviour.md §2.1), as catalogue keys. */
export type MainConfigError = 'main.error.passkeysAlone' | 'main.error.emlAndEmailOtp';

/** What a password tab offers instead of a password on the create/login screens. */
export type PasswordlessAlternative = 'emailMagicLink' | 'emailOtp';

export type MainTab =
  | { id: 'sms'; labelKey: UiMessageKey }
  | { id: 'whatsapp'; labelKey: UiMessageKey }
  | { id: 'emailMagicLink'; labelKey: UiMessageKey }
  | { id: 'emailOtp'; labelKey: UiMessageKey }
  | { id: 'password'; labelKey: UiMessageKey; passwordlessAlternative: PasswordlessAlternative | null };

export type MainTabId = MainTab['id'];

export interface OneTapLayout {
  provider: OAuthProviderConfig;
  position: OneTapPosition;
  cancelOnTapOutside: boolean;
}

export type MainBlock =
  /** 'Login with a Passkey'. */
  | { kind: 'passkey' }
  /** Social buttons in a column; `oneTap` set when Google One Tap applies. */
  | { kind: 'oauth'; providers: OAuthProviderConfig[]; oneTap: OneTapLayout | null }
  /**
   * Wallet buttons on Main, and the ones behind 'Continue with other Crypto Wallet', in the
   * fixed display order (the space Main holds); the wallet block splits the order the page
   * discovers (installed wallets first) with the same `splitWallets`.
   */
  | { kind: 'crypto'; wallets: WalletOption[]; otherWallets: WalletOption[]; showOtherWalletsButton: boolean }
  /** The email/phone/password form; tabs only render when there is more than one. */
  | { kind: 'form'; tabs: MainTab[]; showTabs: boolean }
  /** The word 'or' between two blocks. */
  | { kind: 'divider' };

export interface MainLayout {
  /** When set, Main shows only this error (catalogue key) instead of blocks. */
  configError: MainConfigError | null;
  /** Blocks in display order with dividers already interleaved. */
  blocks: MainBlock[];
  /** Passkey autofill runs on the email input (instead of the passkey button). */
  passkeyAutofill: boolean;
}

/** Main holds at most this many social + wallet buttons, counting the "other wallets" button. */
export const MAX_MAIN_BUTTONS = 6;

/**
 * Wallet buttons allowed on Main: 6 − OAuth providers − 1 (docs/behaviour.md §2.1),
 * the 1 being the 'Continue with other Crypto Wallet' button; never negative.
 */
export function maxWalletsOnMain(oauthProviderCount: number): number {
  return Math.max(0, MAX_MAIN_BUTTONS - oauthProviderCount - 1);
}

/** Google One Tap applies when exactly one Google entry exists and it asks for one_tap. */
export function oneTapLayout(providers: readonly OAuthProviderConfig[]): OneTapLayout | null {
  const google = providers.filter((p) => p.type === 'google');
  const [only] = google;
  if (google.length !== 1 || only === undefined || only.one_tap !== true) return null;
  return {
    provider: only,
    position: only.position ?? 'embedded',
    // Google's own default for the floating prompt.
    cancelOnTapOutside: only.cancel_on_tap_outside ?? true,
  };
}

/** Detects the two refused configurations; passkeys-alone is checked first. */
export function mainConfigError(config: MainLayoutConfig): MainConfigError | null {
  const { products } = config;
  if (products.length > 0 && products.every((p) => p === 'passkeys')) return 'main.error.passkeysAlone';
  if (
    products.includes('emailMagicLinks') &&
    products.includes('otp') &&
    (config.otpOptions?.methods ?? []).includes('email')
  ) {
    return 'main.error.emlAndEmailOtp';
  }
  return null;
}

/**
 * Tabs in the host's product order (OTP methods in `otpOptions.methods`
 * order). With passwords configured, the email tabs (magic link, email OTP)
 * merge into one password tab at the position of the first email tab; the
 * passwordless email method becomes that tab's alternative.
 */
export function buildTabs(config: MainLayoutConfig): MainTab[] {
  const tabs: MainTab[] = [];
  for (const product of config.products) {
    if (product === 'emailMagicLinks') tabs.push({ id: 'emailMagicLink', labelKey: 'main.tab.email' });
    if (product === 'passwords') {
      tabs.push({ id: 'password', labelKey: 'main.tab.password', passwordlessAlternative: null });
    }
    if (product === 'otp') {
      for (const method of config.otpOptions?.methods ?? []) {
        if (method === 'sms') tabs.push({ id: 'sms', labelKey: 'main.tab.sms' });
        if (method === 'whatsapp') tabs.push({ id: 'whatsapp', labelKey: 'main.tab.whatsapp' });
        if (method === 'email') tabs.push({ id: 'emailOtp', labelKey: 'main.tab.email' });
      }
    }
  }
  if (!config.products.includes('passwords')) return tabs;

  const alternative: PasswordlessAlternative | null = tabs.some((t) => t.id === 'emailMagicLink')
    ? 'emailMagicLink'
    : tabs.some((t) => t.id === 'emailOtp')
      ? 'emailOtp'
      : null;
  const merged: MainTab[] = [];
  for (const tab of tabs) {
    const isEmailTab = tab.id === 'emailMagicLink' || tab.id === 'emailOtp' || tab.id === 'password';
    if (!isEmailTab) {
      merged.push(tab);
    } else if (!merged.some((t) => t.id === 'password')) {
      merged.push({ id: 'password', labelKey: 'main.tab.password', passwordlessAlternative: alternative });
    }
  }
  return merged;
}

/** The OAuth buttons Main shows: the configured providers, when the oauth product is on. */
const oauthProviders = (config: MainLayoutConfig): OAuthProviderConfig[] =>
  config.products.includes('oauth') ? [...(config.oauthOptions?.providers ?? [])] : [];

/**
 * How many wallets fit on Main, decided once (docs/behaviour.md §2.1): the
 * first `maxWalletsOnMain(OAuth providers)` of `wallets`, in their order, go on
 * Main; the others behind 'Continue with other Crypto Wallet'. Main's layout,
 * its wallet block and CryptoOtherScreen all split with it.
 */
export function splitWallets<W>(wallets: readonly W[], config: MainLayoutConfig): { onMain: W[]; others: W[] } {
  const max = maxWalletsOnMain(oauthProviders(config).length);
  return { onMain: wallets.slice(0, max), others: wallets.slice(max) };
}

/**
 * The Main screen for `config`. Order: the passkey button (when shown), OAuth,
 * crypto, then the email/phone/password form, with an 'or' divider between
 * consecutive blocks.
 */
export function mainLayout(config: MainLayoutConfig, flags: MainLayoutFlags): MainLayout {
  const configError = mainConfigError(config);
  if (configError !== null) return { configError, blocks: [], passkeyAutofill: false };

  const { products } = config;
  const providers = oauthProviders(config);
  const tabs = buildTabs(config);
  const hasEmailForm = tabs.some((t) => t.id === 'emailMagicLink' || t.id === 'emailOtp' || t.id === 'password');
  const passkeys = products.includes('passkeys');
  const passkeyAutofill = passkeys && flags.browserSupportsAutofill && hasEmailForm;

  const content: MainBlock[] = [];
  if (passkeys && !passkeyAutofill) content.push({ kind: 'passkey' });
  if (providers.length > 0) content.push({ kind: 'oauth', providers, oneTap: oneTapLayout(providers) });
  if (products.includes('crypto')) {
    const { onMain, others } = splitWallets(flags.wallets ?? WALLET_DISPLAY_ORDER, config);
    if (onMain.length + others.length > 0) {
      content.push({ kind: 'crypto', wallets: onMain, otherWallets: others, showOtherWalletsButton: others.length > 0 });
    }
  }
  if (tabs.length > 0) content.push({ kind: 'form', tabs, showTabs: tabs.length > 1 });

  const blocks: MainBlock[] = [];
  content.forEach((block, index) => {
    if (index > 0) blocks.push({ kind: 'divider' });
    blocks.push(block);
  });
  return { configError: null, blocks, passkeyAutofill };
}
