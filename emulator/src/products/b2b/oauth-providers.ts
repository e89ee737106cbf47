import { createHash } from 'node:crypto';

/**
 * The five B2B OAuth providers (docs/architecture.md, "B2B"): the wire name of
 * each (`provider_type`, the `oauth_<name>` delivery method, the
 * `<name>_oauth` auth method of `allowed_auth_methods`), its default scopes,
 * and its tenant: the claim that says which workspace the identity belongs
 * to (Google `hd`, Microsoft `tid`, Slack team, GitHub organization, HubSpot
 * portal), which `allowed_oauth_tenants` lists and tenant JIT matches.
 */

export const B2B_OAUTH_PROVIDER_NAMES = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;
export type B2BOAuthProviderName = (typeof B2B_OAUTH_PROVIDER_NAMES)[number];
export type B2BOAuthMethod = `${B2BOAuthProviderName}_oauth`;

export interface B2BOAuthProviderInfo {
  readonly type: B2BOAuthProviderName;
  readonly displayName: string;
  readonly defaultScopes: readonly string[];
  /** The page's label for the tenant field, naming the provider's claim. */
  readonly tenantLabel: string;
  /** The ID-token claim that carries the tenant. */
  readonly tenantClaim: string;
}

const OIDC = ['openid', 'email', 'profile'] as const;

const INFO: Record<B2BOAuthProviderName, Omit<B2BOAuthProviderInfo, 'type'>> = {
  google: { displayName: 'Google', defaultScopes: OIDC, tenantLabel: 'Workspace domain (hd)', tenantClaim: 'hd' },
  microsoft: { displayName: 'Microsoft', defaultScopes: OIDC, tenantLabel: 'Tenant id (tid)', tenantClaim: 'tid' },
  hubspot: { displayName: 'HubSpot', defaultScopes: ['oauth'], tenantLabel: 'Portal id (hub_id)', tenantClaim: 'hub_id' },
  slack: { displayName: 'Slack', defaultScopes: OIDC, tenantLabel: 'Team id', tenantClaim: 'https://slack.com/team_id' },
  github: { displayName: 'GitHub', defaultScopes: ['read:user', 'user:email'], tenantLabel: 'Organization id', tenantClaim: 'organization_id' },
};

export function b2bProviderInfo(name: string): B2BOAuthProviderInfo | null {
  return (B2B_OAUTH_PROVIDER_NAMES as readonly string[]).includes(name)
    ? { type: name as B2BOAuthProviderName, ...INFO[name as B2BOAuthProviderName] }
    : null;
}

export function oauthMethodOf(provider: B2BOAuthProviderName): B2BOAuthMethod {
  return `${provider}_oauth`;
}

/** The provider of an auth-method name, or null for a non-OAuth method. */
export function providerOfMethod(method: string): B2BOAuthProviderName | null {
  const name = method.endsWith('_oauth') ? method.slice(0, -'_oauth'.length) : '';
  return (B2B_OAUTH_PROVIDER_NAMES as readonly string[]).includes(name) ? (name as B2BOAuthProviderName) : null;
}

/**
 * The tenant the page offers for an address when the tester types none: the
 * address's domain for Google (a Workspace's `hd`), else a stable id derived
 * from the domain in the provider's own style, so two addresses of one
 * domain share a workspace.
 */
export function defaultTenantFor(provider: B2BOAuthProviderName, email: string): string {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const hex = createHash('sha256').update(`${provider}\n${domain}`).digest('hex');
  switch (provider) {
    case 'google':
      return domain;
    case 'microsoft':
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
    case 'slack':
      return `T${hex.slice(0, 10).toUpperCase()}`;
    case 'github':
    case 'hubspot':
      return String(Number.parseInt(hex.slice(0, 8), 16));
  }
}

export function grantedB2BScopes(info: B2BOAuthProviderInfo, customScopes: readonly string[]): string[] {
  return [...new Set([...info.defaultScopes, ...customScopes])];
}
