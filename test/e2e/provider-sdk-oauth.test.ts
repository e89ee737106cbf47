/**
 * The provider's own published browser SDK (@stytch/vanilla-js, headless
 * client) completing social sign-in against the emulator in Chromium
 * (docs/protocol.md §7.7, §13): `oauth.google.start()` navigates to the
 * emulator's start URL, the visitor clicks Continue (or Cancel) on the
 * emulated provider's page, the 303 lands on the app, and the app calls
 * `oauth.authenticate(token)` with the PKCE verifier the SDK kept.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { callInPage } from './support/page-call';
import { useClientApp } from './support/script-app';

const app = useClientApp('provider', { config: { pkce: { oauth: true } } });
const session = useBrowser();

beforeEach(async () => {
  await app.api.reset();
  await session.page.goto(`${app.url}/`);
  await session.page.waitForFunction(() => 'stytch' in window);
});

/** Starts the round trip in the page; the SDK navigates away, so nothing is awaited in the page. */
async function startGoogle(): Promise<void> {
  const options = {
    login_redirect_url: `${app.url}/login`,
    signup_redirect_url: `${app.url}/signup`,
    custom_scopes: ['calendar.readonly'],
  };
  await session.page.evaluate((opts) => {
    void (window as unknown as { stytch: any }).stytch.oauth.google.start(opts);
  }, options);
  await session.page.waitForURL(/\/v1\/public\/oauth\/google\/start\?/);
}

/** The token of the page the provider's page sent the browser to. */
async function landedToken(path: '/login' | '/signup'): Promise<string> {
  await session.page.waitForURL((url) => url.pathname === path && url.searchParams.has('token'));
  await session.page.waitForFunction(() => 'stytch' in window);
  const url = new URL(session.page.url());
  expect(url.searchParams.get('stytch_token_type')).toBe('oauth');
  return url.searchParams.get('token')!;
}

describe("the provider's SDK against the emulator's social sign-in", () => {
  it('signs up through the emulated Google page with PKCE', async () => {
    await app.api.call('POST', '/oauth/identities', {
      provider: 'google',
      email: 'sdk-social@example.com',
      name: 'Sdk Social',
      subject: 'google-sdk-1',
    });
    await startGoogle();
    const start = new URL(session.page.url());
    expect(start.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = session.page;
    await expect(page.getByRole('heading', { name: 'Sign in with Google' }).isVisible()).resolves.toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('sdk-social@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();

    const token = await landedToken('/signup');
    const result = await callInPage(page, app.global, 'oauth.authenticate', [token, { session_duration_minutes: 60 }]);
    expect(result.ok, result.message).toBe(true);
    expect(result).toMatchObject({
      provider_type: 'Google',
      provider_subject: 'google-sdk-1',
      user: { emails: [{ email: 'sdk-social@example.com', verified: true }] },
    });
    expect(result.provider_values.scopes).toContain('calendar.readonly');
    expect(await page.evaluate(() => document.cookie)).toContain('stytch_session=');
  }, 60_000);

  it('hands the SDK oauth_flow_callback_error after Cancel', async () => {
    await startGoogle();
    await session.page.getByRole('button', { name: 'Cancel' }).click();
    const token = await landedToken('/login');
    const result = await callInPage(session.page, app.global, 'oauth.authenticate', [
      token,
      { session_duration_minutes: 60 },
    ]);
    expect(result).toMatchObject({ ok: false, error_type: 'oauth_flow_callback_error' });
  }, 60_000);
});
