/**
 * Languages in real Chromium against the emulator and the standalone build
 * (docs/i18n.md): the pseudo-locale `en-XA` leaves no English on Main, the
 * passcode screen, password create, the passkey list and the consent screen;
 * a switch at run time (`ui.setLocale`, the element's `locale` attribute)
 * keeps the typed input and the focus; an API error type shows in French; the
 * emulator writes the passcode email in the widget's German; a phone number
 * in an Arabic sentence reads left to right on one line; zero axe
 * violations in Arabic (right to left) and Japanese; `de-AT` falls back to
 * German and an unknown tag to English without a console error.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import deEmail from '../../emulator/src/products/mailbox/texts/de';
import { formatMessage, type MessageValues } from '../../src/ui/i18n/format';
import ar from '../../src/ui/i18n/locales/ar/base';
import arOtp from '../../src/ui/i18n/locales/ar/otp';
import arPasswords from '../../src/ui/i18n/locales/ar/passwords';
import de from '../../src/ui/i18n/locales/de/base';
import fr from '../../src/ui/i18n/locales/fr/base';
import dePasskeys from '../../src/ui/i18n/locales/de/passkeys';
import frErrors from '../../src/ui/i18n/locales/fr/errors';
import frOtp from '../../src/ui/i18n/locales/fr/otp';
import ja from '../../src/ui/i18n/locales/ja/base';
import jaOtp from '../../src/ui/i18n/locales/ja/otp';
import jaPasswords from '../../src/ui/i18n/locales/ja/passwords';
import { MESSAGES, type MessageKey } from '../../src/ui/i18n/messages';
import { pseudoLocalize } from '../../src/ui/i18n/pseudo-locale';
import { expectNoAxeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { LoginWidget, uniqueEmail } from './support/login-widget';
import { accountWidgets, registerPasskey, signInSeededUser } from './support/passkeys';
import { useServers } from './support/servers';
import { shownTexts, untranslated } from './support/visible-texts';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

const servers = useServers();
const session = useBrowser();

const PROJECT_NAME = 'Portico Emulator';
/** The email field's placeholder fills `{email}` with this example address (src/ui/forms/email-field.tsx). */
const PLACEHOLDER_EMAIL = 'example@email.com';

beforeEach(async () => {
  await servers.api.reset();
});

/** The `en-XA` text of `key`: the English template pseudo-localized, then filled (placeholders are kept). */
function xa(key: MessageKey, values?: MessageValues): string {
  const template = MESSAGES[key];
  if (typeof template !== 'string') throw new Error(`${key} is a plural text`);
  return formatMessage(pseudoLocalize(template), values);
}

type MountKind = 'mountLogin' | 'mountPasskeyList';

/**
 * Opens an example page and mounts `kind` on `elementId` with `options`
 * instead of the page's own widget (unmounted first): the page's client
 * (`window.portico`) and its callbacks' collections stay.
 */
async function mountOn(page: Page, path: string, kind: MountKind, elementId: string, options: Record<string, unknown>): Promise<void> {
  await page.goto(servers.page(path));
  await page.waitForFunction(() => 'portico' in window);
  await page.evaluate(
    ({ kind, elementId, options }) => {
      const ui = (window as unknown as { portico: Record<string, (options: unknown) => void> & { unmount(el: string): void } }).portico;
      ui.unmount(elementId);
      ui[kind]!({ elementId, ...options });
    },
    { kind, elementId, options },
  );
}

/** Calls `window.portico.setLocale(tag)` (the page's UI client). */
async function setLocale(page: Page, tag: string): Promise<void> {
  await page.evaluate((tag) => (window as unknown as { portico: { setLocale(tag: string): void } }).portico.setLocale(tag), tag);
}

/** The widget root (`[data-portico-widget]`) under `selector`. */
const widgetRoot = (page: Page, selector = '#login') => page.locator(`${selector} [data-portico-widget]`).first();

const redirects = () => ({ loginRedirectURL: servers.page('/authenticate'), signupRedirectURL: servers.page('/authenticate') });

/** Main with every kind of control: social buttons, tabs, email field, passkey button, divider. */
const MAIN_CONFIG = () => ({
  products: ['oauth', 'emailMagicLinks', 'otp', 'passkeys'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }], ...redirects() },
  emailMagicLinksOptions: redirects(),
  otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
});
const EMAIL_OTP_CONFIG = { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } };
const PASSWORDS_CONFIG = () => ({
  products: ['passwords', 'emailMagicLinks'],
  emailMagicLinksOptions: redirects(),
  passwordOptions: { resetPasswordRedirectURL: servers.page('/reset-password'), loginRedirectURL: servers.page('/reset-password'), resetPasswordExpirationMinutes: 30 },
});

/** Asserts that nothing under `selector` reads as English once `data` is taken out, and that the root says `lang="en-XA"`. */
async function expectOnlyPseudoText(page: Page, selector: string, screen: string, data: readonly string[]): Promise<void> {
  expect(await widgetRoot(page, selector).getAttribute('lang'), `lang on ${screen}`).toBe('en-XA');
  const shown = await shownTexts(page, selector);
  expect(shown.length, `texts on ${screen}`).toBeGreaterThan(0);
  expect(untranslated(shown, data), `English left on ${screen}`).toEqual([]);
}

/** The focused element's `value` and `autocomplete`, through shadow roots. */
async function focusedInput(page: Page): Promise<{ tag: string; value: string; autocomplete: string | null } | null> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!(el instanceof HTMLInputElement)) return el ? { tag: el.tagName.toLowerCase(), value: '', autocomplete: null } : null;
    return { tag: 'input', value: el.value, autocomplete: el.getAttribute('autocomplete') };
  });
}

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the pseudo-locale en-XA leaves no English on screen', () => {
  it('Main (social, tabs, magic link, passkeys), the passcode screen and password create', async () => {
    const { page } = session;
    await mountOn(page, '/', 'mountLogin', '#login', { config: MAIN_CONFIG(), locale: 'en-XA' });
    const widget = new LoginWidget(page);
    await widget.expectVisible(widget.heading(xa('main.header')));
    // The brand names are data ('Continue with {provider}'), and so is the placeholder's example address.
    await expectOnlyPseudoText(page, '#login', 'Main', ['Google', 'GitHub', PLACEHOLDER_EMAIL]);
    await widget.root.getByRole('tab', { name: xa('main.tab.sms'), exact: true }).click();
    await widget.expectVisible(widget.root.getByRole('textbox', { name: xa('field.phoneNumber'), exact: true }));
    // The country picker: the browser's name of the region (English for en-XA), its code and calling code.
    const unitedStates = new Intl.DisplayNames(['en-XA'], { type: 'region' }).of('US')!;
    await expectOnlyPseudoText(page, '#login', 'Main, Text tab', ['Google', 'GitHub', PLACEHOLDER_EMAIL, unitedStates, 'US']);

    await mountOn(page, '/?otp=email', 'mountLogin', '#login', { config: EMAIL_OTP_CONFIG, locale: 'en-XA' });
    const email = uniqueEmail('xa-otp');
    await widget.root.getByRole('textbox', { name: xa('field.email'), exact: true }).fill(email);
    await widget.button(xa('main.sendCode')).click();
    await widget.expectVisible(widget.heading(xa('otp.title')));
    await servers.api.waitForCode(email);
    await expectOnlyPseudoText(page, '#login', 'the passcode screen', [email, PLACEHOLDER_EMAIL]);

    await mountOn(page, '/?passwords=1', 'mountLogin', '#login', { config: PASSWORDS_CONFIG(), locale: 'en-XA' });
    const newUser = uniqueEmail('xa-password');
    await widget.root.getByRole('textbox', { name: xa('field.email'), exact: true }).fill(newUser);
    await widget.button(xa('common.continue')).click();
    await widget.expectVisible(widget.heading(xa('password.createTitle')));
    await expectOnlyPseudoText(page, '#login', 'password create', [newUser, PLACEHOLDER_EMAIL]);
  });

  it('the passkey list, signed in, with a passkey of the virtual authenticator', async () => {
    const { page } = session;
    await addVirtualAuthenticator(page);
    await signInSeededUser(page, servers, 'xa-passkeys');
    await registerPasskey(page);
    await mountOn(page, '/passkeys', 'mountPasskeyList', '#passkey-list', { locale: 'en-XA' });
    const { list } = accountWidgets(page);
    await list.expectVisible(list.heading(xa('passkey.existingPasskeys')));
    // 'Passkey' is the registration's name (data the account holds); the dates are today's, written
    // the en-XA way (Intl knows no en-XA: English).
    await list.expectVisible(list.text('Passkey'));
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-XA', { dateStyle: 'medium' }).format(new Date()));
    await expectOnlyPseudoText(page, '#passkey-list', 'the passkey list', ['Passkey', today]);
  });

  it('the consent screen of an OAuth authorize request (mountIdentityProvider after signing in)', async () => {
    const { page } = session;
    await servers.api.patchConfig({ idp: { authorizationUrl: servers.page('/idp'), logoutUrl: servers.page('/idp') } });
    const callback = servers.page('/rp-under-test/callback');
    const { client_id } = await servers.api.call<{ client_id: string }>('POST', '/connected_apps', {
      client_name: 'Acme Notes',
      client_type: 'third_party',
      redirect_uris: [callback],
    });
    const query = new URLSearchParams({
      client_id,
      redirect_uri: callback,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'state-1',
      nonce: 'nonce-1',
      // The S256 challenge of the verifier 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' (RFC 7636, appendix B).
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    await page.goto(servers.page(`/idp?${query.toString()}`));
    const login = new LoginWidget(page);
    await login.waitForMain();
    // The page mounts the identity-provider widget after sign-in without a `locale`: the client's language.
    await setLocale(page, 'en-XA');
    const email = uniqueEmail('xa-idp');
    await login.root.getByRole('textbox', { name: xa('field.email'), exact: true }).fill(email);
    await login.button(xa('main.sendCode')).click();
    await login.expectVisible(login.heading(xa('otp.title')));
    await login.passcodeInput.first().click();
    await login.passcodeInput.first().pressSequentially(await servers.api.waitForCode(email));

    const consent = page.getByRole('heading', { level: 1, name: xa('idp.titleStandardScopes', { clientName: 'Acme Notes', projectName: PROJECT_NAME }) });
    await consent.waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: xa('idp.allow'), exact: true }).waitFor();
    await expectOnlyPseudoText(page, '#idp', 'the consent screen', ['Acme Notes', PROJECT_NAME]);
  }, 60_000);
});

describe('switching language at run time keeps the screen, the input and the focus', () => {
  it("ui.setLocale('de') then 'ar': German heading, then right to left; the typed email and its focus stay", async () => {
    const { page } = session;
    await mountOn(page, '/?otp=email', 'mountLogin', '#login', { config: EMAIL_OTP_CONFIG });
    const widget = new LoginWidget(page);
    await widget.waitForMain();
    const root = widgetRoot(page);
    expect(await root.getAttribute('lang')).toBe('en');
    await widget.emailInput.click();
    await widget.emailInput.pressSequentially('kept@example.com');

    await setLocale(page, 'de');
    await widget.expectVisible(widget.heading(de['main.header']));
    await expect.poll(() => root.getAttribute('lang')).toBe('de');
    expect(await root.getAttribute('dir')).toBe('ltr');
    const germanField = widget.root.getByRole('textbox', { name: de['field.email'], exact: true });
    expect(await germanField.inputValue()).toBe('kept@example.com');
    expect(await focusedInput(page)).toMatchObject({ tag: 'input', value: 'kept@example.com', autocomplete: expect.stringContaining('email') });
    expect(await widget.mainHeading.count()).toBe(0);

    await setLocale(page, 'ar');
    await widget.expectVisible(widget.heading(ar['main.header']));
    await expect.poll(() => root.getAttribute('dir')).toBe('rtl');
    expect(await root.getAttribute('lang')).toBe('ar');
    const arabicField = widget.root.getByRole('textbox', { name: ar['field.email'], exact: true });
    expect(await arabicField.inputValue()).toBe('kept@example.com');
    expect(await focusedInput(page)).toMatchObject({ tag: 'input', value: 'kept@example.com' });
  });

  it('<portico-login locale="fr">, then the attribute set to "ja": switched in place, input and focus kept', async () => {
    const { page } = session;
    await page.goto(servers.page('/vanilla/elements.html'));
    await new LoginWidget(page).waitForMain();
    await page.evaluate((config) => {
      const element = document.createElement('portico-login') as HTMLElement & { config: unknown };
      element.id = 'login';
      element.setAttribute('locale', 'fr');
      document.getElementById('login')!.replaceWith(element);
      element.config = config;
    }, EMAIL_OTP_CONFIG);
    const widget = new LoginWidget(page);
    await widget.expectVisible(widget.heading(fr['main.header']));
    expect(await widgetRoot(page).getAttribute('lang')).toBe('fr');
    const frenchField = widget.root.getByRole('textbox', { name: fr['field.email'], exact: true });
    await frenchField.click();
    await frenchField.pressSequentially('element@example.com');

    await page.evaluate(() => document.getElementById('login')!.setAttribute('locale', 'ja'));
    await widget.expectVisible(widget.heading(ja['main.header']));
    await expect.poll(() => widgetRoot(page).getAttribute('lang')).toBe('ja');
    expect(await widget.root.getByRole('textbox', { name: ja['field.email'], exact: true }).inputValue()).toBe('element@example.com');
    expect(await focusedInput(page)).toMatchObject({ tag: 'input', value: 'element@example.com' });
  });
});

describe('server answers in the visitor’s language', () => {
  it("a wrong passcode in French: the emulator's otp_code_not_found shows as fr/errors.ts says", async () => {
    const { page } = session;
    await mountOn(page, '/?otp=email', 'mountLogin', '#login', { config: EMAIL_OTP_CONFIG, locale: 'fr' });
    const widget = new LoginWidget(page);
    const email = uniqueEmail('fr-wrong-code');
    await widget.root.getByRole('textbox', { name: fr['field.email'], exact: true }).fill(email);
    await widget.button(fr['main.sendCode']).click();
    await widget.expectVisible(widget.heading(frOtp['otp.title']));
    const code = await servers.api.waitForCode(email);

    await widget.passcodeInput.first().click();
    await widget.passcodeInput.first().pressSequentially(wrongCode(code));
    await widget.expectVisible(widget.root.getByRole('alert').filter({ hasText: frErrors.otp_code_not_found }));
    expect(await widget.text(MESSAGES.otp_code_not_found).count()).toBe(0);
  });

  it('a passcode sent from a German widget comes in German (emulator texts/de.ts)', async () => {
    const { page } = session;
    await mountOn(page, '/?otp=email', 'mountLogin', '#login', { config: EMAIL_OTP_CONFIG, locale: 'de' });
    const widget = new LoginWidget(page);
    const email = uniqueEmail('de-email');
    await widget.root.getByRole('textbox', { name: de['field.email'], exact: true }).fill(email);
    await widget.button(de['main.sendCode']).click();

    const message = await servers.api.waitForMessage(email);
    const code = message.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message.subject).toBe(deEmail['otp.subject']);
    const duration = formatMessage(deEmail['duration.minutes'].other, { count: 5 });
    expect(duration).toBe('5 Minuten');
    expect(message.body).toBe(formatMessage(deEmail['otp.body'], { projectName: PROJECT_NAME, code, duration }));
  });
});

describe('data written in the widget’s language, not the browser’s', () => {
  it('the country picker names the country in German on a German widget', async () => {
    const { page } = session;
    await mountOn(page, '/', 'mountLogin', '#login', { config: MAIN_CONFIG(), locale: 'de' });
    const widget = new LoginWidget(page);
    await widget.root.getByRole('tab', { name: de['main.tab.sms'], exact: true }).click();
    const germanName = new Intl.DisplayNames(['de'], { type: 'region' }).of('US')!;
    expect(germanName).toBe('Vereinigte Staaten');
    await widget.expectVisible(widget.root.getByRole('combobox', { name: `${de['field.country']} ${germanName} (+1)`, exact: true }));
  });

  it('the passkey list writes its dates in German on a German widget (the browser is en-US)', async () => {
    const { page } = session;
    await addVirtualAuthenticator(page);
    await signInSeededUser(page, servers, 'de-passkeys');
    await registerPasskey(page);
    await mountOn(page, '/passkeys', 'mountPasskeyList', '#passkey-list', { locale: 'de' });
    const { list } = accountWidgets(page);
    await list.expectVisible(list.heading(dePasskeys['passkey.existingPasskeys']));
    const today = await page.evaluate(() => new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date()));
    await list.expectVisible(list.text(formatMessage(dePasskeys['passkey.created'], { date: today })));
  });
});

describe('right to left', () => {
  it("Arabic, 240 to 420 px wide: the phone number in 'sent to' reads +1 first and is never broken across lines", async () => {
    const { page } = session;
    await mountOn(page, '/', 'mountLogin', '#login', { config: { products: ['otp'], otpOptions: { methods: ['sms'] } }, locale: 'ar' });
    const widget = new LoginWidget(page);
    await widget.expectVisible(widget.heading(ar['main.header']));
    const phone = widget.root.getByRole('textbox', { name: ar['field.phoneNumber'], exact: true });
    await phone.click();
    await phone.pressSequentially('2133734253');
    await widget.button(ar['main.sendCode']).click();
    await widget.expectVisible(widget.heading(arOtp['otp.title']));
    await servers.api.waitForMessage('+12133734253');

    const number = widget.root.locator('p strong').filter({ hasText: '4253' });
    expect(await number.textContent()).toMatch(/^\+1 .*4253$/);
    // At every host width, where the first and the last character are drawn: the sentence breaks
    // somewhere in that range, and never inside the number.
    const layouts = await number.evaluate((element) => {
      const host = document.querySelector<HTMLElement>('#login')!;
      const text = element.firstChild as Text;
      const at = (from: number) => {
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, from + 1);
        return range.getBoundingClientRect();
      };
      const found = [];
      for (let width = 240; width <= 420; width += 4) {
        host.style.inlineSize = `${width}px`;
        const first = at(0);
        const last = at(text.length - 1);
        found.push({ width, leftToRight: first.left < last.left, oneLine: first.top === last.top });
      }
      return found;
    });
    expect(layouts.filter((layout) => !layout.leftToRight || !layout.oneLine)).toEqual([]);
  });
});

describe('zero axe violations in Arabic and Japanese', () => {
  const LANGUAGES = [
    { tag: 'ar', base: ar, otp: arOtp, passwords: arPasswords },
    { tag: 'ja', base: ja, otp: jaOtp, passwords: jaPasswords },
  ] as const;
  const cases = LANGUAGES.flatMap((language) => (['light', 'dark'] as const).map((theme) => ({ ...language, theme })));

  it.each(cases)('$tag, $theme: Main, the passcode screen, password create', async ({ tag, base, otp, passwords, theme }) => {
    const { page } = session;
    const widget = new LoginWidget(page);
    await mountOn(page, '/?otp=email', 'mountLogin', '#login', { config: EMAIL_OTP_CONFIG, locale: tag, theme });
    await widget.expectVisible(widget.heading(base['main.header']));
    expect(await widgetRoot(page).getAttribute('dir')).toBe(tag === 'ar' ? 'rtl' : 'ltr');
    await expectNoAxeViolations(page, `Main (${tag}, ${theme})`);

    const email = uniqueEmail(`axe-${tag}`);
    await widget.root.getByRole('textbox', { name: base['field.email'], exact: true }).fill(email);
    await widget.button(base['main.sendCode']).click();
    await widget.expectVisible(widget.heading(otp['otp.title']));
    await servers.api.waitForCode(email);
    await expectNoAxeViolations(page, `the passcode screen (${tag}, ${theme})`);

    await mountOn(page, '/?passwords=1', 'mountLogin', '#login', { config: PASSWORDS_CONFIG(), locale: tag, theme });
    await widget.root.getByRole('textbox', { name: base['field.email'], exact: true }).fill(uniqueEmail(`axe-pw-${tag}`));
    await widget.button(base['common.continue']).click();
    await widget.expectVisible(widget.heading(passwords['password.createTitle']));
    await expectNoAxeViolations(page, `password create (${tag}, ${theme})`);
  });
});

describe('fallbacks', () => {
  it("locale 'de-AT' shows German", async () => {
    const { page } = session;
    await mountOn(page, '/?otp=email', 'mountLogin', '#login', { config: EMAIL_OTP_CONFIG, locale: 'de-AT' });
    const widget = new LoginWidget(page);
    await widget.expectVisible(widget.heading(de['main.header']));
    expect(await widgetRoot(page).getAttribute('lang')).toBe('de');
  });

  it("locale 'xx' shows English, with no console error", async () => {
    const { page } = session;
    await mountOn(page, '/?otp=email', 'mountLogin', '#login', { config: EMAIL_OTP_CONFIG, locale: 'xx' });
    const widget = new LoginWidget(page);
    await widget.waitForMain();
    await widget.expectVisible(widget.emailInput);
    expect(await widgetRoot(page).getAttribute('lang')).toBe('en');
    expect(session.pageErrors).toEqual([]);
    expect(session.consoleProblems).toEqual([]);
  });
});
