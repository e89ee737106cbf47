/**
 * What each B2B method sends (path, method, body), with the provider's B2B
 * headless client as the wire reference (issue 24), and the 'Invalid call
 * to …' checks every method makes before sending anything.
 */
import { describe, expect, it } from 'vitest';
import { PorticoInvalidCallError } from '../../../../src/core/errors';
import { dataResponse } from '../fakes';
import { b2bHarness, discoveryAnswer, makeMember, makeOrganization, sessionAnswer } from './b2b-harness';

const OK = { request_id: 'request-id-1', status_code: 200 };
const MEMBER = { ...OK, member_id: 'member-test-2', member: makeMember({ member_id: 'member-test-2' }), organization: makeOrganization() };

describe('B2B client: requests', () => {
  it('discovery: list and create carry the intermediate session token; create signs the creator in', async () => {
    const h = b2bHarness();
    h.answer(
      () => dataResponse(discoveryAnswer()),
      () => dataResponse({ ...OK, email_address: 'ada@acme.example', discovered_organizations: [], organization_id_hint: null }),
      () => dataResponse(sessionAnswer()),
    );
    await h.client.otps.email.discovery.authenticate({ code: '123456', email_address: 'ada@acme.example' });
    await h.client.discovery.organizations.list();
    await h.client.discovery.organizations.create({
      session_duration_minutes: 30,
      organization_name: 'Acme',
      organization_slug: 'acme',
    });
    const [auth, list, create] = h.apiCalls();
    expect([h.path(auth), auth!.body]).toEqual([
      '/b2b/otps/email/discovery/authenticate',
      { code: '123456', email_address: 'ada@acme.example' },
    ]);
    expect([h.path(list), list!.init.method, list!.body]).toEqual([
      '/b2b/discovery/organizations',
      'POST',
      { intermediate_session_token: 'ist-discovery-1' },
    ]);
    expect([h.path(create), create!.body]).toEqual([
      '/b2b/discovery/organizations/create',
      { session_duration_minutes: 30, organization_name: 'Acme', organization_slug: 'acme', intermediate_session_token: 'ist-discovery-1' },
    ]);
    expect(h.client.session.getSync()?.member_id).toBe('member-test-1');
  });

  it('discovery list without an intermediate session sends no token', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse({ ...OK, email_address: 'a@b.example', discovered_organizations: [], organization_id_hint: null }));
    await h.client.discovery.organizations.list();
    expect(h.apiCalls()[0]!.body).toEqual({});
  });

  it('magic links: organization and discovery sends, invite, authenticate', async () => {
    const h = b2bHarness();
    h.answer(
      () => dataResponse(OK),
      () => dataResponse(OK),
      () => dataResponse(MEMBER),
      () => dataResponse(sessionAnswer()),
    );
    await h.client.magicLinks.email.loginOrSignup({
      email_address: 'ada@acme.example',
      organization_id: 'organization-test-1',
      login_redirect_url: 'http://localhost:3000/authenticate',
    });
    await h.client.magicLinks.email.discovery.send({ email_address: 'ada@acme.example', discovery_expiration_minutes: 15 });
    await h.client.magicLinks.email.invite({ email_address: 'bob@acme.example', roles: ['stytch_admin'] });
    await h.client.magicLinks.authenticate({ magic_links_token: 'token-1', session_duration_minutes: 30 });
    const [login, discovery, invite, authenticate] = h.apiCalls();
    expect([h.path(login), login!.body]).toEqual([
      '/b2b/magic_links/email/login_or_signup',
      { email_address: 'ada@acme.example', organization_id: 'organization-test-1', login_redirect_url: 'http://localhost:3000/authenticate' },
    ]);
    expect([h.path(discovery), discovery!.body]).toEqual([
      '/b2b/magic_links/email/discovery/send',
      { email_address: 'ada@acme.example', discovery_expiration_minutes: 15 },
    ]);
    expect([h.path(invite), invite!.body]).toEqual([
      '/b2b/magic_links/email/invite',
      { email_address: 'bob@acme.example', roles: ['stytch_admin'] },
    ]);
    expect([h.path(authenticate), authenticate!.body]).toEqual([
      '/b2b/magic_links/authenticate',
      { magic_links_token: 'token-1', session_duration_minutes: 30 },
    ]);
  });

  it('magic links with PKCE required: the send carries the challenge, the redemption its verifier (then dropped)', async () => {
    const h = b2bHarness({ bootstrap: { pkce_required_for_email_magic_links: true } });
    h.answer(() => dataResponse(OK), () => dataResponse(discoveryAnswer()));
    await h.client.magicLinks.email.discovery.send({ email_address: 'ada@acme.example' });
    await h.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: 'token-1' });
    const [send, redeem] = h.apiCalls();
    const challenge = (send!.body as { pkce_code_challenge?: unknown }).pkce_code_challenge;
    expect(typeof challenge).toBe('string');
    const verifier = (redeem!.body as { pkce_code_verifier?: unknown }).pkce_code_verifier;
    expect(typeof verifier).toBe('string');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier as string)));
    expect(Buffer.from(digest).toString('base64url')).toBe(challenge);
    expect(h.storage.getItem(`stytch_sdk_state_public-token-test-b2b::PKCE_VERIFIER:magic_links`)).toBeNull();
  });

  it('email passcodes: organization send and authenticate', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse(OK), () => dataResponse(OK), () => dataResponse(sessionAnswer()));
    await h.client.otps.email.loginOrSignup({ email_address: 'ada@acme.example', organization_id: 'organization-test-1' });
    await h.client.otps.email.discovery.send({ email_address: 'ada@acme.example' });
    await h.client.otps.email.authenticate({
      code: '123456',
      email_address: 'ada@acme.example',
      organization_id: 'organization-test-1',
      session_duration_minutes: 30,
    });
    expect(h.apiCalls().map((c) => [h.path(c), c.body])).toEqual([
      ['/b2b/otps/email/login_or_signup', { email_address: 'ada@acme.example', organization_id: 'organization-test-1' }],
      ['/b2b/otps/email/discovery/send', { email_address: 'ada@acme.example' }],
      [
        '/b2b/otps/email/authenticate',
        { code: '123456', email_address: 'ada@acme.example', organization_id: 'organization-test-1', session_duration_minutes: 30 },
      ],
    ]);
  });

  it('organization, members and self', async () => {
    const h = b2bHarness();
    const org = { ...OK, organization: makeOrganization({ organization_name: 'Acme 2' }) };
    h.answer(
      () => dataResponse(sessionAnswer()),
      () => dataResponse(org),
      () => dataResponse(org),
      () => dataResponse({ ...OK, members: [], results_metadata: { total: 0, next_cursor: null }, organizations: {} }),
      () => dataResponse(MEMBER),
      () => dataResponse(MEMBER),
      () => dataResponse({ ...OK, member_id: 'member-test-2' }),
      () => dataResponse(MEMBER),
      () => dataResponse(MEMBER),
      () => dataResponse(MEMBER),
      () => dataResponse(MEMBER),
      () => dataResponse({ ...MEMBER, member_id: 'member-test-1', member: makeMember() }),
      () => dataResponse({ ...MEMBER, member_id: 'member-test-1', member: makeMember() }),
      () => dataResponse({ ...MEMBER, member_id: 'member-test-1', member: makeMember() }),
      () => dataResponse(OK),
    );
    await h.client.session.exchange({ organization_id: 'organization-test-1', session_duration_minutes: 30 });
    const organization = await h.client.organization.get();
    expect(organization.organization_name).toBe('Acme 2');
    expect(h.client.organization.getSync()?.organization_name).toBe('Acme 2');
    await h.client.organization.update({ organization_name: 'Acme 2' });
    await h.client.organization.members.search({ limit: 10 });
    await h.client.organization.members.create({ email_address: 'bob@acme.example', roles: ['stytch_member'] });
    await h.client.organization.members.update({ member_id: 'member-test-2', name: 'Bob' });
    await h.client.organization.members.delete('member-test-2');
    await h.client.organization.members.reactivate('member-test-2');
    await h.client.organization.members.deleteMFAPhoneNumber('member-test-2');
    await h.client.organization.members.deleteMFATOTP('member-test-2');
    await h.client.organization.members.deletePassword('member-password-1');
    await h.client.self.get();
    await h.client.self.update({ name: 'Ada' });
    await h.client.self.deleteMFATOTP();
    await h.client.session.revokeForMember({ member_id: 'member-test-2' });
    expect(h.apiCalls().slice(1).map((c) => [c.init.method, h.path(c), c.body])).toEqual([
      ['GET', '/b2b/organizations/me', undefined],
      ['PUT', '/b2b/organizations/me', { organization_name: 'Acme 2' }],
      ['POST', '/b2b/organizations/me/members/search', { limit: 10 }],
      ['POST', '/b2b/organizations/members', { email_address: 'bob@acme.example', roles: ['stytch_member'] }],
      ['PUT', '/b2b/organizations/members/member-test-2', { member_id: 'member-test-2', name: 'Bob' }],
      ['DELETE', '/b2b/organizations/members/member-test-2', undefined],
      ['PUT', '/b2b/organizations/members/member-test-2/reactivate', undefined],
      ['DELETE', '/b2b/organizations/members/mfa_phone_numbers/member-test-2', undefined],
      ['DELETE', '/b2b/organizations/members/totp/member-test-2', undefined],
      ['DELETE', '/b2b/organizations/members/passwords/member-password-1', undefined],
      ['GET', '/b2b/organizations/members/me', undefined],
      ['PUT', '/b2b/organizations/members/update', { name: 'Ada' }],
      ['DELETE', '/b2b/organizations/members/deleteTOTP', undefined],
      ['POST', '/b2b/sessions/revoke/member-test-2', undefined],
    ]);
  });

  it('organization lookup by slug and deletion (which clears the local session)', async () => {
    const h = b2bHarness();
    h.answer(
      () => dataResponse(sessionAnswer()),
      () => dataResponse({ ...OK, organization: null }),
      () => dataResponse({ ...OK, organization_id: 'organization-test-1' }),
    );
    await h.client.session.exchange({ organization_id: 'organization-test-1', session_duration_minutes: 30 });
    expect((await h.client.organization.getBySlug({ organization_slug: 'nope' })).organization).toBeNull();
    await h.client.organization.delete();
    expect(h.apiCalls().slice(1).map((c) => [c.init.method, h.path(c), c.body])).toEqual([
      ['POST', '/b2b/organizations/search', { organization_slug: 'nope' }],
      ['DELETE', '/b2b/organizations/me', undefined],
    ]);
    expect(h.client.session.getSync()).toBeNull();
    expect(h.cookie('stytch_session')).toBeNull();
  });

  it('session attest and access-token exchange sign the member in', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse(sessionAnswer()), () => dataResponse(sessionAnswer({ session_jwt: 'session-jwt-2' })));
    await h.client.session.attest({ profile_id: 'profile-1', token: 'idp-token', organization_id: 'organization-test-1' });
    await h.client.session.exchangeAccessToken({ access_token: 'access-1', session_duration_minutes: 30 });
    expect(h.apiCalls().map((c) => [h.path(c), c.body])).toEqual([
      ['/b2b/sessions/attest', { profile_id: 'profile-1', token: 'idp-token', organization_id: 'organization-test-1' }],
      ['/b2b/sessions/exchange_access_token', { access_token: 'access-1', session_duration_minutes: 30 }],
    ]);
    expect(h.cookie('stytch_session_jwt')).toBe('session-jwt-2');
  });

  it('an aborted signal sends nothing', async () => {
    const h = b2bHarness();
    const controller = new AbortController();
    controller.abort(new Error('gave up'));
    await expect(h.client.organization.members.search({ signal: controller.signal })).rejects.toThrow('gave up');
    await expect(
      h.client.magicLinks.email.discovery.send({ email_address: 'a@b.example', signal: controller.signal }),
    ).rejects.toThrow('gave up');
    expect(h.apiCalls()).toEqual([]);
  });
});

describe('B2B client: argument checks', () => {
  const h = b2bHarness();
  const cases: Array<[string, () => unknown, string]> = [
    ['magicLinks.email.loginOrSignup', () => h.client.magicLinks.email.loginOrSignup({ email_address: 'a@b.example' } as never), 'organization_id must be a string.'],
    ['magicLinks.email.discovery.send', () => h.client.magicLinks.email.discovery.send({ email_address: 7 } as never), 'email_address must be a string.'],
    ['magicLinks.authenticate', () => h.client.magicLinks.authenticate({ magic_links_token: 't' } as never), 'session_duration_minutes must be a number.'],
    ['otps.email.authenticate', () => h.client.otps.email.authenticate(undefined as never), 'options must be an object.'],
    ['discovery.organizations.create', () => h.client.discovery.organizations.create({ session_duration_minutes: 30, email_allowed_domains: 'acme.example' } as never), 'email_allowed_domains must be an array of strings.'],
    ['discovery.intermediateSessions.exchange', () => h.client.discovery.intermediateSessions.exchange({ session_duration_minutes: 30 } as never), 'organization_id must be a string.'],
    ['organization.members.delete', () => h.client.organization.members.delete(3 as never), 'member_id must be a string.'],
    ['organization.members.search', () => h.client.organization.members.search({ signal: 'no' } as never), 'signal must be an AbortSignal.'],
    ['self.update', () => h.client.self.update({ name: 1 } as never), 'name must be a string.'],
    ['session.exchange', () => h.client.session.exchange({ organization_id: 'o' } as never), 'session_duration_minutes must be a number.'],
    ['rbac.isAuthorizedSync', () => h.client.rbac.isAuthorizedSync('stytch.member', 1 as never), 'action must be a string.'],
  ];
  it.each(cases)('%s', (method, call, message) => {
    let error: unknown;
    try {
      const result = call();
      // Checks run before anything is sent; a synchronous throw or a rejection alike.
      if (result instanceof Promise) return result.then(
        () => expect.unreachable(),
        (e: unknown) => {
          expect(e).toBeInstanceOf(PorticoInvalidCallError);
          expect((e as Error).message).toBe(`Invalid call to ${method}\n${message}`);
          expect(h.apiCalls()).toEqual([]);
        },
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PorticoInvalidCallError);
    expect((error as Error).message).toBe(`Invalid call to ${method}\n${message}`);
    expect(h.apiCalls()).toEqual([]);
    return undefined;
  });

  it('createPorticoB2BClient checks its own arguments', async () => {
    const { createPorticoB2BClient } = await import('../../../../src/core/b2b/client');
    expect(() => createPorticoB2BClient(5 as never)).toThrow('Invalid call to createPorticoB2BClient\npublicToken must be a string.');
  });
});
