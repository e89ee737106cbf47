import type { B2BMfaRequired, B2BPrimaryRequired } from '../../../../protocol';
import { apiError } from '../../errors';
import type { EmulatorContext, EmulatorDeps } from '../../context';
import { B2BErrors } from './errors';
import {
  authenticatedPayload,
  emailFactor,
  pendingPayload,
  startIntermediateSession,
  startMemberSession,
} from './member-sessions';
import {
  createMember,
  findOrganization,
  memberByEmail,
  updateMember,
  type ReadonlyMember,
  type ReadonlyOrganization,
} from './organizations';
import { ensureRegistration, tenantJitAllows } from './oauth-identity';
import type { B2BOAuthIdentity } from './oauth-records';
import type { PrimaryMethod } from './records';
import type { DeepReadonly } from '../../store/readonly';

/**
 * Entering an organization with a proven email address: an organization
 * sign-in (email passcode, magic link), a discovery exchange or creation, and
 * a session exchange all end here. The address must be a member's (active,
 * invited or pending: the proof activates and verifies it) or may join by the
 * organization's email JIT rule (`email_jit_provisioning: RESTRICTED` and the
 * address's domain in `email_allowed_domains`); anything else is refused and
 * nothing is created. An organization that does not allow the method answers
 * `primary_required`, one whose policy (or the member) needs MFA answers
 * `mfa_required`, each with an intermediate session token instead of a
 * session.
 */

export interface Proof {
  email: string;
  method: PrimaryMethod;
  /** A password sign-in's organizations: the address is not proven, so no JIT and no verification. */
  organizationIds?: readonly string[] | undefined;
  /** When the address was proven (the factor's `last_authenticated_at`). */
  at: string;
  /** An OAuth sign-in's identity: registered on the member, and its tenant may admit it (oauth-identity.ts). */
  oauth?: DeepReadonly<B2BOAuthIdentity> | undefined;
}

export const restrictedByAuthMethods = () =>
  apiError(
    403,
    'operation_restricted_by_organization_auth_methods',
    "The organization's allowed_auth_methods do not include this method.",
  );

/** Whether the organization lets members in by `method` (`auth_methods: RESTRICTED` lists the allowed ones). */
export function allowsMethod(organization: ReadonlyOrganization, method: PrimaryMethod): boolean {
  // SAML and OIDC are one auth method, `sso`, to the organization.
  const name = method === 'sso_saml' || method === 'sso_oidc' ? 'sso' : method;
  return organization.auth_methods === 'ALL_ALLOWED' || organization.allowed_auth_methods.includes(name);
}

export function primaryRequired(organization: ReadonlyOrganization, method: PrimaryMethod): B2BPrimaryRequired | null {
  return allowsMethod(organization, method) ? null : { allowed_auth_methods: [...organization.allowed_auth_methods] };
}

export function mfaRequired(organization: ReadonlyOrganization, member: ReadonlyMember | null): B2BMfaRequired | null {
  if (organization.mfa_policy !== 'REQUIRED_FOR_ALL' && !member?.mfa_enrolled) return null;
  const hasFactor = member !== null && (member.mfa_phone_number !== '' || member.totp_registration_id !== '');
  return {
    member_options: hasFactor
      ? { mfa_phone_number: member.mfa_phone_number, totp_registration_id: member.totp_registration_id }
      : null,
    secondary_auth_initiated: null,
  };
}

/** Whether an address with no member may join by the email JIT rule; throws the provider's refusal otherwise. */
export function checkEmailJit(organization: ReadonlyOrganization, email: string): void {
  if (organization.email_jit_provisioning === 'NOT_ALLOWED') throw B2BErrors.emailJitProvisioningNotAllowed();
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!organization.email_allowed_domains.some((allowed) => allowed.toLowerCase() === domain)) {
    throw B2BErrors.invalidEmailForJitProvisioning();
  }
}

export function emailJitAllows(organization: ReadonlyOrganization, email: string): boolean {
  try {
    checkEmailJit(organization, email);
    return true;
  } catch {
    return false;
  }
}

/**
 * The member `email` is in `organization`, or null when it may join (by the
 * email JIT rule, or by an OAuth identity's tenant); refuses otherwise (a
 * deleted member counts as none).
 */
export function memberForSignIn(
  deps: EmulatorDeps,
  organization: ReadonlyOrganization,
  email: string,
  oauth?: DeepReadonly<B2BOAuthIdentity>,
): ReadonlyMember | null {
  const member = memberByEmail(deps, organization.organization_id, email);
  if (member && member.status !== 'deleted') return member;
  if (member) throw B2BErrors.memberNotFound();
  if (oauth && tenantJitAllows(organization, oauth)) return null;
  // An organization that admits by tenant says so when the identity's tenant is not one of its own.
  if (oauth && organization.oauth_tenant_jit_provisioning === 'RESTRICTED' && !emailJitAllows(organization, email)) {
    throw B2BErrors.invalidOAuthTenantForJit();
  }
  checkEmailJit(organization, email);
  return null;
}

/**
 * Signs the proven address into the organization: a member session, or an
 * intermediate session when a factor is still owed. `extras` are the route's
 * own fields (`method_id`).
 */
export async function enterOrganization(
  c: EmulatorContext,
  deps: EmulatorDeps,
  organizationId: string,
  proof: Proof,
  durationMinutes: number | undefined,
  extras: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const organization = findOrganization(deps, organizationId);
  if (!organization) throw B2BErrors.organizationNotFound();
  let member = memberForSignIn(deps, organization, proof.email, proof.oauth);
  const bound = proof.organizationIds === undefined ? undefined : { organizationIds: [organization.organization_id] };
  if (bound) {
    // A password proved this member only: it must still be there, and an unproven address owes an email factor.
    if (!member) throw B2BErrors.memberNotFound();
    if (!member.email_address_verified) {
      const token = startIntermediateSession(deps, proof.email, proof.method, proof.at, bound, proof.oauth);
      const emailMethods = (['magic_link', 'email_otp'] as const).filter((m) => allowsMethod(organization, m));
      return pendingPayload(member, organization, token, { primary_required: { allowed_auth_methods: [...emailMethods] }, mfa_required: null }, extras);
    }
  }
  const owedPrimary = primaryRequired(organization, proof.method);
  if (owedPrimary && !member) throw restrictedByAuthMethods();
  if (member && owedPrimary) {
    const token = startIntermediateSession(deps, proof.email, proof.method, proof.at, bound, proof.oauth);
    return pendingPayload(member, organization, token, { primary_required: owedPrimary, mfa_required: null }, extras);
  }
  // The address is proven now: a JIT member joins, an invited or pending one becomes active and verified.
  member = bound && member
    ? member
    : member
    ? updateMember(deps, member.member_id, (draft) => {
        draft.email_address_verified = true;
        if (draft.status === 'invited' || draft.status === 'pending') draft.status = 'active';
      })
    : createMember(deps, organization, { email: proof.email, emailVerified: true });
  // An OAuth identity is the member's from now on: its registration, which the session's factor names.
  if (proof.oauth) member = ensureRegistration(deps, member, proof.oauth);
  const owedMfa = mfaRequired(organization, member);
  if (owedMfa) {
    const token = startIntermediateSession(deps, proof.email, proof.method, proof.at, bound, proof.oauth);
    return pendingPayload(member, organization, token, { primary_required: null, mfa_required: owedMfa }, extras);
  }
  const issued = startMemberSession(c, deps, {
    member,
    factor: emailFactor(member, proof.method, proof.at),
    durationMinutes,
  });
  return authenticatedPayload(deps, issued, member, organization, extras);
}
