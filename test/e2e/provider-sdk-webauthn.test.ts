/**
 * The provider's own published browser SDK (@stytch/vanilla-js, headless
 * client) registering a passkey and signing in with it against the emulator,
 * in Chromium with a CDP virtual authenticator (docs/protocol.md §7.6, §13).
 * Served like provider-sdk-passwords.test.ts: a bundled SDK and a blank page
 * from a loopback server on http://localhost.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../../emulator/src';
import { useBrowser } from './support/browser';
import { EmulatorApi } from './support/emulator-api';

const PUBLIC_TOKEN = 'public-token-test-emulator';
const EMAIL = 'sdk-passkey@example.com';

let emulator: EmulatorHandle;
let api: EmulatorApi;
let appServer: Server;
let APP: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  api = new EmulatorApi(emulator.url);
  const bundled = await build({
    stdin: {
      contents: "export { StytchHeadlessClient } from '@stytch/vanilla-js/headless';",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const sdkSource = bundled.outputFiles[0]!.text;
  const options = { endpoints: { testAPIURL: emulator.url, liveAPIURL: emulator.url, dfpBackendURL: emulator.url } };
  const html =
    '<!doctype html><title>app</title><h1>app</h1><script type="module">' +
    "import { StytchHeadlessClient } from '/sdk.js';" +
    `window.stytch = new StytchHeadlessClient(${JSON.stringify(PUBLIC_TOKEN)}, ${JSON.stringify(options)});` +
    '</script>';
  appServer = createServer((request, response) => {
    const isSdk = request.url === '/sdk.js';
    response.writeHead(200, { 'content-type': isSdk ? 'text/javascript' : 'text/html' });
    response.end(isSdk ? sdkSource : html);
  });
  await new Promise<void>((resolve) => appServer.listen(0, 'localhost', resolve));
  APP = `http://localhost:${(appServer.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => appServer?.close(resolve));
  await emulator?.close();
});

const session = useBrowser();

beforeEach(async () => {
  await api.reset();
  const { page } = session;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto(`${APP}/`);
  await page.waitForFunction(() => 'stytch' in window);
});

/** Runs `stytch.<path>(...args)` in the page; the answer or the SDK error's type. */
async function call(path: string, ...args: unknown[]): Promise<Record<string, any>> {
  return session.page.evaluate(
    async ({ path, args }) => {
      const names = path.split('.');
      let target: any = (window as unknown as { stytch: unknown }).stytch;
      for (const name of names.slice(0, -1)) target = target[name];
      try {
        return { ok: true, ...((await target[names.at(-1)!](...args)) ?? {}) };
      } catch (error) {
        const e = error as { error_type?: string; message?: string };
        return { ok: false, error_type: e.error_type ?? null, message: String(e.message ?? error) };
      }
    },
    { path, args },
  );
}

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
