import type { RbacPolicy } from '../../protocol';
import type { EmulatorConfig } from './config';

/**
 * The RBAC policy of a B2B project (docs/architecture.md, "B2B"): the
 * provider's default resources (`stytch.organization`, `stytch.member`,
 * `stytch.sso`, `stytch.scim`, `stytch.self`) with their actions, and its two
 * default roles: `stytch_member`, held by every member, with every
 * `stytch.self` action; `stytch_admin` (the creator of an organization gets
 * it) with every action on every default resource. The action names are the
 * ones the provider's published B2B UI checks before each admin call. The
 * config's own roles and resources (`rbacPolicy`, minus the consumer default
 * `stytch_user`) are added after them. Shared by bootstrap (what the client
 * reads) and the B2B product (what the emulator enforces), so the two cannot
 * disagree.
 */

export const STYTCH_ADMIN = 'stytch_admin';
export const STYTCH_MEMBER = 'stytch_member';
/** `*` grants every action on its resource (the provider's wildcard). */
export const WILDCARD_ACTION = '*';

const MEMBER_INFO_ACTIONS = [
  'update.info.name',
  'update.info.untrusted-metadata',
  'update.info.mfa-phone',
  'update.info.delete.mfa-phone',
  'update.info.delete.mfa-totp',
  'update.info.delete.password',
  'update.settings.mfa-enrolled',
  'update.settings.default-mfa-method',
  'revoke-sessions',
] as const;

export const B2B_RESOURCES: RbacPolicy['resources'] = [
  {
    resource_id: 'stytch.organization',
    description: "The member's own organization.",
    actions: [
      'update.info.name',
      'update.info.slug',
      'update.info.logo-url',
      'update.settings.allowed-auth-methods',
      'update.settings.allowed-domains',
      'update.settings.allowed-mfa-methods',
      'update.settings.allowed-oauth-tenants',
      'update.settings.default-sso-connection',
      'update.settings.email-invites',
      'update.settings.email-jit-provisioning',
      'update.settings.implicit-roles',
      'update.settings.mfa-policy',
      'update.settings.oauth-tenant-jit-provisioning',
      'update.settings.sso-jit-provisioning',
      'delete',
    ],
  },
  {
    resource_id: 'stytch.member',
    description: "Every member of the member's organization.",
    actions: [
      'create',
      'reactivate',
      'delete',
      'search',
      'update.info.email',
      'update.settings.is-breakglass',
      'update.settings.roles',
      ...MEMBER_INFO_ACTIONS,
    ],
  },
  {
    resource_id: 'stytch.sso',
    description: "The SSO connections of the member's organization.",
    actions: ['create', 'get', 'update', 'delete'],
  },
  {
    resource_id: 'stytch.scim',
    description: "The SCIM connections of the member's organization.",
    actions: ['create', 'get', 'update', 'delete'],
  },
  {
    resource_id: 'stytch.self',
    description: 'The signed-in member itself.',
    actions: [...MEMBER_INFO_ACTIONS, 'delete'],
  },
];

export const B2B_DEFAULT_ROLES: RbacPolicy['roles'] = [
  {
    role_id: STYTCH_ADMIN,
    description: 'Granted to the creator of an organization; every action on the stytch resources.',
    permissions: B2B_RESOURCES.map((resource) => ({ resource_id: resource.resource_id, actions: [...resource.actions] })),
  },
  {
    role_id: STYTCH_MEMBER,
    description: 'Granted to every member.',
    permissions: [
      { resource_id: 'stytch.self', actions: [...(B2B_RESOURCES.find((r) => r.resource_id === 'stytch.self')?.actions ?? [])] },
    ],
  },
];

/** The consumer default role, which a B2B policy does not carry. */
const CONSUMER_DEFAULT_ROLE = 'stytch_user';

/** The project's B2B policy: the defaults, then the config's custom roles and resources, then its scopes. */
export function b2bRbacPolicy(config: Pick<EmulatorConfig, 'rbacPolicy'>): RbacPolicy {
  const defaultIds = new Set(B2B_DEFAULT_ROLES.map((role) => role.role_id));
  const defaultResources = new Set(B2B_RESOURCES.map((resource) => resource.resource_id));
  return structuredClone({
    roles: [
      ...B2B_DEFAULT_ROLES,
      ...config.rbacPolicy.roles.filter((role) => role.role_id !== CONSUMER_DEFAULT_ROLE && !defaultIds.has(role.role_id)),
    ],
    resources: [
      ...B2B_RESOURCES,
      ...config.rbacPolicy.resources.filter((resource) => !defaultResources.has(resource.resource_id)),
    ],
    scopes: config.rbacPolicy.scopes,
  });
}

/**
 * Whether any of `roleIds` grants `action` on `resourceId` under `policy`:
 * the same rule as the provider's client (`isAuthorized`), a role's
 * permission on the resource listing the action or the wildcard. Roles the
 * policy does not know grant nothing.
 */
export function isAuthorized(policy: RbacPolicy, roleIds: readonly string[], resourceId: string, action: string): boolean {
  return policy.roles
    .filter((role) => roleIds.includes(role.role_id))
    .some((role) =>
      role.permissions.some(
        (permission) =>
          permission.resource_id === resourceId &&
          (permission.actions.includes(action) || permission.actions.includes(WILDCARD_ACTION)),
      ),
    );
}
