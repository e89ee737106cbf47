/**
 * Permission checks of the B2B client (src/core/b2b/rbac.ts): the member
 * session's roles against the bootstrap's policy plus the organization's
 * custom roles.
 */
import { describe, expect, it } from 'vitest';
import { dataResponse } from '../fakes';
import { b2bHarness, makeMemberSession, makeOrganization, sessionAnswer } from './b2b-harness';

const POLICY = {
  roles: [
    { role_id: 'stytch_admin', description: '', permissions: [{ resource_id: 'stytch.member', actions: ['*'] }] },
    { role_id: 'stytch_member', description: '', permissions: [{ resource_id: 'stytch.self', actions: ['update.info.name'] }] },
  ],
  resources: [
    { resource_id: 'stytch.member', description: '', actions: ['create', 'delete'] },
    { resource_id: 'stytch.self', description: '', actions: ['update.info.name'] },
    { resource_id: 'documents', description: '', actions: ['read'] },
  ],
  scopes: [],
};

async function signedIn(roles: string[], organization = makeOrganization()) {
  const h = b2bHarness({ bootstrap: { rbac_policy: POLICY } });
  h.answer(() => dataResponse(sessionAnswer({ member_session: makeMemberSession({ roles }), organization })));
  await h.client.session.exchange({ organization_id: 'organization-test-1', session_duration_minutes: 30 });
  return h;
}

describe('B2B client: rbac', () => {
  it('allows an admin every member action and a plain member none', async () => {
    const admin = await signedIn(['stytch_admin', 'stytch_member']);
    expect(await admin.client.rbac.isAuthorized('stytch.member', 'delete')).toBe(true);
    const member = await signedIn(['stytch_member']);
    expect(await member.client.rbac.isAuthorized('stytch.member', 'delete')).toBe(false);
    expect(await member.client.rbac.isAuthorized('stytch.self', 'update.info.name')).toBe(true);
    // The policy is cached now: the synchronous answer agrees.
    expect(member.client.rbac.isAuthorizedSync('stytch.member', 'delete')).toBe(false);
    expect(member.client.rbac.isAuthorizedSync('stytch.self', 'update.info.name')).toBe(true);
  });

  it('lists every action of every resource with the member’s permission', async () => {
    const member = await signedIn(['stytch_member']);
    expect(await member.client.rbac.allPermissions()).toEqual({
      'stytch.member': { create: false, delete: false },
      'stytch.self': { 'update.info.name': true },
      documents: { read: false },
    });
  });

  it('adds the organization’s custom roles to the project policy', async () => {
    const organization = makeOrganization({
      custom_roles: [{ role_id: 'reader', description: '', permissions: [{ resource_id: 'documents', actions: ['read'] }] }],
    });
    const reader = await signedIn(['stytch_member', 'reader'], organization);
    expect(await reader.client.rbac.isAuthorized('documents', 'read')).toBe(true);
    const plain = await signedIn(['stytch_member']);
    expect(await plain.client.rbac.isAuthorized('documents', 'read')).toBe(false);
  });

  it('allows nothing without a member session', async () => {
    const h = b2bHarness({ bootstrap: { rbac_policy: POLICY } });
    expect(await h.client.rbac.isAuthorized('stytch.self', 'update.info.name')).toBe(false);
  });
});
