/**
 * The B2B widget's OAuth buttons (docs/behaviour.md §11) in real Chromium
 * against the emulator and its provider page (emulator/src/oauth-provider-page):
 * a button sends the page to the provider (with the PKCE challenge the project
 * requires here), the visitor continues there with an address, the redirect
 * lands back on the app's page and the widget's landing redeems the token
 * (with the verifier the start kept): by discovery, the organization list and
 * then one organization; into the Organization login's organization, signed in
 * at once. The organization's sign-in shows only the providers it allows.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { organizationRow, t, useB2BWidget } from './support/b2b-widget';

const widget = useB2BWidget({ config: { pkce: { oauth: true } } });

const PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'];
const NAMES = ['Google', 'Microsoft', 'HubSpot', 'Slack', 'GitHub'];

/** The names of the OAuth buttons the widget shows, in order. */
async function oauthButtons(): Promise<string[]> {
  const group = widget.root.getByRole('group', { name: t('b2b.oauth.providersLabel'), exact: true });
  await group.waitFor();
  return group.getByRole('button').allTextContents();
}

/** The start URL the page was sent to (the emulator's start serves its provider page). */
async function startUrl(): Promise<URL> {
  await widget.page.waitForURL(/\/v1\/b2b\/public\/oauth\/[a-z]+\/(discovery\/)?start\?/, { timeout: 10_000 });
  return new URL(widget.page.url());
}

/** On the emulator's provider page for `provider`: continues as `email`, and waits for the app's `landing` with its token. */
async function continueAtProvider(provider: string, email: string, landing: string, tokenType: string): Promise<void> {
  const { page } = widget;
  await page.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === landing && url.searchParams.get('stytch_token_type') === tokenType, { timeout: 20_000 });
}

describe('B2B widget: OAuth through the emulated providers', () => {
  it("Discovery: 'Continue with Google' → the provider → the organization list → one organization → signed in", async () => {
    const email = 'ada@acme.test';
    const seeded = await widget.emulator.api.organizations.create({ organization_name: 'Acme', members: [{ email_address: email }] });
    await widget.emulator.api.organizations.create({ organization_name: 'Globex', members: [{ email_address: email }] });
    await widget.open({
      config: {
        authFlowType: 'Discovery',
        products: ['emailOtp', 'oauth'],
        oauthOptions: { providers: PROVIDERS, discoveryRedirectURL: `${widget.url}/discover` },
        sessionOptions: { sessionDurationMinutes: 60 },
      },
    });
    await widget.heading(t('b2b.main.title')).waitFor();
    expect(await oauthButtons()).toEqual(NAMES.map((provider) => t('b2b.oauth.continueWith', { provider })));
    await expectNoAxeViolations(widget.page, 'B2BMain with the OAuth buttons');

    await widget.button(t('b2b.oauth.continueWith', { provider: 'Google' })).click();
    const start = await startUrl();
    expect(start.pathname).toBe('/v1/b2b/public/oauth/google/discovery/start');
    expect(start.searchParams.get('discovery_redirect_url')).toBe(`${widget.url}/discover`);
    expect(start.searchParams.get('pkce_code_challenge')).toMatch(/^[\w-]{43}$/);
    await continueAtProvider('Google', email, '/discover', 'discovery_oauth');

    // The landing redeems the token: both organizations, then Acme.
    await widget.heading(t('b2b.discovery.title')).waitFor();
    await organizationRow(widget, 'Globex').waitFor();
    await organizationRow(widget, 'Acme').click();
    const session = await widget.expectSignedIn({ organization: 'Acme' });
    expect(session.member_id).toBe(seeded.members[0]!.member_id);
    expect(session.authentication_factors[0]).toMatchObject({ type: 'oauth', delivery_method: 'oauth_google' });
    expect(new URL(widget.page.url()).searchParams.has('token')).toBe(false);
    expect(await widget.events()).toEqual(['B2B_OAUTH_DISCOVERY_AUTHENTICATE', 'B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE', 'AuthenticateFlowComplete']);
    expect(await widget.errors()).toEqual([]);
    widget.expectNothingRefused();
  }, 60_000);

  it('Organization: only the providers the organization allows; Microsoft signs the member in to it', async () => {
    const email = 'grace@globex.test';
    const seeded = await widget.emulator.api.organizations.create({
      organization_name: 'Globex',
      organization_slug: 'globex',
      auth_methods: 'RESTRICTED',
      allowed_auth_methods: ['microsoft_oauth', 'github_oauth'],
      members: [{ email_address: email }],
    });
    await widget.open({
      config: {
        authFlowType: 'Organization',
        organizationSlug: 'globex',
        products: ['emailOtp', 'oauth'],
        oauthOptions: { providers: PROVIDERS, loginRedirectURL: `${widget.url}/login`, signupRedirectURL: `${widget.url}/signup` },
        sessionOptions: { sessionDurationMinutes: 60 },
      },
    });
    await widget.heading(t('b2b.organization.title', { organization: 'Globex' })).waitFor();
    expect(await oauthButtons()).toEqual(['Microsoft', 'GitHub'].map((provider) => t('b2b.oauth.continueWith', { provider })));
    // The organization allows no email passcode: no email field either.
    expect(await widget.root.getByRole('textbox').count()).toBe(0);
    await expectNoAxeViolations(widget.page, "the organization's sign-in with its OAuth providers");

    await widget.button(t('b2b.oauth.continueWith', { provider: 'Microsoft' })).click();
    const start = await startUrl();
    expect(start.pathname).toBe('/v1/b2b/public/oauth/microsoft/start');
    expect(start.searchParams.get('organization_id')).toBe(seeded.organization.organization_id);
    expect(start.searchParams.get('login_redirect_url')).toBe(`${widget.url}/login`);
    expect(start.searchParams.get('signup_redirect_url')).toBe(`${widget.url}/signup`);
    await continueAtProvider('Microsoft', email, '/login', 'oauth');

    const session = await widget.expectSignedIn({ organization: 'Globex' });
    expect(session.member_id).toBe(seeded.members[0]!.member_id);
    expect(session.organization_id).toBe(seeded.organization.organization_id);
    expect(session.authentication_factors[0]).toMatchObject({ type: 'oauth', delivery_method: 'oauth_microsoft' });
    expect(new URL(widget.page.url()).searchParams.has('token')).toBe(false);
    expect(await widget.events()).toEqual(['B2B_OAUTH_AUTHENTICATE', 'AuthenticateFlowComplete']);
    expect(await widget.errors()).toEqual([]);
    widget.expectNothingRefused();
  }, 60_000);
});
