/**
 * Passkey sign-in in real Chromium, with its virtual authenticator, against
 * the emulator and the standalone build: the example pages `/?passkeys=1`
 * (email passcodes, passkey autofill on the email field) and
 * `/?passkeys=button` (text passcodes, 'Login with a Passkey'); passkeys are
 * registered on `/passkeys` (mountPasskeyRegistration). Registration and the
 * passkey list have their own file (passkeys-account.test.ts).
 *
 * Headless Chromium answers a conditional-mediation request at once: with the
 * credential when the authenticator holds one, with NotAllowedError when it
 * does not (docs/testing.md, "The browser"). So these tests
 * prove the autofill code path, its retries and its abort, not the dropdown.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { LoginWidget, t, uniqueEmail } from './support/login-widget';
import { recordSdkRequests } from './support/network';
import {
  accountWidgets,
  checkScreen,
  eventCount,
  hostErrors,
  hostEvents,
  registerPasskey,
  signInSeededUser,
  signOut,
} from './support/passkeys';
import { useServers } from './support/servers';
import { addVirtualAuthenticator, storedCredentials } from './support/virtual-authenticator';
import { getCalls, installWebAuthnSpy } from './support/webauthn-spy';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

async function openLogin(query: string): Promise<LoginWidget> {
  await session.page.goto(servers.page(`/?${query}`));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  return widget;
}

const START_PRIMARY = '/webauthn/authenticate/start/primary';
/** docs/behaviour.md §9: autofill is tried up to 5 times. */
const AUTOFILL_ATTEMPTS = 5;

describe('passkey sign-in', () => {
  it("signs up by email code, registers a passkey, logs out, and signs in with 'Login with a Passkey'", async () => {
    const authenticator = await addVirtualAuthenticator(session.page);
    const email = uniqueEmail('passkey');
    const login = await openLogin('passkeys=1');
    await login.sendEmailCode(email);
    await login.enterPasscode(await servers.api.waitForCode(email));
    await login.expectVisible(login.successHeading);

    await session.page.goto(servers.page('/passkeys'));
    const { registration } = accountWidgets(session.page);
    await registration.expectVisible(registration.heading(t('passkey.registrationTitle')));
    await checkScreen(session.page, 'passkey-registration-start');
    await registerPasskey(session.page);
    await registration.expectVisible(registration.text('Passkey'));
    await checkScreen(session.page, 'passkey-registration-success');
    expect(await eventCount(session.page, 'PasskeyRegister')).toBe(1);
    const [credential] = await storedCredentials(authenticator);
    expect(credential).toMatchObject({ rpId: 'localhost', signCount: expect.any(Number) });

    await session.page.getByRole('button', { name: 'Log out' }).click();
    await session.page.getByText('Signed out', { exact: true }).waitFor();

    const main = await openLogin('passkeys=button');
    await main.expectVisible(main.button(t('main.passkeyButton')));
    await checkScreen(session.page, 'passkey-main-button');
    await main.button(t('main.passkeyButton')).click();
    await main.expectFocusOnHeading(t('passkey.successTitle'));
    await main.expectVisible(main.text(t('passkey.successBody')));
    await checkScreen(session.page, 'passkey-confirmation');
    // The page's own reaction to AuthenticateFlowComplete (it loads the user) comes after the event.
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    const events = (await hostEvents(session.page)).map((e) => e.type);
    expect(events).toEqual(['PasskeyAuthenticate', 'AuthenticateFlowComplete']);
    // The authenticator signed an assertion for this credential.
    const [after] = await storedCredentials(authenticator);
    expect(after?.credentialId).toBe(credential?.credentialId);
    expect(after!.signCount).toBeGreaterThan(credential!.signCount);
    expect(await hostErrors(session.page)).toEqual([]);
  });

  it('signs in through autofill on the email field: a conditional request resolves with no click', async () => {
    const authenticator = await addVirtualAuthenticator(session.page);
    const { email, userId } = await signInSeededUser(session.page, servers, 'passkey-autofill');
    await registerPasskey(session.page);
    await signOut(session.page);
    await installWebAuthnSpy(session.page);

    await session.page.goto(servers.page('/?passkeys=1'));
    const main = new LoginWidget(session.page);
    await main.expectFocusOnHeading(t('passkey.successTitle'));
    await session.page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    expect(await getCalls(session.page)).toEqual([
      { mediation: 'conditional', outcome: 'resolved', error: null, aborted: false },
    ]);
    const events = await hostEvents(session.page);
    expect(events.map((e) => e.type)).toEqual(['PasskeyAuthenticate', 'AuthenticateFlowComplete']);
    expect(events[0]?.data).toMatchObject({ user_id: userId });
    expect((await storedCredentials(authenticator))[0]?.signCount).toBeGreaterThan(0);
  });

  it(`autofill with no passkey: exactly ${AUTOFILL_ATTEMPTS} conditional requests, then none; the email form keeps working`, async () => {
    const authenticator = await addVirtualAuthenticator(session.page);
    await installWebAuthnSpy(session.page);
    const requests = recordSdkRequests(session.page);
    const starts = () => requests.calls().filter((r) => r.method === 'POST' && r.path === START_PRIMARY).length;

    const main = await openLogin('passkeys=1');
    // Every attempt settles (NotAllowedError: nothing to offer) before the next starts.
    await expect
      .poll(async () => (await getCalls(session.page)).filter((c) => c.outcome === 'rejected').length)
      .toBe(AUTOFILL_ATTEMPTS);
    // Autofill is on the field; no button while the browser offers passkeys in autofill.
    expect(await main.emailInput.getAttribute('autocomplete')).toBe('username webauthn');
    expect(await main.button(t('main.passkeyButton')).count()).toBe(0);
    await checkScreen(session.page, 'passkey-main-autofill');

    const email = uniqueEmail('passkey-none');
    await main.fillEmail(email);
    expect(await main.emailInput.inputValue()).toBe(email);
    const expected = Array.from({ length: AUTOFILL_ATTEMPTS }, () => ({
      mediation: 'conditional',
      outcome: 'rejected',
      error: 'NotAllowedError',
      aborted: false,
    }));
    expect(await getCalls(session.page)).toEqual(expected);
    expect(starts()).toBe(AUTOFILL_ATTEMPTS);

    await main.sendCodeButton.click();
    await main.enterPasscode(await servers.api.waitForCode(email));
    await main.expectVisible(main.successHeading);
    expect(await getCalls(session.page)).toEqual(expected);
    expect(starts()).toBe(AUTOFILL_ATTEMPTS);
    // A passkey the visitor does not have is not an error to show or report.
    expect(await hostErrors(session.page)).toEqual([]);
    expect(await storedCredentials(authenticator)).toEqual([]);
  });

  describe('a waiting autofill request is aborted when Main goes away', () => {
    it('on unmount', async () => {
      await addVirtualAuthenticator(session.page);
      await installWebAuthnSpy(session.page, { holdConditional: true });
      await openLogin('passkeys=1');
      await expect.poll(() => getCalls(session.page)).toEqual([
        { mediation: 'conditional', outcome: 'pending', error: null, aborted: false },
      ]);

      await session.page.evaluate(() => (window as unknown as { portico: { unmount(selector: string): void } }).portico.unmount('#login'));
      await expect.poll(() => getCalls(session.page)).toEqual([
        { mediation: 'conditional', outcome: 'rejected', error: 'AbortError', aborted: true },
      ]);
      expect(await session.page.locator('#login').innerHTML()).toBe('');
      expect(await hostErrors(session.page)).toEqual([]);
    });

    it('when the visitor sends an email code instead', async () => {
      await addVirtualAuthenticator(session.page);
      await installWebAuthnSpy(session.page, { holdConditional: true });
      const main = await openLogin('passkeys=1');
      await expect.poll(async () => (await getCalls(session.page)).map((c) => c.outcome)).toEqual(['pending']);

      await main.sendEmailCode(uniqueEmail('passkey-abort'));
      await main.expectVisible(main.otpHeading);
      await expect.poll(() => getCalls(session.page)).toEqual([
        { mediation: 'conditional', outcome: 'rejected', error: 'AbortError', aborted: true },
      ]);
      expect(await hostErrors(session.page)).toEqual([]);
    });
  });
});
