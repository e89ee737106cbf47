// @vitest-environment jsdom
/**
 * The widget in a right-to-left language and formatting in the widget's
 * language (docs/i18n.md): numbers, addresses and codes stay left to right
 * inside an RTL widget, the back arrow turns round, and country names, the
 * passkey list's dates and the countdown's digits follow `t.locale`, not the
 * browser's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrored } from '../../../../src/ui/components/icons.styles';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import { styleSheetText } from '../../../../src/ui/theme/css';
import { cleanup, createTestClient, renderWidget } from './harness';
import { otpState } from './otp-fixtures';
import { LAPTOP, row, settled, WITH_PASSKEYS } from './passkeys-fixtures';

afterEach(cleanup);

const PHONE_CONFIG: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms'] } };
const EMAIL_CONFIG: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

const widgetRoot = () => document.querySelector<HTMLElement>('[data-portico-widget]');
/** The direction an element's text runs in: its own `dir`, else its nearest ancestor's. */
const direction = (element: Element) => element.closest('[dir]')?.getAttribute('dir');


describe('left-to-right islands in a right-to-left widget', () => {
  it('the phone number input', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: PHONE_CONFIG, locale: 'ar' });
    const input = (await screen.findByLabelText('رقم الهاتف')) as HTMLInputElement;
    expect(widgetRoot()?.getAttribute('dir')).toBe('rtl');
    expect(input.type).toBe('tel');
    expect(input.getAttribute('dir')).toBe('ltr');
    // The label keeps the widget's direction.
    expect(direction(screen.getByText('رقم الهاتف'))).toBe('rtl');
    client.destroy();
  });

  it('the email input', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: EMAIL_CONFIG, locale: 'he' });
    await waitFor(() => expect(widgetRoot()?.getAttribute('lang')).toBe('he'));
    const input = document.querySelector<HTMLInputElement>('input[type="email"]');
    expect(widgetRoot()?.getAttribute('dir')).toBe('rtl');
    expect(input?.getAttribute('dir')).toBe('ltr');
    expect(direction(document.querySelector('label') as HTMLElement)).toBe('rtl');
    client.destroy();
  });

  it('the passcode input, and the back arrow turns round', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: EMAIL_CONFIG, locale: 'ar', initialState: otpState() });
    const input = (await screen.findByLabelText('أدخل رمز التحقق')) as HTMLInputElement;
    expect(direction(input)).toBe('ltr');
    const arrow = screen.getByRole('button', { name: 'رجوع' }).querySelector('svg');
    expect(arrow?.getAttribute('class')?.split(' ')).toContain(mirrored.className);
    expect(styleSheetText()).toContain(`[dir='rtl'] .${mirrored.className}{transform:scaleX(-1)}`);
    client.destroy();
  });

  it('English keeps the email input left to right too, in a left-to-right root', () => {
    const { client } = createTestClient();
    renderWidget(client, { config: EMAIL_CONFIG });
    expect(widgetRoot()?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Email').getAttribute('dir')).toBe('ltr');
    client.destroy();
  });
});

describe('formatting in the widget’s language', () => {
  it('names the countries in German for de, sorted in German', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: PHONE_CONFIG, locale: 'de' });
    const select = (await screen.findByRole('combobox', { name: 'Land Vereinigte Staaten (+1)' })) as HTMLSelectElement;
    expect(select.value).toBe('US');
    expect(within(select).getByRole('option', { name: 'Deutschland (+49)' })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'Vereinigtes Königreich (+44)' })).toBeTruthy();
    expect(select.options[0]?.textContent).toBe('Afghanistan (+93)');
    expect(select.options[1]?.textContent).toBe('Ägypten (+20)');
    client.destroy();
  });

  it('writes the passkey list’s dates for de', async () => {
    const test = createTestClient({}, { signedIn: WITH_PASSKEYS });
    await settled(test.calls, ['/sessions/authenticate']);
    renderWidget(test.client, {
      kind: 'passkeyRegistration',
      config: { products: ['passkeys'] },
      initialState: { screen: 'PasskeyRegistrationSuccess', created: true },
      locale: 'de',
    });
    await settled(test.calls);
    await waitFor(() => expect(within(row(LAPTOP)).getByText('Erstellt am 02.09.2025')).toBeTruthy());
    expect(within(row(LAPTOP)).getByText('Zuletzt verwendet am 14.01.2026')).toBeTruthy();
    test.client.destroy();
  });

  it('writes the countdown in Persian digits for fa', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: EMAIL_CONFIG, locale: 'fa', initialState: otpState() });
    // The countdown is isolated in the right-to-left sentence (FSI … PDI: docs/i18n.md, "Right to left").
    expect((await screen.findByTestId('otp-countdown')).textContent).toBe('اعتبار کد شما \u2068۵:۰۰\u2069 دیگر تمام می‌شود.');
    client.destroy();
  });

  it('writes the countdown in the digits Arabic (ar) numbers take on this platform', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: EMAIL_CONFIG, locale: 'ar', initialState: otpState() });
    // CLDR's default for plain `ar` is Latin digits (ar-EG, ar-SA: Arabic-Indic); the widget writes
    // every number as `Intl.NumberFormat(t.locale)` does, the translator's plural counts too.
    const five = new Intl.NumberFormat('ar').format(5);
    const zero = new Intl.NumberFormat('ar', { minimumIntegerDigits: 2 }).format(0);
    const countdown = `${five}:${zero}`;
    // Isolated as one run of its own direction: left to right for Latin digits (LRI), else by its first strong letter (FSI).
    const isolate = /[\u0590-\u08FF]/.test(countdown) ? '\u2068' : '\u2066';
    expect((await screen.findByTestId('otp-countdown')).textContent).toBe(`تنتهي صلاحية الرمز خلال ${isolate}${countdown}\u2069.`);
    client.destroy();
  });
});
