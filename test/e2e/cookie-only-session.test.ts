/**
 * A session held only in cookies (docs/architecture.md, "Session state a host
 * can route on"), in real Chromium against the emulator and the standalone
 * build: the visitor signed in, then the page's stored state went
 * (localStorage cleared, as when the session cookie was set by the host's
 * backend or shared across subdomains). The screens that need a session wait
 * for the client's startup check instead of deciding there is none: the
 * consent page reaches the relying party with a code, and the passkey
 * registration page reports no error.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { t } from './support/login-widget';
import { accountWidgets, hostErrors, signInSeededUser } from './support/passkeys';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

/** Signs in a new user, then forgets the stored state: the session is in the cookies alone. */
async function cookieOnlySession(page: Page, tag: string): Promise<string> {
  const { email } = await signInSeededUser(page, servers, tag);
  await page.evaluate(() => localStorage.clear());
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain('stytch_session');
  return email;
}

describe('a session only in cookies', () => {
  it('the consent page shows consent (not the no-session error) and Allow reaches the relying party with a code', async () => {
    const { page } = session;
    await cookieOnlySession(page, 'idp-cookie');
    const callback = servers.page('/rp-under-test/cookie/callback');
    const { client_id } = await servers.api.call<{ client_id: string }>('POST', '/connected_apps', {
      client_name: 'Cookie Notes',
      client_type: 'third_party',
      redirect_uris: [callback],
      post_logout_redirect_uris: [],
    });
    const query = new URLSearchParams({ client_id, redirect_uri: callback, scope: 'openid email', response_type: 'code', state: 'st-cookie' });
    await page.goto(servers.page(`/idp?${query.toString()}`));

    const consent = page.getByRole('heading', { level: 1, name: t('idp.titleStandardScopes', { clientName: 'Cookie Notes', projectName: 'Portico Emulator' }) });
    await consent.waitFor({ timeout: 15_000 });
    expect(await page.getByText(t('no_active_session')).count()).toBe(0);
    expect(await hostErrors(page)).toEqual([]);
    const landed = page.waitForRequest((r) => r.url().startsWith(callback) && r.isNavigationRequest());
    await page.getByRole('button', { name: t('idp.allow') }).click();
    const arrival = new URL((await landed).url());
    // Loaded, not just requested: closing the context mid-navigation can hang Chromium (as in identity-provider.test.ts).
    await page.waitForURL((url) => url.href.startsWith(callback), { waitUntil: 'load' });
    expect(arrival.searchParams.get('code')).toBeTruthy();
    expect(arrival.searchParams.get('state')).toBe('st-cookie');
  }, 60_000);

  it('the passkey registration page offers to create a passkey and reports no error', async () => {
    const { page } = session;
    const email = await cookieOnlySession(page, 'passkey-cookie');
    await page.reload();
    const { registration } = accountWidgets(page);
    await registration.expectVisible(registration.button(t('passkey.create')));
    await page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    expect(await page.getByText(t('passkey.noActiveUser')).count()).toBe(0);
    expect(await hostErrors(page)).toEqual([]);
    // The list mount found the session too.
    const { list } = accountWidgets(page);
    await list.expectVisible(list.heading(t('passkey.existingPasskeys')));
    expect(await page.getByText(t('passkey.listNoActiveUser')).count()).toBe(0);
  }, 60_000);
});
