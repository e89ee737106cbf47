/**
 * Role-based permission checks against the project's RBAC policy (docs/behaviour.md §6.1):
 * the caller holds the roles of the logged-in user; an action on a resource
 * is allowed when any held role grants it (or the `*` wildcard). Without a
 * policy, nothing is allowed.
 */
import { whileWaiting, type CallOptions } from './call-options';
import type { BootstrapSource, SessionManager } from './client-context';
import { validate } from './validate';
import type { RbacPolicy, User } from './wire-types';

/** The action wildcard in a permission. */
export const RBAC_WILDCARD_ACTION = '*';

/** `resource_id → action → allowed`. */
export type RbacPermissionsMap = Record<string, Record<string, boolean>>;

/** The public `rbac` namespace of the client. */
export interface RbacApi {
  /**
   * Waits for the policy (the bootstrap), then answers whether the user may do
   * `action` on `resourceId`. `signal` ends the wait.
   */
  isAuthorized(resourceId: string, action: string, options?: CallOptions): Promise<boolean>;
  /** Answers from the cached policy; false while no policy is known. */
  isAuthorizedSync(resourceId: string, action: string): boolean;
  /** Every action of every resource in the policy, with whether the user may do it; `signal` ends the wait for the policy. */
  allPermissions(options?: CallOptions): Promise<RbacPermissionsMap>;
}

/** Role ids of a user; the provider sends strings or `{role_id}` objects. */
export function heldRoleIds(user: User | null): string[] {
  if (!isRecord(user) || !Array.isArray(user.roles)) return [];
  return (user.roles as unknown[])
    .map((role) => (typeof role === 'string' ? role : isRecord(role) ? role.role_id : undefined))
    .filter((id): id is string => typeof id === 'string');
}

/**
 * Whether any of `roleIds` grants `action` (or `*`) on `resourceId` in `policy`.
 * The policy comes from the server: any part not shaped as expected (roles
 * not an array, a null role, permissions or actions missing) grants nothing
 * and never throws.
 */
export function isActionAllowed(
  policy: RbacPolicy | null,
  roleIds: readonly string[],
  resourceId: string,
  action: string,
): boolean {
  const held = new Set(roleIds);
  return listOf(isRecord(policy) ? policy.roles : null).some(
    (role) =>
      isRecord(role) &&
      typeof role.role_id === 'string' &&
      held.has(role.role_id) &&
      listOf(role.permissions).some((permission) => {
        if (!isRecord(permission) || permission.resource_id !== resourceId) return false;
        const actions = listOf(permission.actions);
        return actions.includes(action) || actions.includes(RBAC_WILDCARD_ACTION);
      }),
  );
}

/**
 * The full permission map of `roleIds` over the resources `policy` declares;
 * malformed resources and non-string actions are left out.
 */
export function permissionsMap(policy: RbacPolicy | null, roleIds: readonly string[]): RbacPermissionsMap {
  const map: RbacPermissionsMap = {};
  for (const resource of listOf(isRecord(policy) ? policy.resources : null)) {
    if (!isRecord(resource) || typeof resource.resource_id !== 'string') continue;
    const actions: Record<string, boolean> = {};
    for (const action of listOf(resource.actions)) {
      if (typeof action !== 'string') continue;
      actions[action] = isActionAllowed(policy, roleIds, resource.resource_id, action);
    }
    map[resource.resource_id] = actions;
  }
  return map;
}

/** `value` as a list to scan, or an empty one when it is not an array. */
function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
    async isAuthorized(resourceId, action, options) {
      check('rbac.isAuthorized', resourceId, action).isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      const { rbacPolicy } = await whileWaiting(options?.signal, () => deps.bootstrap.get());
      return isActionAllowed(rbacPolicy, roles(), resourceId, action);
    },
    isAuthorizedSync(resourceId, action) {
      check('rbac.isAuthorizedSync', resourceId, action);
      return isActionAllowed(deps.bootstrap.getSync().rbacPolicy, roles(), resourceId, action);
    },
    async allPermissions(options) {
      validate('rbac.allPermissions').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      const { rbacPolicy } = await whileWaiting(options?.signal, () => deps.bootstrap.get());
      return permissionsMap(rbacPolicy, roles());
    },
  };
}
