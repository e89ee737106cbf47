/**
 * The B2B widget's password screens (docs/architecture.md, "B2B widget") in
 * real Chromium against the emulator, in the Discovery login: a password
 * reset from 'Use a password instead' → 'Forgot your password?' → the reset
 * email, whose link opens the page that mounts the reset form
 * (`authFlowType: 'PasswordReset'` and `mountPasswordReset`), the new
 * password, the organization list, signed in; and a member's wrong password,
 * which shows the catalogue's message and signs nobody in, then the right one.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { expectNoAxeViolations } from './support/axe';
import { errorText, organizationRow, t, useB2BWidget, type B2BMountMethod } from './support/b2b-widget';

const widget = useB2BWidget();

const OLD_PASSWORD = 'Old-password-for-Acme-2024';
const NEW_PASSWORD = 'Fresh-ladder-Orbit-57-quartz';

function discoveryWithPasswords(resetPage: string) {
  return {
    authFlowType: 'Discovery',
    products: ['emailOtp', 'passwords'],
    passwordOptions: { resetPasswordRedirectURL: resetPage, discoveryRedirectURL: resetPage },
    sessionOptions: { sessionDurationMinutes: 60 },
  };
}

function emailField() {
  return widget.root.getByRole('textbox', { name: MESSAGES['field.email'], exact: true });
}

function passwordField(label: string) {
  return widget.root.getByLabel(label, { exact: true });
}

/** From B2BMain to the reset email sent, then the reset page the link opens, mounted by `method`. */
async function resetThroughEmail(email: string, method: B2BMountMethod): Promise<void> {
  const resetPage = `${widget.url}/reset-password`;
  await widget.open({ config: discoveryWithPasswords(resetPage) });
  await widget.button(t('b2b.main.password')).click();
  await widget.heading(t('b2b.password.loginTitle')).waitFor();
  await widget.button(t('b2b.password.forgot')).click();

  await widget.heading(t('b2b.password.forgotTitle')).waitFor();
  await widget.root.getByText(t('b2b.password.forgotDiscovery'), { exact: true }).waitFor();
  await expectNoAxeViolations(widget.page, 'reset email');
  await emailField().fill(email);
  const link = widget.emulator.api.mailbox.waitForLink(email);
  await widget.button(t('b2b.password.sendLink')).click();
  await widget.heading(t('b2b.password.sentTitle')).waitFor();
  await widget.root.getByText(t('b2b.password.sentBody', { email }), { exact: true }).waitFor();
  await expectNoAxeViolations(widget.page, 'reset email sent');

  const { url } = await link;
  expect(url.startsWith(`${resetPage}?`)).toBe(true);
  expect(new URL(url).searchParams.get('stytch_token_type')).toBe('discovery');
  expect(await widget.events()).toContain('B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL_START');

  // The page the link opens mounts the reset form; the widget reads the token from the address.
  const config = { authFlowType: 'PasswordReset', products: ['passwords'], sessionOptions: { sessionDurationMinutes: 60 } };
  await widget.useSpec(method === 'mount' ? { config } : { method, config });
  await widget.page.goto(url);
  await widget.heading(t('b2b.password.setNewTitle')).waitFor();
  await expectNoAxeViolations(widget.page, 'the reset form');
  await passwordField(t('b2b.password.newField')).fill(NEW_PASSWORD);
  await widget.root.getByText(t('b2b.password.accepted'), { exact: true }).waitFor();
  await widget.button(MESSAGES['common.continue']).click();
}

describe('B2B widget: passwords', () => {
  for (const method of ['mount', 'mountPasswordReset'] as const) {
    it(`resets a member's password from the emailed link (${method}), lists the organization and signs in`, async () => {
      const email = `ada-${method.toLowerCase()}@acme.test`;
      const { organization, members } = await widget.emulator.api.organizations.create({
        organization_name: 'Acme',
        members: [{ email_address: email, password: OLD_PASSWORD }],
      });
      await resetThroughEmail(email, method);

      // A discovery reset proves the address: its organizations follow.
      await widget.heading(t('b2b.discovery.title')).waitFor();
      await expectNoAxeViolations(widget.page, 'the organization list after a reset');
      await organizationRow(widget, 'Acme').click();
      const session = await widget.expectSignedIn({ organization: 'Acme' });
      expect(session).toMatchObject({ member_id: members[0]!.member_id, organization_id: organization.organization_id });
      expect(await widget.events()).toEqual(
        expect.arrayContaining(['B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL', 'B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE']),
      );
      expect(await widget.errors()).toEqual([]);
      widget.expectNothingRefused();

      // The new password is the member's now, the old one is not.
      const authenticate = (password: string) =>
        fetch(`${widget.emulator.url}/sdk/v1/b2b/passwords/discovery/authenticate`, {
          method: 'POST',
          headers: { authorization: `Basic ${btoa('public-token-test-emulator:')}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email_address: email, password }),
        }).then((answer) => answer.status);
      expect(await authenticate(NEW_PASSWORD)).toBe(200);
      expect(await authenticate(OLD_PASSWORD)).not.toBe(200);
    });
  }

  it("a member's wrong password shows the catalogue's message and signs nobody in; the right one lists the organization", async () => {
    const email = 'bea@acme.test';
    await widget.emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: email, password: OLD_PASSWORD }],
    });
    await widget.open({ config: discoveryWithPasswords(`${widget.url}/reset-password`) });
    await widget.button(t('b2b.main.password')).click();
    await widget.heading(t('b2b.password.loginTitle')).waitFor();
    await expectNoAxeViolations(widget.page, 'password login');
    await emailField().fill(email);
    await passwordField(t('b2b.password.field')).fill('Not-the-password-at-all-9');
    await widget.button(MESSAGES['common.continue']).click();

    await widget.root.getByText(errorText('unauthorized_credentials'), { exact: true }).waitFor();
    await expectNoAxeViolations(widget.page, 'password login with its error');
    expect(await widget.page.evaluate(() => (window as any).porticoB2B.client.session.getSync())).toBeNull();
    expect(await widget.errors()).toHaveLength(1);
    // The refused sign-in is the one 401 (and the console line Chromium writes for it).
    widget.expectNothingRefused([
      /^http 401: POST .*\/b2b\/passwords\/discovery\/authenticate$/,
      /^error: Failed to load resource: the server responded with a status of 401/,
    ]);

    await passwordField(t('b2b.password.field')).fill(OLD_PASSWORD);
    await widget.button(MESSAGES['common.continue']).click();
    await widget.heading(t('b2b.discovery.title')).waitFor();
    await organizationRow(widget, 'Acme').click();
    const session = await widget.expectSignedIn({ organization: 'Acme' });
    expect(session.authentication_factors.map((factor) => factor.type)).toEqual(['password']);
  });
});
