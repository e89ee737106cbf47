/**
 * The provider's own published browser SDK (@stytch/vanilla-js, headless
 * client) registering a passkey and signing in with it against the emulator,
 * in Chromium with a CDP virtual authenticator (docs/protocol.md §7.6, §13).
 * Served like provider-sdk-passwords.test.ts: a bundled SDK and a blank page
 * from a loopback server on http://localhost.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { callInPage } from './support/page-call';
import { useClientApp } from './support/script-app';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

const EMAIL = 'sdk-passkey@example.com';

const app = useClientApp('provider');
const session = useBrowser();

beforeEach(async () => {
  await app.api.reset();
  await addVirtualAuthenticator(session.page);
  await session.page.goto(`${app.url}/`);
  await session.page.waitForFunction(() => 'stytch' in window);
});

/** Runs `stytch.<path>(...args)` in the page; the answer or the SDK error's type. */
const call = (path: string, ...args: unknown[]) => callInPage(session.page, app.global, path, args);

describe("the provider's SDK against the emulator's passkeys", () => {
  it('registers a passkey after an email passcode, then signs in with it alone', async () => {
    const sent = await call('otps.email.loginOrCreate', EMAIL);
    expect(sent.ok, sent.message).toBe(true);
    const code = (await app.api.lastMessageTo(EMAIL))!.code;
    const login = await call('otps.authenticate', code, sent.method_id, { session_duration_minutes: 30 });
    expect(login.ok, login.message).toBe(true);

    const registered = await call('webauthn.register', { is_passkey: true, session_duration_minutes: 30 });
    expect(registered.ok, registered.message).toBe(true);
    expect(registered.webauthn_registration_id).toMatch(/^webauthn-registration-test-/);

    expect((await call('session.revoke')).ok).toBe(true);
    const signedIn = await call('webauthn.authenticate', { is_passkey: true, session_duration_minutes: 30 });
    expect(signedIn.ok, signedIn.message).toBe(true);
    expect(signedIn).toMatchObject({ user_id: login.user_id, webauthn_registration_id: registered.webauthn_registration_id });
    expect(signedIn.session.authentication_factors[0]).toMatchObject({ type: 'webauthn' });

    const renamed = await call('webauthn.update', {
      webauthn_registration_id: registered.webauthn_registration_id,
      name: 'Laptop',
    });
    expect(renamed.ok, renamed.message).toBe(true);
    expect(renamed.webauthn_registration).toMatchObject({ name: 'Laptop' });
  }, 60_000);
});
