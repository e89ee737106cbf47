/**
 * Role-based permission checks against the project's RBAC policy (spec §6):
 * the caller holds the roles of the logged-in user; an action on a resource
 * is allowed when any held role grants it (or the `*` wildcard). Without a
 * policy, nothing is allowed.
 */
import type { BootstrapSource, SessionManager } from './client-context';
import { validate } from './validate';
import type { RbacPolicy, User } from './wire-types';

/** The action wildcard in a permission. */
export const RBAC_WILDCARD_ACTION = '*';

/** `resource_id → action → allowed`. */
export type RbacPermissionsMap = Record<string, Record<string, boolean>>;

/** The public `rbac` namespace of the client. */
export interface RbacApi {
  /** Waits for the policy, then answers whether the user may do `action` on `resourceId`. */
  isAuthorized(resourceId: string, action: string): Promise<boolean>;
  /** Answers from the cached policy; false while no policy is known. */
  isAuthorizedSync(resourceId: string, action: string): boolean;
  /** Every action of every resource in the policy, with whether the user may do it. */
  allPermissions(): Promise<RbacPermissionsMap>;
}

/** Role ids of a user; the provider sends strings or `{role_id}` objects. */
export function heldRoleIds(user: User | null): string[] {
  if (!user || !Array.isArray(user.roles)) return [];
  return user.roles
    .map((role) => (typeof role === 'string' ? role : role?.role_id))
    .filter((id): id is string => typeof id === 'string');
}

/** Whether any of `roleIds` grants `action` (or `*`) on `resourceId` in `policy`. */
export function isActionAllowed(
  policy: RbacPolicy | null,
  roleIds: readonly string[],
  resourceId: string,
  action: string,
): boolean {
  if (!policy || !Array.isArray(policy.roles)) return false;
  const held = new Set(roleIds);
  return policy.roles.some(
    (role) =>
      held.has(role.role_id) &&
      Array.isArray(role.permissions) &&
      role.permissions.some(
        (permission) =>
          permission.resource_id === resourceId &&
          Array.isArray(permission.actions) &&
          (permission.actions.includes(action) || permission.actions.includes(RBAC_WILDCARD_ACTION)),
      ),
  );
}

/** The full permission map of `roleIds` over the resources `policy` declares. */
export function permissionsMap(policy: RbacPolicy | null, roleIds: readonly string[]): RbacPermissionsMap {
  const map: RbacPermissionsMap = {};
  if (!policy || !Array.isArray(policy.resources)) return map;
  for (const resource of policy.resources) {
    const actions: Record<string, boolean> = {};
    for (const action of resource.actions) {
      actions[action] = isActionAllowed(policy, roleIds, resource.resource_id, action);
    }
    map[resource.resource_id] = actions;
  }
  return map;
}

export interface RbacApiDeps {
  bootstrap: BootstrapSource;
  session: Pick<SessionManager, 'getUserSync'>;
}

/** Creates the `rbac` namespace over the bootstrap's policy and the session's user. */
export function createRbacApi(deps: RbacApiDeps): RbacApi {
  const roles = () => heldRoleIds(deps.session.getUserSync());
  const check = (method: string, resourceId: unknown, action: unknown) =>
    validate(method).isString('resourceId', resourceId).isString('action', action);
  return {
    async isAuthorized(resourceId, action) {
      check('rbac.isAuthorized', resourceId, action);
      const { rbacPolicy } = await deps.bootstrap.get();
      return isActionAllowed(rbacPolicy, roles(), resourceId, action);
    },
    isAuthorizedSync(resourceId, action) {
      check('rbac.isAuthorizedSync', resourceId, action);
      return isActionAllowed(deps.bootstrap.getSync().rbacPolicy, roles(), resourceId, action);
    },
    async allPermissions() {
      const { rbacPolicy } = await deps.bootstrap.get();
      return permissionsMap(rbacPolicy, roles());
    },
  };
}
