/**
 * The whole identity-provider round trip as `npm run demo` wires it: Acme Notes
 * (examples/relying-party/) signs in through the emulator's OpenID Connect
 * provider, whose authorization and logout endpoints are the example /idp page
 * with the widget. Login first on /idp, consent (Allow), verified claims and
 * userinfo, refresh, logout confirmation back to Acme Notes, and a denial.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelyingParty, type RelyingParty } from '../../examples/relying-party/server.mjs';
import { expectNoAxeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { LoginWidget, uniqueEmail } from './support/login-widget';
import { useServers } from './support/servers';

const CLIENT_ID = 'acme-notes-round-trip';
const CLIENT_SECRET = 'round-trip-secret';

const servers = useServers();
let rp: RelyingParty;

beforeAll(async () => {
  rp = await startRelyingParty({ port: 0, issuer: servers.emulatorUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  const idpPage = servers.page('/idp');
  await servers.api.patchConfig({
    idp: { authorizationUrl: idpPage, logoutUrl: idpPage },
    connectedApps: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        client_name: 'Acme Notes',
        client_type: 'third_party',
        redirect_uris: [`${rp.url}/callback`],
        post_logout_redirect_uris: [`${rp.url}/`],
      },
    ],
  });
});
afterAll(async () => {
  await rp?.close();
});

describe('Acme Notes through /idp', () => {
  const session = useBrowser();

  /** From Acme Notes' home to the consent screen, logging in on /idp on the way. */
  async function reachConsent(page: Page, email: string): Promise<void> {
    await page.goto(`${rp.url}/`);
    await page.getByRole('button', { name: 'Sign in with Portico' }).click();
    await page.waitForURL(`${servers.pagesUrl}/idp?**`);
    const widget = new LoginWidget(page);
    await widget.waitForMain();
    await widget.sendEmailCode(email);
    await widget.enterPasscode(await servers.api.waitForCode(email));
    await page.locator('#idp').getByRole('button', { name: 'Allow', exact: true }).waitFor();
  }

  it('signs in (Allow), shows verified claims and userinfo, refreshes, and logs out through the confirmation', async () => {
    const { page } = session;
    const email = uniqueEmail('acme-notes');
    await reachConsent(page, email);
    await expectNoAxeViolations(page, '/idp with the consent screen');
    await page.locator('#idp').getByRole('button', { name: 'Allow', exact: true }).click();

    await page.waitForURL(`${rp.url}/`);
    await page.getByText(`Signed in as ${email}.`).waitFor();
    const claims = page.getByRole('definition').filter({ hasText: email });
    expect(await claims.count()).toBeGreaterThanOrEqual(2); // the ID token's and userinfo's email
    expect(await page.locator('#refresh-token-status').textContent()).toBe('A refresh token was received.');

    await page.getByRole('button', { name: 'Refresh tokens' }).click();
    await page.getByRole('status').filter({ hasText: /^Tokens refreshed at / }).waitFor();
    await page.getByText(`Signed in as ${email}.`).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${servers.pagesUrl}/idp?**`);
    expect(new URL(page.url()).searchParams.get('post_logout_redirect_uri')).toBe(`${rp.url}/`);
    await page.locator('#idp').getByRole('button', { name: 'Yes', exact: true }).click();
    await page.waitForURL(`${rp.url}/?**`);
    await page.getByText('You are signed out of Acme Notes and Portico.').waitFor();
    await page.getByRole('button', { name: 'Sign in with Portico' }).waitFor();
  });

  it('a denied request comes back to Acme Notes as access_denied, shown as text', async () => {
    const { page } = session;
    await reachConsent(page, uniqueEmail('acme-notes-deny'));
    await page.locator('#idp').getByRole('button', { name: 'Deny', exact: true }).click();
    await page.waitForURL(`${rp.url}/callback?**`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign-in did not complete');
    expect(await page.getByRole('alert').locator('code').textContent()).toBe('access_denied');
  });
});
