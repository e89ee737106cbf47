/**
 * B2B OAuth against the real emulator over HTTP: the browser start (into an
 * organization or by discovery) answers the emulated provider's page, whose
 * form redirects with an `oauth` or `discovery_oauth` token; authenticate
 * redeems it once (PKCE-bound) into a member session, JIT by the
 * organization's tenant rule, an intermediate session when MFA is owed, or
 * the discovered organizations.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_TOKEN, devApi, type Emulator } from './support/harness';
import { b2b, expectError, startB2BEmulator } from './support/b2b-http';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startB2BEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.api.reset());

const LOGIN = 'http://localhost:3000/login';
const SIGNUP = 'http://localhost:3000/signup';
const DISCOVERY = 'http://localhost:3000/discover';

function startUrl(path: string, params: Record<string, string>): string {
  const url = new URL(`${emulator.url}/v1/b2b/public/oauth/${path}`);
  url.searchParams.set('public_token', PUBLIC_TOKEN);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Opens the start URL and answers the page's form; returns where the 303 points. */
async function throughProvider(
  url: string,
  identity: { email?: string; tenant?: string; action?: 'continue' | 'cancel' } = {},
): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? '';
  const formAction = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const answer = await fetch(new URL(formAction, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: emulator.url },
    body: new URLSearchParams({
      state: field('state'),
      email: identity.email ?? field('email'),
      name: field('name'),
      tenant: identity.tenant ?? field('tenant'),
      action: identity.action ?? 'continue',
    }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('organization OAuth', () => {
  it('signs a member in through the provider page: oauth factor, registration, provider_values; the token is single use', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      organization_slug: 'acme',
      members: [{ email_address: 'ada@acme.test' }],
    });
    const landed = await throughProvider(
      startUrl('google/start', { slug: 'acme', login_redirect_url: LOGIN, signup_redirect_url: SIGNUP, custom_scopes: 'drive' }),
      { email: 'ada@acme.test' },
    );
    expect(landed.origin + landed.pathname).toBe(LOGIN);
    expect(landed.searchParams.get('stytch_token_type')).toBe('oauth');
    const token = landed.searchParams.get('token')!;

    const signedIn = await b2b(emulator, 'POST', '/b2b/oauth/authenticate', { oauth_token: token, session_duration_minutes: 60 });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({
      member_authenticated: true,
      organization: { organization_id: organization.organization_id },
      member: { email_address: 'ada@acme.test' },
      provider_type: 'Google',
      provider_tenant_id: 'acme.test',
    });
    const factor = signedIn.json.member_session.authentication_factors[0];
    expect(factor).toMatchObject({ type: 'oauth', delivery_method: 'oauth_google', sequence_order: 'PRIMARY' });
    expect(factor.google_oauth_factor.provider_subject).toBe(signedIn.json.provider_subject);
    expect(signedIn.json.member.oauth_registrations).toEqual([
      expect.objectContaining({
        provider_type: 'Google',
        provider_subject: signedIn.json.provider_subject,
        member_oauth_registration_id: signedIn.json.method_id,
        provider_tenants: [{ tenant_id: 'acme.test', tenant_name: 'acme.test' }],
      }),
    ]);
    expect(signedIn.json.provider_values.scopes).toEqual(['openid', 'email', 'profile', 'drive']);
    // The emulated provider's ID token verifies against its published keys, and carries the tenant claim.
    const jwks = createRemoteJWKSet(new URL(`${emulator.url}/_emulator/b2b/oauth/jwks.json`));
    const { payload: idToken } = await jwtVerify(signedIn.json.provider_values.id_token, jwks, { audience: 'project-test-emulator' });
    expect(idToken).toMatchObject({ email: 'ada@acme.test', hd: 'acme.test', sub: signedIn.json.provider_subject });

    const again = await b2b(emulator, 'POST', '/b2b/oauth/authenticate', { oauth_token: token, session_duration_minutes: 60 });
    expectError(again, 404, 'oauth_token_not_found');
  });

  it('creates a member by tenant JIT (signup URL), and refuses a tenant the organization does not list', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Globex',
      oauth_tenant_jit_provisioning: 'RESTRICTED',
      allowed_oauth_tenants: { slack: ['TGLOBEX'] },
    });
    const params = { organization_id: organization.organization_id, login_redirect_url: LOGIN, signup_redirect_url: SIGNUP };
    const landed = await throughProvider(startUrl('slack/start', params), { email: 'hank@anywhere.test', tenant: 'TGLOBEX' });
    expect(landed.origin + landed.pathname).toBe(SIGNUP);
    const joined = await b2b(emulator, 'POST', '/b2b/oauth/authenticate', {
      oauth_token: landed.searchParams.get('token'),
      session_duration_minutes: 60,
    });
    expect(joined.status).toBe(200);
    expect(joined.json).toMatchObject({ member_authenticated: true, member: { email_address: 'hank@anywhere.test', status: 'active' } });
    expect(joined.json.member_session.authentication_factors[0]).toMatchObject({
      delivery_method: 'oauth_slack',
      slack_oauth_factor: { provider_tenant_id: 'TGLOBEX' },
    });

    const other = await throughProvider(startUrl('slack/start', params), { email: 'eve@anywhere.test', tenant: 'TOTHER' });
    expect(other.origin + other.pathname).toBe(LOGIN);
    const refused = await b2b(emulator, 'POST', '/b2b/oauth/authenticate', {
      oauth_token: other.searchParams.get('token'),
      session_duration_minutes: 60,
    });
    expectError(refused, 403, 'invalid_oauth_tenant_for_jit_provisioning');
  });

  it('answers an intermediate session when the organization requires MFA', async () => {
    await emulator.api.organizations.create({
      organization_name: 'Initech',
      organization_slug: 'initech',
      mfa_policy: 'REQUIRED_FOR_ALL',
      members: [{ email_address: 'pam@initech.test', mfa_phone_number: '+12025550123' }],
    });
    const landed = await throughProvider(startUrl('microsoft/start', { slug: 'initech' }), { email: 'pam@initech.test' });
    const owed = await b2b(emulator, 'POST', '/b2b/oauth/authenticate', {
      oauth_token: landed.searchParams.get('token'),
      session_duration_minutes: 60,
    });
    expect(owed.status).toBe(200);
    expect(owed.json).toMatchObject({
      member_authenticated: false,
      member_session: null,
      session_token: '',
      mfa_required: { member_options: { mfa_phone_number: '+12025550123' } },
      provider_type: 'Microsoft',
    });
    expect(owed.json.intermediate_session_token).toMatch(/^\S{40,}$/);

    // The SMS factor completes it: the session holds the OAuth factor the intermediate session remembered.
    const code = emulator.api.mailbox.waitForCode('+12025550123');
    const mfa = { organization_id: owed.json.organization.organization_id, member_id: owed.json.member_id, intermediate_session_token: owed.json.intermediate_session_token };
    expect((await b2b(emulator, 'POST', '/b2b/otps/sms/send', mfa)).status).toBe(200);
    const done = await b2b(emulator, 'POST', '/b2b/otps/sms/authenticate', { ...mfa, code: await code, session_duration_minutes: 60 });
    expect(done.status).toBe(200);
    expect(done.json.member_session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual([
      'oauth_microsoft',
      'sms',
    ]);
  });

  it('binds the token to the PKCE challenge when config pkce.oauth is on', async () => {
    await devApi(emulator, 'PATCH', '/config', { pkce: { oauth: true } });
    try {
      await emulator.api.organizations.create({
        organization_name: 'Acme',
        organization_slug: 'acme',
        members: [{ email_address: 'ada@acme.test' }],
      });
      const bare = await fetch(startUrl('github/start', { slug: 'acme' }));
      expect(bare.status).toBe(400);
      expect(((await bare.json()) as { error_type: string }).error_type).toBe('missing_pkce');

      const { verifier, challenge } = pkcePair();
      const landed = await throughProvider(startUrl('github/start', { slug: 'acme', pkce_code_challenge: challenge }), {
        email: 'ada@acme.test',
      });
      const token = landed.searchParams.get('token');
      const wrong = await b2b(emulator, 'POST', '/b2b/oauth/authenticate', {
        oauth_token: token,
        session_duration_minutes: 60,
        pkce_code_verifier: pkcePair().verifier,
      });
      expectError(wrong, 400, 'pkce_mismatch');
      const right = await b2b(emulator, 'POST', '/b2b/oauth/authenticate', {
        oauth_token: token,
        session_duration_minutes: 60,
        pkce_code_verifier: verifier,
      });
      expect(right.status).toBe(200);
      expect(right.json.member_session.authentication_factors[0]).toMatchObject({ delivery_method: 'oauth_github' });
    } finally {
      await devApi(emulator, 'PATCH', '/config', { pkce: { oauth: false } });
    }
  });

  it('refuses a provider the organization does not allow, a redirect URL off the allow-list, and a cancelled sign-in', async () => {
    await emulator.api.organizations.create({
      organization_name: 'Acme',
      organization_slug: 'acme',
      auth_methods: 'RESTRICTED',
      allowed_auth_methods: ['email_otp', 'google_oauth'],
      members: [{ email_address: 'ada@acme.test' }],
    });
    const hubspot = await fetch(startUrl('hubspot/start', { slug: 'acme' }));
    expect(hubspot.status).toBe(403);
    expect(((await hubspot.json()) as { error_type: string }).error_type).toBe('operation_restricted_by_organization_auth_methods');

    const evil = await fetch(startUrl('google/start', { slug: 'acme', login_redirect_url: 'https://evil.test/collect' }));
    expect(evil.status).toBe(400);
    expect(((await evil.json()) as { error_type: string }).error_type).toBe('invalid_redirect_url');

    const unknown = await fetch(startUrl('google/start', { slug: 'no-such-org' }));
    expect(unknown.status).toBe(404);

    const cancelled = await throughProvider(startUrl('google/start', { slug: 'acme' }), { action: 'cancel' });
    const refused = await b2b(emulator, 'POST', '/b2b/oauth/authenticate', {
      oauth_token: cancelled.searchParams.get('token'),
      session_duration_minutes: 60,
    });
    expectError(refused, 400, 'oauth_flow_callback_error');
  });
});

describe('discovery OAuth', () => {
  it('lists memberships and organizations joinable by tenant, and exchanges into one as a new member', async () => {
    await emulator.api.organizations.create({ organization_name: 'Acme', members: [{ email_address: 'ada@acme.test' }] });
    const { organization: tenantOrg } = await emulator.api.organizations.create({
      organization_name: 'Acme Workspace',
      oauth_tenant_jit_provisioning: 'RESTRICTED',
      allowed_oauth_tenants: { google: ['acme.test'] },
    });
    await emulator.api.organizations.create({
      organization_name: 'Elsewhere',
      oauth_tenant_jit_provisioning: 'RESTRICTED',
      allowed_oauth_tenants: { google: ['other.test'] },
    });
    const landed = await throughProvider(startUrl('google/discovery/start', { discovery_redirect_url: DISCOVERY }), {
      email: 'ada@acme.test',
    });
    expect(landed.origin + landed.pathname).toBe(DISCOVERY);
    expect(landed.searchParams.get('stytch_token_type')).toBe('discovery_oauth');
    const token = landed.searchParams.get('token')!;

    // An organization token is no discovery token, and the other way round.
    expectError(await b2b(emulator, 'POST', '/b2b/oauth/authenticate', { oauth_token: token }), 404, 'oauth_token_not_found');

    const found = await b2b(emulator, 'POST', '/b2b/oauth/discovery/authenticate', { discovery_oauth_token: token });
    expect(found.status).toBe(200);
    expect(found.json.email_address).toBe('ada@acme.test');
    const memberships = found.json.discovered_organizations.map(
      (d: { organization: { organization_name: string }; membership: { type: string; details: unknown } }) => [
        d.organization.organization_name,
        d.membership.type,
        d.membership.details,
      ],
    );
    expect(memberships).toEqual([
      ['Acme', 'active_member', null],
      ['Acme Workspace', 'eligible_to_join_by_oauth_tenant', { provider: 'google', tenant: 'acme.test' }],
    ]);
    expectError(
      await b2b(emulator, 'POST', '/b2b/oauth/discovery/authenticate', { discovery_oauth_token: token }),
      404,
      'oauth_token_not_found',
    );

    const exchanged = await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: found.json.intermediate_session_token,
      organization_id: tenantOrg.organization_id,
      session_duration_minutes: 60,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.json).toMatchObject({
      member_authenticated: true,
      organization: { organization_id: tenantOrg.organization_id },
      member: { email_address: 'ada@acme.test', status: 'active' },
    });
    expect(exchanged.json.member_session.authentication_factors[0]).toMatchObject({
      type: 'oauth',
      delivery_method: 'oauth_google',
    });
    expect(exchanged.json.member.oauth_registrations).toHaveLength(1);
  });
});
