/**
 * Social sign-in through the widget in real Chromium against the emulator
 * (docs/protocol.md §7.7): a provider button navigates to the emulator's
 * start URL, the emulated provider's page offers the queued identity, its
 * Continue (or Cancel) lands on the example's redirect page, which finishes
 * with `client.authenticateByUrl()`. New users land on the signup URL,
 * existing ones on the login URL; PKCE, custom scopes and provider params
 * travel with the start URL.
 */
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS } from '../../src/core/products/oauth-providers';
import { OAUTH_PROVIDER_NAMES } from '../../src/ui/config/config-types';
import { ERROR_MESSAGES } from '../../src/core/error-messages';
import { useBrowser } from './support/browser';
import { mountWithHostFocus } from './support/host-page';
import { LoginWidget, t } from './support/login-widget';
import { checkScreen, tabUntil } from './support/passkeys';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

type Provider = 'google' | 'github';

const continueWith = (provider: (typeof OAUTH_PROVIDERS)[number]) =>
  t('oauth.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider] });

/** The redirect URLs this file mounts with: one page, told apart by `via`. */
const redirects = () => ({
  loginRedirectURL: servers.page('/authenticate?via=login'),
  signupRedirectURL: servers.page('/authenticate?via=signup'),
});

/** Opens the example page and mounts the widget with `providers` and the two redirect URLs. */
async function mountSocial(providers: Array<Record<string, unknown>>): Promise<LoginWidget> {
  await session.page.goto(servers.page('/'));
  const login = new LoginWidget(session.page);
  await login.waitForMain();
  await mountWithHostFocus(session.page, {
    products: ['oauth', 'emailMagicLinks'],
    oauthOptions: { providers, ...redirects() },
    emailMagicLinksOptions: { loginRedirectURL: servers.page('/authenticate') },
  });
  await login.button(continueWith(providers[0]!['type'] as Provider)).waitFor();
  return login;
}

async function queueIdentity(provider: Provider, email: string, subject: string): Promise<void> {
  await servers.api.call('POST', '/oauth/identities', { provider, email, name: 'Ada Lovelace', subject });
}

/** Resolves with the request that reaches the redirect page (its URL names the page and carries the token). */
function landing(page: Page): Promise<Request> {
  return page.waitForRequest((request) => new URL(request.url()).pathname === '/authenticate' && request.isNavigationRequest());
}

/** Waits for the emulated provider's page; returns its start URL's query. */
async function onProviderPage(page: Page, provider: Provider): Promise<URLSearchParams> {
  await page.waitForURL(new RegExp(`/v1/public/oauth/${provider}/start\\?`));
  await page.getByRole('heading', { name: `Sign in with ${OAUTH_PROVIDER_NAMES[provider]}` }).waitFor();
  return new URL(page.url()).searchParams;
}

async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'You are signed in', level: 1 }).waitFor({ timeout: 15_000 });
  expect(await page.locator('#account-status').textContent()).toContain(email);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('heading', { name: 'You are signed out', level: 1 }).waitFor();
}

describe('social sign-in: the redirect round trip through the widget', () => {
  for (const provider of ['google', 'github'] as const) {
    it(`${provider}: a new user lands on the signup URL, the same identity later on the login URL`, async () => {
      const { page } = session;
      const email = `${provider}-round-trip@example.com`;
      for (const [round, via] of [
        [1, 'signup'],
        [2, 'login'],
      ] as const) {
        await queueIdentity(provider, email, `${provider}-subject-1`);
        const login = await mountSocial([{ type: 'google' }, { type: 'github' }]);
        await login.button(continueWith(provider)).click();
        const query = await onProviderPage(page, provider);
        expect(query.get('login_redirect_url')).toBe(redirects().loginRedirectURL);
        expect(query.get('signup_redirect_url')).toBe(redirects().signupRedirectURL);
        expect(query.has('code_challenge'), 'PKCE is off in this project').toBe(false);
        expect(await page.getByLabel('Email').inputValue()).toBe(email);
        const landed = landing(page);
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        const url = new URL((await landed).url());
        expect(url.searchParams.get('via'), `round ${round}`).toBe(via);
        expect(url.searchParams.get('stytch_token_type')).toBe('oauth');
        expect(url.searchParams.get('token')).toMatch(/\S{20,}/);
        await expectSignedInAs(page, email);
        await logOut(page);
      }
      const { users } = await servers.api.call<{ users: Array<{ emails: Array<{ email: string; verified: boolean }>; providers: unknown[] }> }>('GET', '/users');
      expect(users).toHaveLength(1);
      expect(users[0]!.emails).toEqual([expect.objectContaining({ email, verified: true })]);
    }, 90_000);
  }

  it('with PKCE required, the start URL carries an S256 challenge and the landing page proves the verifier', async () => {
    const { page } = session;
    await servers.api.patchConfig({ pkce: { oauth: true } });
    try {
      await queueIdentity('github', 'pkce@example.com', 'gh-pkce');
      const login = await mountSocial([{ type: 'github' }]);
      await login.button(continueWith('github')).click();
      const query = await onProviderPage(page, 'github');
      expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectSignedInAs(page, 'pkce@example.com');
    } finally {
      await servers.api.patchConfig({ pkce: { oauth: false } });
    }
  }, 60_000);

  it('custom scopes and provider params reach the emulated provider', async () => {
    const { page } = session;
    const login = await mountSocial([
      { type: 'google', custom_scopes: ['calendar.readonly', 'drive.file'], provider_params: { prompt: 'select_account', hd: 'example.com' } },
    ]);
    await login.button(continueWith('google')).click();
    const query = await onProviderPage(page, 'google');
    expect(query.get('custom_scopes')).toBe('calendar.readonly drive.file');
    expect(query.get('provider_prompt')).toBe('select_account');
    expect(query.get('provider_hd')).toBe('example.com');
    const text = await page.locator('body').innerText();
    for (const shown of ['calendar.readonly', 'drive.file', 'select_account', 'example.com']) expect(text).toContain(shown);
  }, 60_000);

  it("Cancel on the provider's page lands on the redirect page, which shows the catalogue's callback error", async () => {
    const { page } = session;
    const login = await mountSocial([{ type: 'google' }]);
    await login.button(continueWith('google')).click();
    await onProviderPage(page, 'google');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('heading', { name: 'Social sign-in could not be completed', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await page.locator('#account-status').textContent()).toContain(ERROR_MESSAGES.oauth_flow_callback_error);
    expect(await page.evaluate(() => document.cookie)).not.toContain('stytch_session=');
  }, 60_000);

  it('by keyboard alone: Tab to the GitHub button, Enter, Tab to Continue, Enter, signed in', async () => {
    const { page } = session;
    await queueIdentity('github', 'keyboard@example.com', 'gh-keyboard');
    await mountSocial([{ type: 'google' }, { type: 'github' }]);
    await tabUntil(page, (el) => el.tag === 'button' && el.text === continueWith('github'), 'Continue with GitHub');
    await page.keyboard.press('Enter');
    await onProviderPage(page, 'github');
    await tabUntil(page, (el) => el.tag === 'button' && el.text === 'Continue', "the provider page's Continue");
    await page.keyboard.press('Enter');
    await expectSignedInAs(page, 'keyboard@example.com');
  }, 60_000);
});

describe('the provider buttons', () => {
  it('all 19 render in the configured order, each with its brand icon and accessible name (screenshot, axe)', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 480, height: 1400 });
    await page.goto(servers.page('/?social=1'));
    const login = new LoginWidget(page);
    await login.waitForMain();
    const group = login.root.getByRole('group', { name: t('oauth.providersLabel'), exact: true });
    await group.getByRole('button').first().waitFor();
    const buttons = group.getByRole('button');
    // The first three full width with their text; the others icon buttons named (and titled) like them (docs/behaviour.md §2.7).
    const names = OAUTH_PROVIDERS.map((p) => continueWith(p));
    expect(await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim()))).toEqual(names);
    expect((await buttons.allTextContents()).map((s) => s.trim())).toEqual([...names.slice(0, 3), ...names.slice(3).map(() => '')]);
    expect(await buttons.evaluateAll((all) => all.slice(3).map((b) => b.getAttribute('title')))).toEqual(names.slice(3));
    for (const provider of OAUTH_PROVIDERS) {
      const button = login.button(continueWith(provider));
      const icon = button.locator('svg');
      expect(await icon.count(), provider).toBe(1);
      expect(await icon.getAttribute('aria-hidden')).toBe('true');
      const box = await icon.boundingBox();
      expect(box!.width, `${provider} icon width`).toBeGreaterThan(10);
    }
    // No remote images anywhere in the widget: the icons are inline.
    expect(await login.root.locator('img').count()).toBe(0);
    await checkScreen(page, 'oauth-all-providers');
  }, 60_000);
});
