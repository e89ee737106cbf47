/**
 * Email passcodes in real Chromium against the emulator and the standalone
 * build (example page `/?otp=email`: email OTP + SMS + WhatsApp).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { useBrowser } from './support/browser';
import { hostEventTypes, LoginWidget, t, uniqueEmail } from './support/login-widget';
import { recordSdkRequests } from './support/network';
import { saveScreen } from './support/screenshots';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

async function openEmailOtpPage(path = '/?otp=email'): Promise<LoginWidget> {
  await session.page.goto(servers.page(path));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  await widget.chooseTab('Email');
  return widget;
}

/** A 6-digit code that is not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function sessionCookie(): Promise<string | undefined> {
  return (await session.context.cookies()).find((c) => c.name === 'stytch_session')?.value;
}

describe('email passcode', () => {
  it('signs a new user up end to end: code from the mailbox, session cookie, one AuthenticateFlowComplete', async () => {
    const widget = await openEmailOtpPage();
    const email = uniqueEmail('otp-signup');
    await saveScreen(session.page, 'main-email-otp');

    await widget.sendEmailCode(email);
    await widget.expectFocusOnPasscodeField();
    // The destination is shown, and the countdown reads m:ss.
    await widget.expectVisible(widget.root.getByText(email));
    await expect.poll(async () => widget.root.innerText()).toMatch(/\b[0-5]:[0-5]\d\b/);
    await saveScreen(session.page, 'otp-authenticate-email');

    const code = await servers.api.waitForCode(email);
    const message = await servers.api.lastMessageTo(email);
    expect(message?.channel).toBe('email');
    await widget.enterPasscode(code);

    await widget.expectFocusOnHeading(t('otp.successTitle'));
    await widget.expectVisible(widget.text(t('otp.successBody')));
    await saveScreen(session.page, 'otp-confirmation');

    expect(await sessionCookie()).toBeTruthy();
    // The host page reacts to AuthenticateFlowComplete by showing the user.
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    await expect.poll(() => hostEventTypes(session.page)).toContain('AuthenticateFlowComplete');
    const types = await hostEventTypes(session.page);
    expect(types.filter((type) => type === 'AuthenticateFlowComplete')).toHaveLength(1);
    await saveScreen(session.page, 'host-signed-in');

    // The host's Log out revokes the session and brings Main back.
    await session.page.getByRole('button', { name: 'Log out', exact: true }).click();
    await session.page.getByText('Signed out', { exact: true }).waitFor();
    await widget.waitForMain();
    await expect.poll(sessionCookie).toBeUndefined();
    // Still exactly one completion event for the one sign-in.
    expect((await hostEventTypes(session.page)).filter((type) => type === 'AuthenticateFlowComplete')).toHaveLength(1);
  });

  it("shows 'Verifying passcode...' with a progress bar while the code is checked", async () => {
    const widget = await openEmailOtpPage();
    const email = uniqueEmail('otp-verifying');
    await widget.sendEmailCode(email);
    await widget.expectVisible(widget.otpHeading);
    const code = await servers.api.waitForCode(email);
    await servers.api.addFault({ path: '/otps/authenticate', latencyMs: 1500, times: 1 });

    await widget.enterPasscode(code);
    await widget.expectVisible(widget.text(t('otp.verifying')));
    await widget.expectVisible(widget.root.getByRole('progressbar'));
    await saveScreen(session.page, 'otp-verifying');
    await widget.expectVisible(widget.successHeading);
  });

  it("a wrong code shows 'Invalid passcode, please try again.' and the right one still works", async () => {
    const widget = await openEmailOtpPage();
    const email = uniqueEmail('otp-wrong');
    await widget.sendEmailCode(email);
    await widget.expectVisible(widget.otpHeading);
    const code = await servers.api.waitForCode(email);

    await widget.enterPasscode(wrongCode(code));
    await widget.expectVisible(widget.text(MESSAGES.otp_code_not_found));
    await saveScreen(session.page, 'otp-authenticate-wrong-code');
    expect(await hostEventTypes(session.page)).not.toContain('AuthenticateFlowComplete');

    await widget.passcodeInput.first().fill('');
    await widget.enterPasscode(code);
    await widget.expectVisible(widget.successHeading);
  });

  it('accepts digits only, at most 6', async () => {
    const widget = await openEmailOtpPage();
    const email = uniqueEmail('otp-digits');
    await widget.sendEmailCode(email);
    await widget.expectVisible(widget.otpHeading);
    const requests = recordSdkRequests(session.page);

    await widget.passcodeInput.first().click();
    await widget.passcodeInput.first().pressSequentially('12ab-3');
    expect(await widget.passcodeInput.first().inputValue()).toBe('123');
    // Nothing is submitted before the sixth digit.
    expect(requests.calls().filter((r) => r.path === '/otps/authenticate')).toEqual([]);
  });

  it("resend: 'Code sent' for 2 s, the 'Email resent' toast, a new code that signs in", async () => {
    const widget = await openEmailOtpPage();
    const email = uniqueEmail('otp-resend');
    await widget.sendEmailCode(email);
    await widget.expectVisible(widget.otpHeading);
    await servers.api.waitForCode(email);

    await widget.resendButton.click();
    await widget.expectVisible(widget.button(t('otp.resend.sent')));
    await widget.expectVisible(widget.toast(t('otp.emailResent')));
    await saveScreen(session.page, 'otp-authenticate-resent');
    const newCode = await servers.api.waitForCode(email, 2);
    // After 2 s the button offers a resend again.
    await widget.expectVisible(widget.resendButton, 5_000);
    await widget.expectHidden(widget.button(t('otp.resend.sent')), 5_000);

    await widget.enterPasscode(newCode);
    await widget.expectVisible(widget.successHeading);
  });

  it("an expired code shows 'Your code has expired.' (short expiry on the emulator, widget countdown run out)", async () => {
    await servers.api.patchConfig({ otpExpirationSecondsOverride: 2 });
    try {
      // The page's clock is Playwright's, so the widget's m:ss countdown can be run out without waiting.
      await session.page.clock.install();
      const widget = await openEmailOtpPage();
      const email = uniqueEmail('otp-expired');
      await widget.sendEmailCode(email);
      await widget.expectVisible(widget.otpHeading);
      const code = await servers.api.waitForCode(email);
      expect((await servers.api.lastMessageTo(email))?.body).toContain('2 seconds');
      await expect.poll(async () => widget.root.innerText()).toMatch(/\b[0-5]:[0-5]\d\b/);

      // The emulator's code expires after 2 s (its clock moved on), the widget's after expirationMinutes.
      await servers.api.advanceClock(3);
      await session.page.clock.fastForward('05:01');
      await widget.expectVisible(widget.text(t('otp.expired')));
      await saveScreen(session.page, 'otp-authenticate-expired');

      // The expired code does not sign in.
      if (await widget.passcodeInput.first().isEditable()) {
        await widget.enterPasscode(code);
        await widget.expectVisible(widget.text(MESSAGES.otp_code_not_found));
      }
      expect(await hostEventTypes(session.page)).not.toContain('AuthenticateFlowComplete');
      expect(await sessionCookie()).toBeUndefined();
    } finally {
      await servers.api.patchConfig({ otpExpirationSecondsOverride: null });
    }
  });

  it('invalid emails show the catalogue text and send no request', async () => {
    const widget = await openEmailOtpPage();
    const requests = recordSdkRequests(session.page);
    for (const email of ['not-an-email', 'ada@example', 'ada@example.c', 'ada @example.com']) {
      await widget.fillEmail(email);
      await widget.sendCodeButton.click();
      await widget.expectVisible(widget.text(t('validation.invalidEmailAddress')));
    }
    await saveScreen(session.page, 'main-email-otp-invalid-email');
    expect(requests.calls()).toEqual([]);
    expect(await servers.api.messages()).toEqual([]);
  });

  it('server errors show the catalogue text for their error_type and reach onError', async () => {
    const widget = await openEmailOtpPage();
    await servers.api.addFault({
      path: '/otps/email/login_or_create',
      status: 400,
      errorType: 'inactive_email',
      times: 1,
    });
    await widget.sendEmailCode(uniqueEmail('otp-inactive'));
    await widget.expectVisible(widget.text(MESSAGES.inactive_email));
    await saveScreen(session.page, 'main-email-otp-server-error');
    await expect
      .poll(() => session.page.evaluate(() => (window as unknown as { porticoErrors: unknown[] }).porticoErrors))
      .toContainEqual(expect.objectContaining({ error_type: 'inactive_email' }));
    // Still on Main, and a retry goes through.
    await widget.sendCodeButton.click();
    await widget.expectVisible(widget.otpHeading);
  });

  it("an unknown error_type shows the server's error_message", async () => {
    const widget = await openEmailOtpPage();
    await servers.api.addFault({
      path: '/otps/email/login_or_create',
      status: 500,
      errorType: 'emulator_special_failure',
      errorMessage: 'The emulator refused this one.',
      times: 1,
    });
    await widget.sendEmailCode(uniqueEmail('otp-unknown'));
    await widget.expectVisible(widget.text('The emulator refused this one.'));
  });

  it("a dropped connection shows 'Unable to contact our servers.'", async () => {
    const widget = await openEmailOtpPage();
    // Every attempt is dropped: Chromium itself retries a POST whose reused connection closes.
    await servers.api.addFault({ path: '/otps/email/login_or_create', drop: true });
    await widget.sendEmailCode(uniqueEmail('otp-drop'));
    await widget.expectVisible(widget.text(MESSAGES.network_error));
    await servers.api.clearFaults();
    await widget.sendCodeButton.click();
    await widget.expectVisible(widget.otpHeading);
  });

  it('the back arrow returns to Main', async () => {
    const widget = await openEmailOtpPage();
    await widget.sendEmailCode(uniqueEmail('otp-back'));
    await widget.expectVisible(widget.otpHeading);
    await widget.backButton.click();
    await widget.expectFocusOnHeading(t('main.header'));
  });
});
