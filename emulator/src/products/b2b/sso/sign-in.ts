import type { B2BAuthenticationFactor, B2BRoleSource } from '../../../../../protocol';
import type { EmulatorContext, EmulatorDeps } from '../../../context';
import { newId, newSecretToken } from '../../../ids';
import { checkPkceVerifier } from '../../../pkce';
import { secretDigest } from '../../../secrets';
import { thaw, type DeepReadonly } from '../../../store/readonly';
import { tokenUrl } from '../../../token-url';
import { B2BErrors } from '../errors';
import { allowsMethod, mfaRequired, primaryRequired, restrictedByAuthMethods } from '../join';
import { authenticatedPayload, pendingPayload, startIntermediateSession, startMemberSession } from '../member-sessions';
import { createMember, findOrganization, memberByEmail, updateMember, type ReadonlyMember, type ReadonlyOrganization } from '../organizations';
import type { DirectRole, PrimarySsoMethod } from '../records';
import type { ReadonlyConnection } from './connections';
import { SsoErrors } from './errors';
import { SSO_TOKENS, type SsoIdentity, type SsoStateRecord } from './records';

/**
 * The end of an SSO sign-in (docs/architecture.md, "SSO"): the one-time `sso`
 * token the callback hands the app, and its redemption by
 * `b2b/sso/authenticate`, which finds the member by address in the
 * connection's organization (or adds one by the organization's
 * `sso_jit_provisioning`), records the SSO registration and the connection's
 * implicit roles, then applies the organization's auth-method and MFA rules
 * as every other primary factor does (join.ts).
 */

/** How long the `sso` token may wait for `b2b/sso/authenticate`. */
export const SSO_TOKEN_SECONDS = 10 * 60;

/** A new single-use token for the proven identity; answers the app URL that carries it (signup URL for a new member). */
export function issueSsoToken(
  deps: EmulatorDeps,
  connection: ReadonlyConnection,
  state: Pick<SsoStateRecord, 'loginRedirectUrl' | 'signupRedirectUrl' | 'codeChallenge'>,
  identity: SsoIdentity,
): string {
  const token = newSecretToken();
  deps.store.of(SSO_TOKENS).insert({
    tokenDigest: secretDigest(deps.store.dataKey, token),
    connectionId: connection.connection_id,
    organizationId: connection.organization_id,
    identity,
    codeChallenge: state.codeChallenge,
    expiresAt: deps.clock.isoIn(SSO_TOKEN_SECONDS),
  });
  const existing = memberByEmail(deps, connection.organization_id, identity.email);
  const isNew = !existing || existing.status === 'deleted';
  return tokenUrl(isNew ? state.signupRedirectUrl : state.loginRedirectUrl, 'sso', token);
}

/** Takes the token: single use (deleted once the PKCE check passes), expiring. */
function redeemToken(deps: EmulatorDeps, token: string, verifier: string | undefined) {
  const tokens = deps.store.of(SSO_TOKENS);
  const digest = secretDigest(deps.store.dataKey, token);
  const record = tokens.get(digest);
  if (!record) throw SsoErrors.tokenUnusable();
  if (deps.clock.isPast(record.expiresAt)) {
    tokens.delete(digest);
    throw SsoErrors.tokenUnusable();
  }
  // A PKCE mismatch leaves the token usable (pkce.ts): the client may retry with its other verifier.
  checkPkceVerifier(deps.store.dataKey, record.codeChallenge, verifier);
  tokens.delete(digest);
  return record;
}

/** Whether the organization lets this connection add a member who is not one yet. */
function jitAllows(organization: ReadonlyOrganization, connectionId: string): boolean {
  switch (organization.sso_jit_provisioning) {
    case 'ALL_ALLOWED':
      return true;
    case 'RESTRICTED':
      return organization.sso_jit_provisioning_allowed_connections.includes(connectionId);
    default:
      return false;
  }
}

function isSsoSource(source: DeepReadonly<B2BRoleSource>, connectionId: string): boolean {
  return (source.type === 'sso_connection' || source.type === 'sso_connection_group') && source.details.connection_id === connectionId;
}

/**
 * The member's roles with this connection's implicit assignments as they are
 * now: every sign-in through the connection replaces its earlier ones (a
 * group the person left no longer grants its role).
 */
function rolesAfterSignIn(member: ReadonlyMember, connection: ReadonlyConnection, groups: readonly string[]): DirectRole[] {
  const roles = new Map<string, DirectRole>();
  for (const role of member.roles) {
    const sources = role.sources.filter((source) => !isSsoSource(source, connection.connection_id)).map((s) => thaw<B2BRoleSource>(s));
    if (sources.length > 0) roles.set(role.role_id, { role_id: role.role_id, sources });
  }
  const add = (roleId: string, source: B2BRoleSource) => {
    const role = roles.get(roleId) ?? { role_id: roleId, sources: [] };
    role.sources.push(source);
    roles.set(roleId, role);
  };
  if (connection.kind === 'saml') {
    for (const assignment of connection.saml_connection_implicit_role_assignments) {
      add(assignment.role_id, { type: 'sso_connection', details: { connection_id: connection.connection_id } });
    }
    for (const assignment of connection.saml_group_implicit_role_assignments) {
      if (groups.includes(assignment.group)) {
        add(assignment.role_id, { type: 'sso_connection_group', details: { connection_id: connection.connection_id, group: assignment.group } });
      }
    }
  }
  return [...roles.values()];
}

function ssoFactor(method: PrimarySsoMethod, connectionId: string, externalId: string, at: string): B2BAuthenticationFactor {
  const detail = { id: connectionId, provider_id: connectionId, external_id: externalId };
  return {
    type: 'sso',
    delivery_method: method,
    last_authenticated_at: at,
    sequence_order: 'PRIMARY',
    ...(method === 'sso_saml' ? { saml_sso_factor: detail } : { oidc_sso_factor: detail }),
  };
}

export interface SsoAuthenticateInput {
  sso_token: string;
  pkce_code_verifier?: string | undefined;
  session_duration_minutes?: number | undefined;
}

export async function ssoAuthenticate(
  c: EmulatorContext,
  deps: EmulatorDeps,
  connectionOf: (id: string, organizationId: string) => ReadonlyConnection | undefined,
  input: SsoAuthenticateInput,
): Promise<Record<string, unknown>> {
  const record = redeemToken(deps, input.sso_token, input.pkce_code_verifier);
  const connection = connectionOf(record.connectionId, record.organizationId);
  const organization = findOrganization(deps, record.organizationId);
  if (!connection || !organization) throw SsoErrors.tokenUnusable();
  const method: PrimarySsoMethod = connection.kind === 'saml' ? 'sso_saml' : 'sso_oidc';
  const identity = record.identity;
  const at = deps.clock.iso();

  let member = memberByEmail(deps, organization.organization_id, identity.email);
  if (member?.status === 'deleted') throw B2BErrors.memberNotFound();
  if (!member && !jitAllows(organization, connection.connection_id)) throw SsoErrors.jitNotAllowed();
  if (!member && !allowsMethod(organization, method)) throw restrictedByAuthMethods();
  const name = [identity.firstName, identity.lastName].filter((part) => part !== '').join(' ');
  member ??= createMember(deps, organization, { email: identity.email, emailVerified: true, ...(name ? { name } : {}) });

  // The organization's own identity provider vouches for the address: an invited or pending member becomes active.
  const registration = {
    connection_id: connection.connection_id,
    external_id: identity.externalId,
    sso_attributes: { ...identity.attributes },
  };
  const before = member;
  member = updateMember(deps, member.member_id, (draft) => {
    draft.email_address_verified = true;
    if (draft.status === 'invited' || draft.status === 'pending') draft.status = 'active';
    if (draft.name === '' && name) draft.name = name;
    const earlier = draft.sso_registrations.find((r) => r.connection_id === connection.connection_id);
    draft.sso_registrations = [
      ...draft.sso_registrations.filter((r) => r.connection_id !== connection.connection_id),
      { ...registration, registration_id: earlier?.registration_id ?? newId('sso-registration') },
    ];
    draft.roles = rolesAfterSignIn(before, connection, identity.groups);
  });

  // The intermediate session is bound to this organization: one organization's identity provider proves nothing elsewhere.
  const bound = { organizationIds: [organization.organization_id] };
  const owedPrimary = primaryRequired(organization, method);
  if (owedPrimary) {
    const token = startIntermediateSession(deps, identity.email, method, at, bound);
    return pendingPayload(member, organization, token, { primary_required: owedPrimary, mfa_required: null });
  }
  const owedMfa = mfaRequired(organization, member);
  if (owedMfa) {
    const token = startIntermediateSession(deps, identity.email, method, at, bound);
    return pendingPayload(member, organization, token, { primary_required: null, mfa_required: owedMfa });
  }
  const issued = startMemberSession(c, deps, {
    member,
    factor: ssoFactor(method, connection.connection_id, identity.externalId, at),
    durationMinutes: input.session_duration_minutes,
  });
  return authenticatedPayload(deps, issued, member, organization);
}
