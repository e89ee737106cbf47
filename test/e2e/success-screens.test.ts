/**
 * Success screens in real Chromium against the emulator and the standalone
 * build (docs/behaviour.md §2): once the visitor is signed in, the success
 * screen has no back arrow, and nothing the visitor can press or type takes
 * the widget back to Main's 'Sign up or log in'.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { LoginWidget, t, uniqueEmail } from './support/login-widget';
import { useServers } from './support/servers';
import { injectEthereumWallet } from './support/wallets';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

/**
 * On a success screen whose heading is `title`: no back arrow, and the keys
 * that mean "back" elsewhere (Escape, Alt+Left, Backspace), pressed with the
 * focus in the widget, leave the visitor there; Main never comes back.
 */
async function expectNoWayBackToMain(login: LoginWidget, title: string): Promise<void> {
  await login.expectFocusOnHeading(title);
  expect(await login.backButton.count(), 'no back arrow on a success screen').toBe(0);
  for (const key of ['Escape', 'Alt+ArrowLeft', 'Backspace']) await session.page.keyboard.press(key);
  // Every control the success screen has (none are expected): none leads to Main.
  for (const button of await login.root.getByRole('button').all()) {
    if (await button.isVisible()) await button.click();
  }
  await login.expectVisible(login.heading(title));
  expect(await login.mainHeading.count(), "'Sign up or log in' never shows to a signed-in visitor").toBe(0);
}

describe('success screens', () => {
  it('email passcode: OTPConfirmation has no back arrow and no way back to Main', async () => {
    await session.page.goto(servers.page('/?otp=email'));
    const login = new LoginWidget(session.page);
    await login.waitForMain();
    await login.chooseTab('Email');
    const email = uniqueEmail('success-otp');
    await login.sendEmailCode(email);
    await login.expectVisible(login.otpHeading);
    // Before signing in, the passcode screen has its back arrow.
    await login.expectVisible(login.backButton);
    await login.enterPasscode(await servers.api.waitForCode(email));

    await expectNoWayBackToMain(login, t('otp.successTitle'));
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
  });

  it('wallet: CryptoConfirmation has no back arrow and no way back to Main', async () => {
    await injectEthereumWallet(session.page);
    await session.page.goto(servers.page('/?crypto=1'));
    const login = new LoginWidget(session.page);
    await login.waitForMain();
    await login.button(t('crypto.continueWith', { wallet: 'MetaMask' })).click();

    await expectNoWayBackToMain(login, t('crypto.successTitle'));
  });
});
