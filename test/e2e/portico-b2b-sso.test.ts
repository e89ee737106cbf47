/**
 * Portico's own B2B client, as built (`dist/b2b.js`, the `portico/b2b`
 * entry), signing in by SSO in real Chromium against the emulator's own
 * emulated identity provider: no IdP at all (docs/testing.md, "Testing SSO
 * without an identity provider"). `sso.start` navigates to the emulator's
 * start, on to the emulated IdP's login page, where the visitor picks a test
 * identity; back through the emulator's ACS (SAML, the IdP's auto-submitting
 * form) or callback (OIDC) to the app page with
 * `?stytch_token_type=sso&token=…`, where `authenticateByUrl` redeems it with
 * the PKCE verifier the start kept (the project requires PKCE for SSO).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { B2BOidcConnection, B2BSamlConnection } from '../../protocol';
import { startEmulator, type EmulatorHandle } from '../../emulator/src';
import { useBrowser } from './support/browser';
import { PUBLIC_TOKEN, startScriptApp, type ScriptApp } from './support/script-app';

let emulator: EmulatorHandle;
let app: ScriptApp;
const session = useBrowser();

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, config: { vertical: 'B2B', pkce: { sso: true } } });
  app = await startScriptApp({
    entry: { source: "export { createPorticoB2BClient } from './dist/b2b.js';" },
    boot:
      "import { createPorticoB2BClient } from '/app.js';" +
      `window.portico = createPorticoB2BClient(${JSON.stringify(PUBLIC_TOKEN)}, { customBaseUrl: ${JSON.stringify(emulator.url)} });`,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emulator?.close();
});
beforeEach(async () => {
  await emulator.api.reset();
  await session.page.goto(`${app.url}/`);
  await session.page.waitForFunction(() => 'portico' in window);
});

/**
 * Starts SSO in the page, signs in on the emulated IdP's login page as
 * `email`, and redeems the token on the app page the emulator redirects to.
 */
async function signInThrough(connectionId: string, email: string): Promise<any> {
  const landing = `${app.url}/landing`;
  await session.page.evaluate(
    ({ connection_id, landing }) => {
      void (window as any).portico.sso.start({ connection_id, login_redirect_url: landing, signup_redirect_url: landing });
    },
    { connection_id: connectionId, landing },
  );
  await expect.poll(() => new URL(session.page.url()).pathname, { timeout: 10_000 }).toMatch(/^\/emulated-idp\//);
  await expect.poll(() => session.page.getByRole('heading', { level: 1 }).textContent()).toBe('Emulated identity provider');
  await session.page.getByLabel('Email').fill(email);
  await session.page.getByLabel('First name').fill('Ada');
  await session.page.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(() => session.page.url(), { timeout: 20_000 })
    .toMatch(new RegExp(`^${app.url}/landing\\?.*stytch_token_type=sso`));
  await session.page.waitForFunction(() => 'portico' in window);
  const result = await session.page.evaluate(async () => {
    const answer = await (window as any).portico.authenticateByUrl({ session_duration_minutes: 60 });
    return { answer, url: location.href, cookies: document.cookie };
  });
  // The token leaves the address bar once redeemed.
  expect(new URL(result.url).searchParams.has('token')).toBe(false);
  expect(result.cookies).toContain('stytch_session=');
  expect(result.answer).toMatchObject({ handled: true, tokenType: 'sso' });
  return result.answer.data;
}

describe("Portico's B2B client signs in by SSO through the emulated identity provider", () => {
  it('a SAML connection: an existing member, signed in once with PKCE', async () => {
    const { saml } = await emulator.api.emulatedIdp.settings();
    const seeded = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test' }],
      sso_connections: [{ type: 'saml', display_name: 'Acme SAML', ...saml }],
    });
    const connection = seeded.sso_connections[0] as B2BSamlConnection;
    const data = await signInThrough(connection.connection_id, 'ada@acme.test');
    expect(data.member_authenticated).toBe(true);
    expect(data.member.member_id).toBe(seeded.members[0]!.member_id);
    expect(data.member_session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_saml' });
    expect(data.member.sso_registrations[0]).toMatchObject({ connection_id: connection.connection_id });
    // The session the client now holds is the member's.
    expect(await session.page.evaluate(() => (window as any).portico.session.getSync()?.member_id)).toBe(seeded.members[0]!.member_id);
  }, 60_000);

  it('an OIDC connection: a new address joins by JIT provisioning', async () => {
    const { oidc } = await emulator.api.emulatedIdp.settings('portico-e2e');
    const seeded = await emulator.api.organizations.create({
      organization_name: 'Acme',
      sso_connections: [{ type: 'oidc', display_name: 'Acme OIDC', ...oidc }],
    });
    const connection = seeded.sso_connections[0] as B2BOidcConnection;
    const data = await signInThrough(connection.connection_id, 'newcomer@acme.test');
    expect(data.member_authenticated).toBe(true);
    expect(data.member).toMatchObject({ email_address: 'newcomer@acme.test', status: 'active', email_address_verified: true });
    expect(data.member_session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_oidc' });
    expect(data.organization.organization_id).toBe(seeded.organization.organization_id);
  }, 60_000);
});
