/**
 * The provider's published B2B UI (@stytch/vanilla-js 6.3.0, `mount` from its
 * `b2b` entry) signs in against the emulator in Chromium: the Discovery flow
 * by email passcode, the no-organizations screen and creating an
 * organization, the organization list and joining one by its allowed email
 * domain, each ending in a member session the emulator knows. Proof that the
 * emulator serves the provider's own UI too, not only its headless client
 * (provider-sdk-b2b.test.ts); docs/protocol.md §13 says how the UI is pointed
 * at the emulator. The UI's titles are styled text, not headings, so they are
 * found by their text; fields and buttons by label and role.
 */
import { onTestFinished, describe, expect, it } from 'vitest';
import { useProviderB2BUI } from './support/provider-b2b-ui';
import { PUBLIC_TOKEN } from './support/script-app';

const ui = useProviderB2BUI();

/** Types the address, then the passcode the emulator mailed to it. */
async function discoverByEmailPasscode(email: string): Promise<void> {
  const { page } = ui.session;
  await page.getByLabel('Email').fill(email);
  const code = ui.emulator.api.mailbox.waitForCode(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('One-time passcode').fill(await code);
}

interface SignedIn {
  session: { member_id: string; organization_id: string; roles: string[]; authentication_factors: { type: string }[] };
  member: { member_id: string; email_address: string };
  organization: { organization_id: string; organization_name: string };
}

/**
 * What the page's client holds once the UI says it is done, after checking
 * that the emulator authenticates the session token the page holds.
 */
async function signedIn(): Promise<SignedIn> {
  const { page } = ui.session;
  await page.getByText('You have successfully logged in.').waitFor();
  const state = await page.evaluate(() => {
    const stytch = (window as any).stytch;
    return {
      session: stytch.session.getSync(),
      member: stytch.self.getSync(),
      organization: stytch.organization.getSync(),
      sessionToken: stytch.session.getTokens()?.session_token as string,
    };
  });
  const answer = await fetch(`${ui.emulator.url}/sdk/v1/b2b/sessions/authenticate`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${state.sessionToken}`)}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(answer.status).toBe(200);
  const { data } = (await answer.json()) as { data: { member: { member_id: string }; organization: { organization_id: string } } };
  expect(data.member.member_id).toBe(state.member.member_id);
  expect(data.organization.organization_id).toBe(state.organization.organization_id);
  expect(state.session.member_id).toBe(state.member.member_id);
  expect(state.session.organization_id).toBe(state.organization.organization_id);
  return state;
}

/** Every request the UI made was answered: no failed request, no 4xx or 5xx, no console error. */
function expectNothingRefused(): void {
  expect(ui.session.pageErrors).toEqual([]);
  expect(ui.session.consoleProblems).toEqual([]);
}

describe("the provider's B2B UI against the emulator", () => {
  it('discovers by email passcode, creates an organization and signs the member in as its admin', async () => {
    const { page } = ui.session;
    const email = 'ada@acme.test';
    await ui.open();
    await discoverByEmailPasscode(email);

    // No organization has this address, and the bootstrap's create_organization_enabled lets the UI offer one.
    await page.getByText('Create an organization to get started').waitFor();
    await page.getByRole('button', { name: 'Create an organization' }).click();

    const state = await signedIn();
    expect(state.member.email_address).toBe(email);
    // The UI sends no name; the emulator names it after the address's domain, as the provider does
    // (emulator/src/products/b2b/slug.ts).
    expect(state.organization.organization_name).toBe('Acme');
    expect(state.session.roles).toEqual(expect.arrayContaining(['stytch_admin', 'stytch_member']));
    expect(state.session.authentication_factors.map((factor) => factor.type)).toEqual(['otp']);
    expect(await ui.events()).toContain('B2B_DISCOVERY_ORGANIZATIONS_CREATE');
    // The UI's telemetry reached the emulator's events sink (docs/protocol.md §9).
    await expect
      .poll(async () => (await ui.emulator.api.events.list()).map((item) => (item as { event: { event_name: string } }).event.event_name))
      .toContain('render_b2b_login_screen');
    expectNothingRefused();
  }, 60_000);

  it('lists the organizations the address may enter and joins one by its allowed email domain', async () => {
    const { page } = ui.session;
    const email = 'bea@acme.test';
    const { organization: globex } = await ui.emulator.api.organizations.create({
      organization_name: 'Globex',
      email_allowed_domains: ['acme.test'],
      email_jit_provisioning: 'RESTRICTED',
    });
    await ui.emulator.api.organizations.create({ organization_name: 'Initech', members: [{ email_address: email }] });
    await ui.open();
    await discoverByEmailPasscode(email);

    await page.getByText('Select an organization to continue').waitFor();
    // Initech, where the address is a member, and Globex, which it may join (the row's badge says Join).
    await page.getByRole('button', { name: /Initech/ }).waitFor();
    await page.getByRole('button', { name: /Globex.*Join/ }).click();

    const state = await signedIn();
    expect(state.organization.organization_id).toBe(globex.organization_id);
    expect(state.member.email_address).toBe(email);
    expect(state.session.roles).toEqual(['stytch_member']);
    expect(await ui.events()).toContain('B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE');
    expectNothingRefused();
  }, 60_000);

  it('offers no organization to create when the project turns creation off', async () => {
    const { page } = ui.session;
    await ui.emulator.api.config.patch({ createOrganizationEnabled: false });
    onTestFinished(() => ui.emulator.api.config.patch({ createOrganizationEnabled: true }).then(() => undefined));
    await ui.open();
    await discoverByEmailPasscode('cy@acme.test');

    await page.getByText('cy@acme.test does not belong to any organizations.').waitFor();
    // The screen is drawn: its one way on is another address.
    await page.getByRole('button', { name: 'Try a different email address' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create an organization' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as any).stytch.session.getSync())).toBeNull();
    expectNothingRefused();
  }, 60_000);
});
