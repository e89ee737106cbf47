/**
 * The screens gallery (examples/gallery, served at /gallery/) in Chromium,
 * once in each theme (`?theme=light`, `?theme=dark`): every scenario reaches
 * the state it names with no server, each shows the screen it claims in the
 * theme asked for, and axe (WCAG A/AA, colour contrast included) finds zero
 * violations on the page and in each section. The gallery as people see it,
 * both themes side by side, is checked on a few scenarios. The expected
 * scenario list is written out here, so a lost scenario fails. The
 * screenshots are compared by test/screenshots (docs/testing.md, "Screenshots").
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExamplesServer, type ExamplesServer } from '../../scripts/examples-server.mjs';
import { formatMessage } from '../../src/ui/i18n/format';
import { MESSAGES, UI_MESSAGES } from '../../src/ui/i18n/messages';
import arBase from '../../src/ui/i18n/locales/ar/base';
import arOtp from '../../src/ui/i18n/locales/ar/otp';
import deBase from '../../src/ui/i18n/locales/de/base';
import deOtp from '../../src/ui/i18n/locales/de/otp';
import heBase from '../../src/ui/i18n/locales/he/base';
import heOtp from '../../src/ui/i18n/locales/he/otp';
import jaBase from '../../src/ui/i18n/locales/ja/base';
import jaOtp from '../../src/ui/i18n/locales/ja/otp';
import ruBase from '../../src/ui/i18n/locales/ru/base';
import ruOtp from '../../src/ui/i18n/locales/ru/otp';
import { axeViolations, formatViolations } from './support/axe';
import { useBrowser } from './support/browser';

const GALLERY_BUILD = path.resolve('examples', 'gallery', 'dist', 'gallery.js');

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** Scenario id → the screen its widget must show (`data-screen`). */
const EXPECTED: ReadonlyArray<readonly [id: string, screen: string]> = [
  ['main-magic-link-empty', 'Main'],
  ['main-magic-link-filled', 'Main'],
  ['main-magic-link-invalid', 'Main'],
  ['main-magic-link-loading', 'Main'],
  ['main-magic-link-server-error', 'Main'],
  ['main-tabs-text', 'Main'],
  ['main-tabs-whatsapp', 'Main'],
  ['main-tabs-email', 'Main'],
  ['main-tabs-phone-invalid', 'Main'],
  ['main-everything', 'Main'],
  ['main-refused-passkeys-alone', 'Main'],
  ['main-refused-eml-and-email-otp', 'Main'],
  ['email-confirmation', 'EmailConfirmation'],
  ['email-confirmation-sender-domain', 'EmailConfirmation'],
  ['otp-authenticate-empty', 'OTPAuthenticate'],
  ['otp-authenticate-sms-empty', 'OTPAuthenticate'],
  ['otp-authenticate-verifying', 'OTPAuthenticate'],
  ['otp-authenticate-wrong-code', 'OTPAuthenticate'],
  ['otp-authenticate-server-error', 'OTPAuthenticate'],
  ['otp-authenticate-expired', 'OTPAuthenticate'],
  ['otp-authenticate-code-sent', 'OTPAuthenticate'],
  ['otp-confirmation', 'OTPConfirmation'],
  ['main-password', 'Main'],
  ['password-create-empty', 'PasswordCreateOrLogin'],
  ['password-create-weak', 'PasswordCreateOrLogin'],
  ['password-create-fair', 'PasswordCreateOrLogin'],
  ['password-create-good', 'PasswordCreateOrLogin'],
  ['password-create-strong', 'PasswordCreateOrLogin'],
  ['password-create-luds-empty', 'PasswordCreateOrLogin'],
  ['password-create-luds-partial', 'PasswordCreateOrLogin'],
  ['password-create-luds-breached', 'PasswordCreateOrLogin'],
  ['password-login-empty', 'PasswordCreateOrLogin'],
  ['password-login-wrong', 'PasswordCreateOrLogin'],
  ['password-login-loading', 'PasswordCreateOrLogin'],
  ['password-forgot', 'PasswordForgot'],
  ['password-set-new', 'PasswordSetNew'],
  ['password-dedupe', 'PasswordDedupe'],
  ['password-breached', 'PasswordBreached'],
  ['password-resent', 'PasswordForgot'],
  ['password-confirmation', 'PasswordConfirmation'],
  ['reset-password-strong', 'PasswordResetForm'],
  ['reset-password-logging-in', 'PasswordResetForm'],
  ['reset-password-expired', 'PasswordResetForm'],
  ['main-passkey-button', 'Main'],
  ['passkey-confirmation', 'PasskeyConfirmation'],
  ['passkey-registration', 'PasskeyRegistrationStart'],
  ['passkey-registration-creating', 'PasskeyRegistrationStart'],
  ['passkey-registration-duplicate', 'PasskeyRegistrationStart'],
  ['passkey-registration-not-created', 'PasskeyRegistrationStart'],
  ['passkey-registration-no-user', 'PasskeyRegistrationStart'],
  ['passkey-registration-success', 'PasskeyRegistrationSuccess'],
  ['passkey-registration-skipped', 'PasskeyRegistrationSuccess'],
  ['passkey-registration-renaming', 'PasskeyRegistrationSuccess'],
  ['passkey-registration-delete', 'PasskeyRegistrationSuccess'],
  ['passkey-list', 'PasskeyList'],
  ['passkey-list-no-user', 'PasskeyList'],
  ['main-crypto', 'Main'],
  ['main-crypto-oauth', 'Main'],
  ['main-crypto-announced', 'Main'],
  ['crypto-other-wallets', 'CryptoOtherScreen'],
  ['crypto-setup-wallet', 'CryptoSetupWallet'],
  ['crypto-setup-wallet-no-link', 'CryptoSetupWallet'],
  ['crypto-connect', 'CryptoConnect'],
  ['crypto-sign-message', 'CryptoSignMessage'],
  ['crypto-confirmation', 'CryptoConfirmation'],
  ['crypto-error', 'CryptoError'],
  ['main-oauth-all', 'Main'],
  ['main-one-tap-loading', 'Main'],
  ['main-one-tap-fallback', 'Main'],
  ['main-one-tap-developer-error', 'Main'],
  ['reset-password', 'PasswordResetForm'],
  ['idp-consent-standard', 'IDPAuthorize'],
  ['idp-consent-custom', 'IDPAuthorize'],
  ['idp-logout', 'IDPLogout'],
  ['idp-logout-declined', 'IDPLogoutDeclined'],
  ['idp-redirecting', 'IDPRedirecting'],
  ['idp-authorized', 'IDPAuthorized'],
  ['idp-denied', 'IDPDenied'],
  ['idp-missing-parameter', 'IDPError'],
  ['idp-no-session', 'IDPError'],
  ['idp-redirect-not-requested', 'IDPError'],
  ['authenticate-done', 'AuthenticateDone'],
  ['authenticate-failed', 'AuthenticateFailed'],
  ['authenticate-no-token', 'AuthenticateFailed'],
  ['theme-dark', 'Main'],
  ['narrow-320', 'Main'],
  ['otp-authenticate-partial', 'OTPAuthenticate'],
  ['email-confirmation-resent', 'EmailConfirmation'],
  ['main-oauth-all-dark', 'Main'],
  ['main-crypto-metamask-installed', 'Main'],
  ['main-oauth-all-320', 'Main'],
  ['main-tabs-320', 'Main'],
  // The B2B widget's screens (examples/gallery/b2b-scenarios.ts).
  ['b2b-main-discovery', 'B2BMain'],
  ['b2b-email-method', 'B2BEmailMethod'],
  ['b2b-email-otp', 'B2BEmailOtp'],
  ['b2b-email-sent', 'B2BEmailSent'],
  ['discovery-organizations', 'DiscoveryOrganizations'],
  ['discovery-no-organizations', 'DiscoveryNoOrganizations'],
  ['discovery-create', 'DiscoveryCreate'],
  ['b2b-signed-in', 'B2BSignedIn'],
  ['b2b-primary-required', 'B2BPrimaryRequired'],
  ['mfa-enroll-select', 'MfaEnrollSelect'],
  ['mfa-totp-enroll', 'MfaTotpEnroll'],
  ['mfa-totp-entry', 'MfaTotpEntry'],
  ['mfa-recovery-codes-save', 'MfaRecoveryCodesSave'],
  ['mfa-recovery-code-entry', 'MfaRecoveryCodeEntry'],
  ['mfa-sms-entry', 'MfaSmsEntry'],
  ['mfa-session-expired', 'MfaSessionExpired'],
  ['b2b-password-login', 'B2BPasswordLogin'],
  ['b2b-password-forgot', 'B2BPasswordForgot'],
  ['b2b-password-reset-sent', 'B2BPasswordResetSent'],
  ['b2b-password-reset-form', 'B2BPasswordResetForm'],
  ['sso-discovery-email', 'SSODiscoveryEmail'],
  ['sso-connections', 'SSOConnections'],
  ['sso-fallback', 'SSOFallback'],
  ['b2b-oauth-main', 'B2BMain'],
  ['b2b-oauth-organization-login', 'OrganizationLogin'],
  // The B2B identity provider (examples/gallery/b2b-idp-scenarios.ts).
  ['b2b-idp-consent-standard', 'IDPAuthorize'],
  ['b2b-idp-consent-custom', 'IDPAuthorize'],
  ['b2b-idp-logout', 'IDPLogout'],
  // More B2B states (examples/gallery/b2b-more-scenarios.ts).
  ['organization-load', 'OrganizationLoad'],
  ['organization-not-found', 'OrganizationNotFound'],
  ['organization-login', 'OrganizationLogin'],
  ['sso-redirecting', 'SSORedirecting'],
  ['sso-authenticate', 'SSOAuthenticate'],
  ['sso-authenticate-failed', 'SSOAuthenticate'],
  ['b2b-email-otp-wrong-code', 'B2BEmailOtp'],
  ['b2b-email-otp-expired', 'B2BEmailOtp'],
  ['mfa-sms-enroll', 'MfaSmsEnroll'],
  ['mfa-sms-entry-expired', 'MfaSmsEntry'],
  ['mfa-totp-entry-wrong-code', 'MfaTotpEntry'],
  ['b2b-password-login-wrong-password', 'B2BPasswordLogin'],
  // The widget in other languages (examples/gallery/locale-scenarios.ts).
  ['main-ar', 'Main'],
  ['otp-ar', 'OTPAuthenticate'],
  ['main-he', 'Main'],
  ['otp-he', 'OTPAuthenticate'],
  ['main-ja', 'Main'],
  ['otp-ja', 'OTPAuthenticate'],
  ['main-de', 'Main'],
  ['otp-de', 'OTPAuthenticate'],
  ['main-ru', 'Main'],
  ['otp-ru', 'OTPAuthenticate'],
];

/** The languages of locale-scenarios.ts, with the texts their sections must show. */
const LANGUAGES = [
  { locale: 'ar', dir: 'rtl', base: arBase, otp: arOtp },
  { locale: 'he', dir: 'rtl', base: heBase, otp: heOtp },
  { locale: 'ja', dir: 'ltr', base: jaBase, otp: jaOtp },
  { locale: 'de', dir: 'ltr', base: deBase, otp: deOtp },
  { locale: 'ru', dir: 'ltr', base: ruBase, otp: ruOtp },
] as const;

let server: ExamplesServer;
const session = useBrowser();

beforeAll(async () => {
  if (!existsSync(GALLERY_BUILD)) throw new Error(`${GALLERY_BUILD} is missing: run \`npm run build\` first.`);
  // The gallery talks to no server: the emulator URL is only required by the examples server's options.
  server = await startExamplesServer({ port: 0, emulatorUrl: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await server?.close();
});

/** Opens the gallery (`query`: examples/gallery/gallery.tsx, at its top) and waits until every scenario is in its state. */
async function openGallery(page: Page, query: string): Promise<void> {
  await page.goto(`${server.url}/gallery/${query}`);
  await page.waitForSelector('body[data-gallery-ready]', { timeout: 120_000 });
  expect(await page.getAttribute('body', 'data-gallery-ready')).toBe('true');
}

describe('screens gallery', () => {
  it.each(THEMES)('renders every scenario in its state in the %s theme, and axe finds no violation in any', async (theme: Theme) => {
    const { page } = session;
    await openGallery(page, `?theme=${theme}`);
    // One widget per section, and each declares the theme asked for.
    const widgetThemes = await page.$$eval('section[data-scenario]', (all) =>
      all.map((s) => [...s.querySelectorAll('[data-portico-theme]')].map((root) => root.getAttribute('data-portico-theme')).join(',')),
    );
    expect(new Set(widgetThemes)).toEqual(new Set([theme]));

    expect(await page.title()).toBe('Portico screens gallery');
    // The scripts' focus moves do not leave the page scrolled away from its index.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const sections = await page.$$eval('section[data-scenario]', (all) =>
      all.map((s) => ({
        id: s.id,
        ready: (s as HTMLElement).dataset.ready,
        screen: s.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null,
        heading: s.querySelector('h2')?.textContent ?? '',
      })),
    );
    expect(sections.map((s) => s.id)).toEqual(EXPECTED.map(([id]) => id));
    expect(sections.filter((s) => s.ready !== 'true').map((s) => s.id)).toEqual([]);
    expect(sections.map((s) => [s.id, s.screen])).toEqual(EXPECTED.map(([id, screen]) => [id, screen]));
    // The index links to every section, in order.
    const links = await page.$$eval('nav a', (all) => all.map((a) => a.getAttribute('href')));
    expect(links).toEqual(EXPECTED.map(([id]) => `#${id}`));

    // Every scenario shows what its title says (the texts from the catalogue).
    const text = (id: string) => page.locator(`#${id}`).innerText();
    expect(await text('main-magic-link-invalid')).toContain(MESSAGES['validation.emailFormatInvalid']);
    expect(await text('main-tabs-phone-invalid')).toContain(MESSAGES['validation.phoneFormatInvalid']);
    expect(await text('main-refused-passkeys-alone')).toContain(MESSAGES['main.error.passkeysAlone']);
    expect(await text('main-refused-eml-and-email-otp')).toContain(MESSAGES['main.error.emlAndEmailOtp']);
    expect(await text('otp-authenticate-verifying')).toContain(MESSAGES['otp.verifying']);
    expect(await text('otp-authenticate-wrong-code')).toContain(MESSAGES.otp_code_not_found);
    expect(await text('otp-authenticate-expired')).toContain(MESSAGES['otp.expired']);
    // The B2B consent and logout name the signed-in member's organization.
    const b2bIdp = { clientName: 'Partner Notes', organizationName: 'Acme' };
    expect(await text('b2b-idp-consent-standard')).toContain(formatMessage(MESSAGES['idp.b2b.titleStandardScopes'], b2bIdp));
    expect(await text('b2b-idp-consent-custom')).toContain(formatMessage(MESSAGES['idp.b2b.titleCustomScopes'], b2bIdp));
    expect(await text('b2b-idp-logout')).toContain(formatMessage(MESSAGES['idp.b2b.logoutBody'], b2bIdp));
    expect(await text('otp-authenticate-code-sent')).toContain(MESSAGES['otp.resend.sent']);
    expect(await page.locator('#main-magic-link-filled input[type="email"]').inputValue()).toBe('ada@example.com');
    expect(await page.locator('#main-magic-link-loading button[aria-busy="true"]').count()).toBe(1);
    expect(await page.locator('#main-tabs-whatsapp [role="tab"][aria-selected="true"]').innerText()).toBe(MESSAGES['main.tab.whatsapp']);
    // The sender domain narrows the inbox links; without one they open the inbox.
    const gmail = (id: string) => page.locator(`#${id} a[href^="https://mail.google.com/"]`).getAttribute('href');
    expect(await gmail('email-confirmation-sender-domain')).toContain('acme.example');
    expect(await gmail('email-confirmation')).toBe('https://mail.google.com/mail/u/0/');
    // The B2B states of b2b-more-scenarios.ts show what their titles say.
    const b2b = (key: keyof typeof UI_MESSAGES, values?: Record<string, string>) => formatMessage(UI_MESSAGES[key], values);
    expect(await text('organization-load')).toContain(b2b('b2b.organization.loading'));
    expect(await text('organization-not-found')).toContain(b2b('b2b.organization.notFound.body', { slug: 'umbrella' }));
    expect(await text('organization-login')).toContain(b2b('b2b.organization.title', { organization: 'Acme' }));
    expect(await page.locator('#organization-login [data-screen] img').getAttribute('src')).toMatch(/\/gallery\/acme-logo\.svg$/);
    expect(await page.locator('#organization-login [data-screen] button').allInnerTexts()).toEqual([
      b2b('b2b.organization.continue'),
      b2b('b2b.organization.password'),
    ]);
    expect(await text('sso-redirecting')).toContain(b2b('b2b.sso.redirecting', { name: 'Okta' }));
    expect(await text('sso-authenticate')).toContain(b2b('b2b.sso.signingIn'));
    expect(await text('sso-authenticate-failed')).toContain(b2b('b2b.sso.landingFailedTitle'));
    expect(await text('sso-authenticate-failed')).toContain(b2b('b2b.sso.tryAnotherMethod'));
    expect(await text('b2b-email-otp-wrong-code')).toContain(MESSAGES.otp_code_not_found);
    expect(await text('b2b-email-otp-expired')).toContain(b2b('b2b.email.otp.expired'));
    expect(await text('b2b-email-otp')).toContain(b2b('b2b.email.otp.expiresIn', { countdown: '5:00' }));
    expect(await text('mfa-sms-entry-expired')).toContain(b2b('b2b.mfa.expired'));
    expect(await text('mfa-totp-entry-wrong-code')).toContain(MESSAGES.otp_code_not_found);
    expect(await text('b2b-password-login-wrong-password')).toContain(MESSAGES.unauthorized_credentials);
    // The clock is stopped: a code sent "now" reads 5:00, on every load.
    expect(await text('otp-authenticate-empty')).toContain(formatMessage(MESSAGES['otp.expiresIn'], { countdown: '5:00' }));
    // Passkeys: the signed-in screens restored the session; the signed-out mounts say why they are empty.
    expect(await text('main-passkey-button')).toContain(MESSAGES['main.passkeyButton']);
    expect(await text('passkey-registration')).toContain(MESSAGES['passkey.create']);
    expect(await page.locator('#passkey-registration-creating button[aria-busy="true"]').count()).toBe(1);
    expect(await text('passkey-registration-duplicate')).toContain(MESSAGES.passkey_duplicate);
    expect(await text('passkey-registration-not-created')).toContain(MESSAGES.passkey_not_created);
    const screenText = (id: string) => page.locator(`#${id} [data-screen]`).innerText();
    expect(await screenText('passkey-registration-no-user')).toBe(MESSAGES['passkey.noActiveUser']);
    expect(await screenText('passkey-list-no-user')).toBe(MESSAGES['passkey.listNoActiveUser']);
    // The redirect landing's outcomes.
    expect(await text('authenticate-done')).toContain(MESSAGES['authenticate.doneTitle']);
    expect(await text('authenticate-failed')).toContain(MESSAGES.unable_to_auth_magic_link);
    expect(await text('authenticate-no-token')).toContain(MESSAGES['authenticate.noToken']);
    expect(await text('passkey-registration-success')).toContain(MESSAGES['passkey.createdTitle']);
    expect(await text('passkey-registration-success')).toContain(MESSAGES['passkey.neverUsed']);
    expect(await text('passkey-registration-skipped')).toContain(MESSAGES['passkey.listEmpty']);
    expect(await page.locator('#passkey-registration-renaming input').inputValue()).toBe('Work laptop');
    expect(await page.locator(`#passkey-registration-renaming button:has-text("${MESSAGES['passkey.done']}")`).isDisabled()).toBe(true);
    expect(await page.locator('#passkey-registration-delete [role="status"][data-variant="warning"]').innerText()).toContain(
      MESSAGES['passkey.deleteWarning'],
    );
    expect(await page.locator('#passkey-list li').count()).toBe(3);
    // Wallets: the six-button rule, installed wallets first, each screen's own text.
    const walletButtons = (id: string) =>
      page.locator(`#${id}`).getByRole('group', { name: MESSAGES['crypto.walletsLabel'], exact: true }).getByRole('button').allInnerTexts();
    const continueWith = (...keys: Array<keyof typeof MESSAGES>) =>
      keys.map((key) => formatMessage(MESSAGES['crypto.continueWith'], { wallet: formatMessage(MESSAGES[key]) }));
    const otherWallets = MESSAGES['main.otherCryptoWallets'];
    expect(await walletButtons('main-crypto')).toEqual([
      ...continueWith('crypto.wallet.Metamask', 'crypto.wallet.Coinbase', 'crypto.wallet.Phantom', 'crypto.wallet.Binance', 'crypto.wallet.Vessel'),
      otherWallets,
    ]);
    expect(await walletButtons('main-crypto-oauth')).toEqual([...continueWith('crypto.wallet.Metamask', 'crypto.wallet.Coinbase'), otherWallets]);
    expect(await page.locator('#main-crypto-oauth button').count()).toBe(6);
    expect(await walletButtons('main-crypto-announced')).toEqual([
      formatMessage(MESSAGES['crypto.continueWith'], { wallet: 'Nimbus Wallet' }),
      ...continueWith('crypto.wallet.Metamask', 'crypto.wallet.Coinbase', 'crypto.wallet.Phantom', 'crypto.wallet.Binance'),
      otherWallets,
    ]);
    const nimbusIcon = page.locator('#main-crypto-announced [role="group"] button', { hasText: 'Nimbus Wallet' }).locator('img');
    expect(await nimbusIcon.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(await walletButtons('crypto-other-wallets')).toEqual(
      continueWith(
        'crypto.wallet.Phantom',
        'crypto.wallet.Binance',
        'crypto.wallet.Vessel',
        'crypto.wallet.GenericEthereumWallet',
        'crypto.wallet.GenericSolanaWallet',
      ),
    );
    const phantom = { wallet: MESSAGES['crypto.wallet.Phantom'] };
    expect(await text('crypto-setup-wallet')).toContain(formatMessage(MESSAGES['crypto.setupTitle'], phantom));
    const install = page.locator('#crypto-setup-wallet a', { hasText: formatMessage(MESSAGES['crypto.install'], phantom) });
    expect(await install.getAttribute('href')).toBe('https://phantom.com/download');
    expect(await text('crypto-setup-wallet-no-link')).toContain(formatMessage(MESSAGES['crypto.setupBody'], { wallet: MESSAGES['crypto.wallet.Vessel'] }));
    expect(await page.locator('#crypto-setup-wallet-no-link [data-screen] a').count()).toBe(0);
    const metamask = { wallet: MESSAGES['crypto.wallet.Metamask'] };
    expect(await text('crypto-connect')).toContain(formatMessage(MESSAGES['crypto.connectTitle'], metamask));
    expect(await page.locator('#crypto-connect [data-screen] [aria-busy="true"]').count()).toBe(1);
    expect(await text('crypto-sign-message')).toContain(formatMessage(MESSAGES['crypto.signBody'], metamask));
    // The challenge as the wallet shows it, named by its label.
    const challenge = await page.locator('#crypto-sign-message').getByLabel(MESSAGES['crypto.messageLabel']).innerText();
    expect(challenge.split('\n')).toHaveLength(15);
    expect(challenge).toContain('wants you to sign in with your Ethereum account:\n0x5B38Da6a701c568545dCfcB03FcB875f56beddC4');
    expect(challenge).toContain('Issued At: 2026-01-15T12:00:00.000Z');
    expect(await text('crypto-confirmation')).toContain(MESSAGES['crypto.successTitle']);
    expect(await text('crypto-error')).toContain(MESSAGES['crypto.errorBody']);
    // The passcode's six boxes show the digits typed, hidden from assistive tech; the input keeps its label.
    const boxes = page.locator('#otp-authenticate-partial [aria-hidden="true"] > span');
    expect(await boxes.allInnerTexts()).toEqual(['1', '2', '3', '', '', '']);
    expect(await page.locator('#otp-authenticate-partial').getByLabel(MESSAGES['field.passcode']).inputValue()).toBe('123');
    // The webmail links are full-width buttons, one under another.
    const inboxWidths = await page
      .locator('#email-confirmation [data-screen] a[href^="https://"]')
      .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().width)));
    expect(inboxWidths).toHaveLength(3);
    expect(new Set(inboxWidths).size).toBe(1);
    expect(await text('email-confirmation-resent')).toContain(MESSAGES['emailConfirmation.resent']);
    // Consent rows have no list bullets.
    const bullets = await page
      .locator('#idp-consent-custom [data-screen] li')
      .evaluateAll((items) => items.map((li) => getComputedStyle(li).listStyleType));
    expect(bullets.length).toBeGreaterThan(0);
    expect(new Set(bullets)).toEqual(new Set(['none']));
    // The passkey question's Delete is in the error colour (the default #8B1214 in light, #FF9C9E in dark).
    const deleteColour = await page
      .locator('#passkey-registration-delete [role="group"] button', { hasText: MESSAGES['passkey.delete'] })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(deleteColour).toBe(theme === 'light' ? 'rgb(139, 18, 20)' : 'rgb(255, 156, 158)');
    // The country picker's face is text, never flag emoji (this machine has no emoji font).
    expect(await page.locator('#main-tabs-text [data-screen] select + span').innerText()).toMatch(/^US\s*\+1$/);
    expect(await page.locator('#crypto-error [data-screen] button').allInnerTexts()).toEqual(['', MESSAGES['crypto.tryAgain'], MESSAGES['crypto.goBack']]);
    expect(await walletButtons('main-crypto-metamask-installed')).toEqual([
      ...continueWith('crypto.wallet.Metamask', 'crypto.wallet.Coinbase', 'crypto.wallet.Phantom', 'crypto.wallet.Binance', 'crypto.wallet.Vessel'),
      otherWallets,
    ]);
    // Social: three full buttons, the other sixteen as icon buttons named like them.
    const social = page.locator('#main-oauth-all-320').getByRole('group', { name: MESSAGES['oauth.providersLabel'], exact: true });
    expect(await social.getByRole('button').count()).toBe(19);
    expect((await social.getByRole('button').allInnerTexts()).filter((label) => label.trim() !== '')).toHaveLength(3);
    // The languages: each widget's root declares its language and direction, and the screen reads in it
    // (the gallery waited for the language's texts: no empty root, no English).
    for (const { locale, dir, base, otp } of LANGUAGES) {
      for (const id of [`main-${locale}`, `otp-${locale}`]) {
        const root = page.locator(`#${id} [data-portico-widget]`);
        expect(await root.evaluate((r) => [r.getAttribute('lang'), r.getAttribute('dir')]), id).toEqual([locale, dir]);
      }
      expect(await text(`main-${locale}`)).toContain(base['main.divider']);
      expect(await page.locator(`#main-${locale} input[type="email"]`).inputValue()).toBe('ada@example.com');
      expect(await text(`otp-${locale}`)).toContain(otp['otp.title']);
      expect(await page.locator(`#otp-${locale}`).getByLabel(base['field.passcode']).inputValue()).toBe('123');
    }

    // axe over the whole page, every section in this theme (WCAG A/AA and best practices, colour
    // contrast included): one run, since each run walks the whole document whatever it includes.
    // A failure names the scenarios the offending elements are in.
    const violations = await axeViolations(page);
    const where = await page.evaluate(
      (targets) => [...new Set(targets.map((t) => (typeof t === 'string' ? document.querySelector(t)?.closest('section')?.id : undefined) ?? 'the page'))],
      violations.flatMap((v) => v.nodes.map((n) => n.target[0])),
    );
    expect(violations, `axe violations in the ${theme} theme, in ${where.join(', ')}:\n${formatViolations(violations)}`).toEqual([]);

    expect(session.pageErrors).toEqual([]);
    expect(session.consoleProblems).toEqual([]);
    // Over a hundred and forty scenarios mounted one after the other (ten in other languages, Arabic
    // and Japanese among them), then one axe run over them all.
  }, 300_000);

  it.each(['ar', 'ja'])('switches every scenario to %s in its state, and axe finds no violation in any', async (locale: string) => {
    const { page } = session;
    // One theme each (the themes' colours are checked above in English): Arabic light, Japanese dark.
    const theme = locale === 'ar' ? 'light' : 'dark';
    await openGallery(page, `?theme=${theme}&locale=${locale}`);
    const sections = await page.$$eval('section[data-scenario]', (all) =>
      all.map((s) => {
        const root = s.querySelector('[data-portico-widget]');
        return {
          id: s.id,
          ready: (s as HTMLElement).dataset.ready,
          screen: root?.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null,
          lang: root?.getAttribute('lang') ?? null,
          dir: root?.getAttribute('dir') ?? null,
        };
      }),
    );
    expect(sections.filter((s) => s.ready !== 'true').map((s) => s.id)).toEqual([]);
    // Each scenario is still in the state it names, now in the language asked for.
    expect(sections.map((s) => [s.id, s.screen])).toEqual(EXPECTED.map(([id, screen]) => [id, screen]));
    const dir = locale === 'ar' ? 'rtl' : 'ltr';
    expect(sections.filter((s) => s.lang !== locale || s.dir !== dir).map((s) => [s.id, s.lang, s.dir])).toEqual([]);

    const violations = await axeViolations(page);
    const where = await page.evaluate(
      (targets) => [...new Set(targets.map((t) => (typeof t === 'string' ? document.querySelector(t)?.closest('section')?.id : undefined) ?? 'the page'))],
      violations.flatMap((v) => v.nodes.map((n) => n.target[0])),
    );
    expect(violations, `axe violations in ${locale} (${theme} theme), in ${where.join(', ')}:\n${formatViolations(violations)}`).toEqual([]);
    expect(session.pageErrors).toEqual([]);
    expect(session.consoleProblems).toEqual([]);
  }, 300_000);

  it('shows each scenario in both themes side by side, each labelled, each its own widget', async () => {
    const { page } = session;
    // The side-by-side page is the default; three scenarios make the point (the themes' own checks are above).
    const ids = ['main-magic-link-invalid', 'otp-authenticate-wrong-code', 'theme-dark'];
    await openGallery(page, `?only=${ids.join(',')}`);
    const sections = await page.$$eval('section[data-scenario]', (all) =>
      all.map((s) => ({
        id: s.id,
        ready: (s as HTMLElement).dataset.ready,
        panes: [...s.querySelectorAll<HTMLElement>('.pane')].map((pane) => ({
          theme: pane.dataset.theme,
          label: pane.getAttribute('aria-labelledby') === null ? null : document.getElementById(pane.getAttribute('aria-labelledby')!)?.textContent,
          widgets: [...pane.querySelectorAll('[data-portico-theme]')].map((root) => root.getAttribute('data-portico-theme')),
          top: pane.getBoundingClientRect().top,
        })),
      })),
    );
    expect(sections.map((s) => [s.id, s.ready])).toEqual(ids.map((id) => [id, 'true']));
    for (const section of sections) {
      expect(section.panes.map(({ theme, label, widgets }) => ({ theme, label, widgets }))).toEqual([
        { theme: 'light', label: 'Light', widgets: ['light'] },
        { theme: 'dark', label: 'Dark', widgets: ['dark'] },
      ]);
      // Side by side on this 1000 px page.
      expect(section.panes[0]?.top).toBe(section.panes[1]?.top);
    }
    // Each copy reached the state on its own: both show the error.
    expect(await page.locator('#main-magic-link-invalid [aria-invalid="true"]').count()).toBe(2);
    expect(await page.locator('#otp-authenticate-wrong-code').getByText(MESSAGES.otp_code_not_found).count()).toBe(2);

    const violations = await axeViolations(page);
    expect(violations, `axe violations on the side-by-side gallery:\n${formatViolations(violations)}`).toEqual([]);
    expect(session.pageErrors).toEqual([]);
    expect(session.consoleProblems).toEqual([]);
  }, 120_000);

  it('says which address parameter it cannot follow', async () => {
    const { page } = session;
    await page.goto(`${server.url}/gallery/?only=no-such-scenario`);
    await page.waitForSelector('body[data-gallery-ready]');
    expect(await page.getAttribute('body', 'data-gallery-ready')).toBe('failed');
    expect(await page.locator('.failure').innerText()).toContain('no-such-scenario');
    expect(await page.locator('section[data-scenario]').count()).toBe(0);
    await page.goto(`${server.url}/gallery/?locale=xx`);
    await page.waitForSelector('body[data-gallery-ready]');
    expect(await page.getAttribute('body', 'data-gallery-ready')).toBe('failed');
    expect(await page.locator('.failure').innerText()).toContain("?locale must be one of ar, bg,");
    expect(await page.locator('section[data-scenario]').count()).toBe(0);
  });
});
