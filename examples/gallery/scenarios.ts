/**
 * Every scenario of the gallery: a screen in one of its states, rendered from
 * a fixed starting state (`initialState`, or the mount kind's first screen),
 * a fixed table of API answers, and a script that brings it to the state it
 * names the way a visitor would. The browser test (test/e2e/gallery.test.ts)
 * asserts this exact list of ids, so a lost scenario fails.
 */
import type { User, WebAuthnRegistration } from '../../src/core';
import { OAUTH_PROVIDERS } from '../../src/core/products/oauth-providers';
import type { LoginConfig } from '../../src/ui/config/config-types';
import type { WidgetState } from '../../src/ui/flows';
import type { ChosenWallet } from '../../src/ui/flows/crypto/state';
import { alertError } from '../../src/ui/flows/screen-error';
import { formatMessage } from '../../src/ui/i18n/format';
import { MESSAGES } from '../../src/ui/i18n/messages';
import type { ThemeOverrides } from '../../src/ui/theme/theme';
import type { WidgetKind } from '../../src/ui/widget-props';
import { apiError, BOOTSTRAP, data, never, type Routes } from './fake-api';
import type { GalleryWallets } from './fake-wallets';
import { FROZEN_NOW } from './frozen-clock';
import { typeInto, waitFor, type WidgetDom } from './interactions';

export interface Scenario {
  /** The section's id: the index links to it, the screenshot is named after it. */
  id: string;
  /** Screen and state, e.g. 'OTPAuthenticate — error'. */
  title: string;
  /** One sentence on what the scenario shows and how it got there. */
  note: string;
  kind?: WidgetKind;
  config: LoginConfig;
  initialState?: WidgetState;
  passwordResetToken?: string;
  styles?: ThemeOverrides;
  /**
   * The widget's `locale` (docs/i18n.md): the screen in that language, its root `lang` and `dir`
   * from it. English unless given (or unless the address asks for one: gallery.tsx).
   */
  locale?: string;
  /** Width of the host element in px (default: the widget's own 400px). */
  width?: number;
  /** A dark page behind the widget. */
  darkPage?: boolean;
  routes?: Routes;
  /** The client starts with this user signed in (fake-api.ts, `signIn`); otherwise signed out. */
  signedIn?: User;
  /** The browser's wallets (fake-wallets.ts): none unless given; their prompts are never answered. */
  wallets?: GalleryWallets;
  /** Brings the mounted widget to the state the title names; resolves once it shows. */
  script?: (widget: WidgetDom) => Promise<void>;
}

const EMAIL = 'ada@example.com';
const EMAIL_INPUT = 'input[type="email"]';
const PHONE_INPUT = 'input[type="tel"]';
const PASSCODE_INPUT = 'input[autocomplete="one-time-code"]';

const MAGIC_LINK: LoginConfig = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: 'https://app.example.com/authenticate', signupRedirectURL: 'https://app.example.com/authenticate' },
};
const OTP_TABS: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };
const EMAIL_OTP: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
const EVERYTHING: LoginConfig = {
  products: ['passkeys', 'oauth', 'crypto', 'emailMagicLinks', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }, { type: 'github' }] },
  emailMagicLinksOptions: MAGIC_LINK.emailMagicLinksOptions,
  otpOptions: { methods: ['sms'] },
};

const ML_SEND = 'POST /magic_links/email/login_or_create';
const OTP_EMAIL_SEND = 'POST /otps/email/login_or_create';
const OTP_AUTHENTICATE = 'POST /otps/authenticate';

/** The 5xx a screen shows in its alert (not an input error). */
const unavailable = () => apiError(503, 'internal_server_error', 'The service is temporarily unavailable. Please try again in a few minutes.');

/** A code sent just now (the frozen clock's now): the countdown reads 5:00. */
export const otpAuthenticate = (overrides: Partial<Extract<WidgetState, { screen: 'OTPAuthenticate' }>> = {}): WidgetState => ({
  screen: 'OTPAuthenticate',
  type: 'email',
  methodId: 'email-method-gallery',
  destination: EMAIL,
  otpDestination: EMAIL,
  // The default expiry (expirationMinutes 5).
  expiresAt: FROZEN_NOW + 5 * 60_000,
  expired: false,
  ...overrides,
});

const invalid = (widget: WidgetDom) => widget.find('[aria-invalid="true"]');

// ── Passwords ──────────────────────────────────────────────────────────────
const PASSWORDS: LoginConfig = {
  products: ['passwords', 'emailMagicLinks'],
  emailMagicLinksOptions: MAGIC_LINK.emailMagicLinksOptions,
  passwordOptions: { resetPasswordRedirectURL: 'https://app.example.com/reset-password' },
};
const PASSWORDS_ONLY: LoginConfig = { products: ['passwords'] };
const PASSWORD_INPUT = 'input[name="password"]';
const STRENGTH = 'POST /passwords/strength_check';
const LUDS_BOOTSTRAP = `GET /projects/bootstrap/public-token-test-gallery`;

const createForm: WidgetState = { screen: 'PasswordCreateOrLogin', email: EMAIL, type: 'new' };
const loginForm: WidgetState = { screen: 'PasswordCreateOrLogin', email: EMAIL, type: 'password' };

const zxcvbnAnswer = (score: number) =>
  data({
    request_id: 'request-gallery-1',
    status_code: 200,
    valid_password: score >= 3,
    score,
    breached_password: false,
    strength_policy: 'zxcvbn',
    feedback:
      score >= 3
        ? { warning: '', suggestions: [] }
        : { warning: 'This is similar to a commonly used password', suggestions: ['Add another word or two. Uncommon words are better.'] },
  });

const ludsAnswer = (missingCharacters: number, missingComplexity: number, breached = false) =>
  data({
    request_id: 'request-gallery-1',
    status_code: 200,
    valid_password: missingCharacters === 0 && missingComplexity === 0 && !breached,
    score: 2,
    breached_password: breached,
    strength_policy: 'luds',
    feedback: { warning: '', suggestions: [], luds_requirements: { missing_characters: missingCharacters, missing_complexity: missingComplexity } },
  });

const ludsRoutes = (answer: () => Response): Routes => ({
  [LUDS_BOOTSTRAP]: () => data({ ...BOOTSTRAP, password_config: { luds_complexity: 3, luds_minimum_count: 10 } }),
  [STRENGTH]: answer,
});

/** Types a password and waits for the strength answer on screen. */
const typePassword = (value: string, shown: string) => async (widget: WidgetDom) => {
  typeInto(await widget.find<HTMLInputElement>(PASSWORD_INPUT), value);
  await widget.find(shown);
};

const resetEmailSent = (screen: 'PasswordForgot' | 'PasswordSetNew' | 'PasswordDedupe' | 'PasswordBreached'): WidgetState => ({
  screen,
  email: EMAIL,
});

// ── Passkeys ───────────────────────────────────────────────────────────────
/** Passkeys with SMS passcodes: no email field to offer passkeys in autofill, so Main shows the button. */
const PASSKEYS_SMS: LoginConfig = { products: ['passkeys', 'otp'], otpOptions: { methods: ['sms'] } };
const PASSKEYS_ONLY: LoginConfig = { products: ['passkeys'] };
const REGISTER_START = 'POST /webauthn/register/start';

const passkey = (id: string, name: string, createdAt: string, lastUsedAt?: string): WebAuthnRegistration => ({
  webauthn_registration_id: `webauthn-registration-${id}`,
  domain: 'app.example.com',
  user_agent: 'Mozilla/5.0',
  authenticator_type: 'platform',
  verified: true,
  name,
  created_at: createdAt,
  ...(lastUsedAt === undefined ? {} : { last_used_at: lastUsedAt }),
});

const LAPTOP = 'MacBook Touch ID';
const PHONE = 'iPhone';
/** Fixed dates before the frozen now; the newest passkey was created at it and never used. */
const PASSKEYS: readonly WebAuthnRegistration[] = [
  passkey('laptop', LAPTOP, '2025-09-02T09:30:00Z', '2026-01-14T18:05:00Z'),
  passkey('phone', PHONE, '2025-11-20T15:12:00Z', '2026-01-09T08:41:00Z'),
  passkey('key', 'YubiKey 5C', new Date(FROZEN_NOW).toISOString()),
];

const signedInUser = (webauthnRegistrations: readonly WebAuthnRegistration[]): User => ({
  user_id: 'user-gallery-1',
  created_at: '2025-09-02T09:00:00Z',
  status: 'active',
  name: { first_name: 'Ada', last_name: 'Lovelace' },
  emails: [{ email_id: 'email-gallery-1', email: EMAIL, verified: true }],
  phone_numbers: [],
  crypto_wallets: [],
  providers: [],
  password: null,
  totps: [],
  webauthn_registrations: [...webauthnRegistrations],
  biometric_registrations: [],
  trusted_metadata: {},
  untrusted_metadata: {},
  roles: ['stytch_user'],
});
const WITH_PASSKEYS = signedInUser(PASSKEYS);
const WITHOUT_PASSKEYS = signedInUser([]);

const createdState: WidgetState = { screen: 'PasskeyRegistrationSuccess', created: true };
/** The list's icon button for `name` (its accessible name is the only text it has). */
const rowButton = (widget: WidgetDom, key: 'passkey.renameLabel' | 'passkey.deleteLabel', name: string) =>
  widget.find<HTMLButtonElement>(`button[aria-label="${formatMessage(MESSAGES[key], { name })}"]`);
/** The list shows the user's passkeys (from the restored session, then from GET /users/me). */
const listShown = (widget: WidgetDom) => widget.text(LAPTOP);

// ── Crypto wallets ─────────────────────────────────────────────────────────
const WALLETS_ONLY: LoginConfig = { products: ['crypto'] };
const IDP_CLIENT = 'Acme Notes';
/** The consent screen's state for a connected app asking for `scopes`, of which `ungrantable` cannot be granted. */
function idpConsent(scopes: string[], ungrantable: string[]) {
  return {
    params: { client_id: 'acme-notes', redirect_uri: 'https://notes.example/callback', response_type: 'code', scopes },
    clientName: IDP_CLIENT,
    logoUrl: null,
    grantable: scopes.filter((scope) => !ungrantable.includes(scope)),
    ungrantable,
  };
}
const ALL_SOCIAL: LoginConfig = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: { providers: OAUTH_PROVIDERS.map((type) => ({ type })) },
};
const ONE_TAP: LoginConfig = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'google', one_tap: true }, { type: 'github' }] },
};
/** Three social providers leave room for 6 − 3 − 1 = 2 wallet buttons and 'Continue with other Crypto Wallet'. */
const WALLETS_OAUTH: LoginConfig = {
  products: ['oauth', 'crypto'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }, { type: 'github' }] },
};
const METAMASK: ChosenWallet = { id: 'Metamask', name: MESSAGES['crypto.wallet.Metamask'], chain: 'ethereum' };
const WALLET_ADDRESS = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';
/** An EIP-4361 (Sign-In with Ethereum) message as a provider issues it, dated by the frozen clock. */
const SIWE_CHALLENGE = [
  'app.example.com wants you to sign in with your Ethereum account:',
  WALLET_ADDRESS,
  '',
  'Sign in to Acme. This request will not trigger a blockchain transaction or cost any gas fees.',
  '',
  'URI: https://app.example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 8f3kq2Lw9xZt4VbR',
  `Issued At: ${new Date(FROZEN_NOW).toISOString()}`,
  `Expiration Time: ${new Date(FROZEN_NOW + 10 * 60_000).toISOString()}`,
  'Request ID: crypto-challenge-gallery-1',
  'Resources:',
  '- https://app.example.com/terms-of-service',
  '- https://app.example.com/privacy-policy',
].join('\n');
/** A wallet that is none of the options: a teal tile with a white cloud, inline as EIP-6963 asks. */
const NIMBUS = {
  name: 'Nimbus Wallet',
  rdns: 'com.example.nimbus',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#0F766E"/><path d="M7.5 17a3.5 3.5 0 0 1-.4-7 5 5 0 0 1 9.6 1.2A3 3 0 0 1 16.5 17z" fill="#fff"/></svg>',
  )}`,
};
/** The buttons of the wallet group, once the wallet flow has rendered them. */
const walletButtons = async (widget: WidgetDom) => {
  await widget.find('[role="group"] button');
};

export const CONSUMER_SCENARIOS: readonly Scenario[] = [
  // Main, magic link only.
  { id: 'main-magic-link-empty', title: 'Main (magic link) — empty', note: 'Magic links only, as mounted.', config: MAGIC_LINK },
  {
    id: 'main-magic-link-filled',
    title: 'Main (magic link) — filled',
    note: 'An address typed, not sent.',
    config: MAGIC_LINK,
    script: async (widget) => {
      const input = await widget.find<HTMLInputElement>(EMAIL_INPUT);
      typeInto(input, EMAIL);
      await waitFor('the address in the field', () => input.value === EMAIL);
    },
  },
  {
    id: 'main-magic-link-invalid',
    title: 'Main (magic link) — invalid email error',
    note: "'ada@' submitted: refused by the widget, nothing sent.",
    config: MAGIC_LINK,
    script: async (widget) => {
      await widget.typeAndSubmit(EMAIL_INPUT, 'ada@');
      await widget.text(MESSAGES['validation.emailFormatInvalid']);
      await invalid(widget);
    },
  },
  {
    id: 'main-magic-link-loading',
    title: 'Main (magic link) — loading',
    note: 'A valid address submitted; the server has not answered yet.',
    config: MAGIC_LINK,
    routes: { [ML_SEND]: never },
    script: async (widget) => {
      await widget.typeAndSubmit(EMAIL_INPUT, EMAIL);
      await widget.find('button[aria-busy="true"]');
    },
  },
  {
    id: 'main-magic-link-server-error',
    title: 'Main (magic link) — server error alert',
    note: 'The send answered 503: the alert shows the server message, the field stays valid.',
    config: MAGIC_LINK,
    routes: { [ML_SEND]: unavailable },
    script: async (widget) => {
      await widget.typeAndSubmit(EMAIL_INPUT, EMAIL);
      await widget.find('[role="alert"]');
    },
  },

  // Main, Text / WhatsApp / Email tabs.
  { id: 'main-tabs-text', title: 'Main (tabs) — Text', note: 'SMS, WhatsApp and email passcodes: the Text tab first.', config: OTP_TABS },
  {
    id: 'main-tabs-whatsapp',
    title: 'Main (tabs) — WhatsApp',
    note: 'The WhatsApp tab chosen.',
    config: OTP_TABS,
    script: async (widget) => {
      const tab = await widget.button(MESSAGES['main.tab.whatsapp']);
      tab.click();
      await waitFor('the WhatsApp tab to be selected', () => tab.getAttribute('aria-selected') === 'true');
      await widget.find(PHONE_INPUT);
    },
  },
  {
    id: 'main-tabs-email',
    title: 'Main (tabs) — Email',
    note: 'The Email tab chosen.',
    config: OTP_TABS,
    script: async (widget) => {
      (await widget.button(MESSAGES['main.tab.email'])).click();
      await widget.find(EMAIL_INPUT);
    },
  },
  {
    id: 'main-tabs-phone-invalid',
    title: 'Main (tabs) — phone invalid error',
    note: "'555' submitted on the Text tab: refused by the widget, nothing sent.",
    config: OTP_TABS,
    script: async (widget) => {
      await widget.typeAndSubmit(PHONE_INPUT, '555');
      await widget.text(MESSAGES['validation.phoneFormatInvalid']);
      await invalid(widget);
    },
  },

  // Main with everything.
  {
    id: 'main-everything',
    title: 'Main (OAuth, wallets, passkey, form) — empty',
    note: 'Passkeys, three social providers, wallets (up to the six-button limit) and the email / Text form.',
    config: EVERYTHING,
  },

  // The refused configurations.
  {
    id: 'main-refused-passkeys-alone',
    title: 'Main — refused config (passkeys alone)',
    note: "products: ['passkeys']",
    config: { products: ['passkeys'] },
  },
  {
    id: 'main-refused-eml-and-email-otp',
    title: 'Main — refused config (magic links and email passcodes)',
    note: "products: ['emailMagicLinks', 'otp'] with the email passcode method.",
    config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
  },

  // Magic link sent.
  {
    id: 'email-confirmation',
    title: 'EmailConfirmation — success',
    note: 'No sender domain known: the inbox links open the inboxes.',
    config: MAGIC_LINK,
    initialState: { screen: 'EmailConfirmation', email: EMAIL },
  },
  {
    id: 'email-confirmation-sender-domain',
    title: 'EmailConfirmation — success, with sender domain',
    note: "domainHint 'acme.example': the inbox links search for mail from it.",
    config: { ...MAGIC_LINK, emailMagicLinksOptions: { ...MAGIC_LINK.emailMagicLinksOptions, domainHint: 'acme.example' } },
    initialState: { screen: 'EmailConfirmation', email: EMAIL },
  },

  // Passcodes.
  {
    id: 'otp-authenticate-empty',
    title: 'OTPAuthenticate — empty',
    note: 'An email passcode sent just now.',
    config: EMAIL_OTP,
    initialState: otpAuthenticate(),
  },
  {
    id: 'otp-authenticate-sms-empty',
    title: 'OTPAuthenticate (Text) — empty',
    note: 'An SMS passcode sent just now, to the number as the visitor saw it.',
    config: OTP_TABS,
    initialState: otpAuthenticate({ type: 'sms', methodId: 'phone-method-gallery', destination: '+12133734253', otpDestination: '+1 213 373 4253' }),
  },
  {
    id: 'otp-authenticate-verifying',
    title: 'OTPAuthenticate — loading (verifying)',
    note: 'Six digits typed; the server has not answered yet.',
    config: EMAIL_OTP,
    initialState: otpAuthenticate(),
    routes: { [OTP_AUTHENTICATE]: never },
    script: async (widget) => {
      typeInto(await widget.find<HTMLInputElement>(PASSCODE_INPUT), '123456');
      await widget.text(MESSAGES['otp.verifying']);
    },
  },
  {
    id: 'otp-authenticate-wrong-code',
    title: 'OTPAuthenticate — error (wrong code)',
    note: 'The server answered 401 otp_code_not_found: the field is marked and cleared.',
    config: EMAIL_OTP,
    initialState: otpAuthenticate(),
    routes: { [OTP_AUTHENTICATE]: () => apiError(401, 'otp_code_not_found', 'The passcode is incorrect.') },
    script: async (widget) => {
      typeInto(await widget.find<HTMLInputElement>(PASSCODE_INPUT), '123456');
      await widget.text(MESSAGES.otp_code_not_found);
      await invalid(widget);
    },
  },
  {
    id: 'otp-authenticate-server-error',
    title: 'OTPAuthenticate — server error alert',
    note: 'The server answered 503: the alert shows its message, the field stays valid.',
    config: EMAIL_OTP,
    initialState: otpAuthenticate(),
    routes: { [OTP_AUTHENTICATE]: unavailable },
    script: async (widget) => {
      typeInto(await widget.find<HTMLInputElement>(PASSCODE_INPUT), '123456');
      await widget.find('[role="alert"]');
    },
  },
  {
    id: 'otp-authenticate-expired',
    title: 'OTPAuthenticate — expired',
    note: 'The code can no longer be used: the field is disabled and resending is the main action.',
    config: EMAIL_OTP,
    initialState: otpAuthenticate({ expired: true }),
  },
  {
    id: 'otp-authenticate-code-sent',
    title: "OTPAuthenticate — resend 'Code sent'",
    note: "'Resend code' pressed and answered: the label reads 'Code sent' (held: the gallery's clock is stopped).",
    config: EMAIL_OTP,
    initialState: otpAuthenticate(),
    routes: { [OTP_EMAIL_SEND]: () => data({ request_id: 'request-gallery-2', status_code: 200, method_id: 'email-method-gallery' }) },
    script: async (widget) => {
      (await widget.button(MESSAGES['otp.resend.initial'])).click();
      await widget.button(MESSAGES['otp.resend.sent']);
    },
  },
  {
    id: 'otp-confirmation',
    title: 'OTPConfirmation — success',
    note: 'The passcode was accepted.',
    config: EMAIL_OTP,
    initialState: { screen: 'OTPConfirmation', signedIn: true },
  },

  // Passwords.
  {
    id: 'main-password',
    title: 'Main (passwords) — email first',
    note: 'Passwords and magic links: the email tabs merge into one password tab.',
    config: PASSWORDS,
  },
  {
    id: 'password-create-empty',
    title: 'PasswordCreateOrLogin (create) — empty',
    note: "users/search said 'new': the email read-only, a new password, the login link as the alternative.",
    config: PASSWORDS,
    initialState: createForm,
  },
  {
    id: 'password-create-weak',
    title: 'PasswordCreateOrLogin (create) — weak password',
    note: 'zxcvbn score 1: one red segment, the warning and a suggestion; Continue disabled.',
    config: PASSWORDS,
    initialState: createForm,
    routes: { [STRENGTH]: () => zxcvbnAnswer(1) },
    script: typePassword('sunshine7', '[data-testid="password-meter"][data-score="1"]'),
  },
  {
    id: 'password-create-fair',
    title: 'PasswordCreateOrLogin (create) — fair password',
    note: 'zxcvbn score 2: two red segments; Continue disabled.',
    config: PASSWORDS,
    initialState: createForm,
    routes: { [STRENGTH]: () => zxcvbnAnswer(2) },
    script: typePassword('sunshine7 river', '[data-testid="password-meter"][data-score="2"]'),
  },
  {
    id: 'password-create-good',
    title: 'PasswordCreateOrLogin (create) — good password',
    note: 'zxcvbn score 3: three green segments; Continue enabled.',
    config: PASSWORDS,
    initialState: createForm,
    routes: { [STRENGTH]: () => zxcvbnAnswer(3) },
    script: typePassword('sunshine7 river lamp', '[data-testid="password-meter"][data-score="3"]'),
  },
  {
    id: 'password-create-strong',
    title: 'PasswordCreateOrLogin (create) — strong password, shown',
    note: 'zxcvbn score 4: four green segments; Continue enabled; the password shown with the toggle.',
    config: PASSWORDS_ONLY,
    initialState: createForm,
    routes: { [STRENGTH]: () => zxcvbnAnswer(4) },
    script: async (widget) => {
      await typePassword('correct horse battery staple', '[data-testid="password-meter"][data-score="4"]')(widget);
      (await widget.find<HTMLButtonElement>('button[aria-pressed]')).click();
      await widget.find('button[aria-pressed="true"]');
    },
  },
  {
    id: 'password-create-luds-empty',
    title: 'PasswordCreateOrLogin (create) — LUDS checklist, nothing typed',
    note: 'A LUDS project (bootstrap password_config): both requirements unmet.',
    config: PASSWORDS_ONLY,
    initialState: createForm,
    routes: ludsRoutes(() => ludsAnswer(10, 3)),
    script: async (widget) => {
      await widget.find('[data-testid="password-checklist"]');
    },
  },
  {
    id: 'password-create-luds-partial',
    title: 'PasswordCreateOrLogin (create) — LUDS checklist, length met',
    note: 'Long enough, not complex enough: one requirement met.',
    config: PASSWORDS_ONLY,
    initialState: createForm,
    routes: ludsRoutes(() => ludsAnswer(0, 1)),
    script: typePassword('abcdefghijkl', '[data-testid="password-checklist"] li[data-met="true"]'),
  },
  {
    id: 'password-create-luds-breached',
    title: 'PasswordCreateOrLogin (create) — LUDS, breached password',
    note: 'Both requirements met, but the password is breached: the catalogue text, Continue disabled.',
    config: PASSWORDS_ONLY,
    initialState: createForm,
    routes: ludsRoutes(() => ludsAnswer(0, 0, true)),
    script: async (widget) => {
      typeInto(await widget.find<HTMLInputElement>(PASSWORD_INPUT), 'Password123');
      await widget.text(MESSAGES['password.luds.breached']);
    },
  },
  {
    id: 'password-login-empty',
    title: 'PasswordCreateOrLogin (login) — empty',
    note: "users/search said 'password': Forgot Password?, the login link and 'Create a password instead'.",
    config: PASSWORDS,
    initialState: loginForm,
  },
  {
    id: 'password-login-wrong',
    title: 'PasswordCreateOrLogin (login) — wrong password',
    note: "The server answered unauthorized_credentials: the field is marked with 'Unauthorized credentials.'.",
    config: PASSWORDS,
    initialState: loginForm,
    routes: { 'POST /passwords/authenticate': () => apiError(401, 'unauthorized_credentials', 'Unauthorized credentials.') },
    script: async (widget) => {
      await widget.typeAndSubmit(PASSWORD_INPUT, 'not the password');
      await invalid(widget);
    },
  },
  {
    id: 'password-login-loading',
    title: 'PasswordCreateOrLogin (login) — loading',
    note: 'Continue pressed; the server has not answered yet.',
    config: PASSWORDS,
    initialState: loginForm,
    routes: { 'POST /passwords/authenticate': never },
    script: async (widget) => {
      await widget.typeAndSubmit(PASSWORD_INPUT, 'a password');
      await widget.find('button[aria-busy="true"]');
    },
  },
  {
    id: 'password-forgot',
    title: 'PasswordForgot',
    note: "After 'Forgot Password?': the reset email went to the address.",
    config: PASSWORDS,
    initialState: resetEmailSent('PasswordForgot'),
  },
  {
    id: 'password-set-new',
    title: 'PasswordSetNew',
    note: "After 'Create a password instead', or a passwordless user with passwords only.",
    config: PASSWORDS,
    initialState: resetEmailSent('PasswordSetNew'),
  },
  {
    id: 'password-dedupe',
    title: 'PasswordDedupe',
    note: 'The server answered reset_password: a reset email was sent.',
    config: PASSWORDS,
    initialState: resetEmailSent('PasswordDedupe'),
  },
  {
    id: 'password-breached',
    title: 'PasswordBreached',
    note: 'A breached password at login: the catalogue text and the reset email.',
    config: PASSWORDS,
    initialState: resetEmailSent('PasswordBreached'),
  },
  {
    id: 'password-resent',
    title: 'PasswordForgot — email resent',
    note: "'Resend email' answered: the 'Email resent' toast (held: the gallery's clock is stopped).",
    config: PASSWORDS,
    initialState: resetEmailSent('PasswordForgot'),
    routes: { 'POST /passwords/email/reset/start': () => data({ request_id: 'request-gallery-1', status_code: 200 }) },
    script: async (widget) => {
      (await widget.button(MESSAGES['password.resend'])).click();
      // This widget's own toast: the other theme's copy of the scenario shows one too (gallery.tsx).
      await widget.text(MESSAGES['password.emailResent']);
    },
  },
  {
    id: 'password-confirmation',
    title: 'PasswordConfirmation — success',
    note: 'Signed in by password.',
    config: PASSWORDS,
    initialState: { screen: 'PasswordConfirmation', signedIn: true },
  },
  {
    id: 'reset-password-strong',
    title: 'PasswordResetForm — strong new password',
    note: 'The reset page with a valid new password: Continue enabled.',
    kind: 'resetPassword',
    config: PASSWORDS_ONLY,
    passwordResetToken: 'reset-token-gallery',
    routes: { [STRENGTH]: () => zxcvbnAnswer(4) },
    script: typePassword('correct horse battery staple', '[data-testid="password-meter"][data-score="4"]'),
  },
  {
    id: 'reset-password-logging-in',
    title: "PasswordResetForm — 'Logging in...'",
    note: 'The email\'s login link (stytch_token_type=login): the token is being authenticated.',
    kind: 'resetPassword',
    config: PASSWORDS_ONLY,
    initialState: { screen: 'PasswordResetForm', token: 'login-token-gallery', tokenType: 'login' },
    routes: { 'POST /magic_links/authenticate': never },
  },
  {
    id: 'reset-password-expired',
    title: 'PasswordResetForm — used or expired link',
    note: 'The token was refused: the catalogue text and a form for a new email.',
    kind: 'resetPassword',
    config: PASSWORDS_ONLY,
    initialState: {
      screen: 'PasswordResetForm',
      token: 'used-token-gallery',
      expired: true,
      error: { message: { key: 'unable_to_auth_password_reset_token' }, field: false },
    },
  },

  // Passkeys.
  {
    id: 'main-passkey-button',
    title: "Main (passkey, Text) — 'Login with a Passkey'",
    note: 'Passkeys and SMS passcodes: no email field for passkey autofill, so the passkey button shows.',
    config: PASSKEYS_SMS,
    script: async (widget) => {
      await widget.button(MESSAGES['main.passkeyButton']);
    },
  },
  {
    id: 'passkey-confirmation',
    title: 'PasskeyConfirmation — success',
    note: 'Signed in with a passkey from Main.',
    config: PASSKEYS_SMS,
    initialState: { screen: 'PasskeyConfirmation', signedIn: true },
  },
  {
    id: 'passkey-registration',
    title: 'PasskeyRegistrationStart (mountPasskeyRegistration) — signed in',
    note: "The passkey registration mount with a signed-in user: 'Create a Passkey' or skip.",
    kind: 'passkeyRegistration',
    config: PASSKEYS_ONLY,
    signedIn: WITH_PASSKEYS,
    script: async (widget) => {
      await widget.button(MESSAGES['passkey.create']);
    },
  },
  {
    id: 'passkey-registration-creating',
    title: 'PasskeyRegistrationStart — creating',
    note: "'Create a Passkey' pressed; the server has not sent the creation options yet.",
    kind: 'passkeyRegistration',
    config: PASSKEYS_ONLY,
    signedIn: WITH_PASSKEYS,
    routes: { [REGISTER_START]: never },
    script: async (widget) => {
      (await widget.button(MESSAGES['passkey.create'])).click();
      await widget.find('button[aria-busy="true"]');
    },
  },
  {
    id: 'passkey-registration-duplicate',
    title: 'PasskeyRegistrationStart — duplicate passkey error',
    note: 'The authenticator already holds a passkey for this account: the alert says so; try again or skip.',
    kind: 'passkeyRegistration',
    config: PASSKEYS_ONLY,
    signedIn: WITH_PASSKEYS,
    initialState: { screen: 'PasskeyRegistrationStart', error: alertError({ key: 'passkey_duplicate' }) },
  },
  {
    id: 'passkey-registration-not-created',
    title: "PasskeyRegistrationStart — 'not created' error",
    note: 'The visitor closed the browser prompt: the passkey was not created.',
    kind: 'passkeyRegistration',
    config: PASSKEYS_ONLY,
    signedIn: WITH_PASSKEYS,
    initialState: { screen: 'PasskeyRegistrationStart', error: alertError({ key: 'passkey_not_created' }) },
  },
  {
    id: 'passkey-registration-no-user',
    title: 'PasskeyRegistrationStart — no signed-in user',
    note: 'The registration mount without a session: the error text alone.',
    kind: 'passkeyRegistration',
    config: PASSKEYS_ONLY,
    script: async (widget) => {
      await widget.text(MESSAGES['passkey.noActiveUser']);
    },
  },
  {
    id: 'passkey-registration-success',
    title: 'PasskeyRegistrationSuccess — created',
    note: 'A passkey was created just now: the list of three, the newest never used yet.',
    kind: 'passkeyRegistration',
    config: PASSKEYS_ONLY,
    signedIn: WITH_PASSKEYS,
    initialState: createdState,
    script: listShown,
  },
  {
    id: 'passkey-registration-skipped',
    title: 'PasskeyRegistrationSuccess — skipped, no passkeys',
    note: "'Skip' pressed by a user without passkeys: the title does not claim one was created.",
    kind: 'passkeyRegistration',
    config: PASSKEYS_ONLY,
    signedIn: WITHOUT_PASSKEYS,
    script: async (widget) => {
      (await widget.button(MESSAGES['passkey.skip'])).click();
      await widget.text(MESSAGES['passkey.skippedTitle']);
      await widget.text(MESSAGES['passkey.listEmpty']);
    },
  },
  {
    id: 'passkey-registration-renaming',
    title: 'PasskeyRegistrationSuccess — renaming',
    note: "Rename pressed and a new name typed, not saved: the other rows, 'Set up another Passkey' and 'Done' wait.",
    kind: 'passkeyRegistration',
    config: PASSKEYS_ONLY,
    signedIn: WITH_PASSKEYS,
    initialState: createdState,
    script: async (widget) => {
      (await rowButton(widget, 'passkey.renameLabel', LAPTOP)).click();
      const input = await widget.find<HTMLInputElement>('input[data-focus-key="name-input"]');
      typeInto(input, 'Work laptop');
      await waitFor('the new name in the field', () => input.value === 'Work laptop');
    },
  },
  {
    id: 'passkey-registration-delete',
    title: 'PasskeyRegistrationSuccess — delete confirmation',
    note: 'Delete pressed: the question in the row, and the warning in the alert.',
    kind: 'passkeyRegistration',
    config: PASSKEYS_ONLY,
    signedIn: WITH_PASSKEYS,
    initialState: createdState,
    script: async (widget) => {
      (await rowButton(widget, 'passkey.deleteLabel', PHONE)).click();
      await widget.text(formatMessage(MESSAGES['passkey.deleteConfirm'], { name: PHONE }));
      await widget.text(MESSAGES['passkey.deleteWarning']);
    },
  },
  {
    id: 'passkey-list',
    title: 'PasskeyList (mountPasskeyList) — three passkeys',
    note: 'The passkey list mount for an account settings page, with a signed-in user.',
    kind: 'passkeyList',
    config: PASSKEYS_ONLY,
    signedIn: WITH_PASSKEYS,
    script: listShown,
  },
  {
    id: 'passkey-list-no-user',
    title: 'PasskeyList — no signed-in user',
    note: 'The list mount without a session: the error text alone.',
    kind: 'passkeyList',
    config: PASSKEYS_ONLY,
    script: async (widget) => {
      await widget.text(MESSAGES['passkey.listNoActiveUser']);
    },
  },

  // Crypto wallets.
  {
    id: 'main-crypto',
    title: 'Main (wallets) — none installed',
    note: "Wallets only, none in this browser: five in the fixed order, then 'Continue with other Crypto Wallet' (six buttons).",
    config: WALLETS_ONLY,
    script: walletButtons,
  },
  {
    id: 'main-crypto-oauth',
    title: 'Main (OAuth, wallets) — three social providers',
    note: "Three social providers leave 6 − 3 − 1 = 2 wallet buttons, then 'Continue with other Crypto Wallet'.",
    config: WALLETS_OAUTH,
    script: walletButtons,
  },
  {
    id: 'main-crypto-announced',
    title: 'Main (wallets) — an unknown wallet installed',
    note: "Nimbus Wallet announces itself (EIP-6963) with its own icon: it comes first, then the wallets this browser lacks; no generic 'Ethereum Wallet' button for the same wallet.",
    config: WALLETS_ONLY,
    wallets: { announced: [NIMBUS] },
    script: async (widget) => {
      await widget.button(formatMessage(MESSAGES['crypto.continueWith'], { wallet: NIMBUS.name }));
    },
  },
  {
    id: 'crypto-other-wallets',
    title: 'CryptoOtherScreen',
    note: "'Continue with other Crypto Wallet' with three social providers: the five wallets Main had no room for.",
    config: WALLETS_OAUTH,
    initialState: { screen: 'CryptoOtherScreen' },
    script: walletButtons,
  },
  {
    id: 'crypto-setup-wallet',
    title: 'CryptoSetupWallet — Phantom',
    note: "Phantom chosen in a browser without it: the link to Phantom's download page.",
    config: WALLETS_ONLY,
    initialState: { screen: 'CryptoSetupWallet', wallet: { id: 'Phantom', name: MESSAGES['crypto.wallet.Phantom'], chain: 'solana' } },
  },
  {
    id: 'crypto-setup-wallet-no-link',
    title: 'CryptoSetupWallet — Vessel, no install link',
    note: 'Vessel has no download page we could verify: the text alone, no link.',
    config: WALLETS_ONLY,
    initialState: { screen: 'CryptoSetupWallet', wallet: { id: 'Vessel', name: MESSAGES['crypto.wallet.Vessel'], chain: 'ethereum' } },
  },
  {
    id: 'crypto-connect',
    title: 'CryptoConnect — waiting for the wallet',
    note: 'MetaMask is installed and shows its connection request; the visitor has not answered yet.',
    config: WALLETS_ONLY,
    wallets: { metamask: true },
    initialState: { screen: 'CryptoConnect', wallet: METAMASK },
  },
  {
    id: 'crypto-sign-message',
    title: 'CryptoSignMessage — waiting for the signature',
    note: 'The provider issued a Sign-In with Ethereum challenge; MetaMask asks the visitor to sign it.',
    config: WALLETS_ONLY,
    wallets: { metamask: true },
    initialState: { screen: 'CryptoSignMessage', wallet: METAMASK, address: WALLET_ADDRESS, challenge: SIWE_CHALLENGE },
  },
  {
    id: 'crypto-confirmation',
    title: 'CryptoConfirmation — success',
    note: 'The signature was accepted: signed in with a wallet.',
    config: WALLETS_ONLY,
    initialState: { screen: 'CryptoConfirmation', signedIn: true },
  },
  {
    id: 'crypto-error',
    title: 'CryptoError',
    note: "Connecting or signing failed (the visitor declined in the wallet, say): 'Try again' connects the same wallet again; 'Go back' and the back arrow return to Main.",
    config: WALLETS_ONLY,
    initialState: { screen: 'CryptoError', wallet: METAMASK },
  },

  // Social sign-in.
  {
    id: 'main-oauth-all',
    title: 'Main (OAuth) — all 19 providers',
    note: 'Every social provider in the configured order, each with its brand icon, then the email form.',
    config: ALL_SOCIAL,
    script: async (widget) => {
      await widget.button(formatMessage(MESSAGES['oauth.continueWith'], { provider: 'Yahoo' }));
    },
  },
  {
    id: 'main-one-tap-loading',
    title: 'Main (Google One Tap) — loading',
    note: "The One Tap slot (47px, a 25px spinner) while the project's One Tap settings are on their way.",
    config: ONE_TAP,
    routes: { 'POST /oauth/google/onetap/start': never },
    script: async (widget) => {
      await widget.find('[data-one-tap="loading"]');
      await widget.button(formatMessage(MESSAGES['oauth.continueWith'], { provider: 'GitHub' }));
    },
  },
  {
    id: 'main-one-tap-fallback',
    title: "Main (Google One Tap) — the 'Continue with Google' fallback",
    note: 'One Tap cannot render (here the start call failed): the Google button takes its place.',
    config: ONE_TAP,
    routes: { 'POST /oauth/google/onetap/start': () => apiError(503, 'internal_server_error', 'The provider is unavailable.') },
    script: async (widget) => {
      await widget.button(MESSAGES['oauth.continueWithGoogle']);
    },
  },
  {
    id: 'main-one-tap-developer-error',
    title: 'Main (Google One Tap) — developer error (test token)',
    note: 'The project has no Google OAuth client: with a test public token the widget says so above the fallback button.',
    config: ONE_TAP,
    routes: { 'POST /oauth/google/onetap/start': () => apiError(400, 'oauth_config_not_found', 'No Google OAuth client is configured.') },
    script: async (widget) => {
      await widget.text(MESSAGES['oauth.oneTapError.noOAuthClient']);
      await widget.button(MESSAGES['oauth.continueWithGoogle']);
    },
  },

  // The reset mount's first screen.
  {
    id: 'reset-password',
    title: 'PasswordResetForm (mountResetPassword) — first screen',
    note: "The reset-password mount with a token from the emailed link: 'Reset your password'.",
    kind: 'resetPassword',
    config: { products: ['passwords'] },
    passwordResetToken: 'reset-token-gallery',
  },
  // Identity provider (mountIdentityProvider).
  {
    id: 'idp-consent-standard',
    title: 'IDPConsent — standard scopes',
    note: "A connected app asks for 'openid email profile offline_access': the sign-in title and 'Allow … to:'.",
    kind: 'identityProvider',
    config: { products: [] },
    initialState: {
      screen: 'IDPAuthorize',
      consent: idpConsent(['openid', 'email', 'profile', 'offline_access'], []),
    },
  },
  {
    id: 'idp-consent-custom',
    title: 'IDPConsent — custom scopes, some not grantable (notice open)',
    note: "Custom scopes: the access title and '… is requesting to:'; the visitor's roles cannot grant one scope, listed in the opened notice.",
    kind: 'identityProvider',
    config: { products: [] },
    initialState: {
      screen: 'IDPAuthorize',
      consent: idpConsent(['openid', 'email', 'read:notes', 'admin:billing'], ['admin:billing']),
    },
    script: async (widget) => {
      const notice = await widget.find<HTMLDetailsElement>('details');
      notice.open = true;
      await widget.text(formatMessage(MESSAGES['idp.ungrantableList'], { clientName: IDP_CLIENT }));
    },
  },
  {
    id: 'idp-logout',
    title: 'IDPConsent — logout confirmation',
    note: "A connected app asks to log the visitor out: 'Log out?' with Yes and No.",
    kind: 'identityProvider',
    config: { products: [] },
    initialState: {
      screen: 'IDPLogout',
      params: { client_id: 'acme-notes', post_logout_redirect_uri: 'https://notes.example/' },
      redirectUri: 'https://notes.example/',
    },
  },
  {
    id: 'idp-logout-declined',
    title: 'IDPConsent — logout declined',
    note: "The visitor answered No: they stay signed in.",
    kind: 'identityProvider',
    config: { products: [] },
    initialState: { screen: 'IDPLogoutDeclined' },
  },
  {
    id: 'idp-redirecting',
    title: 'IDPConsent — on the way back to the app',
    note: 'The provider returned the app’s address: the browser is leaving for it.',
    kind: 'identityProvider',
    config: { products: [] },
    initialState: { screen: 'IDPRedirecting', clientName: IDP_CLIENT },
  },
  {
    id: 'idp-authorized',
    title: 'IDPConsent — authorized, nowhere to go',
    note: 'Consent given and the provider returned no address: the success screen.',
    kind: 'identityProvider',
    config: { products: [] },
    initialState: { screen: 'IDPAuthorized', clientName: IDP_CLIENT },
  },
  {
    id: 'idp-denied',
    title: 'IDPConsent — denied',
    note: "The visitor pressed Deny and the provider returned no address: 'Access to the application was denied.'",
    kind: 'identityProvider',
    config: { products: [] },
    initialState: { screen: 'IDPDenied' },
  },
  {
    id: 'idp-missing-parameter',
    title: 'IDPConsent — missing parameter',
    note: 'The gallery page’s address has no client_id: the preflight stops with its error.',
    kind: 'identityProvider',
    config: { products: [] },
    script: async (widget) => {
      await widget.text(formatMessage(MESSAGES['idp.missingParameter'], { param: 'client_id' }));
    },
  },
  {
    id: 'idp-no-session',
    title: 'IDPConsent — no session',
    note: 'The consent page opened without a signed-in user.',
    kind: 'identityProvider',
    config: { products: [] },
    initialState: { screen: 'IDPError', message: { key: 'no_active_session' } },
  },
  {
    id: 'idp-redirect-not-requested',
    title: 'IDPError — an address the request did not ask for',
    note: "The provider's answer named another address than the request's redirect_uri: the browser stays.",
    kind: 'identityProvider',
    config: { products: [] },
    initialState: { screen: 'IDPError', message: { key: 'idp.redirectNotRequested' } },
  },

  // The redirect landing (PorticoAuthenticate, mountAuthenticate).
  {
    id: 'authenticate-done',
    title: 'AuthenticateDone — signed in',
    note: "The address's token was redeemed; the host usually moves on at once (onSuccess).",
    kind: 'authenticate',
    config: { products: [] },
    initialState: { screen: 'AuthenticateDone' },
  },
  {
    id: 'authenticate-failed',
    title: 'AuthenticateFailed — used or expired link',
    note: 'The provider refused the magic link’s token.',
    kind: 'authenticate',
    config: { products: [] },
    initialState: { screen: 'AuthenticateFailed', message: { key: 'unable_to_auth_magic_link' } },
  },
  {
    id: 'authenticate-no-token',
    title: 'AuthenticateFailed — no token',
    note: 'The gallery page’s address carries no token: nothing is sent.',
    kind: 'authenticate',
    config: { products: [] },
    script: async (widget) => {
      await widget.text(MESSAGES['authenticate.noToken']);
    },
  },

  // Looks.
  {
    id: 'theme-dark',
    title: 'Main (tabs) — dark custom theme',
    note: 'styles overrides: dark container, light text, green primary buttons, rounder corners.',
    config: OTP_TABS,
    darkPage: true,
    styles: {
      container: { backgroundColor: '#14181F', borderColor: '#3A4350', borderRadius: '16px' },
      colors: { primary: '#F2F5F8', secondary: '#B8C2CC', success: '#7EE2B8', error: '#FF9B9B' },
      typography: { fontFamily: 'Georgia, serif' },
      buttons: {
        primary: { backgroundColor: '#7EE2B8', textColor: '#0B1F17', borderColor: '#7EE2B8', borderRadius: '999px' },
        secondary: { backgroundColor: '#14181F', textColor: '#F2F5F8', borderColor: '#B8C2CC', borderRadius: '999px' },
      },
      inputs: {
        backgroundColor: '#1E242D',
        borderColor: '#8793A0',
        textColor: '#F2F5F8',
        placeholderColor: '#A9B4BF',
        borderRadius: '12px',
      },
    },
  },
  {
    id: 'narrow-320',
    title: 'Main (OAuth, wallets, passkey, form) — 320 px wide',
    note: 'The same widget in a 320 px host (a small phone).',
    config: EVERYTHING,
    width: 320,
  },
  {
    id: 'otp-authenticate-partial',
    title: 'OTPAuthenticate — three digits typed',
    note: 'Three of the six digits typed: the boxes hold them and the fourth, ringed, shows the caret.',
    config: EMAIL_OTP,
    initialState: otpAuthenticate(),
    script: async (widget) => {
      const input = await widget.find<HTMLInputElement>(PASSCODE_INPUT);
      typeInto(input, '123');
      await waitFor('three digits in the field', () => input.value === '123');
    },
  },
  {
    id: 'email-confirmation-resent',
    title: "EmailConfirmation — 'Resend email' answered",
    note: "'Resend email' pressed and answered: the same screen, with the 'Email resent' toast.",
    config: MAGIC_LINK,
    initialState: { screen: 'EmailConfirmation', email: EMAIL },
    routes: { [ML_SEND]: () => data({ request_id: 'request-gallery-2', status_code: 200 }) },
    script: async (widget) => {
      (await widget.button(MESSAGES['emailConfirmation.resend'])).click();
      await widget.text(MESSAGES['emailConfirmation.resent']);
    },
  },
  {
    id: 'main-oauth-all-dark',
    title: 'Main (OAuth) — all 19 providers, dark custom theme',
    note: 'The first three providers full width, the other sixteen as icon buttons, on a dark container: the black marks (Apple, GitHub, TikTok, Amazon) follow the light text.',
    config: ALL_SOCIAL,
    darkPage: true,
    styles: {
      container: { backgroundColor: '#14181F', borderColor: '#3A4350', borderRadius: '16px' },
      colors: { primary: '#F2F5F8', secondary: '#B8C2CC', success: '#7EE2B8', error: '#FF9B9B' },
      buttons: {
        primary: { backgroundColor: '#7EE2B8', textColor: '#0B1F17', borderColor: '#7EE2B8', borderRadius: '999px' },
        secondary: { backgroundColor: '#14181F', textColor: '#F2F5F8', borderColor: '#B8C2CC', borderRadius: '12px' },
      },
      inputs: { backgroundColor: '#1E242D', borderColor: '#8793A0', textColor: '#F2F5F8', placeholderColor: '#A9B4BF', borderRadius: '12px' },
    },
    script: async (widget) => {
      await widget.button(formatMessage(MESSAGES['oauth.continueWith'], { provider: 'Yahoo' }));
    },
  },
  {
    id: 'main-crypto-metamask-installed',
    title: 'Main (wallets) — MetaMask installed',
    note: "MetaMask is in this browser: it comes first, and no second 'Continue with Ethereum Wallet' button for the same wallet.",
    config: WALLETS_ONLY,
    wallets: { metamask: true },
    script: walletButtons,
  },
  {
    id: 'main-oauth-all-320',
    title: 'Main (OAuth) — all 19 providers, 320 px wide',
    note: 'Three full buttons, then the other sixteen as icon buttons, four to a row in a small phone.',
    config: ALL_SOCIAL,
    width: 320,
    script: async (widget) => {
      await widget.button(formatMessage(MESSAGES['oauth.continueWith'], { provider: 'Yahoo' }));
    },
  },
  {
    id: 'main-tabs-320',
    title: 'Main (tabs) — 320 px wide',
    note: 'Text, WhatsApp and Email on one row in a small phone.',
    config: OTP_TABS,
    width: 320,
  },
];
