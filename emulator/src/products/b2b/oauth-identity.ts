import type { B2BAuthenticationFactor, B2BOAuthRegistration } from '../../../../protocol';
import type { EmulatorDeps } from '../../context';
import { newId } from '../../ids';
import type { DeepReadonly } from '../../store/readonly';
import { B2BErrors } from './errors';
import { b2bProviderInfo, type B2BOAuthProviderName } from './oauth-providers';
import type { B2BOAuthIdentity } from './oauth-records';
import { updateMember, type ReadonlyMember, type ReadonlyOrganization } from './organizations';

/**
 * A B2B OAuth identity on a member (docs/architecture.md, "B2B"): its
 * registration (`oauth_registrations`, one per provider and subject), the
 * session factor it stands for (`oauth_<provider>` with
 * `<provider>_oauth_factor`), and tenant JIT: an organization with
 * `oauth_tenant_jit_provisioning: RESTRICTED` admits an identity whose
 * tenant its `allowed_oauth_tenants` lists for that provider.
 */

export function registrationFor(member: ReadonlyMember, provider: B2BOAuthProviderName): DeepReadonly<B2BOAuthRegistration> | undefined {
  const displayName = b2bProviderInfo(provider)?.displayName;
  return member.oauth_registrations.find((r) => r.provider_type === displayName);
}

/** The member's registration for the identity, added (or its tenant updated) now. */
export function ensureRegistration(deps: EmulatorDeps, member: ReadonlyMember, identity: DeepReadonly<B2BOAuthIdentity>): ReadonlyMember {
  const displayName = b2bProviderInfo(identity.provider)?.displayName ?? identity.provider;
  return updateMember(deps, member.member_id, (draft) => {
    const registrations = draft.oauth_registrations;
    const existing = registrations.find((r) => r.provider_type === displayName && r.provider_subject === identity.subject);
    const tenants = [{ tenant_id: identity.tenantId, tenant_name: identity.tenantId }];
    if (existing) {
      existing.provider_tenants = tenants;
      return;
    }
    // One registration per provider: a new subject at the same provider replaces the old one.
    draft.oauth_registrations = [
      ...registrations.filter((r) => r.provider_type !== displayName),
      {
        member_oauth_registration_id: newId('member-oauth-registration'),
        provider_type: displayName,
        provider_subject: identity.subject,
        profile_picture_url: null,
        locale: null,
        provider_tenants: tenants,
      },
    ];
  });
}

/** The provider's B2B OAuth factor, from the member's registration with `provider`. */
export function oauthFactor(member: ReadonlyMember, provider: B2BOAuthProviderName, at: string): B2BAuthenticationFactor {
  const registration = registrationFor(member, provider);
  // Every OAuth sign-in registers the identity before a factor is built (join.ts); none left means it was removed.
  if (!registration) throw B2BErrors.memberNotFound();
  const tenantIds = registration.provider_tenants.map((t) => t.tenant_id);
  const details: Record<string, unknown> = {
    id: registration.member_oauth_registration_id,
    email_id: member.emailId,
    provider_subject: registration.provider_subject,
  };
  // The provider names the tenant per provider: a list for GitHub, one id for Slack and HubSpot, none for Google and Microsoft.
  if (provider === 'github') details.provider_tenant_ids = tenantIds;
  if ((provider === 'slack' || provider === 'hubspot') && tenantIds[0] !== undefined) details.provider_tenant_id = tenantIds[0];
  return {
    type: 'oauth',
    delivery_method: `oauth_${provider}`,
    last_authenticated_at: at,
    [`${provider}_oauth_factor`]: details,
    sequence_order: 'PRIMARY',
  };
}

/** Whether the organization admits the identity by its tenant (`oauth_tenant_jit_provisioning`). */
export function tenantJitAllows(organization: ReadonlyOrganization, identity: DeepReadonly<B2BOAuthIdentity>): boolean {
  if (organization.oauth_tenant_jit_provisioning !== 'RESTRICTED') return false;
  return (organization.allowed_oauth_tenants[identity.provider] ?? []).includes(identity.tenantId);
}
