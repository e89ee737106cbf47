/**
 * The provider's own published browser SDK (@stytch/vanilla-js, headless
 * client) against the emulator, for every password call: the emulator must be
 * wire-exact (docs/protocol.md §7.4, §13). The SDK is bundled and served
 * with a blank app page on http://localhost (support/script-app.ts); its
 * calls go to the real emulator.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { callInPage } from './support/page-call';
import { useClientApp } from './support/script-app';

const STRONG = 'Quartz-lantern-47-orbit';
const OTHER = 'Velvet.harbour.93.cedar';
const THIRD = 'Saffron-meadow-28-kettle';

const app = useClientApp('provider', { config: { pkce: { passwordResets: true } } });
const session = useBrowser();

beforeEach(async () => {
  await app.api.reset();
  await session.page.goto(`${app.url}/reset?from=email`);
  await session.page.waitForFunction(() => 'stytch' in window);
});

/** Runs `stytch.passwords.<method>(options)` in the page. */
const call = (method: string, options: Record<string, unknown>) =>
  callInPage(session.page, app.global, `passwords.${method}`, [options]);

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
    const started = await call('resetByEmailStart', { email, reset_password_redirect_url: `${app.url}/reset?from=email` });
    expect(started.ok).toBe(true);
    const link = new URL((await app.api.lastMessageTo(email))!.link!);
    expect(link.origin + link.pathname).toBe(`${app.url}/reset`);
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
    await app.api.call('POST', '/users', { email: 'stale@example.com', password: STRONG, passwordMustReset: true });
    await app.api.call('POST', '/users', { email: 'leaked@example.com', password: 'iloveyou' });
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
