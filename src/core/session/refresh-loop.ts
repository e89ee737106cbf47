/**
 * The background session refresh (docs/behaviour.md §4.6; docs/protocol.md §8): while a session
 * exists, `POST /sessions/authenticate` every 3 minutes, with exponential
 * backoff on transient failures and a logout on unrecoverable ones.
 *
 * Tabs of one origin share the cookies and (through the tab channel) the
 * session state, so one refresh serves them all: a refresh runs under a tab
 * lock taken only if free, and a tab whose timer finds a JWT newer than the
 * one it was armed with (another tab refreshed) waits a full interval instead.
 * The tab whose timer fires first thus keeps refreshing for all; when it
 * closes, the next one's timer finds nothing new and takes over.
 */
import type { HttpClient } from '../client-context';
import type { TimerHandle, TimerSeams } from '../seams/client-seams';
import type { AuthenticateResponse } from '../wire-types';
import { backoffDelay } from './backoff';
import type { ApplyAuthenticateOptions, PorticoSessionManager } from './session-manager';
import { isUnrecoverableSessionError } from './unrecoverable-errors';

/** Time between two refreshes of a healthy session. */
export const REFRESH_INTERVAL_MS = 180_000;

/** The lock the tabs of one origin refresh under. */
export interface RefreshLock {
  /** Runs `task` unless another tab is refreshing right now; resolves whether it ran. */
  runIfAvailable(task: () => Promise<void>): Promise<boolean>;
}

/**
 * What the loop needs of a session manager: the consumer client's
 * (session-manager.ts) and the B2B client's member session
 * (src/core/b2b/session-manager.ts) both provide it.
 */
export interface RefreshableSession
  extends Pick<PorticoSessionManager, 'stamp' | 'isCurrent' | 'hasSession' | 'clear' | 'sessionDurationMinutes'> {
  /** The current session's id (`session_id`), or null. */
  getSync(): { session_id: string } | null;
  handleAuthenticateResponse(data: AuthenticateResponse, options: ApplyAuthenticateOptions): boolean;
  onChange(listener: () => void): () => void;
}

export interface RefreshLoopDeps {
  /** The B2B client passes its `/b2b` view of the transport (src/core/b2b/context.ts). */
  http: HttpClient;
  session: RefreshableSession;
  timers: TimerSeams;
  /** Uniform in [0, 1), for the backoff jitter. */
  random(): number;
  /** Sends the session duration with each refresh, extending the session. */
  keepSessionAlive?: boolean | undefined;
  /** Omitted: no other tabs to share with (always free). */
  lock?: RefreshLock | undefined;
}

export interface RefreshLoopStartOptions {
  /**
   * Sends one refresh at once (the startup check), or once the promise
   * resolves true if no session appeared meanwhile.
   */
  immediately?: boolean | PromiseLike<boolean>;
  /**
   * Called once when the startup check has settled: answered (applied,
   * cleared, or failed), found not due, or handed to another tab refreshing
   * at this moment. The session info is initialized then (session-observers.ts).
   */
  onStartupSettled?: () => void;
}

export interface RefreshLoop {
  /** Starts following the session: a refresh is scheduled whenever a session appears. */
  start(options?: RefreshLoopStartOptions): void;
  /** Stops for good (client destroyed): cancels the timer, ignores answers in flight. */
  stop(): void;
}

/**
 * Whether the client checks for a session at startup: when a session cookie
 * exists, or when the project uses a custom API domain, whose server may keep
 * the session in HttpOnly cookies the page cannot see.
 */
export function shouldRefreshAtStartup(conditions: { hasSessionCookie: boolean; customDomain: boolean }): boolean {
  return conditions.hasSessionCookie || conditions.customDomain;
}

const alwaysFree: RefreshLock = {
  async runIfAvailable(task) {
    await task();
    return true;
  },
};

/** Creates the loop; nothing happens before `start()`. */
export function createRefreshLoop(deps: RefreshLoopDeps): RefreshLoop {
  const { session, timers } = deps;
  const lock = deps.lock ?? alwaysFree;
  let timer: TimerHandle | null = null;
  let failures = 0;
  let stopped = false;
  let started = false;
  let inFlight = false;
  let unsubscribe: (() => void) | null = null;
  /** The session id the loop last saw, to react only to sessions appearing or changing. */
  let knownSessionId: string | null = null;
  /** The JWT cookie when the timer was armed: a newer one means the session was refreshed since. */
  let armedJwt: string | null = null;

  const currentSessionId = () => session.getSync()?.session_id ?? null;
  const currentJwt = () => session.stamp().jwt;

  function cancel(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule(ms: number): void {
    cancel();
    if (stopped) return;
    armedJwt = currentJwt();
    timer = timers.setTimeout(() => {
      timer = null;
      onTimer();
    }, ms);
  }

  /** True when a JWT newer than the armed one exists (a refresh or login, here or in another tab). */
  function refreshedSinceArmed(): boolean {
    const jwt = currentJwt();
    return jwt !== null && jwt !== armedJwt;
  }

  /** True while the session still exists and carries no JWT newer than `jwt`. */
  function mintedNoJwtSince(jwt: string | null): boolean {
    return session.hasSession() && currentJwt() === jwt;
  }

  function onTimer(): void {
    if (refreshedSinceArmed()) {
      // Another tab refreshed: the session is fresh, the next refresh is a full interval away.
      failures = 0;
      schedule(REFRESH_INTERVAL_MS);
      return;
    }
    refreshNow();
  }

  function refreshNow(): Promise<void> {
    return refresh().catch((error: unknown) => console.error(error));
  }

  /** Keeps the cadence of whatever session is current now. */
  function followCurrent(): void {
    knownSessionId = currentSessionId();
    if (knownSessionId !== null) schedule(REFRESH_INTERVAL_MS);
    else cancel();
  }

  function requestBody(): { session_duration_minutes?: number } {
    if (!deps.keepSessionAlive) return {};
    const minutes = session.sessionDurationMinutes();
    return minutes === undefined ? {} : { session_duration_minutes: minutes };
  }

  async function refresh(): Promise<void> {
    if (stopped) return;
    const ran = await lock.runIfAvailable(send);
    // Another tab is refreshing this very moment: its answer reaches this tab through the shared state.
    if (!ran && !stopped) followCurrent();
  }

  /** `repeat`: this is the one retry of an answer dropped as stale. */
  async function send(repeat = false): Promise<void> {
    if (stopped) return;
    // The answer belongs to the session as it is now; any later change makes it stale.
    const sentAt = session.stamp();
    const hadSession = session.hasSession();
    inFlight = true;
    try {
      const data = await deps.http.request<AuthenticateResponse>({
        method: 'POST',
        path: '/sessions/authenticate',
        body: requestBody(),
      });
      if (stopped) return;
      // Dropped (returns false) when a login, step-up or logout happened meanwhile.
      if (!session.handleAuthenticateResponse(data, { sentAt }) && !repeat && mintedNoJwtSince(sentAt.jwt)) {
        // Only the state moved (e.g. a user update): nothing newer refreshed the
        // session, so ask again for the current one (docs/protocol.md §8: the call repeats).
        inFlight = false;
        return send(true);
      }
    } catch (error) {
      if (stopped) return;
      // A change happened meanwhile: the error is about a session that is gone.
      if (!session.isCurrent(sentAt)) return followCurrent();
      if (isUnrecoverableSessionError(error)) {
        failures = 0;
        cancel();
        session.clear();
        return;
      }
      if (!hadSession) {
        // A startup check without a session: nothing to keep alive, so no retries.
        failures = 0;
        cancel();
        return;
      }
      // Transient (network, 5xx, a malformed answer): retry forever, further apart each time.
      schedule(backoffDelay(failures++, deps.random));
      return;
    } finally {
      inFlight = false;
    }
    failures = 0;
    followCurrent();
  }

  function onSessionChange(): void {
    const id = currentSessionId();
    if (id !== knownSessionId) {
      knownSessionId = id;
      failures = 0;
      if (id === null) cancel();
      else schedule(REFRESH_INTERVAL_MS);
      return;
    }
    // Same session, fresh JWT (a step-up here, or a refresh adopted from another
    // tab): the next refresh is due a full interval from now.
    if (id !== null && !inFlight && refreshedSinceArmed()) {
      failures = 0;
      schedule(REFRESH_INTERVAL_MS);
    }
  }

  return {
    start(options = {}) {
      if (started || stopped) return;
      started = true;
      knownSessionId = currentSessionId();
      unsubscribe = session.onChange(onSessionChange);
      const { immediately } = options;
      const settled = () => {
        if (!stopped) options.onStartupSettled?.();
      };
      if (immediately === true) {
        void refreshNow().then(settled);
        return;
      }
      if (immediately) {
        immediately.then(
          (due) => {
            // A login meanwhile already brought a fresh session.
            if (due && !stopped && !session.hasSession()) void refreshNow().then(settled);
            else settled();
          },
          settled,
        );
      } else {
        settled();
      }
      if (knownSessionId !== null) schedule(REFRESH_INTERVAL_MS);
    },
    stop() {
      stopped = true;
      cancel();
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
