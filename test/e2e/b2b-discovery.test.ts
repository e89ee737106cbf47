/**
 * Portico's B2B widget (the script-tag build, `portico/standalone/b2b`) in
 * real Chromium against the emulator: the Discovery login (docs/architecture.md,
 * "B2B widget"). By email passcode to no organization and creating one; by
 * emailed discovery link, opened on the page with the widget, which redeems it
 * and lists two memberships; accepting an invite from the list. Each ends in
 * the success screen, a member session in the page's client that the emulator
 * authenticates, and one `AuthenticateFlowComplete`; axe finds nothing on each
 * screen reached.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { continueWithEmail, discoverByCode, DISCOVERY_BY_CODE, organizationRow, t, useB2BWidget } from './support/b2b-widget';

const widget = useB2BWidget();

describe('B2B widget: discovery', () => {
  it('by email passcode: no organization, creates one (name and slug) and signs in as its admin', async () => {
    const email = 'ada@acme.test';
    await widget.open({ config: DISCOVERY_BY_CODE });
    await widget.heading(t('b2b.main.title')).waitFor();
    await expectNoAxeViolations(widget.page, 'B2BMain');

    const code = widget.emulator.api.mailbox.waitForCode(email);
    await continueWithEmail(widget, email);
    await widget.heading(t('b2b.email.otp.title')).waitFor();
    await widget.root.getByText(t('b2b.email.otp.sentTo', { email }), { exact: true }).waitFor();
    await expectNoAxeViolations(widget.page, 'the email passcode');
    // The mailbox's code typed in full: the widget verifies on the sixth digit.
    await widget.root.getByRole('textbox', { name: t('b2b.email.otp.label') }).fill(await code);
    await widget.heading(t('b2b.discovery.none.createTitle')).waitFor();
    await widget.root.getByText(t('b2b.discovery.none.createBody', { email }), { exact: true }).waitFor();
    await expectNoAxeViolations(widget.page, 'no organizations');

    await widget.button(t('b2b.discovery.create')).click();
    await widget.heading(t('b2b.discovery.createForm.title')).waitFor();
    const name = widget.root.getByRole('textbox', { name: t('b2b.discovery.createForm.name') });
    const slug = widget.root.getByRole('textbox', { name: t('b2b.discovery.createForm.slug') });
    await name.fill('Acme Rockets');
    // The slug follows the name until edited.
    await expect.poll(() => slug.inputValue()).toBe('acme-rockets');
    await slug.fill('acme-rockets-hq');
    await expectNoAxeViolations(widget.page, 'create an organization');
    await widget.button(t('b2b.discovery.createForm.submit')).click();

    const session = await widget.expectSignedIn({ organization: 'Acme Rockets' });
    await expectNoAxeViolations(widget.page, 'signed in');
    expect(session.roles).toEqual(expect.arrayContaining(['stytch_admin']));
    expect(session.authentication_factors.map((factor) => factor.type)).toEqual(['otp']);
    const organization = await widget.page.evaluate(() =>
      (window as any).porticoB2B.client.organization.getSync(),
    );
    expect(organization).toMatchObject({ organization_name: 'Acme Rockets', organization_slug: 'acme-rockets-hq' });
    const events = await widget.events();
    expect(events).toEqual(
      expect.arrayContaining(['B2B_OTPS_EMAIL_DISCOVERY_SEND', 'B2B_OTPS_EMAIL_DISCOVERY_AUTHENTICATE', 'B2B_DISCOVERY_ORGANIZATIONS_CREATE']),
    );
    expect(await widget.errors()).toEqual([]);
    widget.expectNothingRefused();
  });

  it('by emailed discovery link: the widget on the link’s page redeems it, lists two memberships, and enters the one chosen', async () => {
    const email = 'bea@acme.test';
    const api = widget.emulator.api;
    await api.organizations.create({ organization_name: 'Initech', members: [{ email_address: email }] });
    const { organization: globex, members } = await api.organizations.create({
      organization_name: 'Globex',
      members: [{ email_address: email }],
    });
    const landing = `${widget.url}/landing`;
    const config = {
      authFlowType: 'Discovery',
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { discoveryRedirectURL: landing },
      sessionOptions: { sessionDurationMinutes: 60 },
    };
    await widget.open({ config });
    const link = api.mailbox.waitForLink(email);
    await continueWithEmail(widget, email);
    await widget.heading(t('b2b.email.sent.title')).waitFor();
    await widget.root.getByText(t('b2b.email.sent.sentTo', { email }), { exact: true }).waitFor();
    await expectNoAxeViolations(widget.page, 'check your email');

    const { url } = await link;
    expect(url.startsWith(`${landing}?`)).toBe(true);
    expect(new URL(url).searchParams.get('stytch_token_type')).toBe('discovery');
    // The same page with the widget, at the link's address.
    await widget.page.goto(url);
    await widget.heading(t('b2b.discovery.title')).waitFor();
    // The token leaves the address bar once redeemed.
    expect(new URL(widget.page.url()).searchParams.has('token')).toBe(false);
    await organizationRow(widget, 'Initech').waitFor();
    await organizationRow(widget, 'Globex').waitFor();
    await expect.poll(() => organizationRow(widget, 'Globex').textContent()).toContain(t('b2b.discovery.continue'));
    await expectNoAxeViolations(widget.page, 'the organization list');

    await organizationRow(widget, 'Globex').click();
    const session = await widget.expectSignedIn({ organization: 'Globex' });
    expect(session.organization_id).toBe(globex.organization_id);
    expect(session.member_id).toBe(members[0]!.member_id);
    expect(session.authentication_factors.map((factor) => factor.type)).toEqual(['magic_link']);
    expect(await widget.events()).toEqual(
      expect.arrayContaining(['B2B_MAGIC_LINK_DISCOVERY_AUTHENTICATE', 'B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE']),
    );
    expect(await widget.errors()).toEqual([]);
    widget.expectNothingRefused();
  });

  it('accepts an invite from the list: the invited member becomes active and signs in', async () => {
    const email = 'cy@acme.test';
    const api = widget.emulator.api;
    const { organization, members } = await api.organizations.create({
      organization_name: 'Umbrella',
      members: [{ email_address: email, status: 'invited' }],
    });
    await widget.open({ config: DISCOVERY_BY_CODE });
    await discoverByCode(widget, email);
    await widget.heading(t('b2b.discovery.title')).waitFor();
    const row = organizationRow(widget, 'Umbrella');
    await expect.poll(() => row.textContent()).toContain(t('b2b.discovery.acceptInvite'));
    await expectNoAxeViolations(widget.page, 'the list with an invite');

    await row.click();
    const session = await widget.expectSignedIn({ organization: 'Umbrella' });
    expect(session.organization_id).toBe(organization.organization_id);
    expect(session.member_id).toBe(members[0]!.member_id);
    const member = await widget.page.evaluate(() => (window as any).porticoB2B.client.self.getSync());
    expect(member).toMatchObject({ email_address: email, status: 'active' });
    expect(await widget.errors()).toEqual([]);
    widget.expectNothingRefused();
  });
});
