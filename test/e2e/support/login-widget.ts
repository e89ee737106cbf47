/**
 * Page object of the login widget, by role and accessible name only (the
 * catalogue's texts), so it works the same in light DOM and in an open shadow
 * root (Playwright's role/label/text locators pierce open shadow roots).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatMessage, type MessageValues } from '../../../src/ui/i18n/format';
import { MESSAGES, type MessageKey } from '../../../src/ui/i18n/messages';
import { deepActiveElement } from './browser';

/** The catalogue text of `key`, placeholders filled. */
export function t(key: MessageKey, values?: MessageValues): string {
  return formatMessage(MESSAGES[key], values);
}

export type TabName = 'Text' | 'WhatsApp' | 'Email';

/** Accessible names of the three tabs, from the catalogue. */
export const TAB_LABELS: Record<TabName, string> = {
  Text: MESSAGES['main.tab.sms'],
  WhatsApp: MESSAGES['main.tab.whatsapp'],
  Email: MESSAGES['main.tab.email'],
};

export class LoginWidget {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    selector = '#login',
  ) {
    this.root = page.locator(selector);
  }

  // ── Generic ─────────────────────────────────────────────────────────────
  heading(text: string): Locator {
    return this.root.getByRole('heading', { name: text, exact: true });
  }

  button(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  text(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }

  /** An element of role alert/status (or any text) carrying exactly `text`. */
  message(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }

  async expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
    await locator.first().waitFor({ state: 'visible', timeout });
  }

  async expectHidden(locator: Locator, timeout = 10_000): Promise<void> {
    await locator.first().waitFor({ state: 'hidden', timeout });
  }

  /** Waits until the heading is shown and asserts it holds the focus (deep, through shadow roots). */
  async expectFocusOnHeading(text: string): Promise<void> {
    await this.expectVisible(this.heading(text));
    await expect
      .poll(async () => deepActiveElement(this.page), { timeout: 5_000, message: `focus on heading '${text}'` })
      .toMatchObject({ tag: expect.stringMatching(/^h[1-6]$/), text });
  }

  /** The passcode screen's focus rule: focus is in the code field (autocomplete one-time-code). */
  async expectFocusOnPasscodeField(): Promise<void> {
    await this.expectVisible(this.heading(t('otp.title')));
    await expect
      .poll(
        () =>
          this.page.evaluate(() => {
            let el: Element | null = document.activeElement;
            while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
            return el?.getAttribute('autocomplete') ?? null;
          }),
        { timeout: 5_000, message: 'focus in the passcode field' },
      )
      .toBe('one-time-code');
  }

  // ── Main ────────────────────────────────────────────────────────────────
  get mainHeading(): Locator {
    return this.heading(t('main.header'));
  }

  async waitForMain(): Promise<void> {
    await this.expectVisible(this.mainHeading);
  }

  tab(name: TabName): Locator {
    return this.root.getByRole('tab', { name: TAB_LABELS[name], exact: true });
  }

  async chooseTab(name: TabName): Promise<void> {
    const tab = this.tab(name);
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  }

  get emailInput(): Locator {
    return this.root.getByRole('textbox', { name: t('field.email'), exact: true });
  }

  async fillEmail(email: string): Promise<void> {
    await this.emailInput.fill(email);
  }

  /** The magic-link form's submit button. */
  get sendLinkButton(): Locator {
    return this.button(t('main.sendLink'));
  }

  /** The passcode forms' submit button ('Continue'). */
  get sendCodeButton(): Locator {
    return this.button(t('main.sendCode'));
  }

  /** The country picker: its name is 'Country' followed by the selected country ('Country United States (+1)'). */
  get countrySelect(): Locator {
    return this.root.getByRole('combobox', { name: new RegExp(`^${t('field.country')} `) });
  }

  get phoneInput(): Locator {
    return this.root.getByRole('textbox', { name: t('field.phoneNumber'), exact: true });
  }

  async typePhone(digits: string): Promise<void> {
    await this.phoneInput.click();
    await this.phoneInput.pressSequentially(digits);
  }

  async sendLink(email: string): Promise<void> {
    await this.fillEmail(email);
    await this.sendLinkButton.click();
  }

  async sendEmailCode(email: string): Promise<void> {
    await this.fillEmail(email);
    await this.sendCodeButton.click();
  }

  // ── EmailConfirmation ──────────────────────────────────────────────────
  get emailConfirmationHeading(): Locator {
    return this.heading(t('emailConfirmation.title'));
  }

  link(name: string): Locator {
    return this.root.getByRole('link', { name, exact: true });
  }

  get tryAgainButton(): Locator {
    return this.button(t('emailConfirmation.tryAgain'));
  }

  get backButton(): Locator {
    return this.button(t('common.back'));
  }

  // ── OTPAuthenticate / OTPConfirmation ──────────────────────────────────
  get otpHeading(): Locator {
    return this.heading(t('otp.title'));
  }

  /** The passcode field: autocomplete one-time-code. */
  get passcodeInput(): Locator {
    return this.root.locator('input[autocomplete="one-time-code"]');
  }

  async enterPasscode(code: string): Promise<void> {
    await this.passcodeInput.first().click();
    await this.passcodeInput.first().pressSequentially(code);
  }

  get resendButton(): Locator {
    return this.root.getByRole('button', { name: t('otp.resend.initial'), exact: true });
  }

  get successHeading(): Locator {
    return this.heading(t('otp.successTitle'));
  }

  /** A toast anywhere on the page (toasts may be portalled out of the widget root). */
  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}

/** `window.porticoEvents` types, in order. */
export async function hostEventTypes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { porticoEvents?: Array<{ type: string }> }).porticoEvents ?? []).map((e) => e.type),
  );
}

/** Unique addresses per test so sends never hit the per-destination rate limit. */
let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}
