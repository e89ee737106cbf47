import type { B2BDiscoveredOrganization, B2BMembership } from '../../../../protocol';
import type { EmulatorDeps } from '../../context';
import { emailJitAllows, mfaRequired, primaryRequired } from './join';
import type { MemberCaller } from './member-sessions';
import { findOrganization, type ReadonlyMember, type ReadonlyOrganization } from './organizations';
import { tenantJitAllows } from './oauth-identity';
import type { B2BOAuthIdentity } from './oauth-records';
import { MEMBERS, ORGANIZATIONS, type PrimaryMethod } from './records';
import type { DeepReadonly } from '../../store/readonly';
import { toWireMember, toWireOrganization } from './wire';

/**
 * The organizations a proven address can enter (`discovered_organizations`):
 * each organization where it is a member (active, pending or invited; a
 * deleted member is none), then each it may join by its email domain
 * (`email_jit_provisioning: RESTRICTED`, the domain allowed), then, for an
 * OAuth sign-in, each that admits its tenant (`eligible_to_join_by_oauth_tenant`). Found through
 * the members' email index and the organizations' domain index.
 */

export function membershipOf(member: ReadonlyMember, organization: ReadonlyOrganization): B2BMembership | null {
  const wire = toWireMember(member, organization);
  switch (member.status) {
    case 'active':
      return { type: 'active_member', details: null, member: wire };
    case 'pending':
      return { type: 'pending_member', details: null, member: wire };
    case 'invited':
      return { type: 'invited_member', details: null, member: wire };
    default:
      return null;
  }
}

/**
 * `method` is how the address was proven (null for a member session's
 * listing, where only `authenticatedIn` counts); `authenticatedIn` is the
 * organization whose member session the caller holds, the one entry that is
 * `member_authenticated`; `only`, a password sign-in's organizations: the
 * memberships there, and no organization to join by the address's domain.
 */
export function discoverOrganizations(
  deps: EmulatorDeps,
  email: string,
  method: PrimaryMethod | null,
  caller: MemberCaller | null = null,
  only?: readonly string[],
  oauth?: DeepReadonly<B2BOAuthIdentity>,
): B2BDiscoveredOrganization[] {
  const address = email.toLowerCase();
  const found: B2BDiscoveredOrganization[] = [];
  const seen = new Set<string>();
  for (const member of deps.store.of(MEMBERS).findAll('email', address)) {
    const organization = findOrganization(deps, member.organization_id);
    const membership = organization ? membershipOf(member, organization) : null;
    if (!organization || !membership) continue;
    if (only && !only.includes(organization.organization_id)) continue;
    seen.add(organization.organization_id);
    const authenticated = caller?.organization.organization_id === organization.organization_id;
    found.push({
      organization: toWireOrganization(organization),
      membership,
      member_authenticated: authenticated,
      primary_required: authenticated || method === null ? null : primaryRequired(organization, method),
      mfa_required: authenticated ? null : mfaRequired(organization, member),
    });
  }
  if (only) return found;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  for (const organization of deps.store.of(ORGANIZATIONS).findAll('allowedDomain', domain)) {
    if (seen.has(organization.organization_id) || !emailJitAllows(organization, address)) continue;
    found.push({
      organization: toWireOrganization(organization),
      membership: { type: 'eligible_to_join_by_email_domain', details: { domain }, member: null },
      member_authenticated: false,
      primary_required: method === null ? null : primaryRequired(organization, method),
      mfa_required: mfaRequired(organization, null),
    });
    seen.add(organization.organization_id);
  }
  // An OAuth sign-in may also join where its tenant is allowed (oauth_tenant_jit_provisioning); few organizations, so a scan.
  if (oauth) {
    for (const organization of deps.store.of(ORGANIZATIONS).values()) {
      if (seen.has(organization.organization_id) || !tenantJitAllows(organization, oauth)) continue;
      found.push({
        organization: toWireOrganization(organization),
        membership: { type: 'eligible_to_join_by_oauth_tenant', details: { provider: oauth.provider, tenant: oauth.tenantId }, member: null },
        member_authenticated: false,
        primary_required: method === null ? null : primaryRequired(organization, method),
        mfa_required: mfaRequired(organization, null),
      });
    }
  }
  return found;
}
