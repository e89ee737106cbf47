/**
 * Passkeys in real Chromium, with its virtual authenticator, against the
 * emulator and the standalone build: the example pages `/?passkeys=1`
 * (email passcodes, passkey autofill), `/?passkeys=button` (text passcodes,
 * 'Login with a Passkey') and `/passkeys` (mountPasskeyRegistration and
 * mountPasskeyList).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { LoginWidget, t, uniqueEmail } from './support/login-widget';
import { PUBLIC_TOKEN, useServers } from './support/servers';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

async function signUpByEmailCode(email: string): Promise<void> {
  await session.page.goto(servers.page('/?passkeys=1'));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  await widget.sendEmailCode(email);
  await widget.enterPasscode(await servers.api.waitForCode(email));
  await widget.expectVisible(widget.heading(t('otp.successTitle')));
}

describe('passkeys', () => {
  it('smoke: sign up, register, log out, sign in with the button', async () => {
    await addVirtualAuthenticator(session.page);
    const email = uniqueEmail('passkey');
    await signUpByEmailCode(email);
    await session.page.goto(servers.page('/passkeys'));
    const registration = new LoginWidget(session.page, '#passkey-registration');
    await registration.button(t('passkey.create')).click();
    await registration.expectVisible(registration.heading(t('passkey.createdTitle')));
    await registration.expectVisible(registration.text('Passkey'));
    await session.page.getByRole('button', { name: 'Log out' }).click();
    await session.page.goto(servers.page('/?passkeys=button'));
    const login = new LoginWidget(session.page);
    await login.button(t('main.passkeyButton')).click();
    await login.expectVisible(login.heading(t('passkey.successTitle')));
    expect(PUBLIC_TOKEN).toBeTruthy();
  });
});
