/**
 * The provider's own published browser SDK (@stytch/vanilla-js, headless
 * client) registering a passkey and signing in with it against the emulator,
 * in Chromium with a CDP virtual authenticator (docs/protocol.md §7.6, §13).
 * Served like provider-sdk-passwords.test.ts: a bundled SDK and a blank page
 * from a loopback server on http://localhost.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../../emulator/src';
import { useBrowser } from './support/browser';
import { EmulatorApi } from './support/emulator-api';
import { callInPage } from './support/page-call';
import { PROVIDER_HEADLESS_ENTRY, providerEndpoints, startScriptApp, type ScriptApp } from './support/script-app';
import { addVirtualAuthenticator } from './support/virtual-authenticator';

const PUBLIC_TOKEN = 'public-token-test-emulator';
const EMAIL = 'sdk-passkey@example.com';

let emulator: EmulatorHandle;
let api: EmulatorApi;
let app: ScriptApp;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  api = new EmulatorApi(emulator.url);
  app = await startScriptApp({
    entry: PROVIDER_HEADLESS_ENTRY,
    boot:
      "import { StytchHeadlessClient } from '/app.js';" +
      `window.stytch = new StytchHeadlessClient(${JSON.stringify(PUBLIC_TOKEN)}, ${JSON.stringify(providerEndpoints(emulator.url))});`,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emulator?.close();
});

const session = useBrowser();

beforeEach(async () => {
  await api.reset();
  await addVirtualAuthenticator(session.page);
  await session.page.goto(`${app.url}/`);
  await session.page.waitForFunction(() => 'stytch' in window);
});

/** Runs `stytch.<path>(...args)` in the page; the answer or the SDK error's type. */
const call = (path: string, ...args: unknown[]) => callInPage(session.page, 'stytch', path, args);

describe("the provider's SDK against the emulator's passkeys", () => {
  it('registers a passkey after an email passcode, then signs in with it alone', async () => {
    const sent = await call('otps.email.loginOrCreate', EMAIL);
    expect(sent.ok, sent.message).toBe(true);
    const code = (await api.lastMessageTo(EMAIL))!.code;
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
