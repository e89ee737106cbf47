/**
 * The provider's own published browser SDK (@stytch/vanilla-js, headless
 * client) against the emulator, for every password call: the emulator must be
 * wire-exact (docs/protocol.md §7.4, §13). The SDK is bundled and served
 * with a blank app page on http://localhost (support/script-app.ts); its
 * calls go to the real emulator.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../../emulator/src';
import { useBrowser } from './support/browser';
import { EmulatorApi } from './support/emulator-api';
import { callInPage } from './support/page-call';
import { PROVIDER_HEADLESS_ENTRY, providerEndpoints, startScriptApp, type ScriptApp } from './support/script-app';

const PUBLIC_TOKEN = 'public-token-test-emulator';
const STRONG = 'Quartz-lantern-47-orbit';
const OTHER = 'Velvet.harbour.93.cedar';
const THIRD = 'Saffron-meadow-28-kettle';

let emulator: EmulatorHandle;
let api: EmulatorApi;
let app: ScriptApp;
let APP: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, config: { pkce: { passwordResets: true } } });
  api = new EmulatorApi(emulator.url);
  app = await startScriptApp({
    entry: PROVIDER_HEADLESS_ENTRY,
    boot:
      "import { StytchHeadlessClient } from '/app.js';" +
      `window.stytch = new StytchHeadlessClient(${JSON.stringify(PUBLIC_TOKEN)}, ${JSON.stringify(providerEndpoints(emulator.url))});`,
  });
  APP = app.url;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emulator?.close();
});

const session = useBrowser();

beforeEach(async () => {
  await api.reset();
  await session.page.goto(`${APP}/reset?from=email`);
  await session.page.waitForFunction(() => 'stytch' in window);
});

/** Runs `stytch.passwords.<method>(options)` in the page. */
const call = (method: string, options: Record<string, unknown>) =>
  callInPage(session.page, 'stytch', `passwords.${method}`, [options]);

describe("the provider's SDK against the emulator's passwords", () => {
  it('checks strength, creates, logs in, and resets by email (with PKCE), by existing password and by session', async () => {
    const email = 'sdk-user@example.com';
    const weak = await call('strengthCheck', { email, password: 'password1' });
    expect(weak).toMatchObject({ ok: true, valid_password: false, breached_password: true, strength_policy: 'zxcvbn' });
    expect(weak.feedback.suggestions.length).toBeGreaterThan(0);
    expect(await call('strengthCheck', { email, password: STRONG })).toMatchObject({ ok: true, valid_password: true });

    const created = await call('create', { email, password: STRONG, session_duration_minutes: 60 });
    expect(created).toMatchObject({ ok: true, user: { emails: [{ email }] } });
    expect(created.session_token).toEqual(expect.any(String));
    expect(await session.page.evaluate(() => document.cookie)).toContain('stytch_session=');

    const wrong = await call('authenticate', { email, password: OTHER, session_duration_minutes: 60 });
    expect(wrong).toMatchObject({ ok: false, error_type: 'unauthorized_credentials' });
    const logged = await call('authenticate', { email, password: STRONG, session_duration_minutes: 60 });
    expect(logged).toMatchObject({ ok: true, user_id: created.user_id });

    // The SDK makes the PKCE pair itself (the project requires it for resets).
    const started = await call('resetByEmailStart', { email, reset_password_redirect_url: `${APP}/reset?from=email` });
    expect(started.ok).toBe(true);
    const link = new URL((await api.lastMessageTo(email))!.link!);
    expect(link.origin + link.pathname).toBe(`${APP}/reset`);
    expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
    const reset = await call('resetByEmail', {
      token: link.searchParams.get('token'),
      password: OTHER,
      session_duration_minutes: 60,
    });
    expect(reset).toMatchObject({ ok: true, user_id: created.user_id });

    const changed = await call('resetByExistingPassword', {
      email,
      existing_password: OTHER,
      new_password: THIRD,
      session_duration_minutes: 60,
    });
    expect(changed).toMatchObject({ ok: true, user_id: created.user_id });

    const bySession = await call('resetBySession', { password: STRONG, session_duration_minutes: 60 });
    expect(bySession).toMatchObject({ ok: true, user_id: created.user_id });
    expect(await call('authenticate', { email, password: STRONG, session_duration_minutes: 60 })).toMatchObject({
      ok: true,
    });
  }, 60_000);

  it("surfaces the emulator's reset_password and breached_password errors to the SDK", async () => {
    await api.call('POST', '/users', { email: 'stale@example.com', password: STRONG, passwordMustReset: true });
    await api.call('POST', '/users', { email: 'leaked@example.com', password: 'iloveyou' });
    expect(await call('authenticate', { email: 'stale@example.com', password: STRONG, session_duration_minutes: 30 })).toMatchObject({
      ok: false,
      error_type: 'reset_password',
    });
    expect(await call('authenticate', { email: 'leaked@example.com', password: 'iloveyou', session_duration_minutes: 30 })).toMatchObject({
      ok: false,
      error_type: 'breached_password',
    });
  });
});
