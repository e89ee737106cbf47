/**
 * Portico's B2B client against the real emulator over HTTP: `oauth.google.start`
 * (organization, with the PKCE pair the project requires) and
 * `oauth.google.discovery.start` navigate to the emulator's provider page
 * (captured through the `navigate` seam, then answered over HTTP as a browser
 * would post it); `oauth.authenticate` and `oauth.discovery.authenticate`
 * redeem the tokens of the redirects, once; `impersonation.authenticate`
 * redeems a token minted by the dev API; `idp.*` authorizes a connected app
 * with the member session.
 */
import { describe, expect, it } from 'vitest';
import type { PorticoB2BClient } from '../../src/core/b2b/client';
import { useB2BClients } from './support/b2b-clients';
import { errorTypeOf, readCookie, type Emulator } from './support/harness';

let emulator: Emulator;
const b2bClients = useB2BClients(
  {
    pkce: { oauth: true },
    connectedApps: [
      {
        client_id: 'partner-app',
        client_secret: 'partner-secret',
        client_name: 'Partner App',
        client_type: 'third_party',
        redirect_uris: ['http://localhost:4000/callback'],
        post_logout_redirect_uris: ['http://localhost:4000/signed-out'],
      },
    ],
  },
  (started) => (emulator = started),
);

/** A client whose navigations are recorded in `visited` instead of made. */
function newB2BClient(): { client: PorticoB2BClient; visited: string[] } {
  const visited: string[] = [];
  const client = b2bClients.newB2BClient({ seams: { navigate: (url: string) => visited.push(url) } });
  return { client, visited };
}

/** The provider page a browser would show, answered with `email`; returns the app URL of the 303. */
async function throughProvider(startUrl: string, email: string): Promise<URL> {
  const html = await (await fetch(startUrl)).text();
  const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const answer = await fetch(new URL(action, startUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: emulator.url },
    body: new URLSearchParams({ state: field('state'), email, name: field('name'), tenant: field('tenant'), action: 'continue' }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

describe('B2B client: OAuth and impersonation against the emulator', () => {
  it('signs a member in by Google OAuth with PKCE; the token is redeemed once', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      organization_slug: 'acme',
      members: [{ email_address: 'ada@acme.example' }],
    });
    const { client, visited } = newB2BClient();
    await client.oauth.google.start({ organization_slug: 'acme', login_redirect_url: 'http://localhost:3000/authenticate' });
    const start = new URL(visited[0]!);
    expect(start.pathname).toBe('/v1/b2b/public/oauth/google/start');
    expect(start.searchParams.get('pkce_code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const landed = await throughProvider(start.toString(), 'ada@acme.example');
    expect(landed.searchParams.get('stytch_token_type')).toBe('oauth');
    const token = landed.searchParams.get('token')!;
    const signedIn = await client.oauth.authenticate({ oauth_token: token, session_duration_minutes: 60 });
    expect(signedIn).toMatchObject({
      member_authenticated: true,
      organization: { organization_id: organization.organization_id },
      member: { email_address: 'ada@acme.example' },
    });
    expect(signedIn.member_session?.authentication_factors[0]).toMatchObject({ delivery_method: 'oauth_google' });
    expect(readCookie('stytch_session')).toBe(signedIn.session_token);
    expect(client.session.getSync()?.member_session_id).toBe(signedIn.member_session?.member_session_id);

    // A second client (another page) cannot spend the token again.
    const { client: other } = newB2BClient();
    expect(await errorTypeOf(other.oauth.authenticate({ oauth_token: token, session_duration_minutes: 60 }))).toBe('oauth_token_not_found');
  });

  it('discovers organizations by Google OAuth and exchanges into one joinable by tenant', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme Workspace',
      oauth_tenant_jit_provisioning: 'RESTRICTED',
      allowed_oauth_tenants: { google: ['acme.example'] },
    });
    const { client, visited } = newB2BClient();
    await client.oauth.google.discovery.start({ discovery_redirect_url: 'http://localhost:3000/discover' });
    const landed = await throughProvider(visited[0]!, 'ada@acme.example');
    expect(landed.searchParams.get('stytch_token_type')).toBe('discovery_oauth');
    const found = await client.oauth.discovery.authenticate({ discovery_oauth_token: landed.searchParams.get('token')! });
    expect(found.email_address).toBe('ada@acme.example');
    expect(found.discovered_organizations.map((d) => d.membership.type)).toEqual(['eligible_to_join_by_oauth_tenant']);
    expect(readCookie('stytch_intermediate_session_token')).toBe(found.intermediate_session_token);

    const joined = await client.discovery.intermediateSessions.exchange({
      organization_id: organization.organization_id,
      session_duration_minutes: 60,
    });
    expect(joined).toMatchObject({ member_authenticated: true, member: { email_address: 'ada@acme.example' } });
    expect(readCookie('stytch_intermediate_session_token')).toBeNull();
  });

  it('redeems an impersonation token into an impersonated member session, which authorizes a connected app', async () => {
    const { members } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.example' }],
    });
    const token = await emulator.api.memberImpersonation.createToken({ member_id: members[0]!.member_id });
    const { client } = newB2BClient();
    const signedIn = await client.impersonation.authenticate({ impersonation_token: token });
    expect(signedIn.member_session?.authentication_factors[0]).toMatchObject({ type: 'impersonated' });
    expect(client.session.getSync()?.member_id).toBe(members[0]!.member_id);

    // The member session authorizes a connected app: consent asked, then a code for the callback.
    const request = {
      client_id: 'partner-app',
      redirect_uri: 'http://localhost:4000/callback',
      response_type: 'code',
      scopes: ['openid', 'email'],
    };
    const start = await client.idp.oauthAuthorizeStart(request);
    expect(start).toMatchObject({ consent_required: true, client: { client_name: 'Partner App' } });
    const submitted = await client.idp.oauthAuthorizeSubmit({ ...request, consent_granted: true, state: 'xyz' });
    const callback = new URL(submitted.redirect_uri);
    expect(callback.origin + callback.pathname).toBe('http://localhost:4000/callback');
    expect(callback.searchParams.get('state')).toBe('xyz');
    expect(callback.searchParams.get('code')).toBe(submitted.authorization_code);
    const logout = await client.idp.oauthLogoutStart({
      client_id: 'partner-app',
      post_logout_redirect_uri: 'http://localhost:4000/signed-out',
      state: 'bye',
    });
    expect(logout).toMatchObject({ consent_required: true, redirect_uri: 'http://localhost:4000/signed-out?state=bye' });
  });
});
