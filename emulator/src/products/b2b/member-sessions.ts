import { SignJWT } from 'jose';
import type { B2BAuthenticationFactor } from '../../../../protocol';
import { parseBasicAuth } from '../../auth';
import { b2bRbacPolicy, isAuthorized } from '../../b2b-rbac';
import { clientAddress } from '../../client-address';
import type { EmulatorContext, EmulatorDeps } from '../../context';
import { Errors } from '../../errors';
import { newId, newSecretToken } from '../../ids';
import { SESSION_SIGNING_KEY } from '../../kernel';
import { secretDigest } from '../../secrets';
import { privateKeyOf } from '../../signing-keys';
import type { DeepReadonly } from '../../store/readonly';
import { B2BErrors } from './errors';
import { oauthFactor } from './oauth-identity';
import type { B2BOAuthIdentity } from './oauth-records';
import { providerOfMethod } from './oauth-providers';
import { findMember, findOrganization, type ReadonlyMember, type ReadonlyOrganization } from './organizations';
import {
  INTERMEDIATE_SESSIONS,
  MEMBER_SESSIONS,
  type IntermediateSessionRecord,
  type MemberSessionRecord,
  type PrimaryMethod,
} from './records';
import { roleIdsOf, toWireMember, toWireMemberSession, toWireOrganization } from './wire';

/**
 * Member sessions and intermediate sessions (docs/architecture.md, "B2B").
 * A member session is the consumer session's counterpart: an opaque token
 * (only its digest stored) sent as the Basic-auth secret, and an RS256 JWT
 * signed with the sessions product's key. An intermediate session is what a
 * discovery sign-in proves (an email address) for 10 minutes, until it is
 * exchanged for a member session.
 */

export type ReadonlyMemberSession = DeepReadonly<MemberSessionRecord>;

/** docs/protocol.md §8: the intermediate session lives 10 minutes. */
export const INTERMEDIATE_SESSION_SECONDS = 10 * 60;

export interface MemberCaller {
  session: ReadonlyMemberSession;
  member: ReadonlyMember;
  organization: ReadonlyOrganization;
  token: string;
}

/** The live member session a token names; an expired one, or one whose member is gone, is removed on sight. */
export function liveMemberSession(deps: EmulatorDeps, token: string): MemberCaller | null {
  if (!token) return null;
  const sessions = deps.store.of(MEMBER_SESSIONS);
  const session = sessions.find('token', secretDigest(deps.store.dataKey, token));
  if (!session) return null;
  const member = findMember(deps, session.member_id);
  const organization = findOrganization(deps, session.organization_id);
  if (!member || !organization || member.status === 'deleted' || deps.clock.isPast(session.expires_at)) {
    sessions.delete(session.member_session_id);
    return null;
  }
  return { session, member, organization, token };
}

/**
 * The caller's member session from the Basic-auth secret, or null. The app's
 * auth middleware has already checked the public token; it reads the secret
 * as a consumer session, which a member token is not, so it is read again here.
 */
export function memberCaller(c: EmulatorContext, deps: EmulatorDeps): MemberCaller | null {
  const credentials = parseBasicAuth(c.req.header('authorization'));
  if (!credentials || credentials.secret === credentials.publicToken) return null;
  return liveMemberSession(deps, credentials.secret);
}

/** The caller's member session, or the provider's 401 (a token sent that names none: `unauthorized_credentials`). */
export function requireMember(c: EmulatorContext, deps: EmulatorDeps): MemberCaller {
  const caller = memberCaller(c, deps);
  if (caller) return caller;
  const credentials = parseBasicAuth(c.req.header('authorization'));
  const sentSecret = credentials !== null && credentials.secret !== '' && credentials.secret !== credentials.publicToken;
  throw sentSecret ? Errors.unauthorizedCredentials() : Errors.userUnauthenticated();
}

/** Whether the caller's roles grant `action` on `resourceId` (b2b-rbac.ts). */
export function callerMay(deps: EmulatorDeps, caller: MemberCaller, resourceId: string, action: string): boolean {
  return isAuthorized(b2bRbacPolicy(deps.config), roleIdsOf(caller.member, caller.organization), resourceId, action);
}

/** Refuses with `403 unauthorized_action` unless the caller's roles grant `action` on `resourceId`. */
export function authorize(deps: EmulatorDeps, caller: MemberCaller, resourceId: string, action: string): void {
  if (!callerMay(deps, caller, resourceId, action)) throw B2BErrors.unauthorizedAction(resourceId, action);
}

/**
 * For an action on a member: the `stytch.member` permission, or, when the
 * member is the caller, the same action on `stytch.self` (the provider's rule
 * for member routes a member may use on itself).
 */
export function authorizeOnMember(deps: EmulatorDeps, caller: MemberCaller, memberId: string, action: string): void {
  if (callerMay(deps, caller, 'stytch.member', action)) return;
  if (memberId === caller.member.member_id && callerMay(deps, caller, 'stytch.self', action)) return;
  throw B2BErrors.unauthorizedAction('stytch.member', action);
}

export interface IssuedMemberSession {
  session: ReadonlyMemberSession;
  token: string;
}

/**
 * Starts a member session, or adds the factor to the caller's live session
 * of the same member (as the consumer sessions do).
 */
export function startMemberSession(
  c: EmulatorContext,
  deps: EmulatorDeps,
  input: {
    member: ReadonlyMember;
    factor: B2BAuthenticationFactor;
    durationMinutes: number | undefined;
    /** False for a session that must stand alone (an impersonated one), whatever the caller holds. */
    joinExistingSession?: boolean;
    /** The session to join when the request names one in its body (`session_token`), instead of the caller's. */
    join?: MemberCaller | null;
  },
): IssuedMemberSession {
  const { clock } = deps;
  const sessions = deps.store.of(MEMBER_SESSIONS);
  const now = clock.iso();
  const current = input.joinExistingSession === false ? null : (input.join ?? memberCaller(c, deps));
  if (current && current.member.member_id === input.member.member_id) {
    const session = sessions.update(current.session.member_session_id, (draft) => {
      draft.authentication_factors = [
        ...draft.authentication_factors.filter((f) => f.delivery_method !== input.factor.delivery_method),
        input.factor,
      ];
      draft.last_accessed_at = now;
      if (input.durationMinutes !== undefined) draft.expires_at = clock.isoIn(input.durationMinutes * 60);
    });
    return { session, token: current.token };
  }
  const token = newSecretToken();
  const session = sessions.insert({
    member_session_id: newId('member-session'),
    member_id: input.member.member_id,
    organization_id: input.member.organization_id,
    started_at: now,
    last_accessed_at: now,
    expires_at: clock.isoIn((input.durationMinutes ?? deps.config.sessionDefaultMinutes) * 60),
    authentication_factors: [input.factor],
    custom_claims: {},
    attributes: { ip_address: clientAddress(c, deps), user_agent: c.req.header('user-agent') ?? '' },
    tokenDigest: secretDigest(deps.store.dataKey, token),
  });
  return { session, token };
}

/** The claim names of the provider's B2B session JWT. */
export const SESSION_CLAIM = 'https://stytch.com/session';
export const ORGANIZATION_CLAIM = 'https://stytch.com/organization';

/**
 * A member session JWT in the provider's shape: RS256 by the sessions
 * product's key (so the same JWKS verifies consumer and B2B JWTs), `sub` =
 * member id, `iss` = `stytch.com/<project_id>`, `aud` = [project_id], the
 * session (with the member's roles) in `https://stytch.com/session` and the
 * organization (`organization_id`, `slug`) in `https://stytch.com/organization`.
 * It never outlives its session.
 */
export async function signMemberSessionJwt(
  deps: EmulatorDeps,
  session: ReadonlyMemberSession,
  member: ReadonlyMember,
  organization: ReadonlyOrganization,
): Promise<string> {
  const signingKey = deps.store.stateOf(SESSION_SIGNING_KEY);
  const now = Math.floor(deps.clock.nowMs() / 1000);
  const sessionEnd = Math.floor(Date.parse(session.expires_at) / 1000);
  const exp = Math.max(now + 1, Math.min(now + deps.config.jwtLifetimeSeconds, sessionEnd));
  return new SignJWT({
    [SESSION_CLAIM]: {
      id: session.member_session_id,
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      attributes: session.attributes,
      authentication_factors: session.authentication_factors,
      roles: roleIdsOf(member, organization),
    },
    [ORGANIZATION_CLAIM]: { organization_id: organization.organization_id, slug: organization.organization_slug },
  })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
    .setSubject(member.member_id)
    .setIssuer(`stytch.com/${deps.config.projectId}`)
    .setAudience([deps.config.projectId])
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(exp)
    .sign(privateKeyOf(signingKey));
}

/** `b2b/sessions/authenticate`'s answer (protocol `B2BAuthenticateResponse`, without request_id/status_code). */
export async function memberSessionPayload(
  deps: EmulatorDeps,
  issued: IssuedMemberSession,
  member: ReadonlyMember,
  organization: ReadonlyOrganization,
): Promise<Record<string, unknown>> {
  return {
    member_id: member.member_id,
    member: toWireMember(member, organization),
    organization: toWireOrganization(organization),
    member_session: toWireMemberSession(issued.session, member, organization),
    session_token: issued.token,
    session_jwt: await signMemberSessionJwt(deps, issued.session, member, organization),
  };
}

/** A sign-in or exchange that ends in a full session (`B2BAuthenticateResponseWithMfa`, authenticated). */
export async function authenticatedPayload(
  deps: EmulatorDeps,
  issued: IssuedMemberSession,
  member: ReadonlyMember,
  organization: ReadonlyOrganization,
  extras: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    ...(await memberSessionPayload(deps, issued, member, organization)),
    member_authenticated: true,
    intermediate_session_token: '',
    mfa_required: null,
    primary_required: null,
    ...extras,
  };
}

/** A sign-in that still owes a factor: no session, an intermediate session token instead. */
export function pendingPayload(
  member: ReadonlyMember,
  organization: ReadonlyOrganization,
  intermediateToken: string,
  owed: { mfa_required: unknown; primary_required: unknown },
  extras: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    member_id: member.member_id,
    member: toWireMember(member, organization),
    organization: toWireOrganization(organization),
    member_session: null,
    session_token: '',
    session_jwt: '',
    member_authenticated: false,
    intermediate_session_token: intermediateToken,
    ...owed,
    ...extras,
  };
}

/** A new intermediate session for a proven address; answers its token (only the digest is kept). */
export function startIntermediateSession(
  deps: EmulatorDeps,
  email: string,
  method: PrimaryMethod,
  authenticatedAt: string,
  bound?: { organizationIds: string[]; forDiscovery?: boolean },
  oauth?: DeepReadonly<B2BOAuthIdentity>,
): string {
  const token = newSecretToken();
  deps.store.of(INTERMEDIATE_SESSIONS).insert({
    id: newId('intermediate-session'),
    tokenDigest: secretDigest(deps.store.dataKey, token),
    email_address: email,
    method,
    ...(bound === undefined ? {} : { organizationIds: bound.organizationIds, forDiscovery: bound.forDiscovery === true }),
    ...(oauth === undefined ? {} : { oauth: { ...oauth } }),
    authenticated_at: authenticatedAt,
    expires_at: deps.clock.isoIn(INTERMEDIATE_SESSION_SECONDS),
  });
  return token;
}

/**
 * The primary factor a member session records: the provider's B2B email
 * factor, its password one, its SSO one, or its OAuth one (from the member's
 * registration with the provider, oauth-identity.ts).
 */
export function emailFactor(member: ReadonlyMember, method: PrimaryMethod, at: string): B2BAuthenticationFactor {
  const provider = providerOfMethod(method);
  if (provider) return oauthFactor(member, provider, at);
  if (method === 'password') {
    return { type: 'password', delivery_method: 'knowledge', last_authenticated_at: at, sequence_order: 'PRIMARY' };
  }
  if (method === 'sso_saml' || method === 'sso_oidc') {
    return { type: 'sso', delivery_method: method, last_authenticated_at: at, sequence_order: 'PRIMARY' };
  }
  return {
    type: method === 'magic_link' ? 'magic_link' : 'otp',
    delivery_method: 'email',
    last_authenticated_at: at,
    email_factor: { email_id: member.emailId, email_address: member.email_address },
    sequence_order: 'PRIMARY',
  };
}

/**
 * The live intermediate session a token names, or `404
 * intermediate_session_not_found` (expired ones are removed). `organizationId`
 * is the organization the call acts in (none for a discovery listing): a
 * session a password sign-in bound to other organizations reads as none, and
 * so does an organization sign-in's in discovery.
 */
export function requireIntermediateSession(
  deps: EmulatorDeps,
  token: string | undefined,
  organizationId?: string,
): DeepReadonly<IntermediateSessionRecord> {
  if (!token) throw B2BErrors.intermediateSessionNotFound();
  const sessions = deps.store.of(INTERMEDIATE_SESSIONS);
  const session = sessions.find('token', secretDigest(deps.store.dataKey, token));
  if (!session) throw B2BErrors.intermediateSessionNotFound();
  if (session.organizationIds !== undefined) {
    const allowed = organizationId === undefined ? session.forDiscovery === true : session.organizationIds.includes(organizationId);
    if (!allowed) throw B2BErrors.intermediateSessionNotFound();
  }
  if (deps.clock.isPast(session.expires_at)) {
    sessions.delete(session.id);
    throw B2BErrors.intermediateSessionNotFound();
  }
  return session;
}

/** An intermediate session is single use: exchanging it ends it. */
export function endIntermediateSession(deps: EmulatorDeps, id: string): void {
  deps.store.of(INTERMEDIATE_SESSIONS).delete(id);
}
