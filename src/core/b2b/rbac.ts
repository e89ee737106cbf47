/**
 * Permission checks of the B2B client (docs/behaviour.md §6.1, issue 24): the
 * caller holds the roles of the member session (`member_session.roles`), and
 * the policy is the bootstrap's RBAC policy (the default `stytch_admin` and
 * `stytch_member` roles and the project's own) plus the organization's custom
 * roles. Without a session or a policy, nothing is allowed.
 */
import { whileWaiting, type CallOptions } from '../call-options';
import { isActionAllowed, permissionsMap, type RbacApi } from '../rbac';
import { validate } from '../validate';
import type { RbacPolicy } from '../wire-types';
import type { B2BClientContext } from './context';

/** The project's policy with the organization's custom roles added (each a role of the policy's shape). */
export function effectivePolicy(policy: RbacPolicy | null, customRoles: unknown): RbacPolicy | null {
  if (!policy || !Array.isArray(customRoles) || customRoles.length === 0) return policy;
  return { ...policy, roles: [...(Array.isArray(policy.roles) ? policy.roles : []), ...(customRoles as RbacPolicy['roles'])] };
}

export function createB2BRbac(ctx: B2BClientContext): RbacApi {
  const roles = (): string[] => {
    const held = ctx.session.getSync()?.roles;
    return Array.isArray(held) ? held.filter((role): role is string => typeof role === 'string') : [];
  };
    // The provider sends an organization's `custom_roles` when it has any; the shared shape leaves them out.
  const policyOf = (policy: RbacPolicy | null) =>
    effectivePolicy(policy, (ctx.session.getOrganizationSync() as { custom_roles?: unknown } | null)?.custom_roles);
  const check = (method: string, resourceId: unknown, action: unknown) =>
    validate(method).isString('resourceId', resourceId).isString('action', action);
  return {
    async isAuthorized(resourceId, action, options?: CallOptions) {
      check('rbac.isAuthorized', resourceId, action).isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      const { rbacPolicy } = await whileWaiting(options?.signal, () => ctx.bootstrap.get());
      return isActionAllowed(policyOf(rbacPolicy), roles(), resourceId, action);
    },
    isAuthorizedSync(resourceId, action) {
      check('rbac.isAuthorizedSync', resourceId, action);
      return isActionAllowed(policyOf(ctx.bootstrap.getSync().rbacPolicy), roles(), resourceId, action);
    },
    async allPermissions(options?: CallOptions) {
      validate('rbac.allPermissions').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      const { rbacPolicy } = await whileWaiting(options?.signal, () => ctx.bootstrap.get());
      return permissionsMap(policyOf(rbacPolicy), roles());
    },
  };
}
