/**
 * Portico's B2B client against the real emulator over HTTP (issue 24): discovery
 * by link and by code, organization creation and exchange, members with RBAC
 * (a plain member refused an admin call), and the member session's exchange
 * and revoke. The page is jsdom on http://localhost:3000: the cookies are the
 * DOM's own.
 */
import { describe, expect, it } from 'vitest';
import type { PorticoB2BClient } from '../../src/core/b2b/client';
import { useB2BClients } from './support/b2b-clients';
import { clearPage, devApi, errorTypeOf, lastMessageTo, readCookie, type Emulator } from './support/harness';

const IST = 'stytch_intermediate_session_token';

let emulator: Emulator;
const { newB2BClient } = useB2BClients({}, (started) => (emulator = started));

interface SeededOrganization {
  organization: { organization_id: string; organization_slug: string };
  members: Array<{ member_id: string; email_address: string }>;
}

function seedOrganization(name: string, members: Array<{ email_address: string; roles?: string[] }>): Promise<SeededOrganization> {
  return devApi<SeededOrganization>(emulator, 'POST', '/organizations', { organization_name: name, members });
}

/** The token of the newest link mailed to `email`. */
async function linkToken(email: string): Promise<string> {
  const message = await lastMessageTo(emulator, email);
  const token = message.link ? new URL(message.link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in the message to ${email}: ${message.body}`);
  return token;
}

/** Discovery by email passcode, then into `organizationId`: a member session for `email`. */
async function signInByCode(client: PorticoB2BClient, email: string, organizationId: string) {
  await client.otps.email.discovery.send({ email_address: email });
  const { code } = await lastMessageTo(emulator, email);
  await client.otps.email.discovery.authenticate({ code: code!, email_address: email });
  return client.discovery.intermediateSessions.exchange({ organization_id: organizationId, session_duration_minutes: 60 });
}

describe('B2B client against the emulator', () => {
  it('discovery by link: the intermediate session, its organizations, the exchange into one, refresh and revoke', async () => {
    const seeded = await seedOrganization('Acme', [{ email_address: 'ada@acme.example' }]);
    const client = newB2BClient();

    await client.magicLinks.email.discovery.send({
      email_address: 'ada@acme.example',
      discovery_redirect_url: 'http://localhost:3000/authenticate',
    });
    const discovered = await client.magicLinks.discovery.authenticate({
      discovery_magic_links_token: await linkToken('ada@acme.example'),
    });
    expect(discovered.email_address).toBe('ada@acme.example');
    expect(discovered.discovered_organizations.map((d) => [d.organization.organization_id, d.membership.type])).toEqual([
      [seeded.organization.organization_id, 'active_member'],
    ]);
    expect(readCookie(IST)).toBe(discovered.intermediate_session_token);
    expect(client.session.getSync()).toBeNull();

    const listed = await client.discovery.organizations.list();
    expect(listed.discovered_organizations.map((d) => d.organization.organization_id)).toEqual([
      seeded.organization.organization_id,
    ]);

    const session = await client.discovery.intermediateSessions.exchange({
      organization_id: seeded.organization.organization_id,
      session_duration_minutes: 60,
    });
    expect(session.member_authenticated).toBe(true);
    expect(readCookie(IST)).toBeNull();
    expect(readCookie('stytch_session')).toBe(session.session_token);
    expect(client.session.getSync()?.organization_id).toBe(seeded.organization.organization_id);
    expect(client.self.getSync()?.email_address).toBe('ada@acme.example');

    const refreshed = await client.session.authenticate();
    expect(refreshed.member_session.member_session_id).toBe(client.session.getSync()?.member_session_id);

    await client.session.revoke();
    expect(readCookie('stytch_session')).toBeNull();
    expect(client.session.getSync()).toBeNull();
  });

  it('discovery by code, then a new organization whose creator is its admin', async () => {
    const client = newB2BClient();
    await client.otps.email.discovery.send({ email_address: 'grace@example.com' });
    const { code } = await lastMessageTo(emulator, 'grace@example.com');
    const discovered = await client.otps.email.discovery.authenticate({ code: code!, email_address: 'grace@example.com' });
    expect(discovered.discovered_organizations).toEqual([]);
    expect(readCookie(IST)).toBe(discovered.intermediate_session_token);

    const created = await client.discovery.organizations.create({
      organization_name: 'Grace Labs',
      organization_slug: 'grace-labs',
      session_duration_minutes: 60,
    });
    expect(created.organization.organization_slug).toBe('grace-labs');
    expect(created.member.roles.map((role) => role.role_id)).toContain('stytch_admin');
    expect(readCookie(IST)).toBeNull();
    expect(await client.rbac.isAuthorized('stytch.member', 'create')).toBe(true);
    expect((await client.organization.get()).organization_name).toBe('Grace Labs');

    // Found by its slug without a session; gone once its admin deletes it, with the local session.
    const anonymous = await newB2BClient().organization.getBySlug({ organization_slug: 'Grace-Labs' });
    expect(anonymous.organization?.organization_id).toBe(created.organization.organization_id);
    await client.organization.delete();
    expect(client.session.getSync()).toBeNull();
    expect(readCookie('stytch_session')).toBeNull();
    expect((await client.organization.getBySlug({ organization_slug: 'grace-labs' })).organization).toBeNull();
  });

  it('members and RBAC: the admin adds a member; that plain member is refused an admin call', async () => {
    const seeded = await seedOrganization('Acme', [{ email_address: 'ada@acme.example', roles: ['stytch_admin'] }]);
    const orgId = seeded.organization.organization_id;
    const admin = newB2BClient();
    await signInByCode(admin, 'ada@acme.example', orgId);
    const bob = await admin.organization.members.create({ email_address: 'bob@acme.example', name: 'Bob' });
    expect(bob.member.status).toBe('active');
    const found = await admin.organization.members.search();
    expect(found.members.map((m) => m.email_address).sort()).toEqual(['ada@acme.example', 'bob@acme.example']);
    await admin.organization.members.update({ member_id: bob.member_id, name: 'Bob B.' });
    admin.destroy();

    // The same page, now Bob's.
    clearPage();
    const member = newB2BClient();
    await signInByCode(member, 'bob@acme.example', orgId);
    expect(member.self.getSync()?.name).toBe('Bob B.');
    expect(await member.rbac.isAuthorized('stytch.member', 'create')).toBe(false);
    expect(await member.rbac.isAuthorized('stytch.self', 'update.info.name')).toBe(true);
    expect(await errorTypeOf(member.organization.members.create({ email_address: 'eve@acme.example' }))).toBe('unauthorized_action');
    expect(await errorTypeOf(member.organization.update({ organization_name: 'Bob Inc' }))).toBe('unauthorized_action');
    // What the member may do on themselves goes through.
    expect((await member.self.update({ name: 'Robert' })).member.name).toBe('Robert');
  });

  it('invites: the admin invites an address; its link signs the invited member in', async () => {
    const seeded = await seedOrganization('Acme', [{ email_address: 'ada@acme.example', roles: ['stytch_admin'] }]);
    const admin = newB2BClient();
    await signInByCode(admin, 'ada@acme.example', seeded.organization.organization_id);
    const invited = await admin.magicLinks.email.invite({
      email_address: 'carol@acme.example',
      invite_redirect_url: 'http://localhost:3000/authenticate',
    });
    expect(invited.member.status).toBe('invited');
    admin.destroy();

    clearPage();
    const carol = newB2BClient();
    const signedIn = await carol.magicLinks.authenticate({
      magic_links_token: await linkToken('carol@acme.example'),
      session_duration_minutes: 60,
    });
    expect(signedIn.member_authenticated).toBe(true);
    expect(signedIn.member).toMatchObject({ email_address: 'carol@acme.example', status: 'active' });
    expect(carol.session.getSync()?.organization_id).toBe(seeded.organization.organization_id);
  });

  it('exchanges the member session into another organization of the same address', async () => {
    const first = await seedOrganization('Acme', [{ email_address: 'ada@acme.example' }]);
    const second = await seedOrganization('Beta', [{ email_address: 'ada@acme.example' }]);
    const client = newB2BClient();
    await signInByCode(client, 'ada@acme.example', first.organization.organization_id);
    const exchanged = await client.session.exchange({
      organization_id: second.organization.organization_id,
      session_duration_minutes: 60,
    });
    expect(exchanged.member_authenticated).toBe(true);
    expect(client.session.getSync()?.organization_id).toBe(second.organization.organization_id);
    expect(client.organization.getSync()?.organization_name).toBe('Beta');
    expect(readCookie('stytch_session')).toBe(exchanged.session_token);
  });
});
