import type { EmulatorConfig } from '../../config';
import { rolesOf, type ReadonlyUser } from '../../kernel';
import { isFirstParty, type ConnectedApp } from './clients';

/**
 * Which requested scopes a user may grant a client (docs/protocol.md §7.9;
 * docs/behaviour.md §6.2 and §9). Standard scopes are always grantable, except
 * `full_access`, which only a first-party client may receive. A custom scope
 * must be one of `rbacPolicy.scopes`, and the user's roles (`stytch_user`
 * plus the user's own) must hold every permission it lists: a permission is
 * held when some role has a permission on that resource whose actions include
 * the action or `*`, as the client's RBAC check (docs/behaviour.md §6.1) reads it.
 */

export const STANDARD_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access', 'full_access'] as const;

/** The built-in consent wording of docs/behaviour.md §6.2, used when the policy describes a standard scope not at all. */
const STANDARD_DESCRIPTIONS: Readonly<Record<string, string>> = {
  openid: 'Verify your identity',
  profile: 'View your personal profile information',
  email: 'View your email address',
  phone: 'View your phone number',
  offline_access: "Maintain access to your data even when you're not actively using the app",
  full_access: 'Have full access to your account',
};

export interface ScopeResult {
  scope: string;
  description: string;
  is_grantable: boolean;
}

type Policy = EmulatorConfig['rbacPolicy'];
type Permission = Policy['scopes'][number]['permissions'][number];

function isStandard(scope: string): boolean {
  return (STANDARD_SCOPES as readonly string[]).includes(scope);
}

function holds(policy: Policy, roles: readonly string[], needed: Permission): boolean {
  return needed.actions.every((action) =>
    policy.roles.some(
      (role) =>
        roles.includes(role.role_id) &&
        role.permissions.some(
          (p) => p.resource_id === needed.resource_id && (p.actions.includes(action) || p.actions.includes('*')),
        ),
    ),
  );
}

export function describeScope(policy: Policy, scope: string): string {
  const described = policy.scopes.find((entry) => entry.scope === scope)?.description;
  return described || STANDARD_DESCRIPTIONS[scope] || `Use the ${scope} scope`;
}

export function isGrantable(policy: Policy, app: ConnectedApp, user: ReadonlyUser, scope: string): boolean {
  if (scope === 'full_access') return isFirstParty(app);
  if (isStandard(scope)) return true;
  const entry = policy.scopes.find((candidate) => candidate.scope === scope);
  if (!entry) return false;
  const roles = rolesOf(user);
  return entry.permissions.every((permission) => holds(policy, roles, permission));
}

/** One result per distinct requested scope, in request order. */
export function scopeResults(policy: Policy, app: ConnectedApp, user: ReadonlyUser, scopes: readonly string[]): ScopeResult[] {
  return [...new Set(scopes)].map((scope) => ({
    scope,
    description: describeScope(policy, scope),
    is_grantable: isGrantable(policy, app, user, scope),
  }));
}

/** What discovery advertises: the standard scopes and the policy's. */
export function supportedScopes(policy: Policy): string[] {
  return [...new Set([...STANDARD_SCOPES, ...policy.scopes.map((entry) => entry.scope)])];
}
