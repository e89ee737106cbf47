/**
 * The flow structure's promises, in real Chromium against the built widget and
 * the real emulator: the focus rule on every move between screens (and never
 * on the first render), pasted and autofilled passcodes, the server's clock
 * deciding expiry, where errors show, and the two races of the passcode screen
 * (leaving it, and pressing Enter, while a code is being verified).
 */
import type { Locator, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { focusedAxNode } from './support/accessibility-tree';
import { deepActiveElement, useBrowser } from './support/browser';
import { CLIPBOARD_PERMISSIONS, pasteWithKeyboard } from './support/clipboard';
import { HOST_INPUT_LABEL, mountWithHostFocus, settleRender } from './support/host-page';
import { hostEventTypes, LoginWidget, t, uniqueEmail } from './support/login-widget';
import { recordSdkRequests } from './support/network';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser({ permissions: CLIPBOARD_PERMISSIONS });

beforeEach(async () => {
  await servers.api.reset();
});

/** The example page's email-passcode configuration (examples/vanilla/app.js, `?otp=email`). */
const OTP_EXPIRATION_MINUTES = 5;
const EMAIL_OTP_CONFIG = {
  products: ['otp'],
  otpOptions: { methods: ['email', 'sms', 'whatsapp'], expirationMinutes: OTP_EXPIRATION_MINUTES },
  sessionOptions: { sessionDurationMinutes: 30 },
};
/** Wallet buttons on Main; a wallet not installed in this browser leads to CryptoSetupWallet. */
const CRYPTO_CONFIG = {
  products: ['crypto', 'otp'],
  otpOptions: { methods: ['email'], expirationMinutes: OTP_EXPIRATION_MINUTES },
  sessionOptions: { sessionDurationMinutes: 30 },
};

/** Injected on /otps/authenticate: long enough to act while 'Verifying passcode...' shows. */
const VERIFY_LATENCY_MS = 1500;

async function sessionCookie(): Promise<string | undefined> {
  return (await session.context.cookies()).find((c) => c.name === 'stytch_session')?.value;
}

async function open(path: string): Promise<LoginWidget> {
  await session.page.goto(servers.page(path));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  return widget;
}

/** Opens the email-passcode page and sends a code; returns once OTPAuthenticate shows. */
async function sendEmailCode(tag: string): Promise<{ widget: LoginWidget; email: string; code: string }> {
  const widget = await open('/?otp=email');
  await widget.chooseTab('Email');
  const email = uniqueEmail(tag);
  await widget.sendEmailCode(email);
  await widget.expectVisible(widget.otpHeading);
  await expectFocusInPasscodeField();
  return { widget, email, code: await servers.api.waitForCode(email) };
}

/** A 6-digit code that is not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Focus is in the passcode field (through shadow roots), as the browser's accessibility tree sees it. */
async function expectFocusInPasscodeField(): Promise<void> {
  await expect
    .poll(() => focusedAxNode(session.page), { timeout: 5_000, message: 'focus in the passcode field' })
    .toMatchObject({ role: 'textbox', name: t('otp.title') });
}

/** The field's aria-invalid and the text of its aria-describedby targets (resolved in its own root). */
async function fieldDescription(field: Locator): Promise<{ invalid: string | null; describedBy: string[] }> {
  return field.evaluate((el) => {
    const root = el.getRootNode() as Document | ShadowRoot;
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return {
      invalid: el.getAttribute('aria-invalid'),
      describedBy: ids.map((id) => (root.getElementById(id)?.textContent ?? '').trim()),
    };
  });
}

/** True once the emulator has verified `email` (it authenticated a code sent there). */
async function emailVerifiedOnEmulator(email: string): Promise<boolean> {
  type WireUser = { emails: Array<{ email: string; verified: boolean }> };
  const { users } = await servers.api.call<{ users: WireUser[] }>('GET', '/users');
  return users.some((user) => user.emails.some((e) => e.email === email && e.verified));
}

async function expectSignedIn(widget: LoginWidget): Promise<void> {
  await widget.expectFocusOnHeading(t('otp.successTitle'));
  await expect.poll(() => hostEventTypes(session.page)).toContain('AuthenticateFlowComplete');
  expect(await sessionCookie()).toBeTruthy();
}

describe('the focus rule', () => {
  it.each([
    { mode: 'light DOM', enableShadowDOM: false },
    { mode: 'shadow DOM', enableShadowDOM: true },
  ])(
    '$mode: the first render keeps the host focus; Continue focuses the passcode field, named by the title and described by the sent-to line; the code typed at once signs in',
    async ({ enableShadowDOM }) => {
      const widget = await open(`/?otp=email${enableShadowDOM ? '&shadow=1' : ''}`);
      await mountWithHostFocus(session.page, { ...EMAIL_OTP_CONFIG, enableShadowDOM });
      await widget.waitForMain();
      await settleRender(session.page);
      expect(await deepActiveElement(session.page)).toMatchObject({ tag: 'input', label: HOST_INPUT_LABEL });
      expect(await session.page.evaluate(() => document.querySelector('#login')!.shadowRoot !== null)).toBe(
        enableShadowDOM,
      );

      await widget.chooseTab('Email');
      const email = uniqueEmail('focus-otp');
      await widget.sendEmailCode(email);
      await widget.expectVisible(widget.otpHeading);
      await expectFocusInPasscodeField();
      const field = await focusedAxNode(session.page);
      expect(field?.description).toContain(t('otp.sentTo', { destination: email }));
      expect(await deepActiveElement(session.page)).toMatchObject({ tag: 'input' });

      // No click, no Tab: the digits go straight into the field and the sixth submits.
      await session.page.keyboard.type(await servers.api.waitForCode(email));
      await expectSignedIn(widget);
    },
  );

  it('magic link: EmailConfirmation focuses its heading, the back arrow focuses Main’s heading', async () => {
    const widget = await open('/');
    await widget.chooseTab('Email');
    await widget.sendLink(uniqueEmail('focus-eml'));
    await widget.expectFocusOnHeading(t('emailConfirmation.title'));
    await widget.backButton.click();
    await widget.expectFocusOnHeading(t('main.header'));
  });

  it('wallets: the first render keeps the host focus, the setup screen focuses its heading, back focuses Main’s; so does back from OTPAuthenticate', async () => {
    const widget = await open('/?otp=email');
    await mountWithHostFocus(session.page, CRYPTO_CONFIG);
    const wallet = widget.button(t('crypto.continueWith', { wallet: t('crypto.wallet.Metamask') }));
    await widget.expectVisible(wallet);
    await settleRender(session.page);
    expect(await deepActiveElement(session.page)).toMatchObject({ tag: 'input', label: HOST_INPUT_LABEL });

    await wallet.click();
    // No wallet in this browser: MetaMask's setup screen.
    await widget.expectFocusOnHeading(t('crypto.setupTitle', { wallet: t('crypto.wallet.Metamask') }));
    await widget.backButton.click();
    await widget.expectFocusOnHeading(t('main.header'));

    await widget.sendEmailCode(uniqueEmail('focus-wallet'));
    await expectFocusInPasscodeField();
    await widget.backButton.click();
    await widget.expectFocusOnHeading(t('main.header'));
  });
});

describe('pasted and autofilled passcodes', () => {
  const formats = [
    { shape: '123 456', format: (code: string) => `${code.slice(0, 3)} ${code.slice(3)}` },
    { shape: '123-456', format: (code: string) => `${code.slice(0, 3)}-${code.slice(3)}` },
    { shape: ' 123456', format: (code: string) => ` ${code}` },
  ];
  const cases = formats.flatMap((f) => [
    { ...f, how: 'pasted with Control+V' },
    { ...f, how: 'filled (autofill)' },
  ]);

  it.each(cases)('$shape $how signs in', async ({ format, how }) => {
    const { widget, code } = await sendEmailCode('paste');
    const text = format(code);
    if (how.startsWith('pasted')) await pasteWithKeyboard(session.page, text);
    else await widget.passcodeInput.fill(text);
    await expectSignedIn(widget);
  });
});

describe('expiry follows the server', () => {
  it("a code the emulator's clock has expired: the alert, a disabled field, 'Resend code'; the resent code signs in", async () => {
    const { widget, email, code } = await sendEmailCode('expired');
    await servers.api.advanceClock(OTP_EXPIRATION_MINUTES * 60 + 1);

    // The widget's own countdown has not run out: only the server knows the code expired.
    await session.page.keyboard.type(code);
    await widget.expectVisible(widget.root.getByRole('alert').filter({ hasText: t('otp.expired') }));
    await expect.poll(() => widget.passcodeInput.isDisabled()).toBe(true);
    expect((await fieldDescription(widget.passcodeInput)).invalid).toBeNull();
    expect(await hostEventTypes(session.page)).not.toContain('AuthenticateFlowComplete');

    await widget.resendButton.click();
    const newCode = await servers.api.waitForCode(email, 2);
    expect(newCode).not.toBe(code);
    await expect.poll(() => widget.passcodeInput.isEnabled()).toBe(true);
    await expectFocusInPasscodeField();
    await session.page.keyboard.type(newCode);
    await expectSignedIn(widget);
  });
});

describe('where errors show', () => {
  it('a server failure shows in an alert and leaves the field valid; the same code then signs in', async () => {
    const { widget, code } = await sendEmailCode('err-503');
    const serverText = 'The provider is briefly unavailable.';
    await servers.api.addFault({ path: '/otps/authenticate', status: 503, errorMessage: serverText, times: 1 });

    await session.page.keyboard.type(code);
    await widget.expectVisible(widget.root.getByRole('alert').filter({ hasText: serverText }));
    const described = await fieldDescription(widget.passcodeInput);
    expect(described.invalid).toBeNull();
    expect(described.describedBy.join(' ')).not.toContain(serverText);

    await expectFocusInPasscodeField();
    await session.page.keyboard.type(code);
    await expectSignedIn(widget);
  });

  it('a wrong code: the otp_code_not_found text at the field, which is aria-invalid and described by it', async () => {
    const { widget, code } = await sendEmailCode('err-wrong');

    await session.page.keyboard.type(wrongCode(code));
    await widget.expectVisible(widget.text(MESSAGES.otp_code_not_found));
    const described = await fieldDescription(widget.passcodeInput);
    expect(described.invalid).toBe('true');
    expect(described.describedBy).toContain(MESSAGES.otp_code_not_found);
    // Assistive tech hears the same: the focused field is invalid and its description carries the message.
    await expectFocusInPasscodeField();
    expect(await focusedAxNode(session.page)).toMatchObject({
      invalid: true,
      description: expect.stringContaining(MESSAGES.otp_code_not_found),
    });
    expect(await hostEventTypes(session.page)).not.toContain('AuthenticateFlowComplete');
  });
});

describe('races while a code is verified', () => {
  const isAuthenticate = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/sdk/v1/otps/authenticate');

  it('back while verifying: Main stays, no Success!, no AuthenticateFlowComplete, no session cookie', async () => {
    const { widget, email, code } = await sendEmailCode('race-back');
    await servers.api.addFault({ path: '/otps/authenticate', latencyMs: VERIFY_LATENCY_MS, times: 1 });
    const requestEnd = new Promise<'finished' | 'failed'>((resolve) => {
      session.page.on('requestfinished', (request) => isAuthenticate(request) && resolve('finished'));
      session.page.on('requestfailed', (request) => isAuthenticate(request) && resolve('failed'));
    });

    await session.page.keyboard.type(code);
    await widget.expectVisible(widget.text(t('otp.verifying')));
    await widget.backButton.click();
    await widget.expectFocusOnHeading(t('main.header'));

    // The latency passes: the emulator verifies the code, and the browser is done with the request.
    await expect
      .poll(() => emailVerifiedOnEmulator(email), {
        timeout: VERIFY_LATENCY_MS + 5_000,
        message: 'the emulator verified the code',
      })
      .toBe(true);
    // Leaving the screen aborted the call (async/runner.ts): the browser never read the answer.
    expect(await requestEnd).toBe('failed');
    await settleRender(session.page);

    await widget.expectVisible(widget.mainHeading);
    expect(await widget.successHeading.count()).toBe(0);
    expect(await hostEventTypes(session.page)).not.toContain('AuthenticateFlowComplete');
    expect(await sessionCookie()).toBeUndefined();
  });

  it('Enter while verifying: the field keeps its 6 digits and one authenticate request is sent', async () => {
    const { widget, code } = await sendEmailCode('race-enter');
    await servers.api.addFault({ path: '/otps/authenticate', latencyMs: VERIFY_LATENCY_MS, times: 1 });
    const requests = recordSdkRequests(session.page);

    await session.page.keyboard.type(code);
    await widget.expectVisible(widget.text(t('otp.verifying')));
    await session.page.keyboard.press('Enter');
    expect(await widget.passcodeInput.inputValue()).toBe(code);
    await widget.expectVisible(widget.text(t('otp.verifying')));

    await expectSignedIn(widget);
    expect(requests.calls().filter((r) => r.method === 'POST' && r.path === '/otps/authenticate')).toHaveLength(1);
  });
});
