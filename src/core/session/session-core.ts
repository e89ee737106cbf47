/**
 * What the consumer client's session manager (session-manager.ts) and the
 * B2B client's member session manager (b2b/session-manager.ts) share: the
 * session cookies (docs/protocol.md §8), a state of any shape `S` read on
 * first use and kept in step with other tabs, the version that tells stale
 * answers apart, and the observers. Each manager adds only how an answer of
 * its own API becomes cookies and state (docs/architecture.md, "B2B").
 */
import type { SessionTokens } from '../client-context';
import { nonEmpty } from './authenticate-payload';
import { INTERMEDIATE_SESSION_COOKIE_MINUTES, type CookieNames, type CookieStore } from './cookies';
import { parseIsoDateTime } from './iso-date-time';
import type { SessionStateStore } from './session-storage';

export interface SessionManagerDeps<S> {
  cookies: CookieStore;
  names: CookieNames;
  state: SessionStateStore<S>;
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

/** The state's session: its times give the cookies' expiry and the duration a refresh extends it by. */
interface TimedSession {
  readonly session: { expires_at: string; last_accessed_at: string };
}

/**
 * Checks an answer against the cached state and the time now, and reads the
 * state it brings: null for a partly authenticated sign-in (MFA pending, a
 * B2B discovery: only an `intermediate_session_token`). Throws, changing
 * nothing, when the answer is no sign-in (a `PorticoError` naming what is
 * missing, a `PorticoSessionExpiredError` for a session already over).
 */
export type AnswerCheck<S> = (data: unknown, cached: S | null, now: number) => S | null;

/** The token fields both APIs' sign-in answers carry by the same names. */
interface TokenFields {
  session_token?: unknown;
  session_jwt?: unknown;
  intermediate_session_token?: unknown;
}

/** What both managers expose as they are. */
export interface SessionCoreApi<S> {
  /** The state, or null (reads cookies and storage on first use). */
  getState(): S | null;
  getTokens(): SessionTokens | null;
  /** True when a session cookie or a stored session exists. */
  hasSession(): boolean;
  /** The opaque session token cookie (the Basic-auth password), or null. */
  readSessionToken(): string | null;
  /** True when the opaque session token cookie exists. */
  hasSessionCookie(): boolean;
  /** Marks the current session version, to stamp a request with. */
  stamp(): SessionStamp;
  /** True while nothing changed since `stamp` was taken. */
  isCurrent(stamp: SessionStamp): boolean;
  /**
   * Checks `data` (throws, changing nothing), then writes cookies and state.
   * Returns false when the answer was dropped as older than the current
   * session (`sentAt`).
   */
  handleAuthenticateResponse(data: unknown, options?: ApplyAuthenticateOptions): boolean;
  /** Replaces the state by `change(state)` when there is one and it returns another object. */
  update(change: (state: S) => S): void;
  /** Removes the session and intermediate session cookies and the state. */
  clear(): void;
  onChange(listener: (state: S | null) => void): () => void;
  /**
   * The duration to extend the session by on refresh: the one the last login
   * passed, else the one the current session was created with.
   */
  sessionDurationMinutes(): number | undefined;
  /**
   * False while the state is the one read from storage at startup; true once
   * a server answer (here or in another tab) wrote it. `fromCache` in the
   * session info.
   */
  isConfirmed(): boolean;
  /** Stops listening to other tabs. */
  dispose(): void;
}

/**
 * Creates the shared core. At its first use, a missing session cookie means
 * there is no session: any stored state is cleared (docs/behaviour.md §4.6).
 */
export function createSessionCore<S extends TimedSession>(deps: SessionManagerDeps<S>, check: AnswerCheck<S>): SessionCoreApi<S> {
  const { cookies, names } = deps;
  const listeners = new Set<(state: S | null) => void>();
  let durationMinutes: number | undefined;
  /** Moves on every change of the session, so answers to older requests can be told apart. */
  let version = 0;

  /** Unread (undefined) until first needed: see `state()`. */
  let current: S | null | undefined;
  /** The state came from a server answer (not from storage). */
  let confirmed = false;

  /**
   * The state, read on first use (the client's startup check, a task after
   * its creation, is the latest): a cold page's first cookie and localStorage
   * reads cost milliseconds that must not come before the widget's first
   * paint (README, "Speed"). Without a session cookie there is no session,
   * and any stored state is cleared.
   */
  function state(): S | null {
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

  function setState(next: S | null): void {
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

  return {
    getState: state,
    getTokens() {
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
      const next = check(data, state(), deps.now());
      if (options?.sentAt && !isCurrent(options.sentAt)) return false;
      if (options?.sessionDurationMinutes !== undefined) durationMinutes = options.sessionDurationMinutes;
      confirmed = true;
      // Checked: an object.
      const { session_token: token, session_jwt: jwt, intermediate_session_token: ist } = data as TokenFields;
      if (nonEmpty(token) && nonEmpty(jwt)) {
        // Checked: a date-time after now.
        const expires = new Date(parseIsoDateTime(next?.session.expires_at) ?? Number.NaN);
        cookies.set(names.opaqueToken, token, expires);
        cookies.set(names.jwt, jwt, expires);
      } else if (!next && nonEmpty(ist)) {
        // A partly authenticated sign-in: no session yet.
        cookies.set(names.intermediateSessionToken, ist, new Date(deps.now() + INTERMEDIATE_SESSION_COOKIE_MINUTES * 60_000));
        removeSessionCookies();
        setState(null);
        return true;
      } else {
        // Opaque mode: the server keeps the session in its own HttpOnly cookies, so ours
        // must go and calls go out as public:public.
        removeSessionCookies();
      }
      // A session ends the intermediate one.
      cookies.remove(names.intermediateSessionToken);
      setState(next);
      return true;
    },

    update(change) {
      const now = state();
      const next = now && change(now);
      if (next && next !== now) setState(next);
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
