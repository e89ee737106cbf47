/**
 * Passkey registration and the passkey list in real Chromium, with its
 * virtual authenticator, against the emulator and the standalone build: the
 * example page `/passkeys` mounts mountPasskeyRegistration on
 * `#passkey-registration` and mountPasskeyList on `#passkey-list`. Signing in
 * with a passkey has its own file (passkeys.test.ts); here a deleted passkey
 * is tried on `/?passkeys=button`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { deepActiveElement, useBrowser } from './support/browser';
import { LoginWidget, t } from './support/login-widget';
import { recordSdkRequests } from './support/network';
import {
  accountWidgets,
  checkScreen,
  emulatorUser,
  eventCount,
  hostErrors,
  registerPasskey,
  signInSeededUser,
  signOut,
  tabUntil,
} from './support/passkeys';
import { useServers } from './support/servers';
import { addVirtualAuthenticator, storedCredentials } from './support/virtual-authenticator';
import { installWebAuthnSpy, signalCalls } from './support/webauthn-spy';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

/** Server answers are held this long where a test shows a change appears before the answer. */
const SLOW_MS = 1000;

const focused = () => deepActiveElement(session.page);
const registrationNames = async (email: string) => (await emulatorUser(servers, email)).webauthn_registrations.map((r) => r.name);

describe('the passkey list (mountPasskeyList)', () => {
  it('renames and deletes by keyboard alone; the browser is told; the deleted passkey is then refused', async () => {
    const page = session.page;
    const authenticator = await addVirtualAuthenticator(page);
    await installWebAuthnSpy(page);
    const { email } = await signInSeededUser(page, servers, 'passkey-list');
    await registerPasskey(page);
    const [credential] = await storedCredentials(authenticator);
    expect(credential?.rpId).toBe('localhost');
    const requests = recordSdkRequests(page);
    const updates = () => requests.calls().filter((r) => r.method === 'PUT' && r.path.startsWith('/webauthn/update/')).length;

    await page.reload();
    const { list } = accountWidgets(page);
    await list.expectVisible(list.heading(t('passkey.existingPasskeys')));
    await list.expectVisible(list.text('Passkey'));
    await checkScreen(page, 'passkey-list');

    // Rename: Tab to the row's Rename button, Enter, type, Enter saves.
    await servers.api.addFault({ path: '/webauthn/update/*', method: 'PUT', latencyMs: SLOW_MS, times: 1 });
    await tabUntil(page, (el) => el.label === t('passkey.renameLabel', { name: 'Passkey' }), 'Rename Passkey');
    await page.keyboard.press('Enter');
    const field = list.root.getByRole('textbox', { name: t('passkey.nameLabel'), exact: true });
    await expect.poll(focused).toMatchObject({ tag: 'input' });
    expect(await field.inputValue()).toBe('Passkey');
    await checkScreen(page, 'passkey-list-renaming');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Work laptop');
    const signalsBeforeRename = (await signalCalls(page)).length;
    let renameAnswered = false;
    const renamed = page.waitForResponse((r) => r.url().includes('/sdk/v1/webauthn/update/')).then((r) => {
      renameAnswered = true;
      return r;
    });
    await page.keyboard.press('Enter');
    await list.expectVisible(list.text('Work laptop'));
    expect(renameAnswered, 'the new name shows before the server answers').toBe(false);
    expect(await field.count()).toBe(0);
    await expect.poll(focused).toMatchObject({ label: t('passkey.renameLabel', { name: 'Work laptop' }) });
    expect((await renamed).status()).toBe(200);
    await expect.poll(() => registrationNames(email)).toEqual(['Work laptop']);
    // This browser registered the credential, so the client knows its id and user handle.
    const accepted = {
      method: 'signalAllAcceptedCredentials',
      options: { rpId: 'localhost', userId: credential!.userHandle, allAcceptedCredentialIds: [credential!.credentialId] },
    };
    const details = {
      method: 'signalCurrentUserDetails',
      options: { rpId: 'localhost', userId: credential!.userHandle, name: email, displayName: email },
    };
    await expect.poll(async () => (await signalCalls(page)).slice(signalsBeforeRename)).toEqual([accepted, details]);

    // A second round: Escape cancels, nothing is sent.
    await page.keyboard.press('Enter');
    await expect.poll(focused).toMatchObject({ tag: 'input' });
    await page.keyboard.type(' (old)');
    expect(await field.inputValue()).toBe('Work laptop (old)');
    await page.keyboard.press('Escape');
    expect(await field.count()).toBe(0);
    await list.expectVisible(list.text('Work laptop'));
    await expect.poll(focused).toMatchObject({ label: t('passkey.renameLabel', { name: 'Work laptop' }) });
    expect(updates()).toBe(1);
    expect(await registrationNames(email)).toEqual(['Work laptop']);

    // Delete: the question and the warning; focus on Cancel; Shift+Tab, Enter confirms.
    await servers.api.addFault({ path: '/users/webauthn_registrations/*', method: 'DELETE', latencyMs: SLOW_MS, times: 1 });
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ label: t('passkey.deleteLabel', { name: 'Work laptop' }) });
    await page.keyboard.press('Enter');
    await list.expectVisible(list.text(t('passkey.deleteConfirm', { name: 'Work laptop' })));
    // A warning, not an error: a polite status.
    await list.expectVisible(list.root.getByRole('status').filter({ hasText: t('passkey.deleteWarning') }));
    await expect.poll(focused).toMatchObject({ tag: 'button', text: t('passkey.cancel') });
    await checkScreen(page, 'passkey-list-delete-question');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toMatchObject({ tag: 'button', text: t('passkey.delete') });
    const signalsBeforeDelete = (await signalCalls(page)).length;
    let deleteAnswered = false;
    const deleted = page.waitForResponse((r) => r.url().includes('/sdk/v1/users/webauthn_registrations/')).then((r) => {
      deleteAnswered = true;
      return r;
    });
    await page.keyboard.press('Enter');
    await list.expectVisible(list.text(t('passkey.listEmpty')));
    expect(deleteAnswered, 'the row goes before the server answers').toBe(false);
    await list.expectHidden(list.text(t('passkey.deleteWarning')));
    expect((await deleted).status()).toBe(200);
    await expect.poll(() => registrationNames(email)).toEqual([]);
    await expect.poll(async () => (await signalCalls(page)).slice(signalsBeforeDelete)).toEqual([
      { method: 'signalUnknownCredential', options: { rpId: 'localhost', credentialId: credential!.credentialId } },
      {
        method: 'signalAllAcceptedCredentials',
        options: { rpId: 'localhost', userId: credential!.userHandle, allAcceptedCredentialIds: [] },
      },
    ]);
    expect(await hostErrors(page)).toEqual([]);

    // The authenticator still offers the passkey; the account no longer accepts it.
    await signOut(page);
    await page.goto(servers.page('/?passkeys=button'));
    const main = new LoginWidget(page);
    await main.button(t('main.passkeyButton')).click();
    await main.expectVisible(main.root.getByRole('alert').filter({ hasText: MESSAGES.webauthn_registration_not_found }));
    await main.expectVisible(main.mainHeading);
    await checkScreen(page, 'passkey-main-removed-passkey');
    await expect
      .poll(() => signalCalls(page))
      .toEqual([{ method: 'signalUnknownCredential', options: { rpId: 'localhost', credentialId: credential!.credentialId } }]);
    expect(await hostErrors(page)).toEqual([
      expect.objectContaining({ error_type: 'webauthn_registration_not_found', message: MESSAGES.webauthn_registration_not_found }),
    ]);
    expect(await eventCount(page, 'AuthenticateFlowComplete')).toBe(0);
  });
});

describe('passkey registration (mountPasskeyRegistration)', () => {
  it("creates a passkey and finishes with 'Done' by keyboard alone", async () => {
    const page = session.page;
    await addVirtualAuthenticator(page);
    const { email } = await signInSeededUser(page, servers, 'passkey-keys');
    const { registration } = accountWidgets(page);
    await registration.expectVisible(registration.heading(t('passkey.registrationTitle')));

    await tabUntil(page, (el) => el.tag === 'button' && el.text === t('passkey.create'), "'Create a Passkey'");
    await page.keyboard.press('Enter');
    await registration.expectFocusOnHeading(t('passkey.createdTitle'));
    await registration.expectVisible(registration.heading(t('passkey.existingPasskeys')));
    await registration.expectVisible(registration.text('Passkey'));
    expect(await eventCount(page, 'PasskeyRegister')).toBe(1);
    expect(await registrationNames(email)).toEqual(['Passkey']);

    // From the heading: the row's Rename and Delete, 'Set up another Passkey', then 'Done'.
    await tabUntil(page, (el) => el.tag === 'button' && el.text === t('passkey.done'), "'Done'", 6);
    await page.keyboard.press('Enter');
    await expect.poll(() => eventCount(page, 'PasskeyDone')).toBe(1);
    expect(await hostErrors(page)).toEqual([]);
  });

  it("the same authenticator twice: 'Set up another Passkey' → 'Create a Passkey' shows the duplicate message", async () => {
    const page = session.page;
    const authenticator = await addVirtualAuthenticator(page);
    const { email } = await signInSeededUser(page, servers, 'passkey-dup');
    await registerPasskey(page);
    const { registration } = accountWidgets(page);
    await registration.button(t('passkey.setUpAnother')).click();
    await registration.expectFocusOnHeading(t('passkey.registrationTitle'));
    await registration.button(t('passkey.create')).click();
    await registration.expectVisible(registration.root.getByRole('alert').filter({ hasText: MESSAGES.passkey_duplicate }));
    await registration.expectVisible(registration.heading(t('passkey.registrationTitle')));
    await checkScreen(page, 'passkey-registration-duplicate');
    expect(await storedCredentials(authenticator)).toHaveLength(1);
    expect(await registrationNames(email)).toEqual(['Passkey']);
    expect(await eventCount(page, 'PasskeyRegister')).toBe(1);
    expect(await hostErrors(page)).toHaveLength(1);
  });

  it("failed user verification: 'Your Passkey was not created' and nothing stored", async () => {
    const page = session.page;
    const authenticator = await addVirtualAuthenticator(page, { isUserVerified: false });
    const { email } = await signInSeededUser(page, servers, 'passkey-uv');
    const { registration } = accountWidgets(page);
    await registration.button(t('passkey.create')).click();
    await registration.expectVisible(registration.root.getByRole('alert').filter({ hasText: MESSAGES.passkey_not_created }));
    await registration.expectVisible(registration.heading(t('passkey.registrationTitle')));
    await checkScreen(page, 'passkey-registration-not-created');
    expect(await storedCredentials(authenticator)).toEqual([]);
    expect(await registrationNames(email)).toEqual([]);
    expect(await eventCount(page, 'PasskeyRegister')).toBe(0);
    expect((await hostErrors(page)).map((e) => e.name)).toEqual(['NotAllowedError']);
  });

  it('without a session, each mount shows its error alone and reports it to onError', async () => {
    const page = session.page;
    await page.goto(servers.page('/passkeys'));
    const { registration, list } = accountWidgets(page);
    const registrationError = t('passkey.noActiveUser');
    expect(registrationError).toBe('Error: Cannot use PasskeyRegistration component without active user authenticated.');
    await registration.expectVisible(registration.root.getByRole('alert').filter({ hasText: registrationError }));
    await list.expectVisible(list.root.getByRole('alert').filter({ hasText: t('passkey.listNoActiveUser') }));
    expect((await registration.root.innerText()).trim()).toBe(registrationError);
    expect((await list.root.innerText()).trim()).toBe(t('passkey.listNoActiveUser'));
    await expect
      .poll(async () => (await hostErrors(page)).map((e) => e.message).sort())
      .toEqual([registrationError, t('passkey.listNoActiveUser')].sort());
    await checkScreen(page, 'passkey-no-session');
  });
});
