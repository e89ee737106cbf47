/**
 * The provider's own published B2B headless client (@stytch/vanilla-js 6.3.0,
 * its `b2b/headless` entry) against the emulator in Chromium: discovery by
 * email passcode and magic link, creating an organization, exchanging into
 * another, organization sign-in by magic link, revoking a member's sessions, the
 * organization and member calls and RBAC, as that client sends them
 * (docs/protocol.md §13: pointed at the emulator through its `endpoints`
 * option). Served like provider-sdk-crypto.test.ts: a bundled SDK and a blank
 * page from a loopback server on http://localhost.
 */
import { describe, expect, it } from 'vitest';
import { useProviderB2BClient } from './support/provider-b2b-client';
import { PUBLIC_TOKEN } from './support/script-app';

const b2b = useProviderB2BClient();
const { call, cookies, session } = b2b;

describe("the provider's B2B client against the emulator", () => {
  it('discovers by email passcode, creates an organization (as stytch_admin) and exchanges into another', async () => {
    const email = 'ada@acme.test';
    const { organization: globex } = await b2b.emulator.api.organizations.create({
      organization_name: 'Globex',
      email_allowed_domains: ['acme.test'],
      email_jit_provisioning: 'RESTRICTED',
    });

    const code = b2b.emulator.api.mailbox.waitForCode(email);
    const sent = await call('otps.email.discovery.send', { email_address: email });
    expect(sent.ok, sent.message).toBe(true);
    const found = await call('otps.email.discovery.authenticate', { email_address: email, code: await code });
    expect(found.ok, found.message).toBe(true);
    expect(found.discovered_organizations.map((d: any) => [d.organization.organization_name, d.membership.type])).toEqual([
      ['Globex', 'eligible_to_join_by_email_domain'],
    ]);
    // The client keeps the intermediate session in its cookie, and lists with it.
    expect(await cookies()).toContain('stytch_intermediate_session_token=');
    const listed = await call('discovery.organizations.list');
    expect(listed.ok, listed.message).toBe(true);
    expect(listed.email_address).toBe(email);

    const created = await call('discovery.organizations.create', { organization_name: 'Acme', organization_slug: 'acme', session_duration_minutes: 60 });
    expect(created.ok, created.message).toBe(true);
    expect(created.member_authenticated).toBe(true);
    expect(created.member.is_admin).toBe(true);
    // A full session replaces the intermediate one.
    const jar = await cookies();
    expect(jar).toContain('stytch_session=');
    expect(jar).not.toContain('stytch_intermediate_session_token=');
    expect(await session.page.evaluate(() => (window as any).stytch.session.getSync()?.roles)).toEqual(
      expect.arrayContaining(['stytch_admin', 'stytch_member']),
    );
    expect(await session.page.evaluate(() => (window as any).stytch.rbac.isAuthorizedSync('stytch.member', 'create'))).toBe(true);

    const organization = await call('organization.get');
    expect(organization.ok, organization.message).toBe(true);
    expect(organization.organization_slug).toBe('acme');
    const member = await call('self.get');
    expect(member.email_address).toBe(email);

    const exchanged = await call('session.exchange', { organization_id: globex.organization_id, session_duration_minutes: 60 });
    expect(exchanged.ok, exchanged.message).toBe(true);
    expect(exchanged.organization.organization_id).toBe(globex.organization_id);
    expect(exchanged.member_session.roles).toEqual(['stytch_member']);

    const refreshed = await call('session.authenticate', { session_duration_minutes: 60 });
    expect(refreshed.ok, refreshed.message).toBe(true);
    expect(refreshed.organization.organization_id).toBe(globex.organization_id);
  }, 60_000);

  it('discovers by magic link and exchanges into the organization', async () => {
    const email = 'fay@acme.test';
    const { organization } = await b2b.emulator.api.organizations.create({ organization_name: 'Acme', members: [{ email_address: email }] });
    const link = b2b.emulator.api.mailbox.waitForLink(email);
    const sent = await call('magicLinks.email.discovery.send', { email_address: email, discovery_redirect_url: `${b2b.appUrl}/discover` });
    expect(sent.ok, sent.message).toBe(true);
    const { token, tokenType } = await link;
    expect(tokenType).toBe('discovery');
    const found = await call('magicLinks.discovery.authenticate', { discovery_magic_links_token: token });
    expect(found.ok, found.message).toBe(true);
    expect(found.discovered_organizations[0].membership.type).toBe('active_member');
    const exchanged = await call('discovery.intermediateSessions.exchange', { organization_id: organization.organization_id, session_duration_minutes: 60 });
    expect(exchanged.ok, exchanged.message).toBe(true);
    expect(exchanged.member_session.authentication_factors[0].type).toBe('magic_link');
    expect(await cookies()).toContain('stytch_session=');
  }, 60_000);

  it('completes MFA by SMS passcode for an organization that requires it', async () => {
    const email = 'gus@acme.test';
    const phone = '+15555550177';
    const { organization, members } = await b2b.emulator.api.organizations.create({
      organization_name: 'Strict',
      mfa_policy: 'REQUIRED_FOR_ALL',
      members: [{ email_address: email }],
    });
    const code = b2b.emulator.api.mailbox.waitForCode(email);
    expect((await call('otps.email.loginOrSignup', { organization_id: organization.organization_id, email_address: email })).ok).toBe(true);
    const first = await call('otps.email.authenticate', { organization_id: organization.organization_id, email_address: email, code: await code, session_duration_minutes: 60 });
    expect(first.ok, first.message).toBe(true);
    expect(first.member_authenticated).toBe(false);
    expect(first.mfa_required).toEqual({ member_options: null, secondary_auth_initiated: null });
    expect(await cookies()).toContain('stytch_intermediate_session_token=');

    const sms = b2b.emulator.api.mailbox.waitForCode(phone);
    const sent = await call('otps.sms.send', { organization_id: organization.organization_id, member_id: members[0]!.member_id, mfa_phone_number: phone });
    expect(sent.ok, sent.message).toBe(true);
    const done = await call('otps.sms.authenticate', {
      organization_id: organization.organization_id,
      member_id: members[0]!.member_id,
      code: await sms,
      session_duration_minutes: 60,
    });
    expect(done.ok, done.message).toBe(true);
    expect(done.member.mfa_phone_number).toBe(phone);
    const jar = await cookies();
    expect(jar).toContain('stytch_session=');
    expect(jar).not.toContain('stytch_intermediate_session_token=');
  }, 60_000);

  it('an admin manages members; a plain member is refused with unauthorized_action', async () => {
    const { organization } = await b2b.emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'admin@acme.test', roles: ['stytch_admin'] }, { email_address: 'bob@acme.test' }],
    });
    const signIn = async (email: string) => {
      const code = b2b.emulator.api.mailbox.waitForCode(email);
      const sent = await call('otps.email.loginOrSignup', { organization_id: organization.organization_id, email_address: email });
      expect(sent.ok, sent.message).toBe(true);
      const answer = await call('otps.email.authenticate', {
        organization_id: organization.organization_id,
        email_address: email,
        code: await code,
        session_duration_minutes: 60,
      });
      expect(answer.ok, answer.message).toBe(true);
      return answer;
    };

    await signIn('admin@acme.test');
    const created = await call('organization.members.create', { email_address: 'carol@acme.test', name: 'Carol' });
    expect(created.ok, created.message).toBe(true);
    const search = await call('organization.members.search', {});
    expect(search.ok, search.message).toBe(true);
    expect(search.members.map((m: any) => m.email_address).sort()).toEqual(['admin@acme.test', 'bob@acme.test', 'carol@acme.test']);
    expect((await call('session.revoke')).ok).toBe(true);

    await signIn('bob@acme.test');
    const refused = await call('organization.members.create', { email_address: 'dave@acme.test' });
    expect(refused).toMatchObject({ ok: false, error_type: 'unauthorized_action' });
    const updated = await call('self.update', { name: 'Bobby' });
    expect(updated.ok, updated.message).toBe(true);
    expect(updated.member.name).toBe('Bobby');
  }, 60_000);

  it('signs in to one organization by magic link, and an admin revokes another member’s sessions', async () => {
    const { organization, members } = await b2b.emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'admin@acme.test', roles: ['stytch_admin'] }, { email_address: 'bob@acme.test' }],
    });
    const bob = members.find((m) => m.email_address === 'bob@acme.test')!;
    const bobSession = await b2b.emulator.api.memberSessions.create({ memberId: bob.member_id });

    const link = b2b.emulator.api.mailbox.waitForLink('admin@acme.test');
    const sent = await call('magicLinks.email.loginOrSignup', {
      organization_id: organization.organization_id,
      email_address: 'admin@acme.test',
      login_redirect_url: `${b2b.appUrl}/authenticate`,
    });
    expect(sent.ok, sent.message).toBe(true);
    const { token, tokenType } = await link;
    expect(tokenType).toBe('multi_tenant_magic_links');
    const signedIn = await call('magicLinks.authenticate', { magic_links_token: token, session_duration_minutes: 60 });
    expect(signedIn.ok, signedIn.message).toBe(true);
    expect(signedIn.member.email_address).toBe('admin@acme.test');
    expect(signedIn.member_session.authentication_factors[0].type).toBe('magic_link');
    // The link is single use, from this client too.
    expect(await call('magicLinks.authenticate', { magic_links_token: token, session_duration_minutes: 60 })).toMatchObject({ ok: false });

    const bobAlive = () =>
      fetch(`${b2b.emulator.url}/sdk/v1/b2b/sessions/authenticate`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${bobSession.session_token}`)}`,
          'content-type': 'application/json',
        },
        body: '{}',
      }).then((answer) => answer.status);
    expect(await bobAlive()).toBe(200);
    const revoked = await call('session.revokeForMember', { member_id: bob.member_id });
    expect(revoked.ok, revoked.message).toBe(true);
    expect(await bobAlive()).toBe(404);
    // The admin's own session is untouched.
    expect((await call('session.authenticate', { session_duration_minutes: 60 })).ok).toBe(true);
  }, 60_000);
});
