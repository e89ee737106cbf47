/**
 * The discovery decisions, pure (docs/architecture.md, "Reducer": decisions
 * are made once, in a pure function): whether the visitor may create an
 * organization, whether the list is skipped (direct login into a single
 * membership, direct creation for none), each organization's action, and
 * the slug rule.
 */
import type { DiscoveredOrganization } from '../../../../core/b2b';
import type { NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';

/** The project allows creation (bootstrap) and the host does not hide it. */
export function canCreateOrganization(createOrganizationEnabled: boolean, config: NormalizedB2BConfig): boolean {
  return createOrganizationEnabled && !config.disableCreateOrganization;
}

export type DirectStep = { kind: 'exchange'; organization: DiscoveredOrganization } | { kind: 'create' } | null;

const INVITES: ReadonlySet<string> = new Set(['invited_member', 'pending_member']);
const JIT: ReadonlySet<string> = new Set(['eligible_to_join_by_email_domain', 'eligible_to_join_by_oauth_tenant']);

/**
 * What to do at once instead of showing the organizations: exchange into the one active
 * membership (`directLoginForSingleMembership`, invites and JIT organizations counting against
 * it unless ignored), create one when there is none (`directCreateOrganizationForNoMembership`,
 * when creation is allowed), or nothing (null).
 */
export function directStep(organizations: readonly DiscoveredOrganization[], config: NormalizedB2BConfig, createAllowed: boolean): DirectStep {
  if (organizations.length === 0) return config.directCreateOrganizationForNoMembership && createAllowed ? { kind: 'create' } : null;
  const direct = config.directLoginForSingleMembership;
  if (direct === null || !direct.status) return null;
  const active = organizations.filter((o) => o.membership.type === 'active_member');
  const blocking = organizations.filter((o) => {
    const type = o.membership.type;
    if (type === 'active_member') return false;
    if (INVITES.has(type)) return !direct.ignoreInvites;
    if (JIT.has(type)) return !direct.ignoreJitProvisioning;
    return true;
  });
  const [only] = active;
  return active.length === 1 && only !== undefined && blocking.length === 0 ? { kind: 'exchange', organization: only } : null;
}

/** The label of an organization's action, by the visitor's standing in it. */
export function organizationAction(organization: DiscoveredOrganization): 'b2b.discovery.continue' | 'b2b.discovery.acceptInvite' | 'b2b.discovery.join' {
  switch (organization.membership.type) {
    case 'active_member':
    case 'pending_member':
      return 'b2b.discovery.continue';
    case 'invited_member':
      return 'b2b.discovery.acceptInvite';
    case 'eligible_to_join_by_email_domain':
    case 'eligible_to_join_by_oauth_tenant':
      return 'b2b.discovery.join';
  }
}

/**
 * The provider's slug rule (emulator/src/products/b2b/slug.ts): 2 to 128 letters, digits and the
 * URL-safe `- . _ ~`. The project's `slugPattern` says where pages carry a slug (a URL with
 * `{{slug}}`), not which slugs are valid.
 */
const SLUG = /^[A-Za-z0-9._~-]{2,128}$/;

export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug);
}

/** The slug suggested for a name: lower-cased, runs of other characters turned into `-`, at most 128. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9._~]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 128);
}

/** The organization's address under the project's `slugPattern`, e.g. `https://app.example/org/acme`; null without one. */
export function organizationUrl(slugPattern: string | null, slug: string): string | null {
  if (slugPattern === null || !slugPattern.includes('{{slug}}')) return null;
  return slugPattern.replace('{{slug}}', slug);
}
