/**
 * The background session refresh (spec §4; wire notes §8): while a session
 * exists, `POST /sessions/authenticate` every 3 minutes, with exponential
 * backoff on transient failures and a logout on unrecoverable ones. Among the
 * tabs of one origin only the leader refreshes; the others adopt its answers
 * through the shared session state.
 */
import type { HttpClient } from '../client-context';
import type { TimerHandle, TimerSeams } from '../seams/client-seams';
import type { AuthenticateResponse } from '../wire-types';
import { backoffDelay } from './backoff';
import type { PorticoSessionManager } from './session-manager';
import { isUnrecoverableSessionError } from './unrecoverable-errors';

/** Time between two refreshes of a healthy session. */
export const REFRESH_INTERVAL_MS = 180_000;

/** The election of the one tab that refreshes (a lock held for the tab's lifetime). */
export interface RefreshLeadership {
  /** Queues for leadership; `onAcquired` runs once this tab leads. Returns the release. */
  hold(onAcquired: () => void): () => void;
}

export interface RefreshLoopDeps {
  http: HttpClient;
  session: PorticoSessionManager;
  timers: TimerSeams;
  /** Uniform in [0, 1), for the backoff jitter. */
  random(): number;
  /** Sends the session duration with each refresh, extending the session. */
  keepSessionAlive?: boolean | undefined;
  /** Omitted: this tab leads at once (no other tabs to agree with). */
  leadership?: RefreshLeadership | undefined;
}

export interface RefreshLoopStartOptions {
  /**
   * Sends one refresh at once (the startup check), or once the promise
   * resolves true, if no session appeared meanwhile. Only the leading tab
   * sends it; a tab that leads later sends it then.
   */
  immediately?: boolean | PromiseLike<boolean>;
}

export interface RefreshLoop {
  /** Starts following the session: a refresh is scheduled whenever a session appears. */
  start(options?: RefreshLoopStartOptions): void;
  /** Stops for good (client destroyed): cancels the timer, ignores answers in flight, gives up leadership. */
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

const leadAtOnce: RefreshLeadership = {
  hold(onAcquired) {
    onAcquired();
    return () => {};
  },
};

/** Creates the loop; nothing happens before `start()`. */
export function createRefreshLoop(deps: RefreshLoopDeps): RefreshLoop {
  const { session, timers } = deps;
  let timer: TimerHandle | null = null;
  let failures = 0;
  let stopped = false;
  let started = false;
  let leader = false;
  /** True while `start()` runs: a leadership granted then is the tab's first, not a takeover. */
  let starting = false;
  /** The startup check was decided and is waiting for this tab to lead. */
  let startupDue = false;
  let unsubscribe: (() => void) | null = null;
  let releaseLeadership: (() => void) | null = null;
  /** The session id the loop last saw, to react only to sessions appearing or changing. */
  let knownSessionId: string | null = null;

  const currentSessionId = () => session.getSync()?.session_id ?? null;

  function cancel(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule(ms: number): void {
    cancel();
    if (stopped || !leader) return;
    timer = timers.setTimeout(() => {
      timer = null;
      refreshNow();
    }, ms);
  }

  function refreshNow(): void {
    refresh().catch((error: unknown) => console.error(error));
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
    if (stopped || !leader) return;
    // The answer belongs to the session as it is now; any later change makes it stale.
    const sentAt = session.stamp();
    const hadSession = session.hasSession();
    try {
      const data = await deps.http.request<AuthenticateResponse>({
        method: 'POST',
        path: '/sessions/authenticate',
        body: requestBody(),
      });
      if (stopped) return;
      // Dropped (returns false) when a login, step-up or logout happened meanwhile.
      session.handleAuthenticateResponse(data, { sentAt });
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
    }
    failures = 0;
    followCurrent();
  }

  function onSessionChange(): void {
    const id = currentSessionId();
    if (id === knownSessionId) return;
    knownSessionId = id;
    failures = 0;
    if (id === null) cancel();
    else schedule(REFRESH_INTERVAL_MS);
  }

  function onLeadership(): void {
    if (stopped || leader) return;
    leader = true;
    knownSessionId = currentSessionId();
    if (startupDue) {
      startupDue = false;
      refreshNow();
    } else if (knownSessionId !== null) {
      // Taking over from a closed tab: its last refresh may be nearly 3 minutes old.
      if (starting) schedule(REFRESH_INTERVAL_MS);
      else refreshNow();
    }
  }

  function decideStartup(due: boolean): void {
    if (!due || stopped || session.hasSession()) return;
    startupDue = true;
    if (leader) {
      startupDue = false;
      refreshNow();
    }
  }

  return {
    start(options = {}) {
      if (started || stopped) return;
      started = true;
      knownSessionId = currentSessionId();
      unsubscribe = session.onChange(onSessionChange);
      const { immediately } = options;
      if (immediately === true) startupDue = true;
      else if (immediately && typeof immediately === 'object') {
        immediately.then(decideStartup, () => {});
      }
      starting = true;
      try {
        releaseLeadership = (deps.leadership ?? leadAtOnce).hold(onLeadership);
      } finally {
        starting = false;
      }
    },
    stop() {
      stopped = true;
      cancel();
      unsubscribe?.();
      unsubscribe = null;
      leader = false;
      releaseLeadership?.();
      releaseLeadership = null;
    },
  };
}
