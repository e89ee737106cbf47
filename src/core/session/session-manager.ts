/**
 * The local session: cookies plus the `{session, user}` state, and the
 * transitions an authenticate answer causes (docs/protocol.md §6, §8; docs/behaviour.md §4.6
 * "Client session behaviour"). The cookies, the state's storage and tab sync,
 * and stale-answer stamps are the core both clients share (session-core.ts).
 */
import type { SessionManager, SessionState } from '../client-context';
import type { AuthenticateResponse, User } from '../wire-types';
import { assertAuthenticatePayload, isObject, nonEmpty } from './authenticate-payload';
import {
  createSessionCore,
  type ApplyAuthenticateOptions,
  type SessionCoreApi,
  type SessionManagerDeps as CoreDeps,
} from './session-core';

export type { ApplyAuthenticateOptions, SessionStamp } from './session-core';

export type SessionManagerDeps = CoreDeps<SessionState>;

/** The session manager plus what the client's own infrastructure needs. */
export interface PorticoSessionManager extends SessionManager, SessionCoreApi<SessionState> {
  /**
   * Checks `data` (throws, changing nothing: a `PorticoError` naming what is
   * missing, or a `PorticoSessionExpiredError` for a session already over by
   * `now()`), then writes cookies and state. Returns false when the answer
   * was dropped as older than the current session (`sentAt`).
   */
  handleAuthenticateResponse(data: AuthenticateResponse, options?: ApplyAuthenticateOptions): boolean;
}

/**
 * Creates the session manager. At its first use, a missing session cookie
 * means there is no session: any stored state is cleared (docs/behaviour.md §4.6).
 */
export function createSessionManager(deps: SessionManagerDeps): PorticoSessionManager {
  const core = createSessionCore(deps, checkAnswer);
  return {
    ...core,
    getSync: () => core.getState()?.session ?? null,
    getUserSync: () => core.getState()?.user ?? null,
    // A user without a session has nowhere to live; such answers cannot happen logged out.
    updateUser: (user: User) => core.update((now) => ({ session: now.session, user })),
  };
}

/**
 * The consumer answer's check (authenticate-payload.ts): the state of a
 * session (with tokens, or none in opaque mode), or null for a partly
 * authenticated login (MFA pending: only an intermediate session token).
 */
function checkAnswer(data: unknown, cached: SessionState | null, now: number): SessionState | null {
  assertAuthenticatePayload(data, { cachedUserId: cached?.user.user_id ?? null, now });
  const tokens = nonEmpty(data.session_token) && nonEmpty(data.session_jwt);
  return tokens || !nonEmpty(data.intermediate_session_token) ? stateFrom(data, cached) : null;
}

function stateFrom(data: AuthenticateResponse, cached: SessionState | null): SessionState | null {
  const session = isObject(data.session) ? data.session : null;
  if (!session) return null;
  // Keep the cached user when a refresh answer omits it (the provider's SDK would store undefined).
  const user = isObject(data.user) ? data.user : cached && cached.user.user_id === session.user_id ? cached.user : null;
  return user ? { session, user } : null;
}
