import type { B2BOrganization } from '../../../../protocol';
import type { EmulatorDeps } from '../../context';
import { newId } from '../../ids';
import type { DeepReadonly } from '../../store/readonly';
import { B2BErrors } from './errors';
import { B2B_PASSWORD_RESETS, B2B_PASSWORDS, B2B_TOTPS, MEMBER_SESSIONS, MEMBERS, ORGANIZATIONS, type DirectRole, type MemberRecord, type OrganizationRecord } from './records';
import { isValidSlug, slugFromName } from './slug';
import { deleteOrganizationConnections } from './sso/connections';

/**
 * Organizations and members as data: creating them with the provider's
 * defaults, finding them, and the deletion cascade (an organization takes its
 * members with it, a member its sessions). Routes check permissions before
 * calling these; nothing here checks who asks.
 */

export type ReadonlyOrganization = DeepReadonly<OrganizationRecord>;
export type ReadonlyMember = DeepReadonly<MemberRecord>;

/** Settings an organization may be created or updated with (the wire fields, all optional but the name). */
export type OrganizationSettings = Partial<Omit<B2BOrganization, 'organization_id'>>;

export function findOrganization(deps: EmulatorDeps, organizationId: string): ReadonlyOrganization | undefined {
  return deps.store.of(ORGANIZATIONS).get(organizationId);
}

export function findMember(deps: EmulatorDeps, memberId: string): ReadonlyMember | undefined {
  return deps.store.of(MEMBERS).get(memberId);
}

export function memberByEmail(deps: EmulatorDeps, organizationId: string, email: string): ReadonlyMember | undefined {
  return deps.store.of(MEMBERS).find('organizationEmail', `${organizationId}:${email.toLowerCase()}`);
}

/** Refuses a malformed slug, or one another organization (any but `exceptId`) holds. */
export function checkSlug(deps: EmulatorDeps, slug: string, exceptId?: string): void {
  if (!isValidSlug(slug)) throw B2BErrors.invalidSlug();
  const holder = deps.store.of(ORGANIZATIONS).find('slug', slug.toLowerCase());
  if (holder && holder.organization_id !== exceptId) throw B2BErrors.slugAlreadyUsed();
}

export function checkOrganizationName(name: string): void {
  if (name.length < 1 || name.length > 128) throw B2BErrors.invalidOrganizationName();
}

/**
 * A new organization. Defaults are the provider's for an organization made
 * without settings: every auth method allowed, MFA optional, JIT provisioning
 * by email off (nobody joins by domain until the organization says so).
 */
export function createOrganization(deps: EmulatorDeps, name: string, settings: OrganizationSettings = {}): ReadonlyOrganization {
  checkOrganizationName(name);
  const slug = settings.organization_slug ?? uniqueSlug(deps, slugFromName(name));
  checkSlug(deps, slug);
  const record: OrganizationRecord = {
    organization_id: newId('organization'),
    organization_name: name,
    organization_slug: slug,
    organization_logo_url: '',
    trusted_metadata: {},
    sso_default_connection_id: null,
    sso_jit_provisioning: 'ALL_ALLOWED',
    sso_jit_provisioning_allowed_connections: [],
    sso_active_connections: [],
    scim_active_connection: null,
    email_allowed_domains: [],
    email_jit_provisioning: 'NOT_ALLOWED',
    email_invites: 'ALL_ALLOWED',
    oauth_tenant_jit_provisioning: 'NOT_ALLOWED',
    allowed_oauth_tenants: {},
    auth_methods: 'ALL_ALLOWED',
    allowed_auth_methods: [],
    mfa_methods: 'ALL_ALLOWED',
    allowed_mfa_methods: [],
    mfa_policy: 'OPTIONAL',
    rbac_email_implicit_role_assignments: [],
    ...settings,
  };
  record.organization_name = name;
  record.organization_slug = slug;
  return deps.store.of(ORGANIZATIONS).insert(record);
}

/** `base`, or `base-2`, `base-3`, … when taken (only for slugs the emulator makes up). */
function uniqueSlug(deps: EmulatorDeps, base: string): string {
  const organizations = deps.store.of(ORGANIZATIONS);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base.slice(0, 120)}-${n}`;
    if (!organizations.find('slug', candidate)) return candidate;
  }
}

export interface NewMember {
  email: string;
  name?: string;
  status?: MemberRecord['status'];
  emailVerified?: boolean;
  roles?: readonly string[];
  isBreakglass?: boolean;
  untrustedMetadata?: Record<string, unknown>;
  trustedMetadata?: Record<string, unknown>;
  mfaPhoneNumber?: string;
  mfaEnrolled?: boolean;
}

/** A new member of `organization`; its email must be new to the organization. */
export function createMember(deps: EmulatorDeps, organization: ReadonlyOrganization, input: NewMember): ReadonlyMember {
  const email = input.email.toLowerCase();
  if (memberByEmail(deps, organization.organization_id, email)) throw B2BErrors.duplicateMemberEmail();
  if (input.mfaPhoneNumber) checkMfaPhoneFree(deps, organization.organization_id, input.mfaPhoneNumber);
  const now = deps.clock.iso();
  const record: MemberRecord = {
    organization_id: organization.organization_id,
    member_id: newId('member'),
    email_address: email,
    email_address_verified: input.emailVerified ?? false,
    retired_email_addresses: [],
    status: input.status ?? 'active',
    name: input.name ?? '',
    trusted_metadata: input.trustedMetadata ?? {},
    untrusted_metadata: input.untrustedMetadata ?? {},
    created_at: now,
    updated_at: now,
    sso_registrations: [],
    is_breakglass: input.isBreakglass ?? false,
    member_password_id: '',
    mfa_enrolled: input.mfaEnrolled ?? false,
    mfa_phone_number: input.mfaPhoneNumber ?? '',
    mfa_phone_number_verified: false,
    roles: directRoles(input.roles ?? []),
    default_mfa_method: '',
    totp_registration_id: '',
    oauth_registrations: [],
    emailKey: email,
    emailId: newId('email'),
  };
  return deps.store.of(MEMBERS).insert(record);
}

/** Role ids as direct assignments; `stytch_member` is everyone's and never stored. */
export function directRoles(roleIds: readonly string[]): DirectRole[] {
  return [...new Set(roleIds)]
    .filter((roleId) => roleId !== 'stytch_member')
    .map((role_id) => ({ role_id, sources: [{ type: 'direct_assignment', details: {} }] }));
}

/** An MFA phone number is unique within an organization. */
export function checkMfaPhoneFree(deps: EmulatorDeps, organizationId: string, phone: string, exceptMemberId?: string): void {
  const taken = deps.store
    .of(MEMBERS)
    .findAll('organization', organizationId)
    .some((m) => m.mfa_phone_number === phone && m.member_id !== exceptMemberId && m.status !== 'deleted');
  if (taken) throw B2BErrors.duplicateMemberPhoneNumber();
}

export function updateMember(deps: EmulatorDeps, memberId: string, mutate: (draft: MemberRecord) => void): ReadonlyMember {
  return deps.store.of(MEMBERS).update(memberId, (draft) => {
    mutate(draft);
    draft.updated_at = deps.clock.iso();
  });
}

/** Ends every session of the member; returns how many ended. */
export function revokeMemberSessions(deps: EmulatorDeps, memberId: string): number {
  const sessions = deps.store.of(MEMBER_SESSIONS);
  const ending = sessions.findAll('member', memberId);
  for (const session of ending) sessions.delete(session.member_session_id);
  return ending.length;
}

/** The provider keeps a deleted member (status `deleted`, reactivatable); its sessions end. */
export function softDeleteMember(deps: EmulatorDeps, memberId: string): ReadonlyMember {
  revokeMemberSessions(deps, memberId);
  return updateMember(deps, memberId, (draft) => {
    draft.status = 'deleted';
  });
}

/** Removes the member's TOTP registrations, and with them its recovery codes. */
export function deleteMemberTotps(deps: EmulatorDeps, memberId: string): void {
  const totps = deps.store.of(B2B_TOTPS);
  for (const totp of totps.findAll('member', memberId)) totps.delete(totp.registrationId);
}

/** Forgets the member's password and its pending reset links. */
export function deleteMemberPassword(deps: EmulatorDeps, memberId: string): void {
  deps.store.of(B2B_PASSWORDS).delete(memberId);
  const resets = deps.store.of(B2B_PASSWORD_RESETS);
  for (const reset of resets.findAll('member', memberId)) resets.delete(reset.tokenDigest);
}

/** Deletes the organization, its SSO connections, its members, their sessions, TOTPs and passwords. */
export function deleteOrganization(deps: EmulatorDeps, organizationId: string): void {
  deleteOrganizationConnections(deps, organizationId);
  const members = deps.store.of(MEMBERS);
  for (const member of members.findAll('organization', organizationId)) {
    revokeMemberSessions(deps, member.member_id);
    deleteMemberTotps(deps, member.member_id);
    deleteMemberPassword(deps, member.member_id);
    members.delete(member.member_id);
  }
  deps.store.of(ORGANIZATIONS).delete(organizationId);
}

