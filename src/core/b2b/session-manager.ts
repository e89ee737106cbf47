/**
 * The local member session of the B2B client: the same cookies as the
 * consumer client (docs/protocol.md §8) plus the `{session, member,
 * organization}` state, and the transitions a B2B answer causes
 * (docs/behaviour.md §4.6 "Client session behaviour", issue 24):
 *
 * - a member session with its tokens writes the session cookies and removes
 *   the intermediate session cookie;
 * - an `intermediate_session_token` and no member session (a discovery
 *   sign-in, or a primary sign-in waiting for MFA) writes the intermediate
 *   session cookie for 10 minutes (`INTERMEDIATE_SESSION_COOKIE_MINUTES`)
 *   and removes the session cookies.
 *
 * Cookies are written by the shared cookie store: `SameSite=Lax`, `Secure`
 * except on localhost (session/cookies.ts).
 */
import { PorticoError, PorticoSessionExpiredError } from '../errors';
import { nonEmpty } from '../session/authenticate-payload';
import { parseIsoDateTime } from '../session/iso-date-time';
import { createSessionCore, type SessionCoreApi, type SessionManagerDeps } from '../session/session-core';
import type { Member, MemberSession, Organization } from './wire-types';

/** The signed-in member: the session, the member and their organization. */
export interface B2BSessionState {
  session: MemberSession;
  member: Member;
  organization: Organization;
}

export type B2BSessionManagerDeps = SessionManagerDeps<B2BSessionState>;

/** The shared session core (session/session-core.ts) with the member, organization and intermediate session. */
export interface B2BSessionManager extends SessionCoreApi<B2BSessionState> {
  getSync(): MemberSession | null;
  getMemberSync(): Member | null;
  getOrganizationSync(): Organization | null;
  /** The intermediate session token cookie, or null. */
  getIntermediateSessionToken(): string | null;
  /** Replaces the cached member (self get/update) when it is the signed-in one. */
  updateMember(member: Member): void;
  /** Replaces the cached organization (organization get/update) when it is the signed-in one's. */
  updateOrganization(organization: Organization): void;
}

/** Creates the member session manager; at first use a missing session cookie clears any stored state. */
export function createB2BSessionManager(deps: B2BSessionManagerDeps): B2BSessionManager {
  const core = createSessionCore(deps, (data, cached, now) => checkB2BAuthenticatePayload(data, { cached, now }));
  return {
    ...core,
    getSync: () => core.getState()?.session ?? null,
    getMemberSync: () => core.getState()?.member ?? null,
    getOrganizationSync: () => core.getState()?.organization ?? null,
    getIntermediateSessionToken: () => deps.cookies.get(deps.names.intermediateSessionToken),
    updateMember: (member) =>
      core.update((now) => (now.member.member_id === member.member_id ? { ...now, member } : now)),
    updateOrganization: (organization) =>
      core.update((now) => (now.organization.organization_id === organization.organization_id ? { ...now, organization } : now)),
  };
}

/**
 * The B2B answer's schema check, the counterpart of the consumer client's
 * (session/authenticate-payload.ts): a member session needs `member_session`
 * (with an ISO-8601 `expires_at` after `now`), `member` and `organization`
 * (or the cached ones of the same ids, which a refresh answer may omit) and
 * both tokens or neither; otherwise a non-empty `intermediate_session_token`
 * (then null: no member session yet).
 */
export function checkB2BAuthenticatePayload(
  data: unknown,
  known: { cached: B2BSessionState | null; now: number },
): B2BSessionState | null {
  if (!isObject(data)) throw invalid('the answer is missing');
  const token = nonEmpty(data['session_token']) ? data['session_token'] : null;
  const jwt = nonEmpty(data['session_jwt']) ? data['session_jwt'] : null;
  const session = isObject(data['member_session']) ? (data['member_session'] as unknown as MemberSession) : null;
  const ist = data['intermediate_session_token'];
  if (!session && !token && !jwt && nonEmpty(ist)) return null;

  const missing: string[] = [];
  if (!session || typeof session.member_session_id !== 'string') missing.push('member_session');
  const cached = known.cached;
  const member = isObject(data['member']) && typeof data['member']['member_id'] === 'string'
    ? (data['member'] as unknown as Member)
    : cached && session && cached.member.member_id === session.member_id ? cached.member : null;
  if (!member) missing.push('member');
  const organization = isObject(data['organization']) && typeof data['organization']['organization_id'] === 'string'
    ? (data['organization'] as unknown as Organization)
    : cached && session && cached.organization.organization_id === session.organization_id ? cached.organization : null;
  if (!organization) missing.push('organization');
  if (missing.length === 0 && (token === null) !== (jwt === null)) missing.push(token ? 'session_jwt' : 'session_token');
  if (missing.length > 0 || !session || !member || !organization) {
    const list = missing.length === 1 ? `${missing[0]} is` : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)} are`;
    throw invalid(`${list} missing`);
  }
  const expires = parseIsoDateTime(session.expires_at);
  if (expires === null) throw invalid('member_session.expires_at is not an ISO-8601 date-time');
  if (expires <= known.now) throw new PorticoSessionExpiredError(session.expires_at);
  return { session, member, organization };
}

/** A stored `{session, member, organization}`, or null when absent or not shaped like one. */
export function parseB2BState(raw: string | null): B2BSessionState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<B2BSessionState> | null;
    if (
      typeof value?.session?.member_session_id === 'string' &&
      typeof value.member?.member_id === 'string' &&
      typeof value.organization?.organization_id === 'string'
    ) {
      return { session: value.session, member: value.member, organization: value.organization };
    }
  } catch {
    // Corrupt entries read as signed out.
  }
  return null;
}

function invalid(problem: string): PorticoError {
  return new PorticoError('invalid_response', `Invalid authenticate response from the server: ${problem}.`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
