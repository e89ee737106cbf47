/**
 * Passkeys end to end: Portico's core client (src/core, bundled with esbuild)
 * in Chromium with a CDP virtual authenticator, against the emulator's
 * WebAuthn product (docs/protocol.md §7.6). The page is served on
 * http://localhost (support/script-app.ts), so the RP ID is `localhost`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { callInPage } from './support/page-call';
import { useClientApp } from './support/script-app';
import type { CDPSession } from 'playwright-core';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

const EMAIL = 'passkey-user@example.com';

const app = useClientApp('portico');
const session = useBrowser();
let cdp: CDPSession;
let authenticatorId: string;

beforeEach(async () => {
  await app.api.reset();
  ({ cdp, authenticatorId } = await addVirtualAuthenticator(session.page));
  await session.page.goto(`${app.url}/`);
  await session.page.waitForFunction(() => 'portico' in window);
});

/** Runs `portico.<path>(...args)` in the page; the answer, or the error's type and message. */
const call = (path: string, ...args: unknown[]) => callInPage(session.page, app.global, path, args);

async function loginByEmail(): Promise<Record<string, any>> {
  const sent = await call('otps.email.loginOrCreate', EMAIL);
  expect(sent.ok, sent.message).toBe(true);
  const code = (await app.api.lastMessageTo(EMAIL))!.code;
  const logged = await call('otps.authenticate', code, sent.method_id, { session_duration_minutes: 30 });
  expect(logged.ok, logged.message).toBe(true);
  return logged;
}

describe('passkeys against the emulator, in Chromium', () => {
  it('registers a passkey, signs in with it alone, renames it, and refuses it once deleted', async () => {
    const login = await loginByEmail();

    const registered = await call('webauthn.register', { is_passkey: true, session_duration_minutes: 30 });
    expect(registered.ok, registered.message).toBe(true);
    const id = registered.webauthn_registration_id as string;
    expect(id).toMatch(/^webauthn-registration-test-/);
    expect(registered.session_token).toBe(login.session_token);
    expect(registered.user.webauthn_registrations).toEqual([
      expect.objectContaining({ webauthn_registration_id: id, domain: 'localhost', verified: true }),
    ]);
    // Chromium's virtual authenticator has no AAGUID the table knows.
    expect(registered.user.webauthn_registrations[0].name).toBe('Passkey');
    const [stored] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(stored?.isResidentCredential).toBe(true);
    expect(stored?.rpId).toBe('localhost');

    // The same authenticator again: the server excludes it, so the browser refuses to create a second one.
    const duplicate = await call('webauthn.register', { is_passkey: true, session_duration_minutes: 30 });
    expect(duplicate.ok).toBe(false);
    expect(duplicate.name).toBe('InvalidStateError');
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

    expect((await call('session.revoke')).ok).toBe(true);
    expect(await session.page.evaluate(() => (window as any).portico.session.getSync())).toBeNull();
    const messagesBefore = (await app.api.messages(EMAIL)).length;

    const signedIn = await call('webauthn.authenticate', { is_passkey: true, session_duration_minutes: 30 });
    expect(signedIn.ok, signedIn.message).toBe(true);
    expect(signedIn.user_id).toBe(login.user_id);
    expect(signedIn.webauthn_registration_id).toBe(id);
    expect(signedIn.session_token).not.toBe(login.session_token);
    expect(signedIn.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'webauthn',
        delivery_method: 'webauthn_registration',
        webauthn_factor: expect.objectContaining({ webauthn_registration_id: id, domain: 'localhost' }),
      }),
    ]);
    const registration = signedIn.user.webauthn_registrations[0];
    expect(registration).toMatchObject({ verified: true, name: 'Passkey' });
    expect(Date.parse(registration.last_used_at)).toBeGreaterThanOrEqual(Date.parse(registration.created_at));
    expect(await app.api.messages(EMAIL)).toHaveLength(messagesBefore);
    expect(await session.page.evaluate(() => (window as any).portico.session.getSync()?.user_id)).toBe(login.user_id);
    const [afterSignIn] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(afterSignIn!.signCount).toBeGreaterThan(stored!.signCount);

    const renamed = await call('webauthn.update', { webauthn_registration_id: id, name: 'Work laptop' });
    expect(renamed.ok, renamed.message).toBe(true);
    expect(renamed.webauthn_registration).toMatchObject({ webauthn_registration_id: id, name: 'Work laptop' });
    const me = await call('user.get');
    expect(me.webauthn_registrations[0].name).toBe('Work laptop');

    const removed = await call('user.deleteWebauthnRegistration', id);
    expect(removed.ok, removed.message).toBe(true);
    expect((await call('session.revoke')).ok).toBe(true);
    // The authenticator still holds the passkey; the account no longer does.
    const refused = await call('webauthn.authenticate', { is_passkey: true, session_duration_minutes: 30 });
    expect(refused).toMatchObject({ ok: false, error_type: 'webauthn_registration_not_found' });
  }, 60_000);

  it('steps up an existing session with start/secondary', async () => {
    await loginByEmail();
    const registered = await call('webauthn.register', { is_passkey: true, session_duration_minutes: 30 });
    expect(registered.ok, registered.message).toBe(true);
    const started = await call('webauthn.authenticateStart', { is_passkey: true });
    const options = JSON.parse(started.public_key_credential_request_options);
    expect(options.allowCredentials).toHaveLength(1);
    const stepped = await call('webauthn.authenticate', { is_passkey: true, session_duration_minutes: 30 });
    expect(stepped.ok, stepped.message).toBe(true);
    expect(stepped.session_token).toBe(registered.session_token);
    expect(stepped.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['otp', 'webauthn']);
  }, 60_000);
});
