/**
 * The local session: cookies plus the `{session, user}` state, and the
 * transitions an authenticate answer causes (docs/protocol.md §6, §8; docs/behaviour.md §4.6
 * "Client session behaviour").
 */
import type { SessionManager, SessionState, SessionTokens } from '../client-context';
import type { AuthenticateResponse, User } from '../wire-types';
import { assertAuthenticatePayload } from './authenticate-payload';
import { INTERMEDIATE_SESSION_COOKIE_MINUTES, type CookieNames, type CookieStore } from './cookies';
import { parseIsoDateTime } from './iso-date-time';
import type { SessionStateStore } from './session-storage';

export interface SessionManagerDeps {
  cookies: CookieStore;
  names: CookieNames;
  state: SessionStateStore;
  now(): number;
}

/**
 * The session as it was when a request went out: the manager's version (it
 * moves on every change in this tab, including ones adopted from other tabs)
 * and the JWT cookie (which other tabs write at once, before their message
 * arrives). An answer is applied only while both are unchanged.
 */
export interface SessionStamp {
  readonly version: number;
  readonly jwt: string | null;
}

export interface ApplyAuthenticateOptions {
  sessionDurationMinutes?: number;
  /**
   * The stamp taken when the request was sent: the answer is dropped when the
   * session changed since (a login, step-up, logout or another tab's refresh).
   * Omitted for logins, which always win.
   */
  sentAt?: SessionStamp;
}

/** The session manager plus what the client's own infrastructure needs. */
export interface PorticoSessionManager extends SessionManager {
  /**
   * Checks `data` (throws, changing nothing: a `PorticoError` naming what is
   * missing, or a `PorticoSessionExpiredError` for a session already over by
   * `now()`), then writes cookies and state. Returns false when the answer
   * was dropped as older than the current session (`sentAt`).
   */
  handleAuthenticateResponse(data: AuthenticateResponse, options?: ApplyAuthenticateOptions): boolean;
  /** The session and user together, or null (reads cookies and storage on first use). */
  getState(): SessionState | null;
  /** Marks the current session version, to stamp a request with. */
  stamp(): SessionStamp;
  /** True while nothing changed since `stamp` was taken. */
  isCurrent(stamp: SessionStamp): boolean;
  /** The opaque session token cookie (the Basic-auth password), or null. */
  readSessionToken(): string | null;
  /** True when the opaque session token cookie exists. */
  hasSessionCookie(): boolean;
  /**
   * The duration to extend the session by on refresh: the one the last login
   * passed, else the one the current session was created with.
   */
  sessionDurationMinutes(): number | undefined;
  /**
   * False while the state is the one read from storage at startup; true once
   * a server answer (here or in another tab) wrote it. `fromCache` in the
   * session info (session-observers.ts).
   */
  isConfirmed(): boolean;
  /** Stops listening to other tabs. */
  dispose(): void;
}

/**
 * Creates the session manager. At its first use, a missing session cookie
 * means there is no session: any stored state is cleared (docs/behaviour.md §4.6).
 */
export function createSessionManager(deps: SessionManagerDeps): PorticoSessionManager {
  const { cookies, names } = deps;
  const listeners = new Set<(state: SessionState | null) => void>();
  let durationMinutes: number | undefined;
  /** Moves on every change of the session, so answers to older requests can be told apart. */
  let version = 0;

  /** Unread (undefined) until first needed: see `state()`. */
  let current: SessionState | null | undefined;
  /** The state came from a server answer (not from storage). */
  let confirmed = false;

  /**
   * The state, read on first use (the client's startup check, a task after
   * its creation, is the latest): a cold page's first cookie and localStorage
   * reads cost milliseconds that must not come before the widget's first
   * paint (README, "Speed"). Without a session cookie there is no session,
   * and any stored state is cleared.
   */
  function state(): SessionState | null {
    if (current === undefined) {
      current = cookies.get(names.opaqueToken) ? deps.state.read() : null;
      // Not announced: other tabs share the cookies and reach the same conclusion themselves.
      if (current === null) deps.state.write(null, false);
    }
    return current;
  }

  function notify(): void {
    for (const listener of [...listeners]) {
      try {
        listener(state());
      } catch (error) {
        // One faulty subscriber must not stop the others (or the caller's login).
        console.error(error);
      }
    }
  }

  function setState(next: SessionState | null): void {
    version++;
    if (state() === null && next === null) return;
    current = next;
    deps.state.write(next);
    notify();
  }

  const unsubscribeTabs = deps.state.subscribe((next) => {
    // Another tab logged in, refreshed or logged out: adopt its state without writing it back.
    version++;
    confirmed = true;
    if (state() === null && next === null) return;
    current = next;
    notify();
  });

  function isCurrent(stamp: SessionStamp): boolean {
    return stamp.version === version && stamp.jwt === cookies.get(names.jwt);
  }

  function removeSessionCookies(): void {
    cookies.remove(names.opaqueToken);
    cookies.remove(names.jwt);
  }

  function stateFrom(data: AuthenticateResponse): SessionState | null {
    const session = isObject(data.session) ? data.session : null;
    if (!session) return null;
    // Keep the cached user when a refresh answer omits it (the provider's SDK would store undefined).
    const cached = state();
    const user = isObject(data.user) ? data.user : cached && cached.user.user_id === session.user_id ? cached.user : null;
    return user ? { session, user } : null;
  }

  return {
    getSync: () => state()?.session ?? null,
    getUserSync: () => state()?.user ?? null,
    getState: () => state(),
    getTokens(): SessionTokens | null {
      const session_token = cookies.get(names.opaqueToken);
      const session_jwt = cookies.get(names.jwt);
      return session_token && session_jwt ? { session_token, session_jwt } : null;
    },
    hasSession: () => cookies.get(names.opaqueToken) !== null || state() !== null,
    readSessionToken: () => cookies.get(names.opaqueToken),
    hasSessionCookie: () => cookies.get(names.opaqueToken) !== null,

    stamp: () => ({ version, jwt: cookies.get(names.jwt) }),
    isCurrent,

    handleAuthenticateResponse(data, options) {
      assertAuthenticatePayload(data, { cachedUserId: state()?.user.user_id ?? null, now: deps.now() });
      if (options?.sentAt && !isCurrent(options.sentAt)) return false;
      if (options?.sessionDurationMinutes !== undefined) durationMinutes = options.sessionDurationMinutes;
      confirmed = true;
      const ist = data.intermediate_session_token;
      if (nonEmpty(data.session_token) && nonEmpty(data.session_jwt)) {
        // Checked above: a date-time after now.
        const expires = new Date(parseIsoDateTime(data.session?.expires_at) ?? Number.NaN);
        cookies.set(names.opaqueToken, data.session_token, expires);
        cookies.set(names.jwt, data.session_jwt, expires);
        cookies.remove(names.intermediateSessionToken);
        setState(stateFrom(data));
      } else if (nonEmpty(ist)) {
        // A partly authenticated login (MFA pending): no session yet.
        const expires = new Date(deps.now() + INTERMEDIATE_SESSION_COOKIE_MINUTES * 60_000);
        cookies.set(names.intermediateSessionToken, ist, expires);
        removeSessionCookies();
        setState(null);
      } else {
        // No tokens: the server keeps the session in its own HttpOnly cookies
        // ("opaque" mode), so ours must go and calls go out as public:public.
        removeSessionCookies();
        setState(stateFrom(data));
      }
      return true;
    },

    updateUser(user: User) {
      // A user without a session has nowhere to live; such answers cannot happen logged out.
      const now = state();
      if (now) setState({ session: now.session, user });
    },

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

    sessionDurationMinutes() {
      if (durationMinutes !== undefined) return durationMinutes;
      const now = state();
      if (!now) return undefined;
      // A fresh session expires `duration` after it was last accessed.
      const minutes = Math.round((Date.parse(now.session.expires_at) - Date.parse(now.session.last_accessed_at)) / 60_000);
      return Number.isFinite(minutes) && minutes >= 1 ? minutes : undefined;
    },

    isConfirmed: () => confirmed,

    dispose: unsubscribeTabs,
  };
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function isObject<T>(value: T): value is T & object {
  return typeof value === 'object' && value !== null;
}
