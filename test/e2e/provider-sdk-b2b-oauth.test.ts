/**
 * The provider's own published B2B headless client (@stytch/vanilla-js 6.3.0,
 * `b2b/headless`) completing B2B OAuth against the emulator in Chromium:
 * `oauth.google.start` (into an organization, with the PKCE pair the project
 * requires) and `oauth.google.discovery.start` navigate to the emulator's
 * start URLs, the visitor types an address on the emulated provider's page
 * and clicks Continue, the 303 lands on the app, and the app calls
 * `oauth.authenticate` / `oauth.discovery.authenticate` and
 * `discovery.intermediateSessions.exchange`.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { useProviderB2BClient } from './support/provider-b2b-client';

const b2b = useProviderB2BClient();
const { call, cookies, session } = b2b;

/** Starts the round trip in the page (organization or discovery); the SDK navigates away, so nothing is awaited in the page. */
async function start(kind: 'organization' | 'discovery', options: Record<string, unknown>): Promise<URL> {
  await session.page.evaluate(
    ([k, opts]) => {
      const google = (window as any).stytch.oauth.google;
      void (k === 'discovery' ? google.discovery.start(opts) : google.start(opts));
    },
    [kind, options] as const,
  );
  await session.page.waitForURL(/\/v1\/b2b\/public\/oauth\/google\/(discovery\/)?start\?/);
  return new URL(session.page.url());
}

/** Types the address on the provider's page and continues; the token of the app page it lands on. */
async function continueAs(email: string, landing: string, tokenType: string): Promise<string> {
  const page = session.page;
  await expect(page.getByRole('heading', { name: 'Sign in with Google' }).isVisible()).resolves.toBe(true);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === landing && url.searchParams.has('token'));
  await page.waitForFunction(() => 'stytch' in window);
  const url = new URL(page.url());
  expect(url.searchParams.get('stytch_token_type')).toBe(tokenType);
  return url.searchParams.get('token')!;
}

describe("the provider's B2B client and the emulator's B2B OAuth", () => {
  it('signs a member in to its organization by Google, with PKCE', async () => {
    await b2b.emulator.api.config.patch({ pkce: { oauth: true } });
    onTestFinished(() => b2b.emulator.api.config.patch({ pkce: { oauth: false } }).then(() => undefined));
    // The client reads pkce_required_for_oauth from bootstrap when it loads.
    await session.page.reload();
    await session.page.waitForFunction(() => 'stytch' in window);
    const { organization } = await b2b.emulator.api.organizations.create({
      organization_name: 'Acme',
      organization_slug: 'acme',
      members: [{ email_address: 'ada@acme.test' }],
    });
    const startUrl = await start('organization', {
      organization_id: organization.organization_id,
      login_redirect_url: `${b2b.appUrl}/login`,
      signup_redirect_url: `${b2b.appUrl}/signup`,
    });
    expect(startUrl.searchParams.get('pkce_code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await session.page.getByLabel('Workspace domain (hd)').inputValue()).toBe('example.com');

    const token = await continueAs('ada@acme.test', '/login', 'oauth');
    const signedIn = await call('oauth.authenticate', { oauth_token: token, session_duration_minutes: 60 });
    expect(signedIn.ok, signedIn.message).toBe(true);
    expect(signedIn).toMatchObject({
      member_authenticated: true,
      provider_type: 'Google',
      member: { email_address: 'ada@acme.test' },
      organization: { organization_id: organization.organization_id },
    });
    expect(signedIn.member_session.authentication_factors[0]).toMatchObject({ delivery_method: 'oauth_google' });
    expect(await cookies()).toContain('stytch_session=');
  }, 60_000);

  it('discovers by Google, then exchanges into the organization its tenant may join', async () => {
    const { organization } = await b2b.emulator.api.organizations.create({
      organization_name: 'Acme Workspace',
      oauth_tenant_jit_provisioning: 'RESTRICTED',
      allowed_oauth_tenants: { google: ['acme.test'] },
    });
    await start('discovery', { discovery_redirect_url: `${b2b.appUrl}/discover` });
    const token = await continueAs('fay@acme.test', '/discover', 'discovery_oauth');

    const found = await call('oauth.discovery.authenticate', { discovery_oauth_token: token });
    expect(found.ok, found.message).toBe(true);
    expect(found.email_address).toBe('fay@acme.test');
    expect(found.discovered_organizations.map((d: any) => [d.organization.organization_name, d.membership.type])).toEqual([
      ['Acme Workspace', 'eligible_to_join_by_oauth_tenant'],
    ]);
    expect(await cookies()).toContain('stytch_intermediate_session_token=');

    const exchanged = await call('discovery.intermediateSessions.exchange', {
      organization_id: organization.organization_id,
      session_duration_minutes: 60,
    });
    expect(exchanged.ok, exchanged.message).toBe(true);
    expect(exchanged).toMatchObject({ member_authenticated: true, member: { email_address: 'fay@acme.test', status: 'active' } });
    expect(exchanged.member_session.authentication_factors[0]).toMatchObject({ type: 'oauth', delivery_method: 'oauth_google' });
    const jar = await cookies();
    expect(jar).toContain('stytch_session=');
    expect(jar).not.toContain('stytch_intermediate_session_token=');
  }, 60_000);
});
