/**
 * B2B organizations, members and member sessions against the real emulator
 * over HTTP: organization sign-in by passcode and magic link, members CRUD
 * under RBAC (a plain member refused an admin call with 403
 * unauthorized_action), no reach into another organization, member sessions
 * (authenticate, revoke, revoke for a member) and the deletion cascade.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from './support/harness';
import { b2b, discoverByCode, expectError, signInByCode, startB2BEmulator } from './support/b2b-http';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startB2BEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.api.reset());

/** Acme with an admin and a plain member, both signed in by passcode. */
async function acme() {
  const { organization, members } = await emulator.api.organizations.create({
    organization_name: 'Acme',
    organization_slug: 'acme',
    members: [
      { email_address: 'admin@acme.test', name: 'Ada', roles: ['stytch_admin'] },
      { email_address: 'member@acme.test', name: 'Bob' },
    ],
  });
  const admin = await signInByCode(emulator, organization.organization_id, 'admin@acme.test');
  const member = await signInByCode(emulator, organization.organization_id, 'member@acme.test');
  expect(admin.status).toBe(200);
  expect(member.status).toBe(200);
  return { organization, members, admin: admin.json.session_token as string, member: member.json.session_token as string, memberId: member.json.member_id as string };
}

describe('organization sign-in', () => {
  it('by passcode: a member signs in; the code is single use', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test', status: 'invited', email_address_verified: false }],
    });
    const code = emulator.api.mailbox.waitForCode('ada@acme.test');
    const sent = await b2b(emulator, 'POST', '/b2b/otps/email/login_or_signup', { organization_id: organization.organization_id, email_address: 'ada@acme.test' });
    expect(sent.status).toBe(200);
    const body = { organization_id: organization.organization_id, email_address: 'ada@acme.test', code: await code };
    const signedIn = await b2b(emulator, 'POST', '/b2b/otps/email/authenticate', body);
    expect(signedIn.status).toBe(200);
    // The proof activates the invited member and verifies the address.
    expect(signedIn.json.member).toMatchObject({ status: 'active', email_address_verified: true });
    expect(signedIn.json.method_id).toMatch(/^email-test-/);
    expect(signedIn.json.member_session.authentication_factors[0].email_factor.email_id).toBe(signedIn.json.method_id);
    expectError(await b2b(emulator, 'POST', '/b2b/otps/email/authenticate', body), 401, 'otp_code_not_found');
  });

  it('by magic link: the link lands on the redirect URL with multi_tenant_magic_links and is single use; PKCE is checked', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      email_allowed_domains: ['acme.test'],
      email_jit_provisioning: 'RESTRICTED',
    });
    const link = emulator.api.mailbox.waitForLink('new@acme.test');
    const sent = await b2b(emulator, 'POST', '/b2b/magic_links/email/login_or_signup', {
      organization_id: organization.organization_id,
      email_address: 'new@acme.test',
      signup_redirect_url: 'http://localhost:3000/authenticate',
      pkce_code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    });
    expect(sent.status).toBe(200);
    const { token, tokenType } = await link;
    expect(tokenType).toBe('multi_tenant_magic_links');
    // Nobody is a member until the link comes back: the address is only eligible by its domain.
    const before = await discoverByCode(emulator, 'new@acme.test');
    expect(before.json.discovered_organizations.map((d: any) => d.membership.type)).toEqual(['eligible_to_join_by_email_domain']);
    expectError(
      await b2b(emulator, 'POST', '/b2b/magic_links/authenticate', { magic_links_token: token, pkce_code_verifier: 'wrong-verifier' }),
      400,
      'pkce_mismatch',
    );
    const signedIn = await b2b(emulator, 'POST', '/b2b/magic_links/authenticate', {
      magic_links_token: token,
      pkce_code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ member_authenticated: true, member: { email_address: 'new@acme.test', status: 'active' } });
    expectError(
      await b2b(emulator, 'POST', '/b2b/magic_links/authenticate', { magic_links_token: token, pkce_code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' }),
      401,
      'unable_to_auth_magic_link',
    );
  });

  it('refuses an address the organization does not admit at the send, and sends nothing', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      email_allowed_domains: ['acme.test'],
      email_jit_provisioning: 'RESTRICTED',
    });
    const refused = await b2b(emulator, 'POST', '/b2b/otps/email/login_or_signup', { organization_id: organization.organization_id, email_address: 'mallory@evil.test' });
    expectError(refused, 403, 'invalid_email_for_jit_provisioning');
    expect(await emulator.api.mailbox.messages({ to: 'mallory@evil.test' })).toEqual([]);
    expectError(
      await b2b(emulator, 'POST', '/b2b/otps/email/login_or_signup', { organization_id: 'organization-test-nope', email_address: 'a@acme.test' }),
      404,
      'organization_not_found',
    );
  });

  it('answers primary_required with an intermediate session when the organization does not allow the method', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      auth_methods: 'RESTRICTED',
      allowed_auth_methods: ['magic_link'],
      members: [{ email_address: 'ada@acme.test' }],
    });
    const answer = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      member_authenticated: false,
      member_session: null,
      session_token: '',
      primary_required: { allowed_auth_methods: ['magic_link'] },
      mfa_required: null,
    });
    expect(answer.json.intermediate_session_token).not.toBe('');
  });
});

describe('an organization by its slug', () => {
  it('answers anyone the sign-in fields of the organization with that slug (case aside), or null', async () => {
    await emulator.api.organizations.create({ organization_name: 'Acme', organization_slug: 'acme', trusted_metadata: { plan: 'gold' } });
    const found = await b2b(emulator, 'POST', '/b2b/organizations/search', { organization_slug: 'ACME' });
    expect(found.status).toBe(200);
    expect(found.json.organization).toMatchObject({ organization_name: 'Acme', organization_slug: 'acme', auth_methods: 'ALL_ALLOWED' });
    // Only the sign-in fields: no metadata, no RBAC settings.
    expect(found.json.organization).not.toHaveProperty('trusted_metadata');
    expect(found.json.organization).not.toHaveProperty('rbac_email_implicit_role_assignments');
    expect((await b2b(emulator, 'POST', '/b2b/organizations/search', { organization_slug: 'nope' })).json.organization).toBeNull();
  });
});

describe('members and RBAC', () => {
  it('an admin creates, searches, updates, deletes and reactivates members', async () => {
    const { admin, organization } = await acme();
    const created = await b2b(emulator, 'POST', '/b2b/organizations/members', { email_address: 'carol@acme.test', name: 'Carol', roles: ['stytch_admin'] }, admin);
    expect(created.status).toBe(200);
    expect(created.json.member).toMatchObject({ email_address: 'carol@acme.test', status: 'active', is_admin: true, email_address_verified: false });
    const carolId = created.json.member_id as string;
    expectError(await b2b(emulator, 'POST', '/b2b/organizations/members', { email_address: 'carol@acme.test' }, admin), 409, 'duplicate_member_email');

    const search = await b2b(emulator, 'POST', '/b2b/organizations/me/members/search', {
      query: { operator: 'AND', operands: [{ filter_name: 'member_roles', filter_value: ['stytch_admin'] }] },
    }, admin);
    expect(search.json.members.map((m: any) => m.email_address).sort()).toEqual(['admin@acme.test', 'carol@acme.test']);
    expect(search.json.results_metadata).toEqual({ total: 2, next_cursor: null });
    expect(Object.keys(search.json.organizations)).toEqual([organization.organization_id]);

    const paged = await b2b(emulator, 'POST', '/b2b/organizations/me/members/search', { limit: 2 }, admin);
    expect(paged.json.members).toHaveLength(2);
    const rest = await b2b(emulator, 'POST', '/b2b/organizations/me/members/search', { limit: 2, cursor: paged.json.results_metadata.next_cursor }, admin);
    expect(rest.json.members).toHaveLength(1);

    const updated = await b2b(emulator, 'PUT', `/b2b/organizations/members/${carolId}`, { name: 'Carol C', roles: [] }, admin);
    expect(updated.json.member).toMatchObject({ name: 'Carol C', is_admin: false });

    expect((await b2b(emulator, 'DELETE', `/b2b/organizations/members/${carolId}`, undefined, admin)).json.member_id).toBe(carolId);
    const deleted = await b2b(emulator, 'POST', '/b2b/organizations/me/members/search', {
      query: { operator: 'AND', operands: [{ filter_name: 'statuses', filter_value: ['deleted'] }] },
    }, admin);
    expect(deleted.json.members.map((m: any) => m.member_id)).toEqual([carolId]);
    const reactivated = await b2b(emulator, 'PUT', `/b2b/organizations/members/${carolId}/reactivate`, undefined, admin);
    expect(reactivated.json.member.status).toBe('active');
    expectError(await b2b(emulator, 'PUT', `/b2b/organizations/members/${carolId}/reactivate`, undefined, admin), 404, 'no_deleted_member_found_for_reactivation');
  });

  it('refuses a plain member every admin call with 403 unauthorized_action, and changes nothing', async () => {
    const { member, members, organization } = await acme();
    const adminId = members[0]!.member_id;
    const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown]> = [
      ['POST', '/b2b/organizations/members', { email_address: 'x@acme.test' }],
      ['POST', '/b2b/organizations/me/members/search', {}],
      ['PUT', `/b2b/organizations/members/${adminId}`, { name: 'Pwned' }],
      ['DELETE', `/b2b/organizations/members/${adminId}`],
      ['PUT', `/b2b/organizations/members/${adminId}/reactivate`],
      ['PUT', '/b2b/organizations/me', { organization_name: 'Pwned' }],
      ['DELETE', '/b2b/organizations/me'],
      ['POST', `/b2b/sessions/revoke/${adminId}`],
    ];
    for (const [method, path, body] of calls) {
      expectError(await b2b(emulator, method, path, body, member), 403, 'unauthorized_action');
    }
    // Not even on itself: roles are the organization's to give.
    const self = await b2b(emulator, 'GET', '/b2b/organizations/members/me', undefined, member);
    expectError(await b2b(emulator, 'PUT', `/b2b/organizations/members/${self.json.member_id}`, { roles: ['stytch_admin'] }, member), 403, 'unauthorized_action');
    const org = await b2b(emulator, 'GET', '/b2b/organizations/me', undefined, member);
    expect(org.json.organization).toMatchObject({ organization_id: organization.organization_id, organization_name: 'Acme' });
  });

  it('a member updates itself through members/update and members/:id with stytch.self', async () => {
    const { member, memberId } = await acme();
    const me = await b2b(emulator, 'PUT', '/b2b/organizations/members/update', { name: 'Bobby', untrusted_metadata: { theme: 'dark' } }, member);
    expect(me.json.member).toMatchObject({ name: 'Bobby', untrusted_metadata: { theme: 'dark' } });
    const byId = await b2b(emulator, 'PUT', `/b2b/organizations/members/${memberId}`, { name: 'Robert' }, member);
    expect(byId.json.member.name).toBe('Robert');
  });

  it('an admin updates the organization; a taken or malformed slug is refused', async () => {
    const { admin } = await acme();
    await emulator.api.organizations.create({ organization_name: 'Globex', organization_slug: 'globex' });
    const updated = await b2b(emulator, 'PUT', '/b2b/organizations/me', { organization_name: 'Acme Corp', email_allowed_domains: ['acme.test'], mfa_policy: 'OPTIONAL' }, admin);
    expect(updated.json.organization).toMatchObject({ organization_name: 'Acme Corp', email_allowed_domains: ['acme.test'] });
    expectError(await b2b(emulator, 'PUT', '/b2b/organizations/me', { organization_slug: 'GLOBEX' }, admin), 409, 'organization_slug_already_used');
    expectError(await b2b(emulator, 'PUT', '/b2b/organizations/me', { organization_slug: 'a b' }, admin), 400, 'invalid_organization_slug');
  });
});

describe('invites', () => {
  it('an admin invites an address: an invited, unverified member until its link comes back; a plain member may not invite', async () => {
    const { admin, member } = await acme();
    const link = emulator.api.mailbox.waitForLink('dee@acme.test');
    const invited = await b2b(emulator, 'POST', '/b2b/magic_links/email/invite', {
      email_address: 'dee@acme.test',
      name: 'Dee',
      invite_redirect_url: 'http://localhost:3000/invite',
    }, admin);
    expect(invited.status).toBe(200);
    expect(invited.json.member).toMatchObject({ email_address: 'dee@acme.test', status: 'invited', email_address_verified: false });
    const { url, token, tokenType } = await link;
    expect(tokenType).toBe('multi_tenant_magic_links');
    expect(url.startsWith('http://localhost:3000/invite?')).toBe(true);

    const joined = await b2b(emulator, 'POST', '/b2b/magic_links/authenticate', { magic_links_token: token });
    expect(joined.json).toMatchObject({ member_authenticated: true, member: { member_id: invited.json.member_id, status: 'active', email_address_verified: true } });

    expectError(await b2b(emulator, 'POST', '/b2b/magic_links/email/invite', { email_address: 'eve@acme.test' }, member), 403, 'unauthorized_action');
    expectError(await b2b(emulator, 'POST', '/b2b/magic_links/email/invite', { email_address: 'dee@acme.test' }, admin), 409, 'duplicate_member_email');
    expectError(
      await b2b(emulator, 'POST', '/b2b/magic_links/email/invite', { email_address: 'fay@acme.test', invite_redirect_url: 'https://evil.example/' }, admin),
      400,
      'invalid_redirect_url',
    );
    expect(await emulator.api.mailbox.messages({ to: 'fay@acme.test' })).toEqual([]);
  });
});

describe('organizations are isolated', () => {
  it("a member of one organization can neither read nor act on another's members", async () => {
    const { admin } = await acme();
    const { members: globexMembers } = await emulator.api.organizations.create({
      organization_name: 'Globex',
      members: [{ email_address: 'hank@globex.test', roles: ['stytch_admin'] }],
    });
    const hank = globexMembers[0]!.member_id;
    expectError(await b2b(emulator, 'PUT', `/b2b/organizations/members/${hank}`, { name: 'x' }, admin), 404, 'member_not_found');
    expectError(await b2b(emulator, 'DELETE', `/b2b/organizations/members/${hank}`, undefined, admin), 404, 'member_not_found');
    expectError(await b2b(emulator, 'POST', `/b2b/sessions/revoke/${hank}`, undefined, admin), 404, 'member_not_found');
    expectError(await b2b(emulator, 'DELETE', `/b2b/organizations/members/totp/${hank}`, undefined, admin), 404, 'member_not_found');
    const search = await b2b(emulator, 'POST', '/b2b/organizations/me/members/search', {
      query: { operator: 'OR', operands: [{ filter_name: 'member_ids', filter_value: [hank] }, { filter_name: 'member_emails', filter_value: ['hank@globex.test'] }] },
    }, admin);
    expect(search.json.members).toEqual([]);
    // The exchange into an organization the address is no member of is refused.
    const globex = (await emulator.api.organizations.create({ organization_name: 'Initech' })).organization;
    expectError(await b2b(emulator, 'POST', '/b2b/sessions/exchange', { organization_id: globex.organization_id }, admin), 403, 'email_jit_provisioning_not_allowed');
  });
});

describe('member sessions', () => {
  it('authenticate extends and answers the session; revoke ends it; an admin revokes a member; deleting the organization ends everything', async () => {
    const { admin, member, memberId } = await acme();
    const authenticated = await b2b(emulator, 'POST', '/b2b/sessions/authenticate', { session_duration_minutes: 120 }, member);
    expect(authenticated.status).toBe(200);
    expect(authenticated.json.member_session.roles).toEqual(['stytch_member']);
    expect(Date.parse(authenticated.json.member_session.expires_at) - Date.now()).toBeGreaterThan(100 * 60_000);

    expect((await b2b(emulator, 'POST', `/b2b/sessions/revoke/${memberId}`, undefined, admin)).status).toBe(200);
    expectError(await b2b(emulator, 'POST', '/b2b/sessions/authenticate', {}, member), 404, 'session_not_found');
    expectError(await b2b(emulator, 'GET', '/b2b/organizations/members/me', undefined, member), 401, 'unauthorized_credentials');

    const again = await b2b(emulator, 'POST', '/b2b/sessions/authenticate', {}, admin);
    expect(again.status).toBe(200);
    expect((await b2b(emulator, 'DELETE', '/b2b/organizations/me', undefined, admin)).status).toBe(200);
    expectError(await b2b(emulator, 'POST', '/b2b/sessions/authenticate', {}, admin), 404, 'session_not_found');
  });

  it('a session expires with its duration (clock advance) and revoke ends only its own', async () => {
    const { admin, member } = await acme();
    expect((await b2b(emulator, 'POST', '/b2b/sessions/revoke', {}, member)).status).toBe(200);
    expectError(await b2b(emulator, 'POST', '/b2b/sessions/revoke', {}, member), 404, 'session_not_found');
    expect((await b2b(emulator, 'POST', '/b2b/sessions/authenticate', {}, admin)).status).toBe(200);
    await emulator.api.clock.advance(61 * 60);
    expectError(await b2b(emulator, 'POST', '/b2b/sessions/authenticate', {}, admin), 404, 'session_not_found');
  });
});

describe('a member session without the UI (dev API)', () => {
  it('api.memberSessions.create signs a member in, activating an invited one; a deleted member has none', async () => {
    const { members } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [
        { email_address: 'ada@acme.test', status: 'invited' },
        { email_address: 'bob@acme.test', roles: ['stytch_admin'] },
      ],
    });
    const [ada, bob] = members;
    const started = await emulator.api.memberSessions.create({ memberId: ada!.member_id }, { durationMinutes: 45 });
    expect(started.member).toMatchObject({ status: 'active', email_address_verified: true });
    expect(started.cookies.map((cookie) => cookie.name)).toEqual(['stytch_session', 'stytch_session_jwt']);
    const me = await b2b(emulator, 'GET', '/b2b/organizations/members/me', undefined, started.session_token);
    expect(me.json.member_id).toBe(ada!.member_id);

    const admin = await emulator.api.memberSessions.create({ memberId: bob!.member_id });
    expect((await b2b(emulator, 'DELETE', `/b2b/organizations/members/${ada!.member_id}`, undefined, admin.session_token)).status).toBe(200);
    // Deleting the member ended its session, and no new one can be made for it.
    expectError(await b2b(emulator, 'POST', '/b2b/sessions/authenticate', {}, started.session_token), 404, 'session_not_found');
    await expect(emulator.api.memberSessions.create({ memberId: ada!.member_id })).rejects.toMatchObject({ status: 404, errorType: 'member_not_found' });
  });
});
