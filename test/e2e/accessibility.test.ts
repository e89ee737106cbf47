/**
 * Accessibility in real Chromium: axe-core finds zero violations on every
 * screen of the login flows (errors shown too), the OTP flow completes with the
 * keyboard only, and focus moves to each new screen (its field or its heading).
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { expectNoAxeViolations } from './support/axe';
import { deepActiveElement, useBrowser, type FocusedElement } from './support/browser';
import { hostEventTypes, LoginWidget, t, uniqueEmail } from './support/login-widget';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

async function open(path: string): Promise<LoginWidget> {
  await session.page.goto(servers.page(path));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  return widget;
}

/** Presses Tab until the deep focus satisfies `match` (at most `max` presses). */
async function tabUntil(
  page: Page,
  match: (el: FocusedElement) => boolean,
  what: string,
  max = 40,
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const el = await deepActiveElement(page);
    if (el && match(el)) return;
  }
  throw new Error(`Tab never reached ${what} (${max} presses)`);
}

/** Attributes of the deep focused element. */
async function focusedAttr(page: Page, name: string): Promise<string | null> {
  return page.evaluate((attr) => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute(attr) ?? null;
  }, name);
}

describe('axe-core: zero violations', () => {
  it('magic-link Main, its validation error, EmailConfirmation', async () => {
    const widget = await open('/');
    await expectNoAxeViolations(session.page, 'Main (magic link + SMS + WhatsApp)');

    await widget.chooseTab('Email');
    await widget.fillEmail('not-an-email');
    await widget.sendLinkButton.click();
    await widget.expectVisible(widget.text(t('validation.emailFormatInvalid')));
    await expectNoAxeViolations(session.page, 'Main with the email format error');

    await widget.sendLink(uniqueEmail('axe-eml'));
    await widget.expectVisible(widget.emailConfirmationHeading);
    await expectNoAxeViolations(session.page, 'EmailConfirmation');
  });

  it('phone tabs with formatting and the invalid number error', async () => {
    const widget = await open('/');
    await widget.chooseTab('Text');
    await widget.typePhone('2015550123');
    await expect.poll(() => widget.phoneInput.inputValue()).toBe('(201) 555-0123');
    await expectNoAxeViolations(session.page, 'Main, Text tab');

    await widget.chooseTab('WhatsApp');
    await widget.phoneInput.fill('');
    await widget.typePhone('12345');
    await widget.sendCodeButton.click();
    await widget.expectVisible(widget.text(t('validation.phoneFormatInvalid')));
    await expectNoAxeViolations(session.page, 'Main, WhatsApp tab with the invalid phone error');
  });

  it('email OTP Main, a server error, OTPAuthenticate, a wrong code, the resent toast, OTPConfirmation', async () => {
    const widget = await open('/?otp=email');
    await widget.chooseTab('Email');
    await expectNoAxeViolations(session.page, 'Main (email OTP + SMS + WhatsApp)');

    await widget.fillEmail('ada@example');
    await widget.sendCodeButton.click();
    await widget.expectVisible(widget.text(t('validation.invalidEmailAddress')));
    await expectNoAxeViolations(session.page, 'Main with the invalid email error');

    await servers.api.addFault({ path: '/otps/email/login_or_create', status: 400, errorType: 'inactive_email', times: 1 });
    const email = uniqueEmail('axe-otp');
    await widget.sendEmailCode(email);
    await widget.expectVisible(widget.text(MESSAGES.inactive_email));
    await expectNoAxeViolations(session.page, 'Main with a server error');

    await widget.sendCodeButton.click();
    await widget.expectVisible(widget.otpHeading);
    await expectNoAxeViolations(session.page, 'OTPAuthenticate');

    const code = await servers.api.waitForCode(email);
    await widget.enterPasscode(code === '000000' ? '000001' : '000000');
    await widget.expectVisible(widget.text(MESSAGES.otp_code_not_found));
    await expectNoAxeViolations(session.page, 'OTPAuthenticate with the invalid passcode error');

    await widget.resendButton.click();
    await widget.expectVisible(widget.toast(t('otp.emailResent')));
    await expectNoAxeViolations(session.page, 'OTPAuthenticate with the resent toast');
    const newCode = await servers.api.waitForCode(email, 2);

    await widget.passcodeInput.first().fill('');
    await widget.enterPasscode(newCode);
    await widget.expectVisible(widget.successHeading);
    await expectNoAxeViolations(session.page, 'OTPConfirmation');
  });

  it('the redirect page, signed in', async () => {
    const widget = await open('/');
    await widget.chooseTab('Email');
    const email = uniqueEmail('axe-redirect');
    await widget.sendLink(email);
    const { link } = await servers.api.waitForMessage(email);
    await session.page.goto(link!);
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    await expectNoAxeViolations(session.page, '/authenticate (signed in)');
  });
});

describe('keyboard and focus', () => {
  it('the email OTP flow completes with the keyboard only', async () => {
    await open('/?otp=email');
    const page = session.page;
    const email = uniqueEmail('keyboard');

    // From the start of the page, Tab to the tab list; the arrow keys move between tabs.
    await tabUntil(page, (el) => el.role === 'tab', 'the method tabs');
    await page.keyboard.press('ArrowRight');
    expect(await deepActiveElement(page)).toMatchObject({ role: 'tab', text: t('main.tab.sms') });
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 3 && (await deepActiveElement(page))?.text !== t('main.tab.email'); i += 1) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await deepActiveElement(page)).toMatchObject({ role: 'tab', text: t('main.tab.email') });
    await page.keyboard.press('Enter'); // activates the tab when activation is manual; harmless otherwise
    await expect.poll(() => focusedAttr(page, 'aria-selected')).toBe('true');

    await tabUntil(page, (el) => el.tag === 'input', 'the email field');
    expect(await focusedAttr(page, 'type')).toBe('email');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    const widget = new LoginWidget(page);
    // A single-field screen: focus lands in the passcode field, no extra key press.
    await expect.poll(() => focusedAttr(page, 'autocomplete')).toBe('one-time-code');
    const code = await servers.api.waitForCode(email);
    await page.keyboard.type(code); // auto-submits at 6 digits

    await widget.expectFocusOnHeading(t('otp.successTitle'));
    await expect.poll(() => hostEventTypes(page)).toContain('AuthenticateFlowComplete');
  });

  it('focus moves to each new screen heading (Main → EmailConfirmation → Main)', async () => {
    const widget = await open('/');
    await widget.chooseTab('Email');
    await widget.sendLink(uniqueEmail('focus'));
    await widget.expectFocusOnHeading(t('emailConfirmation.title'));
    await widget.tryAgainButton.click();
    await widget.expectFocusOnHeading(t('main.header'));
  });

  it('the tabs follow the ARIA tabs pattern', async () => {
    const widget = await open('/?otp=email');
    const tablist = widget.root.getByRole('tablist');
    await widget.expectVisible(tablist);
    const tabs = tablist.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([t('main.tab.email'), t('main.tab.sms'), t('main.tab.whatsapp')]);
    await widget.chooseTab('Text');
    const selected = widget.tab('Text');
    const panelId = await selected.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await widget.expectVisible(widget.root.locator(`[role="tabpanel"][id="${panelId}"]`));
    // Only the selected tab is in the Tab order (roving tabindex).
    expect(await widget.tab('Email').getAttribute('tabindex')).toBe('-1');
    expect(await selected.getAttribute('tabindex')).not.toBe('-1');
  });
});
