/**
 * The B2B widget's SSO (docs/architecture.md, "B2B widget") in real Chromium
 * against the emulator and its own identity provider (docs/testing.md,
 * "Testing SSO without an identity provider"): 'Use single sign-on' → the
 * address → its connections (one starts at once; several are listed) → the
 * emulated IdP's login page → back on the app's page, where the widget's
 * landing redeems the SSO token (with the PKCE verifier the start kept: the
 * project requires PKCE for SSO) and the member is signed in.
 */
import { describe, expect, it } from 'vitest';
import type { B2BOidcConnection, B2BSamlConnection } from '../../protocol';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { expectNoAxeViolations } from './support/axe';
import { t, useB2BWidget } from './support/b2b-widget';

const widget = useB2BWidget({ config: { pkce: { sso: true } } });

function ssoConfig() {
  const landing = `${widget.url}/sso-landing`;
  return {
    authFlowType: 'Discovery',
    products: ['emailOtp', 'sso'],
    ssoOptions: { loginRedirectURL: landing, signupRedirectURL: landing },
    sessionOptions: { sessionDurationMinutes: 60 },
  };
}

/** 'Use single sign-on', then the address on the SSO email screen. */
async function ssoWithEmail(email: string): Promise<void> {
  await widget.open({ config: ssoConfig() });
  await widget.button(t('b2b.main.sso')).click();
  await widget.heading(t('b2b.sso.emailTitle')).waitFor();
  await expectNoAxeViolations(widget.page, 'SSO email');
  await widget.root.getByRole('textbox', { name: MESSAGES['field.email'], exact: true }).fill(email);
  await widget.button(MESSAGES['common.continue']).click();
}

/** On the emulated IdP's login page: signs in as `email`, and waits for the app's landing page. */
async function signInAtIdp(email: string): Promise<void> {
  const { page } = widget;
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(/^\/emulated-idp\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(new RegExp(`^${widget.url}/sso-landing`));
}

describe('B2B widget: SSO through the emulated identity provider', () => {
  it("SAML: the address's one connection starts at once; back on the page the widget redeems and signs the member in", async () => {
    const email = 'ada@acme.test';
    const { saml } = await widget.emulator.api.emulatedIdp.settings();
    const seeded = await widget.emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: email }],
      sso_connections: [{ type: 'saml', display_name: 'Acme SAML', ...saml }],
    });
    const connection = seeded.sso_connections[0] as B2BSamlConnection;
    await ssoWithEmail(email);
    await signInAtIdp(email);

    const session = await widget.expectSignedIn({ organization: 'Acme' });
    // The token left the address bar once redeemed.
    expect(new URL(widget.page.url()).searchParams.has('token')).toBe(false);
    await expectNoAxeViolations(widget.page, 'signed in after SSO');
    expect(session.member_id).toBe(seeded.members[0]!.member_id);
    expect(session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_saml' });
    const member = await widget.page.evaluate(() => (window as any).porticoB2B.client.self.getSync());
    expect(member.sso_registrations[0]).toMatchObject({ connection_id: connection.connection_id });
    expect(await widget.events()).toContain('B2B_SSO_AUTHENTICATE');
    expect(await widget.errors()).toEqual([]);
    widget.expectNothingRefused();

    // A reload after the sign-in sends no used token again: the widget opens on its first screen.
    await widget.page.reload();
    await widget.heading(t('b2b.main.title')).waitFor();
    expect(await widget.errors()).toEqual([]);
    widget.expectNothingRefused();
  });

  it('OIDC: two connections are listed, the OIDC one is chosen, and a new address joins by JIT provisioning', async () => {
    const email = 'newcomer@globex.test';
    const { saml, oidc } = await widget.emulator.api.emulatedIdp.settings('portico-b2b-widget');
    const seeded = await widget.emulator.api.organizations.create({
      organization_name: 'Globex',
      email_allowed_domains: ['globex.test'],
      sso_connections: [
        { type: 'saml', display_name: 'Globex SAML', ...saml },
        { type: 'oidc', display_name: 'Globex OIDC', ...oidc },
      ],
    });
    const connection = seeded.sso_connections[1] as B2BOidcConnection;
    await ssoWithEmail(email);
    await widget.heading(t('b2b.sso.connectionsTitle')).waitFor();
    await widget.button(t('b2b.sso.continueWith', { name: 'Globex SAML' })).waitFor();
    await expectNoAxeViolations(widget.page, 'SSO connections');
    await widget.button(t('b2b.sso.continueWith', { name: 'Globex OIDC' })).click();
    await signInAtIdp(email);

    const session = await widget.expectSignedIn({ organization: 'Globex' });
    expect(new URL(widget.page.url()).searchParams.has('token')).toBe(false);
    expect(session.organization_id).toBe(seeded.organization.organization_id);
    expect(session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_oidc' });
    const member = await widget.page.evaluate(() => (window as any).porticoB2B.client.self.getSync());
    expect(member).toMatchObject({ email_address: email, status: 'active' });
    expect(member.sso_registrations[0]).toMatchObject({ connection_id: connection.connection_id });
    expect(await widget.errors()).toEqual([]);
    widget.expectNothingRefused();
  });
});
