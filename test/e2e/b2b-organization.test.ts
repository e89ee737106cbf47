/**
 * The B2B widget's Organization login (`authFlowType: 'Organization'`,
 * docs/behaviour.md §11, "Mount kinds") in real Chromium against the
 * emulator: the organization named by `organizationSlug` shows its logo and
 * name and only the sign-in methods it allows among those configured (the
 * others are absent), and its email code signs the member in; without
 * `organizationSlug` the slug comes from the page address by the project's
 * `slugPattern` (the emulator's `slugPattern`, served in the bootstrap); an
 * unknown slug ends on 'We couldn't find your organization'.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { expectNoAxeViolations } from './support/axe';
import { t, useB2BWidget } from './support/b2b-widget';

// Scheme and port are not compared (src/ui/flows/b2b/organization/slug.ts): the page server's port is random.
const widget = useB2BWidget({ config: { slugPattern: 'http://localhost/org/{{slug}}' } });

const EMAIL = 'ada@acme.test';

/** More products than the organization allows: SSO and links must not show. */
function organizationConfig(slug?: string) {
  return {
    authFlowType: 'Organization',
    products: ['sso', 'emailOtp', 'emailMagicLinks', 'passwords'],
    ...(slug === undefined ? {} : { organizationSlug: slug }),
    ssoOptions: { loginRedirectURL: `${widget.url}/sso-landing`, signupRedirectURL: `${widget.url}/sso-landing` },
    sessionOptions: { sessionDurationMinutes: 60 },
  };
}

/** Acme: an SSO connection and a logo, but only email codes and passwords allowed. */
async function seedAcme() {
  const { saml } = await widget.emulator.api.emulatedIdp.settings();
  return widget.emulator.api.organizations.create({
    organization_name: 'Acme',
    organization_slug: 'acme',
    organization_logo_url: `${widget.url}/acme-logo.png`,
    auth_methods: 'RESTRICTED',
    allowed_auth_methods: ['email_otp', 'password'],
    members: [{ email_address: EMAIL }],
    sso_connections: [{ type: 'saml', display_name: 'Acme SAML', ...saml }],
  });
}

function emailField() {
  return widget.root.getByRole('textbox', { name: MESSAGES['field.email'], exact: true });
}

/** OrganizationLogin for Acme: logo, name, the email field and 'Use a password instead', nothing else. */
async function expectAcmeLogin(): Promise<void> {
  await widget.heading(t('b2b.organization.title', { organization: 'Acme' })).waitFor();
  await expect.poll(() => widget.root.locator('img').getAttribute('src')).toBe(`${widget.url}/acme-logo.png`);
  await expect(emailField().count()).resolves.toBe(1);
  await expect(widget.button(t('b2b.organization.password')).count()).resolves.toBe(1);
  // Configured but not allowed by Acme: its SSO connection, and the choice between link and code.
  await expect(widget.button(t('b2b.organization.sso', { connection: 'Acme SAML' })).count()).resolves.toBe(0);
  await expect(widget.root.getByRole('button', { name: /single sign-on/i }).count()).resolves.toBe(0);
  await expect(widget.root.getByRole('button').allTextContents()).resolves.toEqual([
    t('b2b.organization.continue'),
    t('b2b.organization.password'),
  ]);
  await expectNoAxeViolations(widget.page, 'organization login');
}

describe('B2B widget: the Organization login', () => {
  it('organizationSlug: the organization’s logo, name and allowed methods only; its email code signs the member in', async () => {
    const { organization } = await seedAcme();
    await widget.open({ config: organizationConfig('acme') });
    await expectAcmeLogin();

    const code = widget.emulator.api.mailbox.waitForCode(EMAIL);
    await emailField().fill(EMAIL);
    await widget.button(t('b2b.organization.continue')).click();
    // Only codes are allowed: 'Continue' sends the organization's code at once (no link-or-code choice).
    await widget.heading(t('b2b.email.otp.title')).waitFor();
    // The code's expiry counts down from the server's default 5 minutes (docs/behaviour.md §11).
    await expect
      .poll(() => widget.root.getByTestId('otp-countdown').textContent())
      .toMatch(/^Your code expires in (5:00|4:5\d)\.$/);
    await expectNoAxeViolations(widget.page, 'organization passcode');
    await widget.root.getByRole('textbox', { name: t('b2b.email.otp.label') }).fill(await code);

    const session = await widget.expectSignedIn({ organization: 'Acme' });
    expect(session.organization_id).toBe(organization.organization_id);
    expect(session.authentication_factors.map((factor) => factor.delivery_method)).toEqual(['email']);
    await expectNoAxeViolations(widget.page, 'signed in');
    const events = await widget.events();
    expect(events).toContain('B2B_ORGANIZATIONS_GET_BY_SLUG');
    expect(events).not.toContain('B2B_OTPS_EMAIL_DISCOVERY_AUTHENTICATE');
    widget.expectNothingRefused();
  });

  it('without organizationSlug, the slug comes from the page address by the project’s slug pattern', async () => {
    await seedAcme();
    await widget.open({ config: organizationConfig() }, '/org/acme/login?from=invite');
    await expectAcmeLogin();
    widget.expectNothingRefused();
  });

  it('an unknown slug in the address: the not-found screen, and no sign-in method', async () => {
    await seedAcme();
    await widget.open({ config: organizationConfig() }, '/org/umbrella');
    await widget.heading(t('b2b.organization.notFound.title')).waitFor();
    await widget.root.getByText(t('b2b.organization.notFound.body', { slug: 'umbrella' }), { exact: true }).waitFor();
    await expect(emailField().count()).resolves.toBe(0);
    await expect(widget.root.getByRole('button').count()).resolves.toBe(0);
    await expectNoAxeViolations(widget.page, 'organization not found');
    expect(await widget.events()).toContain('B2B_ORGANIZATIONS_GET_BY_SLUG');
    widget.expectNothingRefused();
  });

  it('a page address outside the slug pattern: the not-found screen says the page names no organization', async () => {
    await widget.open({ config: organizationConfig() }, '/welcome');
    await widget.heading(t('b2b.organization.notFound.title')).waitFor();
    await widget.root.getByText(t('b2b.organization.notFound.noSlug'), { exact: true }).waitFor();
    await expectNoAxeViolations(widget.page, 'no slug');
    widget.expectNothingRefused();
  });
});
