/**
 * The B2B widget's MFA screens (docs/architecture.md, "B2B widget") in real
 * Chromium against the emulator, for an organization that requires MFA of
 * every member (`mfa_policy: 'REQUIRED_FOR_ALL'`): TOTP enrolment from the
 * manual-entry secret the widget shows (the code computed here, RFC 6238
 * HMAC-SHA1, as an authenticator app would), the recovery codes shown once,
 * then later logins by a fresh TOTP code and by a recovery code; SMS
 * enrolment and a later SMS login with the codes the emulator texted; and the
 * whole discovery + enrolment with the keyboard only. axe finds nothing on
 * the MFA screens.
 */
import { createHmac } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { expectNoAxeViolations } from './support/axe';
import { discoverByCode, DISCOVERY_BY_CODE, organizationRow, t, useB2BWidget, type B2BWidgetPage } from './support/b2b-widget';

const widget = useB2BWidget();

/** RFC 4648 base32 (the otpauth secret's alphabet), spaces and padding ignored. */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit TOTP code of `secret` at `timeMs` (RFC 6238: 30-second steps, HMAC-SHA1). */
function totp(secret: string, timeMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 30_000)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

/** The code an authenticator app would show now, on the emulator's clock (which tests may move). */
async function currentTotp(secret: string): Promise<string> {
  const { now } = await widget.emulator.api.clock.get();
  return totp(secret, Date.parse(now));
}

/** An organization that requires MFA of everyone, with `email` as its member. */
async function mfaOrganization(email: string, member: Record<string, unknown> = {}) {
  const { organization, members } = await widget.emulator.api.organizations.create({
    organization_name: 'Acme',
    mfa_policy: 'REQUIRED_FOR_ALL',
    members: [{ email_address: email, ...member }],
  });
  return { organization, member: members[0]! };
}

/** A fresh page load with no session: the member logs in again later. */
async function later(): Promise<void> {
  await widget.browser.context.clearCookies();
  await widget.page.evaluate(() => localStorage.clear());
  await widget.open({ config: DISCOVERY_BY_CODE });
}

/** Discovery by email passcode, then the organization 'Acme' from the list. */
async function discoverAndChooseAcme(email: string, before?: () => Promise<unknown>): Promise<void> {
  await discoverByCode(widget, email);
  await widget.heading(t('b2b.discovery.title')).waitFor();
  const after = before?.();
  await organizationRow(widget, 'Acme').click();
  await after;
}

function codeField(w: B2BWidgetPage): Locator {
  return w.root.getByRole('textbox', { name: t('b2b.mfa.codeLabel') });
}

/** Whether `locator` holds the focus (through open shadow roots). */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Presses Tab until `locator` has the focus (at most 25 times), as a keyboard user would. */
async function tabTo(locator: Locator): Promise<void> {
  await locator.waitFor();
  for (let i = 0; i < 25; i++) {
    if (await isFocused(locator)) return;
    await widget.page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

describe('B2B widget: MFA', () => {
  it('TOTP: enrols from the shown secret, shows the recovery codes once, then logs in later by TOTP and by a recovery code', async () => {
    const email = 'ada@acme.test';
    const { organization, member } = await mfaOrganization(email);
    await widget.open({ config: DISCOVERY_BY_CODE });
    await discoverAndChooseAcme(email);

    // Both methods allowed and none enrolled: the choice.
    await widget.heading(t('b2b.mfa.enrollTitle')).waitFor();
    await widget.root.getByRole('list', { name: t('b2b.mfa.methodsLabel') }).waitFor();
    await expectNoAxeViolations(widget.page, 'MFA enrolment choice');
    await widget.button(t('b2b.mfa.method.totp')).click();

    await widget.heading(t('b2b.mfa.totpEnrollTitle')).waitFor();
    await widget.root.getByRole('img', { name: t('b2b.mfa.qrLabel') }).waitFor();
    await expectNoAxeViolations(widget.page, 'TOTP enrolment (QR code)');
    await widget.button(t('b2b.mfa.showSecret')).click();
    const shown = widget.root.getByRole('code');
    await shown.waitFor();
    const secret = (await shown.textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await widget.button(t('b2b.mfa.hideSecret')).waitFor();
    await expectNoAxeViolations(widget.page, 'TOTP enrolment (secret)');
    await widget.button(t('b2b.mfa.continue')).click();

    await widget.heading(t('b2b.mfa.totpTitle')).waitFor();
    await widget.root.getByText(t('b2b.mfa.totpNewCode'), { exact: true }).waitFor();
    await expectNoAxeViolations(widget.page, 'TOTP code after enrolment');
    await codeField(widget).fill(await currentTotp(secret));

    await widget.heading(t('b2b.mfa.recoverySaveTitle')).waitFor();
    const codes = await widget.root.getByRole('list', { name: t('b2b.mfa.recoveryCodesLabel') }).getByRole('listitem').allTextContents();
    expect(codes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(codes).size).toBe(codes.length);
    await expectNoAxeViolations(widget.page, 'recovery codes');
    await widget.button(t('b2b.mfa.done')).click();

    const first = await widget.expectSignedIn({ organization: 'Acme' });
    expect(first).toMatchObject({ member_id: member.member_id, organization_id: organization.organization_id });
    expect(first.authentication_factors.map((factor) => factor.type)).toEqual(['otp', 'totp']);
    expect(await widget.events()).toEqual(expect.arrayContaining(['B2B_TOTP_CREATE', 'B2B_TOTP_AUTHENTICATE']));
    // The codes are shown this once: the screen is gone and no page holds them.
    expect(await widget.root.getByText(codes[0]!, { exact: true }).count()).toBe(0);
    widget.expectNothingRefused();

    // A later login: a fresh code (the enrolment's step is used; the next one is 30 s on).
    await widget.emulator.api.clock.advance(30);
    await later();
    await discoverAndChooseAcme(email);
    await widget.heading(t('b2b.mfa.totpTitle')).waitFor();
    await expectNoAxeViolations(widget.page, 'TOTP entry');
    await codeField(widget).fill(await currentTotp(secret));
    const second = await widget.expectSignedIn({ organization: 'Acme' });
    expect(second.member_id).toBe(member.member_id);
    expect(second.authentication_factors.map((factor) => factor.type)).toEqual(['otp', 'totp']);

    // Another: a recovery code instead of the app.
    await later();
    await discoverAndChooseAcme(email);
    await widget.heading(t('b2b.mfa.totpTitle')).waitFor();
    await widget.button(t('b2b.mfa.useRecoveryCode')).click();
    await widget.heading(t('b2b.mfa.recoveryEntryTitle')).waitFor();
    await expectNoAxeViolations(widget.page, 'recovery code entry');
    await widget.root.getByRole('textbox', { name: t('b2b.mfa.recoveryCodeLabel') }).fill(codes[3]!);
    await widget.button(t('b2b.mfa.continue')).click();
    const third = await widget.expectSignedIn({ organization: 'Acme' });
    expect(third.member_id).toBe(member.member_id);
    expect(await widget.events()).toContain('B2B_RECOVERY_CODES_RECOVER');
    widget.expectNothingRefused();
  });

  it('SMS: enrols a phone number with the texted code, then a later login texts a code on arrival', async () => {
    const email = 'bea@acme.test';
    const phone = '+12015550123';
    const { member } = await mfaOrganization(email);
    await widget.open({ config: DISCOVERY_BY_CODE });
    await discoverAndChooseAcme(email);

    await widget.heading(t('b2b.mfa.enrollTitle')).waitFor();
    await widget.button(t('b2b.mfa.method.smsOtp')).click();
    await widget.heading(t('b2b.mfa.smsEnrollTitle')).waitFor();
    await expectNoAxeViolations(widget.page, 'SMS enrolment');
    await widget.root.getByRole('textbox', { name: MESSAGES['field.phoneNumber'] }).fill('2015550123');
    const enrolCode = widget.emulator.api.mailbox.waitForCode(phone);
    await widget.button(MESSAGES['main.sendCode']).click();

    await widget.heading(t('b2b.mfa.smsTitle')).waitFor();
    await expectNoAxeViolations(widget.page, 'SMS code');
    const message = await widget.emulator.api.mailbox.waitForMessage(phone, { since: 0 });
    expect(message.channel).toBe('sms');
    await codeField(widget).fill(await enrolCode);
    const first = await widget.expectSignedIn({ organization: 'Acme' });
    expect(first.member_id).toBe(member.member_id);
    // An SMS passcode is an `otp` factor delivered by `sms`, after the email passcode's.
    expect(first.authentication_factors.map((factor) => factor.delivery_method)).toEqual(['email', 'sms']);
    expect(await widget.events()).toEqual(expect.arrayContaining(['B2B_SMS_OTP_SEND', 'B2B_SMS_OTP_AUTHENTICATE']));
    const enrolled = await widget.page.evaluate(() => (window as any).porticoB2B.client.self.getSync());
    expect(enrolled).toMatchObject({ mfa_phone_number: phone, mfa_phone_number_verified: true });
    widget.expectNothingRefused();

    // A later login: the enrolled number is texted a code as the entry opens.
    await later();
    await discoverAndChooseAcme(email);
    const loginCode = widget.emulator.api.mailbox.waitForCode(phone);
    await widget.heading(t('b2b.mfa.smsTitle')).waitFor();
    await codeField(widget).fill(await loginCode);
    const second = await widget.expectSignedIn({ organization: 'Acme' });
    expect(second.member_id).toBe(member.member_id);
    expect(second.authentication_factors.map((factor) => factor.delivery_method)).toEqual(['email', 'sms']);
    widget.expectNothingRefused();
  });

  it('with the keyboard only: discovery, the organization, TOTP enrolment and the recovery codes (Tab, Enter and typing)', async () => {
    const email = 'cy@acme.test';
    const { member } = await mfaOrganization(email);
    const keyboard = widget.page.keyboard;
    await widget.open({ config: DISCOVERY_BY_CODE });

    await tabTo(widget.root.getByRole('textbox', { name: MESSAGES['field.email'], exact: true }));
    const emailCode = widget.emulator.api.mailbox.waitForCode(email);
    await keyboard.type(email);
    await keyboard.press('Enter');
    // The passcode screen puts the focus in its field.
    const passcode = widget.root.getByRole('textbox', { name: t('b2b.email.otp.label') });
    await passcode.waitFor();
    await expect.poll(() => isFocused(passcode)).toBe(true);
    await keyboard.type(await emailCode);

    await widget.heading(t('b2b.discovery.title')).waitFor();
    await tabTo(organizationRow(widget, 'Acme'));
    await keyboard.press('Enter');

    await widget.heading(t('b2b.mfa.enrollTitle')).waitFor();
    await tabTo(widget.button(t('b2b.mfa.method.totp')));
    await keyboard.press('Enter');
    await widget.heading(t('b2b.mfa.totpEnrollTitle')).waitFor();
    await tabTo(widget.button(t('b2b.mfa.showSecret')));
    await keyboard.press('Enter');
    const secret = (await widget.root.getByRole('code').textContent())!.replace(/\s/g, '');
    await tabTo(widget.button(t('b2b.mfa.continue')));
    await keyboard.press('Enter');

    await widget.heading(t('b2b.mfa.totpTitle')).waitFor();
    // The code screen's focus is its field.
    await expect.poll(() => isFocused(codeField(widget))).toBe(true);
    await keyboard.type(await currentTotp(secret));

    await widget.heading(t('b2b.mfa.recoverySaveTitle')).waitFor();
    await tabTo(widget.button(t('b2b.mfa.done')));
    await keyboard.press('Enter');
    const session = await widget.expectSignedIn({ organization: 'Acme' });
    expect(session.member_id).toBe(member.member_id);
    expect(session.authentication_factors.map((factor) => factor.type)).toEqual(['otp', 'totp']);
    widget.expectNothingRefused();
  });
});
