import { b2bRbacPolicy, isAuthorized } from '../../b2b-rbac';
import type { EmulatorDeps } from '../../context';
import type { IdpSubject, IdpSubjectSource } from '../../idp-subjects';
import { authenticatedPayload, memberCaller, startMemberSession } from './member-sessions';
import { findMember, findOrganization, type ReadonlyMember, type ReadonlyOrganization } from './organizations';
import { ORGANIZATION_CLAIM } from './member-sessions';
import { roleIdsOf } from './wire';
import { B2BErrors } from './errors';

/**
 * Members as subjects of the project's OpenID provider (products/idp,
 * through `Product.idpSubjects`; docs/architecture.md, "B2B"): the caller's
 * member session authorizes connected apps, a code and its tokens name the
 * member (`sub` = member id), the granted scopes release its address and
 * name, and every token carries its organization (the member session JWT's
 * `https://stytch.com/organization` claim). A custom scope of the project's
 * policy is grantable when the member's B2B roles hold its permissions.
 */

function memberSubject(deps: EmulatorDeps, member: ReadonlyMember, organization: ReadonlyOrganization): IdpSubject {
  return {
    id: member.member_id,
    claims(scopes) {
      const claims: Record<string, unknown> = {
        [ORGANIZATION_CLAIM]: { organization_id: organization.organization_id, slug: organization.organization_slug },
      };
      if (scopes.includes('email')) Object.assign(claims, { email: member.email_address, email_verified: member.email_address_verified });
      if (scopes.includes('profile') && member.name) claims.name = member.name;
      return claims;
    },
    mayGrantCustomScope(scope) {
      const entry = deps.config.rbacPolicy.scopes.find((candidate) => candidate.scope === scope);
      if (!entry) return false;
      const roles = roleIdsOf(member, organization);
      const policy = b2bRbacPolicy(deps.config);
      return entry.permissions.every((p) => p.actions.every((action) => isAuthorized(policy, roles, p.resource_id, action)));
    },
  };
}

function liveMember(deps: EmulatorDeps, id: string): { member: ReadonlyMember; organization: ReadonlyOrganization } | null {
  const member = findMember(deps, id);
  const organization = member && findOrganization(deps, member.organization_id);
  if (!member || !organization || member.status !== 'active') return null;
  return { member, organization };
}

export const memberIdpSubjects: IdpSubjectSource = {
  caller(c, deps) {
    const caller = memberCaller(c, deps);
    if (!caller) return null;
    const times = caller.session.authentication_factors.map((f) => Date.parse(f.last_authenticated_at));
    const latest = Math.max(Date.parse(caller.session.started_at), ...times.filter((t) => !Number.isNaN(t)));
    return {
      subject: memberSubject(deps, caller.member, caller.organization),
      sessionId: caller.session.member_session_id,
      authTime: Math.floor(latest / 1000),
    };
  },

  find(deps, id) {
    const found = liveMember(deps, id);
    return found ? memberSubject(deps, found.member, found.organization) : null;
  },

  async exchangeAccessToken(c, deps, input) {
    const found = liveMember(deps, input.subjectId);
    if (!found) throw B2BErrors.memberNotFound();
    // A new session of its own: the token stands for the member, not for whatever session the caller holds.
    const issued = startMemberSession(c, deps, {
      member: found.member,
      factor: {
        type: 'access_token_exchange',
        delivery_method: 'oauth_access_token_exchange',
        last_authenticated_at: deps.clock.iso(),
        oauth_access_token_exchange_factor: { client_id: input.clientId },
      },
      durationMinutes: input.durationMinutes,
      joinExistingSession: false,
    });
    return authenticatedPayload(deps, issued, found.member, found.organization);
  },
};
