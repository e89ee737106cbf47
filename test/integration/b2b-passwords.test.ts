/**
 * B2B passwords against the real emulator over HTTP: organization sign-in by
 * password (with MFA and unproven addresses), the strength check, reset by
 * email (`multi_tenant_passwords`, single use, PKCE, allow-listed redirect
 * URLs), by the existing password and by session. Every answer goes through
 * the wire check.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from './support/harness';
import { b2b, expectError, startB2BEmulator } from './support/b2b-http';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startB2BEmulator();
});
afterAll(() => emulator.close());
beforeEach(async () => {
  await emulator.api.reset();
  await emulator.api.config.patch({ pkce: { passwordResets: false } });
});

const PASSWORD = 'violet-Harbor-lantern-1987';
const NEW_PASSWORD = 'quiet-Meadow-compass-2024';
// RFC 7636 appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

async function acme(settings: Record<string, unknown> = {}) {
  return emulator.api.organizations.create({
    organization_name: 'Acme',
    ...settings,
    members: [
      { email_address: 'ada@acme.test', password: PASSWORD },
      { email_address: 'bob@acme.test' },
      { email_address: 'cy@acme.test', password: PASSWORD, email_address_verified: false },
    ],
  });
}

const login = (organizationId: string, email: string, password: string, token?: string) =>
  b2b(
    emulator,
    'POST',
    '/b2b/passwords/authenticate',
    { organization_id: organizationId, email_address: email, password, session_duration_minutes: 60 },
    token,
  );

async function resetLink(organizationId: string, email: string, extra: Record<string, unknown> = {}) {
  const link = emulator.api.mailbox.waitForLink(email);
  const sent = await b2b(emulator, 'POST', '/b2b/passwords/email/reset/start', {
    organization_id: organizationId,
    email_address: email,
    reset_password_redirect_url: 'http://localhost:3000/reset',
    ...extra,
  });
  expect(sent.status).toBe(200);
  return link;
}

describe('B2B password sign-in', () => {
  it('signs a member in with its password; a wrong password, an unknown address and a member without one answer alike', async () => {
    const { organization, members } = await acme();
    const org = organization.organization_id;
    expect(members[0]!.member_password_id).not.toBe('');
    const done = await login(org, 'ada@acme.test', PASSWORD);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ member_authenticated: true, mfa_required: null, primary_required: null });
    expect(done.json.member_session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'password', delivery_method: 'knowledge' }),
    ]);
    expectError(await login(org, 'ada@acme.test', 'wrong-Password-123'), 401, 'unauthorized_credentials');
    expectError(await login(org, 'nobody@acme.test', PASSWORD), 401, 'unauthorized_credentials');
    expectError(await login(org, 'bob@acme.test', PASSWORD), 401, 'unauthorized_credentials');
  });

  it('locks the member after passwordAttemptLimit (10) wrong passwords, the right one included', async () => {
    const { organization } = await acme();
    const org = organization.organization_id;
    for (let i = 0; i < 9; i++) expectError(await login(org, 'ada@acme.test', `wrong-${i}`), 401, 'unauthorized_credentials');
    expectError(await login(org, 'ada@acme.test', 'wrong-9'), 401, 'user_lock_limit_reached');
    expectError(await login(org, 'ada@acme.test', PASSWORD), 401, 'user_lock_limit_reached');
  });

  it('an unproven address owes an email factor; an organization that requires MFA answers mfa_required with an intermediate session good for it only', async () => {
    const { organization } = await acme({ mfa_policy: 'REQUIRED_FOR_ALL' });
    const org = organization.organization_id;
    const unproven = await login(org, 'cy@acme.test', PASSWORD);
    expect(unproven.json).toMatchObject({
      member_authenticated: false,
      member_session: null,
      primary_required: { allowed_auth_methods: ['magic_link', 'email_otp'] },
    });

    const owed = await login(org, 'ada@acme.test', PASSWORD);
    expect(owed.json).toMatchObject({ member_authenticated: false, session_token: '', mfa_required: { member_options: null } });
    const ist = owed.json.intermediate_session_token as string;
    expect(ist).not.toBe('');
    // A password proves the member, not the address: no discovery with it, no other organization.
    expectError(await b2b(emulator, 'POST', '/b2b/discovery/organizations', { intermediate_session_token: ist }), 404, 'intermediate_session_not_found');
    expectError(
      await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', { intermediate_session_token: ist, organization_id: 'organization-test-other' }),
      404,
      'intermediate_session_not_found',
    );
    // It completes this organization's MFA.
    const phone = '+15555550177';
    const code = emulator.api.mailbox.waitForCode(phone);
    const ada = owed.json.member_id as string;
    await b2b(emulator, 'POST', '/b2b/otps/sms/send', { organization_id: org, member_id: ada, mfa_phone_number: phone, intermediate_session_token: ist });
    const done = await b2b(emulator, 'POST', '/b2b/otps/sms/authenticate', { organization_id: org, member_id: ada, code: await code, intermediate_session_token: ist });
    expect(done.status).toBe(200);
    expect(done.json.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password', 'otp']);
  });

  it('refuses a breached password at sign-in (a reset is the way on), and a deleted password never signs in again', async () => {
    const { organization, members } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [
        { email_address: 'ada@acme.test', password: 'password123', roles: ['stytch_admin'] },
        { email_address: 'dee@acme.test', password: PASSWORD },
      ],
    });
    const org = organization.organization_id;
    expectError(await login(org, 'ada@acme.test', 'password123'), 400, 'breached_password');
    const admin = await emulator.api.memberSessions.create({ memberId: members[0]!.member_id });
    const deleted = await b2b(emulator, 'DELETE', `/b2b/organizations/members/passwords/${members[1]!.member_password_id}`, undefined, admin.session_token);
    expect(deleted.json.member.member_password_id).toBe('');
    expectError(await login(org, 'dee@acme.test', PASSWORD), 401, 'unauthorized_credentials');
  });

  it('is refused where the organization does not allow passwords', async () => {
    const { organization } = await acme({ auth_methods: 'RESTRICTED', allowed_auth_methods: ['magic_link'] });
    expectError(await login(organization.organization_id, 'ada@acme.test', PASSWORD), 403, 'operation_restricted_by_organization_auth_methods');
  });
});

describe('B2B password strength check', () => {
  it('answers the zxcvbn verdict, breached passwords never valid', async () => {
    const weak = await b2b(emulator, 'POST', '/b2b/passwords/strength_check', { password: 'password123', email_address: 'ada@acme.test' });
    expect(weak.json).toMatchObject({ valid_password: false, breached_password: true, strength_policy: 'zxcvbn' });
    const strong = await b2b(emulator, 'POST', '/b2b/passwords/strength_check', { password: PASSWORD });
    expect(strong.json).toMatchObject({ valid_password: true, breached_password: false, breach_detection_on_create: true });
  });
});

describe('B2B password resets', () => {
  it('by email: a multi_tenant_passwords link, a weak choice refused (the link kept), single use; other sessions end and the address is proven', async () => {
    const { organization } = await acme();
    const org = organization.organization_id;
    const before = await login(org, 'cy@acme.test', PASSWORD);
    expect(before.json.primary_required).not.toBeNull();
    const ada = await login(org, 'ada@acme.test', PASSWORD);

    const { token, tokenType } = await resetLink(org, 'ada@acme.test');
    expect(tokenType).toBe('multi_tenant_passwords');
    const reset = (password: string) => b2b(emulator, 'POST', '/b2b/passwords/email/reset', { password_reset_token: token, password });
    expectError(await reset('password123'), 400, 'breached_password');
    expectError(await reset('aaaaaaaa'), 400, 'weak_password');
    const done = await reset(NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.json.member_session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'password', delivery_method: 'email' }),
    ]);
    expectError(await reset(NEW_PASSWORD), 401, 'unable_to_auth_password_reset_token');
    // The old session ended; the old password no longer works, the new one does.
    expectError(await b2b(emulator, 'POST', '/b2b/sessions/authenticate', {}, ada.json.session_token), 404, 'session_not_found');
    expectError(await login(org, 'ada@acme.test', PASSWORD), 401, 'unauthorized_credentials');
    const signedIn = await login(org, 'ada@acme.test', NEW_PASSWORD);
    expect(signedIn.json.member_authenticated).toBe(true);

    // A password alone proves one member: its session exchanges into no other organization;
    // the reset link proved the address, so that session does.
    const { organization: beta } = await emulator.api.organizations.create({
      organization_name: 'Beta',
      members: [{ email_address: 'ada@acme.test' }],
    });
    const exchange = (token: string) =>
      b2b(emulator, 'POST', '/b2b/sessions/exchange', { organization_id: beta.organization_id }, token);
    expectError(await exchange(signedIn.json.session_token), 404, 'session_not_found');
    const exchanged = await exchange(done.json.session_token);
    expect(exchanged.json).toMatchObject({ member_authenticated: true, organization: { organization_id: beta.organization_id } });

    // A reset proves an unproven address.
    const cy = await resetLink(org, 'cy@acme.test');
    const proven = await b2b(emulator, 'POST', '/b2b/passwords/email/reset', { password_reset_token: cy.token, password: NEW_PASSWORD });
    expect(proven.json).toMatchObject({ member_authenticated: true, member: { email_address_verified: true } });
  });

  it('by email: expires, refuses a redirect URL outside the allow-list (nothing sent), and checks PKCE when the project requires it', async () => {
    const { organization } = await acme();
    const org = organization.organization_id;
    const foreign = await b2b(emulator, 'POST', '/b2b/passwords/email/reset/start', {
      organization_id: org,
      email_address: 'ada@acme.test',
      reset_password_redirect_url: 'https://evil.example/reset',
    });
    expectError(foreign, 400, 'invalid_redirect_url');
    expect(await emulator.api.mailbox.messages({ to: 'ada@acme.test' })).toEqual([]);

    const expiring = await resetLink(org, 'ada@acme.test', { reset_password_expiration_minutes: 5 });
    await emulator.api.clock.advance(5 * 60 + 1);
    expectError(
      await b2b(emulator, 'POST', '/b2b/passwords/email/reset', { password_reset_token: expiring.token, password: NEW_PASSWORD }),
      401,
      'unable_to_auth_password_reset_token',
    );

    await emulator.api.config.patch({ pkce: { passwordResets: true } });
    const missing = await b2b(emulator, 'POST', '/b2b/passwords/email/reset/start', { organization_id: org, email_address: 'ada@acme.test' });
    expectError(missing, 400, 'missing_pkce');
    const { token } = await resetLink(org, 'ada@acme.test', { code_challenge: CHALLENGE });
    const body = { password_reset_token: token, password: NEW_PASSWORD };
    expectError(await b2b(emulator, 'POST', '/b2b/passwords/email/reset', body), 400, 'pkce_mismatch');
    expectError(await b2b(emulator, 'POST', '/b2b/passwords/email/reset', { ...body, code_verifier: 'wrong-verifier' }), 400, 'pkce_mismatch');
    expect((await b2b(emulator, 'POST', '/b2b/passwords/email/reset', { ...body, code_verifier: VERIFIER })).status).toBe(200);
  });

  it('by the existing password: member_password_not_found for a member without one; a wrong one refused; a breached new one refused', async () => {
    const { organization } = await acme();
    const org = organization.organization_id;
    const reset = (email: string, existing: string, next: string) =>
      b2b(emulator, 'POST', '/b2b/passwords/existing_password/reset', {
        organization_id: org,
        email_address: email,
        existing_password: existing,
        new_password: next,
      });
    expectError(await reset('bob@acme.test', PASSWORD, NEW_PASSWORD), 404, 'member_password_not_found');
    expectError(await reset('ada@acme.test', 'wrong-Password-1', NEW_PASSWORD), 401, 'unauthorized_credentials');
    expectError(await reset('ada@acme.test', PASSWORD, 'password123'), 400, 'breached_password');
    const done = await reset('ada@acme.test', PASSWORD, NEW_PASSWORD);
    expect(done.json.member_authenticated).toBe(true);
    expect((await login(org, 'ada@acme.test', NEW_PASSWORD)).status).toBe(200);
  });

  it('by session: only with a factor from the last 5 minutes; the caller keeps its session, the others end', async () => {
    const { organization, members } = await acme();
    const org = organization.organization_id;
    const other = await login(org, 'ada@acme.test', PASSWORD);
    const mine = await emulator.api.memberSessions.create({ memberId: members[0]!.member_id });
    const done = await b2b(emulator, 'POST', '/b2b/passwords/session/reset', { password: NEW_PASSWORD }, mine.session_token);
    expect(done.status).toBe(200);
    expect(done.json.session_token).toBe(mine.session_token);
    expectError(await b2b(emulator, 'POST', '/b2b/sessions/authenticate', {}, other.json.session_token), 404, 'session_not_found');
    expect((await login(org, 'ada@acme.test', NEW_PASSWORD)).status).toBe(200);

    await emulator.api.clock.advance(6 * 60);
    expectError(await b2b(emulator, 'POST', '/b2b/passwords/session/reset', { password: PASSWORD }, mine.session_token), 400, 'session_too_old_to_reset_password');
    expectError(await b2b(emulator, 'POST', '/b2b/passwords/session/reset', { password: NEW_PASSWORD }), 401, 'user_unauthenticated');
  });
});

describe('B2B discovery by password', () => {
  async function twoOrganizations() {
    const first = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test', password: PASSWORD }],
    });
    const second = await emulator.api.organizations.create({
      organization_name: 'Beta',
      members: [{ email_address: 'ada@acme.test' }],
    });
    const jit = await emulator.api.organizations.create({
      organization_name: 'Gamma',
      email_allowed_domains: ['acme.test'],
      email_jit_provisioning: 'RESTRICTED',
    });
    return { acme: first.organization.organization_id, beta: second.organization.organization_id, gamma: jit.organization.organization_id };
  }

  it('finds only the organizations whose member holds the password; the intermediate session enters those alone and founds none', async () => {
    const { acme, beta } = await twoOrganizations();
    const discover = (password: string) =>
      b2b(emulator, 'POST', '/b2b/passwords/discovery/authenticate', { email_address: 'ada@acme.test', password });
    expectError(await discover('wrong-Password-123'), 401, 'unauthorized_credentials');
    const found = await discover(PASSWORD);
    expect(found.status).toBe(200);
    expect(found.json.discovered_organizations.map((d: { organization: { organization_id: string } }) => d.organization.organization_id)).toEqual([acme]);
    const ist = found.json.intermediate_session_token as string;
    // The address is not proven: not Beta (no password there), no organization created.
    expectError(await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', { intermediate_session_token: ist, organization_id: beta }), 404, 'intermediate_session_not_found');
    expectError(await b2b(emulator, 'POST', '/b2b/discovery/organizations/create', { intermediate_session_token: ist, organization_name: 'Mine' }), 404, 'intermediate_session_not_found');
    const listed = await b2b(emulator, 'POST', '/b2b/discovery/organizations', { intermediate_session_token: ist });
    expect(listed.json.discovered_organizations).toHaveLength(1);
    const entered = await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', { intermediate_session_token: ist, organization_id: acme });
    expect(entered.json.member_authenticated).toBe(true);
    expect(entered.json.member_session.authentication_factors).toEqual([expect.objectContaining({ type: 'password', delivery_method: 'knowledge' })]);
  });

  it('a discovery reset (token type discovery) sets the password for every member of the address and proves it: all its organizations are open', async () => {
    const { acme, beta, gamma } = await twoOrganizations();
    const link = emulator.api.mailbox.waitForLink('ada@acme.test');
    const sent = await b2b(emulator, 'POST', '/b2b/passwords/discovery/reset/start', {
      email_address: 'ada@acme.test',
      reset_password_redirect_url: 'http://localhost:3000/reset',
    });
    expect(sent.status).toBe(200);
    const { token, tokenType } = await link;
    expect(tokenType).toBe('discovery');
    // Not a multi_tenant_passwords token.
    expectError(await b2b(emulator, 'POST', '/b2b/passwords/email/reset', { password_reset_token: token, password: NEW_PASSWORD }), 401, 'unable_to_auth_password_reset_token');
    const reset = () => b2b(emulator, 'POST', '/b2b/passwords/discovery/reset', { password_reset_token: token, password: NEW_PASSWORD });
    const done = await reset();
    expect(done.status).toBe(200);
    const ids = done.json.discovered_organizations.map((d: { organization: { organization_id: string } }) => d.organization.organization_id);
    expect(ids.sort()).toEqual([acme, beta, gamma].sort());
    expectError(await reset(), 401, 'unable_to_auth_password_reset_token');
    expect((await login(beta, 'ada@acme.test', NEW_PASSWORD)).json.member_authenticated).toBe(true);
    const exchanged = await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: done.json.intermediate_session_token,
      organization_id: gamma,
    });
    expect(exchanged.json.member_authenticated).toBe(true);
  });
});
