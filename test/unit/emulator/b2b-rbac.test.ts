import { describe, expect, it } from 'vitest';
import { b2bRbacPolicy, B2B_RESOURCES, isAuthorized } from '../../../emulator/src/b2b-rbac';
import { DEFAULT_CONFIG, resolveConfig } from '../../../emulator/src/config';
import { PUBLIC_TOKEN, TestEmulator } from './helpers';

const policy = b2bRbacPolicy(DEFAULT_CONFIG);

describe('the B2B RBAC policy', () => {
  it('has the two default roles: stytch_admin with every stytch action, stytch_member with every stytch.self action', () => {
    expect(policy.roles.map((role) => role.role_id)).toEqual(['stytch_admin', 'stytch_member']);
    expect(policy.resources.map((resource) => resource.resource_id)).toEqual([
      'stytch.organization',
      'stytch.member',
      'stytch.sso',
      'stytch.scim',
      'stytch.self',
    ]);
    for (const resource of B2B_RESOURCES) {
      for (const action of resource.actions) {
        expect(isAuthorized(policy, ['stytch_admin'], resource.resource_id, action)).toBe(true);
        expect(isAuthorized(policy, ['stytch_member'], resource.resource_id, action)).toBe(
          resource.resource_id === 'stytch.self',
        );
      }
    }
  });

  it('refuses what no held role grants: a plain member cannot search, create or delete members, or rename the organization', () => {
    expect(isAuthorized(policy, ['stytch_member'], 'stytch.member', 'search')).toBe(false);
    expect(isAuthorized(policy, ['stytch_member'], 'stytch.member', 'create')).toBe(false);
    expect(isAuthorized(policy, ['stytch_member'], 'stytch.member', 'delete')).toBe(false);
    expect(isAuthorized(policy, ['stytch_member'], 'stytch.organization', 'update.info.name')).toBe(false);
    expect(isAuthorized(policy, ['stytch_member'], 'stytch.self', 'update.info.name')).toBe(true);
    expect(isAuthorized(policy, [], 'stytch.self', 'update.info.name')).toBe(false);
    // A role the policy does not know grants nothing, whatever its name.
    expect(isAuthorized(policy, ['owner'], 'stytch.member', 'search')).toBe(false);
  });

  it('adds the config’s custom roles and resources after the defaults, honours the wildcard, and drops the consumer stytch_user', () => {
    const config = resolveConfig({
      rbacPolicy: {
        roles: [
          { role_id: 'stytch_user', description: 'consumer', permissions: [] },
          { role_id: 'editor', description: 'Edits documents', permissions: [{ resource_id: 'documents', actions: ['*'] }] },
        ],
        resources: [{ resource_id: 'documents', description: 'Documents', actions: ['read', 'write'] }],
      },
    });
    const custom = b2bRbacPolicy(config);
    expect(custom.roles.map((role) => role.role_id)).toEqual(['stytch_admin', 'stytch_member', 'editor']);
    expect(custom.resources.at(-1)?.resource_id).toBe('documents');
    expect(isAuthorized(custom, ['editor'], 'documents', 'write')).toBe(true);
    expect(isAuthorized(custom, ['editor'], 'stytch.member', 'search')).toBe(false);
  });
});

describe('bootstrap of a B2B project', () => {
  it('reports the vertical, the slug pattern, organization creation, PKCE for SSO and the B2B policy', async () => {
    const t = new TestEmulator({
      config: { vertical: 'B2B', slugPattern: 'http://localhost:3000/org/{{slug}}', pkce: { sso: true } },
    });
    const { data } = (await t.sdk('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`)).json;
    expect(data.vertical).toBe('B2B');
    expect(data.slug_pattern).toBe('http://localhost:3000/org/{{slug}}');
    expect(data.create_organization_enabled).toBe(true);
    expect(data.pkce_required_for_sso).toBe(true);
    expect(data.rbac_policy).toEqual(JSON.parse(JSON.stringify(b2bRbacPolicy(t.emulator.deps.config))));
  });

  it('reports create_organization_enabled false when the project turns creation off', async () => {
    const t = new TestEmulator({ config: { vertical: 'B2B', createOrganizationEnabled: false } });
    const { data } = (await t.sdk('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`)).json;
    expect(data.create_organization_enabled).toBe(false);
  });

  it('refuses a slug pattern without {{slug}}', () => {
    expect(() => resolveConfig({ slugPattern: 'http://localhost:3000/org' })).toThrow(/\{\{slug\}\}/);
  });
});
