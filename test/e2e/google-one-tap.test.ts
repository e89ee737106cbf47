/**
 * Google One Tap through the widget in real Chromium, with the emulator's
 * stand-in for Google Identity Services (`/_emulator/gsi/client`, set as
 * `oauthOptions.googleOneTapScriptURL` on the example page `/?social=onetap`):
 * the prompt's Continue signs the visitor in (the widget submits Google's ID
 * token and follows the redirect URL the emulator returns); Close, a tap
 * outside, or a blocked script leave the 'Continue with Google' button; the
 * developer errors show for a test token and stay hidden for a live one.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { LoginWidget, t } from './support/login-widget';
import { checkScreen, hostErrors } from './support/passkeys';
import { useServers, type Servers } from './support/servers';

const session = useBrowser();
const PROMPT = 'iframe[title="Sign in with Google Dialog"]';

const prompt = (page: Page) => page.frameLocator(PROMPT);
const googleButton = (login: LoginWidget) => login.button(t('oauth.continueWithGoogle'));
const githubButton = (login: LoginWidget) => login.button(t('oauth.continueWith', { provider: 'GitHub' }));

async function openOneTap(servers: Servers, query = ''): Promise<LoginWidget> {
  await session.page.goto(servers.page(`/?social=onetap${query}`));
  const login = new LoginWidget(session.page);
  await login.waitForMain();
  await githubButton(login).waitFor();
  return login;
}

/** The One Tap region's slot (the element an embedded prompt renders in). */
const slot = (login: LoginWidget) => login.root.locator('[data-one-tap] > [role="region"]');

async function expectFallback(login: LoginWidget): Promise<void> {
  await googleButton(login).waitFor({ timeout: 15_000 });
  expect(await session.page.locator(PROMPT).count(), 'no prompt left on the page').toBe(0);
}

describe('Google One Tap with the stand-in script (test token)', () => {
  const servers = useServers();

  beforeEach(async () => {
    await servers.api.reset();
  });

  it("embedded: the prompt renders in the widget, grows its slot, and Continue signs the visitor in", async () => {
    const { page } = session;
    await servers.api.call('POST', '/oauth/identities', { provider: 'google', email: 'grace@example.com', name: 'Grace Hopper', subject: 'g-grace' });
    const login = await openOneTap(servers);
    const frame = login.root.locator(PROMPT);
    await frame.waitFor();
    // Google's place in the column holds the prompt, not the button.
    expect(await googleButton(login).count()).toBe(0);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.searchParams.get('fedcm'), 'FedCM asked for').toBe('1');
    await prompt(page).getByRole('button', { name: 'Continue as Grace' }).waitFor();
    await expect
      .poll(async () => (await slot(login).boundingBox())?.height ?? 0, { message: 'the slot follows the prompt' })
      .toBeGreaterThan(47);
    await checkScreen(page, 'one-tap-embedded');

    const submitted = page.waitForResponse((r) => new URL(r.url()).pathname === '/sdk/v1/oauth/google/onetap/submit');
    await prompt(page).getByRole('button', { name: 'Continue as Grace' }).click();
    const response = await submitted;
    expect(response.status()).toBe(200);
    const body = response.request().postDataJSON() as Record<string, string>;
    expect(body.id_token!.split('.')).toHaveLength(3);
    expect(body.login_redirect_url).toBe(servers.page('/authenticate'));
    await page.getByRole('heading', { name: 'You are signed in', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await page.locator('#account-status').textContent()).toContain('grace@example.com');
    const { users } = await servers.api.call<{ users: Array<{ emails: Array<{ email: string }> }> }>('GET', '/users');
    expect(users.map((u) => u.emails[0]?.email)).toEqual(['grace@example.com']);
  }, 60_000);

  it("floating: Close leaves the 'Continue with Google' button, which starts the redirect sign-in", async () => {
    const { page } = session;
    const login = await openOneTap(servers, '&position=floating');
    await prompt(page).getByRole('button', { name: 'Close' }).waitFor();
    expect(await login.root.locator(PROMPT).count(), 'floating: not inside the widget').toBe(0);
    await prompt(page).getByRole('button', { name: 'Close' }).click();
    await expectFallback(login);
    expect(await login.root.getByRole('alert').count()).toBe(0);
    await checkScreen(page, 'one-tap-cancelled');
    await googleButton(login).click();
    await page.waitForURL(/\/v1\/public\/oauth\/google\/start\?/);
  }, 60_000);

  it('floating: a tap outside the prompt (cancel_on_tap_outside by default) leaves the button', async () => {
    const { page } = session;
    const login = await openOneTap(servers, '&position=floating');
    await prompt(page).getByRole('button', { name: 'Close' }).waitFor();
    await page.getByRole('heading', { name: 'Portico example', level: 1 }).click();
    await expectFallback(login);
  }, 60_000);

  it('the script cannot load (blocked): the button at once, no error shown', async () => {
    const { page } = session;
    await page.route('**/_emulator/gsi/client', (route) => route.abort('blockedbyclient'));
    try {
      const login = await openOneTap(servers);
      await expectFallback(login);
      expect(await login.root.getByRole('alert').count()).toBe(0);
    } finally {
      await page.unroute('**/_emulator/gsi/client');
    }
  }, 60_000);

  it('developer errors for a test token: an unregistered origin, and a project without a Google client', async () => {
    const { page } = session;
    await servers.api.patchConfig({ googleOneTap: { authorizedOrigins: ['https://only-here.example'] } });
    try {
      const login = await openOneTap(servers);
      await expectFallback(login);
      const origin = new URL(servers.pagesUrl).origin;
      expect(await login.root.getByRole('alert').textContent()).toBe(t('oauth.oneTapError.originNotAllowed', { origin }));
      await checkScreen(page, 'one-tap-developer-error');
    } finally {
      await servers.api.patchConfig({ googleOneTap: { authorizedOrigins: [] } });
    }
    await servers.api.patchConfig({ googleOneTap: { clientId: null } });
    try {
      const login = await openOneTap(servers);
      await expectFallback(login);
      expect(await login.root.getByRole('alert').textContent()).toBe(t('oauth.oneTapError.noOAuthClient'));
      expect((await hostErrors(page)).map((e) => e.error_type)).toContain('oauth_config_not_found');
    } finally {
      await servers.api.patchConfig({ googleOneTap: { clientId: 'portico-emulator.apps.googleusercontent.com' } });
    }
  }, 60_000);
});

describe('Google One Tap with a live token', () => {
  const servers = useServers({ publicToken: 'public-token-live-emulator' });

  it('the same failures show no developer error: just the button', async () => {
    await servers.api.patchConfig({ googleOneTap: { authorizedOrigins: ['https://only-here.example'] } });
    const login = await openOneTap(servers);
    await expectFallback(login);
    expect(await login.root.getByRole('alert').count()).toBe(0);
    await servers.api.patchConfig({ googleOneTap: { clientId: null } });
    const again = await openOneTap(servers);
    await expectFallback(again);
    expect(await again.root.getByRole('alert').count()).toBe(0);
  }, 60_000);
});
