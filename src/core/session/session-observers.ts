/**
 * What the host observes of the session (docs/architecture.md, "Session
 * state a host can route on"): the session and user with `isInitialized`
 * and `fromCache`, and the observers of `session.onChange`,
 * `user.onChange` and the `onInfoChange` pair.
 *
 * Observers are told in the task after a change, never inside it: a call
 * that logs in writes the session at once (cookies, `getSync()`), and the
 * widget's flow that made the call dispatches its success and fires
 * `AuthenticateFlowComplete` in the same task, before a host that swaps the
 * widget out on a session change (`session ? <Account/> : <Login/>`) gets to
 * unmount it. Changes within one task reach each observer once.
 */
import type { SessionState } from '../client-context';
import type { Session, User } from '../wire-types';

/** The session as the host can route on it. */
export interface SessionInfo {
  /** The current session, or null. */
  readonly session: Session | null;
  /**
   * False until the client knows: the stored state was read and, when a
   * session cookie exists, the startup check answered. Always false while
   * rendering on a server.
   */
  readonly isInitialized: boolean;
  /** True while `session` came from storage and the server has not confirmed it yet. */
  readonly fromCache: boolean;
}

/** The user as the host can route on it. */
export interface UserInfo {
  /** The signed-in user, or null. */
  readonly user: User | null;
  /** As {@link SessionInfo.isInitialized}. */
  readonly isInitialized: boolean;
  /** True while `user` came from storage and the server has not confirmed it yet. */
  readonly fromCache: boolean;
}

/** What the observers read: the session manager's state and whether the server confirmed it. */
export interface ObservedSession {
  /** The state now (reads cookies and storage on first use). */
  state(): SessionState | null;
  /** False while the state is the one read from storage, not yet answered by a server. */
  isConfirmed(): boolean;
  /** Synchronous change notifications (the manager's own). */
  onChange(listener: () => void): () => void;
}

export interface SessionObservers {
  sessionInfo(): SessionInfo;
  userInfo(): UserInfo;
  /** Marks the client initialized (the startup check settled); observers hear of it. */
  markInitialized(): void;
  /** Resolves once initialized; `signal` rejects the wait (not the check). */
  whenInitialized(signal?: AbortSignal): Promise<SessionInfo>;
  onSessionChange(callback: (session: Session | null) => void): () => void;
  onUserChange(callback: (user: User | null) => void): () => void;
  onSessionInfoChange(callback: (info: SessionInfo) => void): () => void;
  onUserInfoChange(callback: (info: UserInfo) => void): () => void;
  /** Stops listening; a pending notification is dropped. */
  dispose(): void;
}

export interface SessionObserversDeps {
  session: ObservedSession;
  /** Runs a callback in a later task (the seam `nextTask`). */
  nextTask(callback: () => void): void;
}

export function createSessionObservers(deps: SessionObserversDeps): SessionObservers {
  const { session } = deps;
  let initialized = false;
  let disposed = false;
  let pending = false;
  const listeners = new Set<() => void>();
  const waiters = new Set<() => void>();

  let lastSession: SessionInfo | null = null;
  let lastUser: UserInfo | null = null;

  /** The info object, the same one until something in it changes (useSyncExternalStore needs that). */
  function sessionInfo(): SessionInfo {
    const state = session.state();
    const next = {
      session: state?.session ?? null,
      isInitialized: initialized,
      fromCache: state !== null && !session.isConfirmed(),
    };
    if (lastSession && sameInfo(lastSession, next, lastSession.session, next.session)) return lastSession;
    lastSession = Object.freeze(next);
    return lastSession;
  }

  function userInfo(): UserInfo {
    const state = session.state();
    const next = {
      user: state?.user ?? null,
      isInitialized: initialized,
      fromCache: state !== null && !session.isConfirmed(),
    };
    if (lastUser && sameInfo(lastUser, next, lastUser.user, next.user)) return lastUser;
    lastUser = Object.freeze(next);
    return lastUser;
  }

  function schedule(): void {
    if (pending || disposed) return;
    pending = true;
    deps.nextTask(flush);
  }

  function flush(): void {
    pending = false;
    if (disposed) return;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        // One faulty observer must not stop the others.
        console.error(error);
      }
    }
  }

  /** Adds an observer told in the task after a change, only when what it watches moved. */
  function observe<T>(read: () => T, callback: (value: T) => void): () => void {
    let last = read();
    const listener = () => {
      const next = read();
      if (Object.is(next, last)) return;
      last = next;
      callback(next);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  const unsubscribe = session.onChange(schedule);

  return {
    sessionInfo,
    userInfo,
    markInitialized() {
      if (initialized || disposed) return;
      initialized = true;
      for (const resolve of [...waiters]) resolve();
      schedule();
    },
    whenInitialized(signal) {
      if (initialized) return Promise.resolve(sessionInfo());
      return new Promise<SessionInfo>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const onAbort = () => {
          waiters.delete(done);
          reject(signal?.reason);
        };
        const done = () => {
          waiters.delete(done);
          signal?.removeEventListener('abort', onAbort);
          resolve(sessionInfo());
        };
        waiters.add(done);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    onSessionChange: (callback) => observe(() => session.state()?.session ?? null, callback),
    onUserChange: (callback) => observe(() => session.state()?.user ?? null, callback),
    onSessionInfoChange: (callback) => observe(sessionInfo, callback),
    onUserInfoChange: (callback) => observe(userInfo, callback),
    dispose() {
      disposed = true;
      unsubscribe();
      listeners.clear();
    },
  };
}

function sameInfo(
  a: { isInitialized: boolean; fromCache: boolean },
  b: { isInitialized: boolean; fromCache: boolean },
  valueA: unknown,
  valueB: unknown,
): boolean {
  return valueA === valueB && a.isInitialized === b.isInitialized && a.fromCache === b.fromCache;
}
