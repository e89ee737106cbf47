/**
 * SMS and WhatsApp passcodes in real Chromium (example page `/`: magic links +
 * SMS + WhatsApp): country picker, as-you-type formatting with the lazily
 * loaded parser, E.164 submit, resend, errors.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { useBrowser } from './support/browser';
import { hostEventTypes, LoginWidget, t, type TabName } from './support/login-widget';
import { recordSdkRequests } from './support/network';
import { saveScreen } from './support/screenshots';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

async function openPhoneTab(tab: TabName, path = '/'): Promise<LoginWidget> {
  await session.page.goto(servers.page(path));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  await widget.chooseTab(tab);
  await widget.expectVisible(widget.phoneInput);
  return widget;
}

const cases = [
  { tab: 'Text' as const, channel: 'sms', national: '2015550123', formatted: '(201) 555-0123', e164: '+12015550123' },
  { tab: 'WhatsApp' as const, channel: 'whatsapp', national: '2015550124', formatted: '(201) 555-0124', e164: '+12015550124' },
];

describe('SMS and WhatsApp passcodes', () => {
  for (const c of cases) {
    it(`${c.tab}: formats the number as typed, sends E.164, signs in with the ${c.channel} code`, async () => {
      const widget = await openPhoneTab(c.tab);
      // Default country US, the catalogue's placeholder (docs/behaviour.md §5.2).
      expect(await widget.countrySelect.inputValue()).toBe('US');
      expect(await widget.phoneInput.getAttribute('placeholder')).toBe(t('field.phonePlaceholder'));

      await widget.typePhone(c.national);
      await expect.poll(() => widget.phoneInput.inputValue()).toBe(c.formatted);
      await saveScreen(session.page, `main-${c.channel}`);

      await widget.sendCodeButton.click();
      await widget.expectFocusOnPasscodeField();
      await saveScreen(session.page, `otp-authenticate-${c.channel}`);
      const message = await servers.api.waitForMessage(c.e164);
      expect(message.channel).toBe(c.channel);

      await widget.enterPasscode(message.code!);
      await widget.expectFocusOnHeading(t('otp.successTitle'));
      await session.page.getByText(`Signed in as ${c.e164}`, { exact: true }).waitFor();
      const types = await hostEventTypes(session.page);
      expect(types.filter((type) => type === 'AuthenticateFlowComplete')).toHaveLength(1);
      expect((await session.context.cookies()).find((k) => k.name === 'stytch_session')?.value).toBeTruthy();
    });
  }

  it('another country: the number is parsed for the chosen country', async () => {
    const widget = await openPhoneTab('Text');
    await widget.countrySelect.selectOption('GB');
    await widget.typePhone('07400123456');
    await expect.poll(() => widget.phoneInput.inputValue()).toBe('07400 123456');
    await widget.sendCodeButton.click();
    await widget.expectVisible(widget.otpHeading);
    expect((await servers.api.waitForMessage('+447400123456')).channel).toBe('sms');
  });

  it('an invalid number shows the E.164 message and sends no request', async () => {
    const widget = await openPhoneTab('Text');
    const requests = recordSdkRequests(session.page);
    await widget.typePhone('12345');
    await widget.sendCodeButton.click();
    await widget.expectVisible(widget.text(t('validation.phoneFormatInvalid')));
    await saveScreen(session.page, 'main-sms-invalid-phone');
    expect(requests.calls()).toEqual([]);
    expect(await servers.api.messages()).toEqual([]);
  });

  it("resend: 'Code sent' for 2 s, a toast, and a new code", async () => {
    const widget = await openPhoneTab('WhatsApp');
    await widget.typePhone('2015550125');
    await widget.sendCodeButton.click();
    await widget.expectVisible(widget.otpHeading);
    await servers.api.waitForMessage('+12015550125');

    await widget.resendButton.click();
    await widget.expectVisible(widget.button(t('otp.resend.sent')));
    // 'Email resent' is the email toast; the catalogue words phone resends 'Code resent' (docs/behaviour.md §2.3).
    await widget.expectVisible(widget.toast(t('otp.codeResent')));
    const code = (await servers.api.waitForMessage('+12015550125', 2)).code!;
    await widget.expectVisible(widget.resendButton, 5_000);

    await widget.enterPasscode(code);
    await widget.expectVisible(widget.successHeading);
  });

  it('server errors show the catalogue text', async () => {
    const widget = await openPhoneTab('Text');
    await servers.api.addFault({
      path: '/otps/sms/login_or_create',
      status: 400,
      errorType: 'unsubscribed_phone_number',
      times: 1,
    });
    await widget.typePhone('2015550126');
    await widget.sendCodeButton.click();
    await widget.expectVisible(widget.text(MESSAGES.unsubscribed_phone_number));
    await saveScreen(session.page, 'main-sms-server-error');
  });
});
