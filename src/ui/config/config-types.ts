/**
 * The login widget's configuration (docs/behaviour.md §3.1), as the host
 * writes it, and the normalised form the screens read after validation.
 *
 * Unions are derived from `as const` tuples so the validator checks values
 * against the same lists the types come from.
 */
import { OAUTH_PROVIDERS, type OAuthProviderType } from '../../../protocol';
import type { ConsentManifestGenerator } from '../flows/idp/consent-manifest';

/** Login products, as strings in `config.products`. */
export const PRODUCTS = ['emailMagicLinks', 'otp', 'oauth', 'crypto', 'passwords', 'passkeys'] as const;
export type Product = (typeof PRODUCTS)[number];

/** OTP delivery methods (docs/behaviour.md §3.1). */
export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

// The 19 social sign-in providers (docs/behaviour.md §2.7) are the client's list.
export { OAUTH_PROVIDERS, type OAuthProviderType };

/** Display names for 'Continue with {provider}' (brand spelling). */
export const OAUTH_PROVIDER_NAMES: Readonly<Record<OAuthProviderType, string>> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};

/** Where Google One Tap renders: inside the widget, or as Google's floating prompt. */
export const ONE_TAP_POSITIONS = ['embedded', 'floating'] as const;
export type OneTapPosition = (typeof ONE_TAP_POSITIONS)[number];

/** Wallet options (docs/behaviour.md §3.1). */
export const WALLET_OPTIONS = [
  'Phantom',
  'Vessel',
  'Binance',
  'Coinbase',
  'Metamask',
  'GenericEthereumWallet',
  'GenericSolanaWallet',
] as const;
export type WalletOption = (typeof WALLET_OPTIONS)[number];

/**
 * Order of wallet buttons on Main, Portico's choice (docs/behaviour.md §10):
 * the most used browser wallets come first (Metamask is also the default
 * `walletOption`), the generic "other" wallets last, so the wallet
 * count rule pushes the generic ones behind 'Continue with other Crypto Wallet'.
 */
export const WALLET_DISPLAY_ORDER: readonly WalletOption[] = [
  'Metamask',
  'Coinbase',
  'Phantom',
  'Binance',
  'Vessel',
  'GenericEthereumWallet',
  'GenericSolanaWallet',
];

/** One social provider entry of `oauthOptions.providers`. */
export interface OAuthProviderConfig {
  type: OAuthProviderType;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
  /** Google only: show One Tap instead of (or before) the button. */
  one_tap?: boolean;
  position?: OneTapPosition;
  cancel_on_tap_outside?: boolean;
}

export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  /** Default 30. */
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  /** Default 30. */
  signupExpirationMinutes?: number;
  /** Default false. */
  createUserAsPending?: boolean;
  /** Sender domain for the inbox links on EmailConfirmation. */
  domainHint?: string;
  // Also sent with the request (docs/protocol.md §7.1).
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

export interface OtpOptions {
  methods: OtpMethod[];
  /** Default 5. */
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

export interface OAuthOptions {
  providers: OAuthProviderConfig[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
  /**
   * Where Google One Tap's script comes from. Default Google's own
   * (`GOOGLE_ONE_TAP_SCRIPT_URL`); tests and the demo point it at the
   * emulator's stand-in (`<emulator>/_emulator/gsi/client`).
   */
  googleOneTapScriptURL?: string;
}

/** Google Identity Services' script, which renders One Tap. */
export const GOOGLE_ONE_TAP_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export interface PasswordOptions {
  loginRedirectURL?: string;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
  locale?: string;
}

export interface SessionOptions {
  /** A positive whole number of minutes; default 30. */
  sessionDurationMinutes?: number;
}

/** What a host passes to `mountLogin`. */
export interface LoginConfig {
  products: Product[];
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  otpOptions?: OtpOptions;
  oauthOptions?: OAuthOptions;
  passwordOptions?: PasswordOptions;
  sessionOptions?: SessionOptions;
  enableShadowDOM?: boolean;
  /**
   * `mountIdentityProvider` only: what the consent screen lists, from the
   * scopes the user can grant and the client's name. One that throws (or
   * returns something else) is reported to `onError` and the default list is
   * shown.
   */
  getIDPConsentManifest?: ConsentManifestGenerator;
}

/** Defaults of docs/behaviour.md §3.1 and §9. */
export const CONFIG_DEFAULTS = {
  magicLinkLoginExpirationMinutes: 30,
  magicLinkSignupExpirationMinutes: 30,
  createUserAsPending: false,
  otpExpirationMinutes: 5,
  sessionDurationMinutes: 30,
  enableShadowDOM: false,
} as const;

/** The config after validation: every option group present, defaults filled in. */
export interface NormalizedLoginConfig {
  /** Deduplicated, in the host's order. */
  products: Product[];
  emailMagicLinksOptions: EmailMagicLinksOptions & {
    loginExpirationMinutes: number;
    signupExpirationMinutes: number;
    createUserAsPending: boolean;
  };
  otpOptions: OtpOptions & { expirationMinutes: number };
  oauthOptions: OAuthOptions;
  passwordOptions: PasswordOptions;
  sessionOptions: { sessionDurationMinutes: number };
  enableShadowDOM: boolean;
  getIDPConsentManifest?: ConsentManifestGenerator;
}
