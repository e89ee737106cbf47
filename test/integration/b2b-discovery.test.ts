/**
 * B2B discovery against the real emulator over HTTP: an address proven by
 * email passcode or magic link finds its organizations, creates one (its
 * creator becomes stytch_admin) and exchanges the intermediate session for a
 * member session; the intermediate session lives 10 minutes and is single
 * use, codes and links are single use, wrong codes lock the address.
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from './support/harness';
import { b2b, discoverByCode, expectError, startB2BEmulator } from './support/b2b-http';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startB2BEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.api.reset());

describe('discovery by email passcode', () => {
  it('finds no organization for a new address, creates one whose creator is stytch_admin, with a full member session', async () => {
    const found = await discoverByCode(emulator, 'ada@acme.test');
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ email_address: 'ada@acme.test', discovered_organizations: [] });
    expect(found.json.intermediate_session_token).toMatch(/^\S{40,}$/);

    const created = await b2b(emulator, 'POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: found.json.intermediate_session_token,
      organization_name: 'Acme',
      organization_slug: 'acme',
      session_duration_minutes: 60,
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      member_authenticated: true,
      intermediate_session_token: '',
      mfa_required: null,
      primary_required: null,
      organization: { organization_name: 'Acme', organization_slug: 'acme' },
      member: { email_address: 'ada@acme.test', email_address_verified: true, status: 'active', is_admin: true },
    });
    expect(created.json.member.roles.map((r: { role_id: string }) => r.role_id).sort()).toEqual(['stytch_admin', 'stytch_member']);
    expect(created.json.member_session.roles.sort()).toEqual(['stytch_admin', 'stytch_member']);
    expect(created.json.member_session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'otp', delivery_method: 'email', sequence_order: 'PRIMARY' }),
    ]);

    // The JWT carries the member, its organization and its roles under the provider's claim names.
    const claims = decodeJwt(created.json.session_jwt);
    expect(claims.sub).toBe(created.json.member_id);
    expect(claims['https://stytch.com/organization']).toEqual({
      organization_id: created.json.organization.organization_id,
      slug: 'acme',
    });
    expect(claims['https://stytch.com/session']).toMatchObject({
      id: created.json.member_session.member_session_id,
      roles: expect.arrayContaining(['stytch_admin', 'stytch_member']),
    });

    // Signed by the project's session key: the JWKS that verifies consumer JWTs verifies it.
    const jwks = createRemoteJWKSet(new URL(`${emulator.url}/.well-known/jwks.json`));
    const verified = await jwtVerify(created.json.session_jwt, jwks, { issuer: 'stytch.com/project-test-emulator', audience: 'project-test-emulator' });
    expect(verified.payload.sub).toBe(created.json.member_id);

    // The intermediate session was spent by the creation.
    const again = await b2b(emulator, 'POST', '/b2b/discovery/organizations', {
      intermediate_session_token: found.json.intermediate_session_token,
    });
    expectError(again, 404, 'intermediate_session_not_found');
  });

  it('lists memberships and organizations joinable by domain, and exchanges into each; the session lists them too', async () => {
    await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test' }],
    });
    const { organization: globex } = await emulator.api.organizations.create({
      organization_name: 'Globex',
      email_allowed_domains: ['acme.test'],
      email_jit_provisioning: 'RESTRICTED',
    });
    const { organization: initech } = await emulator.api.organizations.create({
      organization_name: 'Initech',
      members: [{ email_address: 'ada@acme.test', status: 'invited' }],
    });
    // Not listed: a domain that is not the address's, and JIT off.
    await emulator.api.organizations.create({ organization_name: 'Other', email_allowed_domains: ['other.test'], email_jit_provisioning: 'RESTRICTED' });
    await emulator.api.organizations.create({ organization_name: 'Closed', email_allowed_domains: ['acme.test'] });

    const found = await discoverByCode(emulator, 'ada@acme.test');
    const byName = Object.fromEntries(
      found.json.discovered_organizations.map((d: any) => [d.organization.organization_name, d]),
    );
    expect(Object.keys(byName).sort()).toEqual(['Acme', 'Globex', 'Initech']);
    expect(byName.Acme.membership).toMatchObject({ type: 'active_member', details: null, member: { email_address: 'ada@acme.test' } });
    expect(byName.Globex.membership).toEqual({ type: 'eligible_to_join_by_email_domain', details: { domain: 'acme.test' }, member: null });
    expect(byName.Initech.membership.type).toBe('invited_member');
    for (const d of found.json.discovered_organizations) {
      expect(d).toMatchObject({ member_authenticated: false, primary_required: null, mfa_required: null });
    }

    // The list again with the intermediate session, then the exchange into the JIT organization.
    const listed = await b2b(emulator, 'POST', '/b2b/discovery/organizations', {
      intermediate_session_token: found.json.intermediate_session_token,
    });
    expect(listed.json.discovered_organizations).toHaveLength(3);
    const joined = await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: found.json.intermediate_session_token,
      organization_id: globex.organization_id,
    });
    expect(joined.status).toBe(200);
    expect(joined.json).toMatchObject({
      member_authenticated: true,
      organization: { organization_id: globex.organization_id },
      member: { email_address: 'ada@acme.test', status: 'active', email_address_verified: true, is_admin: false },
    });

    // With the member session and no intermediate session: the same organizations, the current one authenticated.
    const mine = await b2b(emulator, 'POST', '/b2b/discovery/organizations', {}, joined.json.session_token);
    expect(mine.json.organization_id_hint).toBe(globex.organization_id);
    const authenticated = mine.json.discovered_organizations.filter((d: any) => d.member_authenticated);
    expect(authenticated.map((d: any) => d.organization.organization_id)).toEqual([globex.organization_id]);
    expect(mine.json.discovered_organizations.find((d: any) => d.organization.organization_id === globex.organization_id).membership.type).toBe('active_member');

    // Exchanging the member session into another organization of the same address.
    const exchanged = await b2b(emulator, 'POST', '/b2b/sessions/exchange', { organization_id: initech.organization_id }, joined.json.session_token);
    expect(exchanged.status).toBe(200);
    expect(exchanged.json).toMatchObject({ member_authenticated: true, organization: { organization_id: initech.organization_id }, member: { status: 'active' } });
    expect(exchanged.json.session_token).not.toBe(joined.json.session_token);
  });

  it('the intermediate session expires after 10 minutes', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'bob@acme.test' }],
    });
    const found = await discoverByCode(emulator, 'bob@acme.test');
    await emulator.api.clock.advance(9 * 60 + 50);
    const listed = await b2b(emulator, 'POST', '/b2b/discovery/organizations', {
      intermediate_session_token: found.json.intermediate_session_token,
    });
    expect(listed.status).toBe(200);
    await emulator.api.clock.advance(11);
    const late = await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: found.json.intermediate_session_token,
      organization_id: organization.organization_id,
    });
    expectError(late, 404, 'intermediate_session_not_found');
  });

  it('refuses an exchange the organization does not admit, and keeps the intermediate session for another', async () => {
    const { organization: closed } = await emulator.api.organizations.create({ organization_name: 'Closed' });
    const { organization: open } = await emulator.api.organizations.create({
      organization_name: 'Open',
      members: [{ email_address: 'cy@acme.test' }],
    });
    const found = await discoverByCode(emulator, 'cy@acme.test');
    const refused = await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: found.json.intermediate_session_token,
      organization_id: closed.organization_id,
    });
    expectError(refused, 403, 'email_jit_provisioning_not_allowed');
    // No member was created in the closed organization: a new discovery lists only the open one.
    const again = await discoverByCode(emulator, 'cy@acme.test');
    expect(again.json.discovered_organizations.map((d: any) => d.organization.organization_id)).toEqual([open.organization_id]);
    const ok = await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: found.json.intermediate_session_token,
      organization_id: open.organization_id,
    });
    expect(ok.status).toBe(200);
    // Spent by the successful exchange.
    const twice = await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: found.json.intermediate_session_token,
      organization_id: open.organization_id,
    });
    expectError(twice, 404, 'intermediate_session_not_found');
  });

  it('a passcode is single use, and wrong ones lock the address (the right code included) but not another address', async () => {
    const email = 'dee@acme.test';
    const code = emulator.api.mailbox.waitForCode(email);
    await b2b(emulator, 'POST', '/b2b/otps/email/discovery/send', { email_address: email });
    const right = await code;
    expect((await b2b(emulator, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: email, code: right })).status).toBe(200);
    const reused = await b2b(emulator, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: email, code: right });
    expectError(reused, 401, 'otp_code_not_found');

    // Ten wrong codes within the window, over fresh codes: the address is locked.
    let fresh = '';
    for (let i = 0; i < 10; i += 1) {
      const next = emulator.api.mailbox.waitForCode(email);
      await b2b(emulator, 'POST', '/b2b/otps/email/discovery/send', { email_address: email });
      fresh = await next;
      const wrong = String((Number(fresh) + 1) % 1_000_000).padStart(6, '0');
      const answer = await b2b(emulator, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: email, code: wrong });
      expect(answer.status).toBe(401);
    }
    const locked = await b2b(emulator, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: email, code: fresh });
    expectError(locked, 401, 'user_lock_limit_reached');
    // Another address of the same client is untouched.
    expect((await discoverByCode(emulator, 'eve@acme.test')).status).toBe(200);
  });
});

describe('the per-client passcode limit', () => {
  it('refuses a client after otpClientFailureLimit wrong codes across addresses (429), without locking those addresses', async () => {
    await emulator.api.config.patch({ otpClientFailureLimit: 3 });
    try {
      for (const email of ['p1@acme.test', 'p2@acme.test', 'p3@acme.test']) {
        const code = emulator.api.mailbox.waitForCode(email);
        await b2b(emulator, 'POST', '/b2b/otps/email/discovery/send', { email_address: email });
        const wrong = String((Number(await code) + 1) % 1_000_000).padStart(6, '0');
        expectError(await b2b(emulator, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: email, code: wrong }), 401, 'otp_code_not_found');
      }
      const code = emulator.api.mailbox.waitForCode('p4@acme.test');
      await b2b(emulator, 'POST', '/b2b/otps/email/discovery/send', { email_address: 'p4@acme.test' });
      const right = await code;
      // Refused before the code is looked at: even the right one.
      expectError(await b2b(emulator, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: 'p4@acme.test', code: right }), 429, 'too_many_requests');
      await emulator.api.config.patch({ otpClientFailureLimit: 1000 });
      // The addresses it tried are not locked: p4's code still works once the client may try again.
      expect((await b2b(emulator, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: 'p4@acme.test', code: right })).status).toBe(200);
    } finally {
      await emulator.api.config.patch({ otpClientFailureLimit: 1000 });
    }
  });
});

describe('discovery by magic link', () => {
  it('sends a discovery link to the mailbox; the token is single use and answers the intermediate session', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'fay@acme.test' }],
    });
    const link = emulator.api.mailbox.waitForLink('fay@acme.test');
    const sent = await b2b(emulator, 'POST', '/b2b/magic_links/email/discovery/send', {
      email_address: 'fay@acme.test',
      discovery_redirect_url: 'http://localhost:3000/discover',
    });
    expect(sent.status).toBe(200);
    const { url, token, tokenType } = await link;
    expect(tokenType).toBe('discovery');
    expect(url.startsWith('http://localhost:3000/discover?stytch_token_type=discovery&token=')).toBe(true);

    const found = await b2b(emulator, 'POST', '/b2b/magic_links/discovery/authenticate', { discovery_magic_links_token: token });
    expect(found.status).toBe(200);
    expect(found.json.discovered_organizations.map((d: any) => d.organization.organization_id)).toEqual([organization.organization_id]);
    expectError(
      await b2b(emulator, 'POST', '/b2b/magic_links/discovery/authenticate', { discovery_magic_links_token: token }),
      401,
      'unable_to_auth_magic_link',
    );

    const exchanged = await b2b(emulator, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: found.json.intermediate_session_token,
      organization_id: organization.organization_id,
    });
    expect(exchanged.json.member_session.authentication_factors[0]).toMatchObject({ type: 'magic_link', delivery_method: 'email' });
  });

  it('refuses a redirect URL outside the allow-list and sends nothing', async () => {
    const answer = await b2b(emulator, 'POST', '/b2b/magic_links/email/discovery/send', {
      email_address: 'gus@acme.test',
      discovery_redirect_url: 'https://evil.example/steal',
    });
    expectError(answer, 400, 'invalid_redirect_url');
    expect(await emulator.api.mailbox.messages({ to: 'gus@acme.test' })).toEqual([]);
  });

  it('refuses creation when the project turned it off', async () => {
    await emulator.api.config.patch({ createOrganizationEnabled: false });
    try {
      const found = await discoverByCode(emulator, 'hal@acme.test');
      const refused = await b2b(emulator, 'POST', '/b2b/discovery/organizations/create', {
        intermediate_session_token: found.json.intermediate_session_token,
        organization_name: 'Nope',
      });
      expectError(refused, 403, 'unauthorized_action');
    } finally {
      await emulator.api.config.patch({ createOrganizationEnabled: true });
    }
  });
});
