import type { B2BMember, B2BMemberRole, B2BMemberSession, B2BOrganization } from '../../../../protocol';
import { STYTCH_ADMIN, STYTCH_MEMBER } from '../../b2b-rbac';
import { thaw, type DeepReadonly } from '../../store/readonly';
import type { MemberRecord, MemberSessionRecord, OrganizationRecord } from './records';

/**
 * Records → the wire shapes of protocol/b2b-wire-types.ts. A member's roles
 * are worked out here, every time: `stytch_member` (every member holds it; no
 * source names it), the direct assignments stored on the member, and the
 * organization's email-domain assignments that match the member's address.
 * A role held for several reasons lists each source once.
 */

export function memberRoles(
  member: DeepReadonly<MemberRecord>,
  organization: DeepReadonly<OrganizationRecord>,
): B2BMemberRole[] {
  const roles = new Map<string, B2BMemberRole>([[STYTCH_MEMBER, { role_id: STYTCH_MEMBER, sources: [] }]]);
  const add = (roleId: string, source: B2BMemberRole['sources'][number]): void => {
    const role = roles.get(roleId) ?? { role_id: roleId, sources: [] };
    if (!role.sources.some((s) => JSON.stringify(s) === JSON.stringify(source))) role.sources.push(source);
    roles.set(roleId, role);
  };
  for (const direct of member.roles) for (const source of direct.sources) add(direct.role_id, thaw(source));
  const domain = member.emailKey.slice(member.emailKey.lastIndexOf('@') + 1);
  for (const assignment of organization.rbac_email_implicit_role_assignments) {
    if (assignment.domain.toLowerCase() === domain) {
      add(assignment.role_id, { type: 'email_assignment', details: { email_domain: assignment.domain } });
    }
  }
  return [...roles.values()];
}

export function roleIdsOf(member: DeepReadonly<MemberRecord>, organization: DeepReadonly<OrganizationRecord>): string[] {
  return memberRoles(member, organization).map((role) => role.role_id);
}

export function toWireOrganization(organization: DeepReadonly<OrganizationRecord>): B2BOrganization {
  return thaw<OrganizationRecord>(organization);
}

export function toWireMember(member: DeepReadonly<MemberRecord>, organization: DeepReadonly<OrganizationRecord>): B2BMember {
  const { emailKey: _key, emailId: _emailId, mfaPhoneId: _phoneId, roles: _direct, ...wire } = thaw<MemberRecord>(member);
  const roles = memberRoles(member, organization);
  return { ...wire, roles, is_admin: roles.some((role) => role.role_id === STYTCH_ADMIN) };
}

export function toWireMemberSession(
  session: DeepReadonly<MemberSessionRecord>,
  member: DeepReadonly<MemberRecord>,
  organization: DeepReadonly<OrganizationRecord>,
): B2BMemberSession {
  const { tokenDigest: _digest, attributes: _attributes, ...wire } = thaw<MemberSessionRecord>(session);
  return { ...wire, roles: roleIdsOf(member, organization), organization_slug: organization.organization_slug };
}
