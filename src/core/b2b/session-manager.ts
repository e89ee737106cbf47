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
import type { SessionTokens } from '../client-context';
import { INTERMEDIATE_SESSION_COOKIE_MINUTES, type CookieNames, type CookieStore } from '../session/cookies';
import { parseIsoDateTime } from '../session/iso-date-time';
import type { ApplyAuthenticateOptions, SessionStamp } from '../session/session-manager';
import type { SessionStateStore } from '../session/session-storage';
import type { Member, MemberSession, Organization } from './wire-types';

/** The signed-in member: the session, the member and their organization. */
export interface B2BSessionState {
  session: MemberSession;
  member: Member;
  organization: Organization;
}

export interface B2BSessionManagerDeps {
  cookies: CookieStore;
  names: CookieNames;
  state: SessionStateStore<B2BSessionState>;
  now(): number;
}

export interface B2BSessionManager {
  getSync(): MemberSession | null;
  getMemberSync(): Member | null;
  getOrganizationSync(): Organization | null;
  getState(): B2BSessionState | null;
  getTokens(): SessionTokens | null;
  /** The intermediate session token cookie, or null. */
  getIntermediateSessionToken(): string | null;
  /** The opaque session token cookie (the Basic-auth password), or null. */
  readSessionToken(): string | null;
  hasSessionCookie(): boolean;
  /** True when a session cookie or a stored member session exists. */
  hasSession(): boolean;
  /**
   * Checks `data` (throws, changing nothing: a `PorticoError` naming what is
   * missing, or a `PorticoSessionExpiredError`), then writes cookies and
   * state. Returns false when dropped as older than the session (`sentAt`).
   */
  handleAuthenticateResponse(data: unknown, options?: ApplyAuthenticateOptions): boolean;
  /** Replaces the cached member (self get/update) when it is the signed-in one. */
  updateMember(member: Member): void;
  /** Replaces the cached organization (organization get/update) when it is the signed-in one's. */
  updateOrganization(organization: Organization): void;
  stamp(): SessionStamp;
  isCurrent(stamp: SessionStamp): boolean;
  sessionDurationMinutes(): number | undefined;
  isConfirmed(): boolean;
  /** Removes the session and intermediate session cookies and the state. */
  clear(): void;
  onChange(listener: (state: B2BSessionState | null) => void): () => void;
  dispose(): void;
}

/** Creates the member session manager; at first use a missing session cookie clears any stored state. */
export function createB2BSessionManager(deps: B2BSessionManagerDeps): B2BSessionManager {
  const { cookies, names } = deps;
  const listeners = new Set<(state: B2BSessionState | null) => void>();
  let durationMinutes: number | undefined;
  let version = 0;
  let current: B2BSessionState | null | undefined;
  let confirmed = false;

  // Read on first use, as the consumer client does (session/session-manager.ts): no cookie, no session.
  function state(): B2BSessionState | null {
    if (current === undefined) {
      current = cookies.get(names.opaqueToken) ? deps.state.read() : null;
      if (current === null) deps.state.write(null, false);
    }
    return current;
  }

  function notify(): void {
    for (const listener of [...listeners]) {
      try {
        listener(state());
      } catch (error) {
        console.error(error);
      }
    }
  }

  function setState(next: B2BSessionState | null): void {
    version++;
    if (state() === null && next === null) return;
    current = next;
    deps.state.write(next);
    notify();
  }

  const unsubscribeTabs = deps.state.subscribe((next) => {
    version++;
    confirmed = true;
    if (state() === null && next === null) return;
    current = next;
    notify();
  });

  const isCurrent = (stamp: SessionStamp) => stamp.version === version && stamp.jwt === cookies.get(names.jwt);

  function removeSessionCookies(): void {
    cookies.remove(names.opaqueToken);
    cookies.remove(names.jwt);
  }

  return {
    getSync: () => state()?.session ?? null,
    getMemberSync: () => state()?.member ?? null,
    getOrganizationSync: () => state()?.organization ?? null,
    getState: () => state(),
    getTokens() {
      const session_token = cookies.get(names.opaqueToken);
      const session_jwt = cookies.get(names.jwt);
      return session_token && session_jwt ? { session_token, session_jwt } : null;
    },
    getIntermediateSessionToken: () => cookies.get(names.intermediateSessionToken),
    readSessionToken: () => cookies.get(names.opaqueToken),
    hasSessionCookie: () => cookies.get(names.opaqueToken) !== null,
    hasSession: () => cookies.get(names.opaqueToken) !== null || state() !== null,
    stamp: () => ({ version, jwt: cookies.get(names.jwt) }),
    isCurrent,

    handleAuthenticateResponse(data, options) {
      const answer = checkB2BAuthenticatePayload(data, { cached: state(), now: deps.now() });
      if (options?.sentAt && !isCurrent(options.sentAt)) return false;
      if (options?.sessionDurationMinutes !== undefined) durationMinutes = options.sessionDurationMinutes;
      confirmed = true;
      if (answer.kind === 'session') {
        const expires = new Date(parseIsoDateTime(answer.state.session.expires_at) ?? Number.NaN);
        if (answer.tokens) {
          cookies.set(names.opaqueToken, answer.tokens.session_token, expires);
          cookies.set(names.jwt, answer.tokens.session_jwt, expires);
        } else {
          // Opaque mode: the server keeps the session in its own HttpOnly cookies.
          removeSessionCookies();
        }
        cookies.remove(names.intermediateSessionToken);
        setState(answer.state);
      } else {
        cookies.set(
          names.intermediateSessionToken,
          answer.token,
          new Date(deps.now() + INTERMEDIATE_SESSION_COOKIE_MINUTES * 60_000),
        );
        removeSessionCookies();
        setState(null);
      }
      return true;
    },

    updateMember(member) {
      const now = state();
      if (now && now.member.member_id === member.member_id) setState({ ...now, member });
    },
    updateOrganization(organization) {
      const now = state();
      if (now && now.organization.organization_id === organization.organization_id) setState({ ...now, organization });
    },

    sessionDurationMinutes() {
      if (durationMinutes !== undefined) return durationMinutes;
      const now = state();
      if (!now) return undefined;
      const minutes = Math.round((Date.parse(now.session.expires_at) - Date.parse(now.session.last_accessed_at)) / 60_000);
      return Number.isFinite(minutes) && minutes >= 1 ? minutes : undefined;
    },
    isConfirmed: () => confirmed,

    clear() {
      removeSessionCookies();
      cookies.remove(names.intermediateSessionToken);
      durationMinutes = undefined;
      setState(null);
    },

    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose: unsubscribeTabs,
  };
}

type CheckedAnswer =
  | { kind: 'session'; state: B2BSessionState; tokens: SessionTokens | null }
  | { kind: 'intermediate'; token: string };

/**
 * The B2B answer's schema check, the counterpart of the consumer client's
 * (session/authenticate-payload.ts): a member session needs `member_session`
 * (with an ISO-8601 `expires_at` after `now`), `member` and `organization`
 * (or the cached ones of the same ids, which a refresh answer may omit) and
 * both tokens or neither; otherwise a non-empty `intermediate_session_token`.
 */
export function checkB2BAuthenticatePayload(
  data: unknown,
  known: { cached: B2BSessionState | null; now: number },
): CheckedAnswer {
  if (!isObject(data)) throw invalid('the answer is missing');
  const token = nonEmpty(data['session_token']) ? data['session_token'] : null;
  const jwt = nonEmpty(data['session_jwt']) ? data['session_jwt'] : null;
  const session = isObject(data['member_session']) ? (data['member_session'] as unknown as MemberSession) : null;
  const ist = data['intermediate_session_token'];
  if (!session && !token && !jwt && nonEmpty(ist)) return { kind: 'intermediate', token: ist };

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
  return {
    kind: 'session',
    state: { session, member, organization },
    tokens: token && jwt ? { session_token: token, session_jwt: jwt } : null,
  };
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

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
