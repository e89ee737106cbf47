import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOTSTRAP } from '../../../src/core/bootstrap';
import type { BootstrapData, BootstrapSource } from '../../../src/core/client-context';
import { PorticoInvalidCallError } from '../../../src/core/errors';
import { createRbacApi, heldRoleIds, isActionAllowed, permissionsMap } from '../../../src/core/rbac';
import type { RbacPolicy, User } from '../../../src/core/wire-types';
import { makeUser } from './fakes';

const policy: RbacPolicy = {
  roles: [
    {
      role_id: 'editor',
      description: '',
      permissions: [
        { resource_id: 'documents', actions: ['read', 'write'] },
        { resource_id: 'images', actions: ['read'] },
      ],
    },
    { role_id: 'admin', description: '', permissions: [{ resource_id: 'documents', actions: ['*'] }] },
    { role_id: 'stytch_user', description: '', permissions: [{ resource_id: 'profile', actions: ['read'] }] },
  ],
  resources: [
    { resource_id: 'documents', description: '', actions: ['read', 'write', 'delete'] },
    { resource_id: 'images', description: '', actions: ['read', 'delete'] },
  ],
  scopes: [],
};

function source(rbacPolicy: RbacPolicy | null): BootstrapSource {
  const data: BootstrapData = { ...DEFAULT_BOOTSTRAP, rbacPolicy };
  return { get: async () => data, getSync: () => data };
}

function api(rbacPolicy: RbacPolicy | null, user: User | null) {
  return createRbacApi({ bootstrap: source(rbacPolicy), session: { getUserSync: () => user } });
}

describe('heldRoleIds', () => {
  it('accepts role strings and {role_id} objects', () => {
    expect(heldRoleIds(makeUser({ roles: ['a', { role_id: 'b' }] }))).toEqual(['a', 'b']);
    expect(heldRoleIds(null)).toEqual([]);
  });
});

describe('isActionAllowed', () => {
  it('allows an action listed for the resource by a held role', () => {
    expect(isActionAllowed(policy, ['editor'], 'documents', 'write')).toBe(true);
    expect(isActionAllowed(policy, ['editor'], 'documents', 'delete')).toBe(false);
    expect(isActionAllowed(policy, ['editor'], 'images', 'write')).toBe(false);
  });

  it('allows any action through the * wildcard, only on its resource', () => {
    expect(isActionAllowed(policy, ['admin'], 'documents', 'delete')).toBe(true);
    expect(isActionAllowed(policy, ['admin'], 'documents', 'anything')).toBe(true);
    expect(isActionAllowed(policy, ['admin'], 'images', 'read')).toBe(false);
  });

  it('ignores roles the caller does not hold, and denies without a policy', () => {
    expect(isActionAllowed(policy, ['viewer'], 'documents', 'read')).toBe(false);
    expect(isActionAllowed(policy, [], 'documents', 'read')).toBe(false);
    expect(isActionAllowed(null, ['admin'], 'documents', 'read')).toBe(false);
  });
});

describe('rbac namespace', () => {
  const editor = makeUser({ roles: [{ role_id: 'editor' }, 'stytch_user'] });

  it('isAuthorized and isAuthorizedSync answer from the policy and the user roles', async () => {
    const rbac = api(policy, editor);
    expect(await rbac.isAuthorized('documents', 'write')).toBe(true);
    expect(await rbac.isAuthorized('documents', 'delete')).toBe(false);
    expect(rbac.isAuthorizedSync('images', 'read')).toBe(true);
    expect(rbac.isAuthorizedSync('images', 'delete')).toBe(false);
  });

  it('denies everything when the policy is unavailable or nobody is logged in', async () => {
    expect(await api(null, editor).isAuthorized('documents', 'read')).toBe(false);
    expect(api(null, editor).isAuthorizedSync('documents', 'read')).toBe(false);
    expect(await api(null, editor).allPermissions()).toEqual({});
    expect(await api(policy, null).isAuthorized('documents', 'read')).toBe(false);
  });

  it('allPermissions maps every resource action', async () => {
    expect(await api(policy, editor).allPermissions()).toEqual({
      documents: { read: true, write: true, delete: false },
      images: { read: true, delete: false },
    });
    expect(permissionsMap(policy, ['admin'])).toEqual({
      documents: { read: true, write: true, delete: true },
      images: { read: false, delete: false },
    });
  });

  it('validates its arguments', async () => {
    const rbac = api(policy, editor);
    expect(() => rbac.isAuthorizedSync(1 as never, 'read')).toThrow(
      new PorticoInvalidCallError('Invalid call to rbac.isAuthorizedSync\nresourceId must be a string.'),
    );
    await expect(rbac.isAuthorized('documents', undefined as never)).rejects.toThrow(
      'Invalid call to rbac.isAuthorized\naction must be a string.',
    );
  });
});

describe('malformed policies', () => {
  const user = makeUser({ roles: ['editor', null as never, { role_id: 'admin' }, 7 as never] });
  const malformed: Array<[string, unknown]> = [
    ['roles not an array', { roles: { editor: true }, resources: [] }],
    ['a null role', { roles: [null], resources: [] }],
    ['permissions missing', { roles: [{ role_id: 'editor' }], resources: [] }],
    ['permissions not an array', { roles: [{ role_id: 'editor', permissions: 'all' }], resources: [] }],
    ['a null permission', { roles: [{ role_id: 'editor', permissions: [null] }], resources: [] }],
    ['actions not an array', { roles: [{ role_id: 'editor', permissions: [{ resource_id: 'documents', actions: 'read' }] }], resources: [] }],
    ['actions missing', { roles: [{ role_id: 'editor', permissions: [{ resource_id: 'documents' }] }], resources: [] }],
    ['resources not an array', { roles: [], resources: 'documents' }],
    ['a null resource', { roles: [], resources: [null] }],
    ['resource actions not an array', { roles: [], resources: [{ resource_id: 'documents', actions: null }] }],
    ['a resource without an id', { roles: [], resources: [{ actions: ['read'] }] }],
    ['a string policy', 'nope'],
  ];

  it.each(malformed)('%s: grants nothing and never throws', async (_label, bad) => {
    const p = bad as RbacPolicy;
    expect(isActionAllowed(p, ['editor', 'admin'], 'documents', 'read')).toBe(false);
    expect(() => permissionsMap(p, ['editor'])).not.toThrow();
    const rbac = api(p, user);
    expect(rbac.isAuthorizedSync('documents', 'read')).toBe(false);
    expect(await rbac.isAuthorized('documents', 'read')).toBe(false);
    await expect(rbac.allPermissions()).resolves.toBeTypeOf('object');
  });

  it('skips malformed entries but keeps the well-formed ones', () => {
    const mixed = {
      roles: [null, { role_id: 'editor', permissions: [null, { resource_id: 'documents', actions: ['read', 5] }] }],
      resources: [null, { resource_id: 'documents', actions: ['read', null, 'write'] }],
    } as unknown as RbacPolicy;
    expect(isActionAllowed(mixed, ['editor'], 'documents', 'read')).toBe(true);
    expect(permissionsMap(mixed, ['editor'])).toEqual({ documents: { read: true, write: false } });
  });
});
