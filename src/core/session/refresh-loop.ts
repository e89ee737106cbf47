/**
 * The background session refresh (spec §4; wire notes §8): while a session
 * exists, `POST /sessions/authenticate` every 3 minutes, with exponential
 * backoff on transient failures and a logout on unrecoverable ones.
 */
import type { HttpClient } from '../client-context';
import type { TimerHandle, TimerSeams } from '../seams/client-seams';
import type { AuthenticateResponse } from '../wire-types';
import { backoffDelay } from './backoff';
import type { PorticoSessionManager } from './session-manager';
import { isUnrecoverableSessionError } from './unrecoverable-errors';

/** Time between two refreshes of a healthy session. */
export const REFRESH_INTERVAL_MS = 180_000;

export interface RefreshLoopDeps {
  http: HttpClient;
  session: PorticoSessionManager;
  timers: TimerSeams;
  /** Uniform in [0, 1), for the backoff jitter. */
  random(): number;
  /** Sends the session duration with each refresh, extending the session. */
  keepSessionAlive?: boolean | undefined;
}

export interface RefreshLoop {
  /**
   * Starts following the session: a refresh is scheduled whenever a session
   * appears. With `immediately`, one refresh is sent right away.
   */
  start(options?: { immediately?: boolean }): void;
  /** Stops for good (client destroyed): cancels the timer, ignores answers in flight. */
  stop(): void;
}

/**
 * Whether the client refreshes at startup: when a session cookie exists, or
 * when a custom API origin is used (its server may keep the session in
 * HttpOnly cookies the page cannot see).
 */
export function shouldRefreshAtStartup(conditions: { hasSessionCookie: boolean; customBaseUrl: boolean }): boolean {
  return conditions.hasSessionCookie || conditions.customBaseUrl;
}

/** Creates the loop; nothing happens before `start()`. */
export function createRefreshLoop(deps: RefreshLoopDeps): RefreshLoop {
  const { session, timers } = deps;
  let timer: TimerHandle | null = null;
  let failures = 0;
  let stopped = false;
  let started = false;
  let unsubscribe: (() => void) | null = null;
  /** The session id the loop last saw, to react only to sessions appearing or changing. */
  let knownSessionId: string | null = null;

  const currentSessionId = () => session.getSync()?.session_id ?? null;

  function cancel(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule(ms: number): void {
    cancel();
    if (stopped) return;
    timer = timers.setTimeout(() => {
      timer = null;
      refresh().catch((error: unknown) => console.error(error));
    }, ms);
  }

  function requestBody(): { session_duration_minutes?: number } {
    if (!deps.keepSessionAlive) return {};
    const minutes = session.sessionDurationMinutes();
    return minutes === undefined ? {} : { session_duration_minutes: minutes };
  }

  async function refresh(): Promise<void> {
    const sentFor = currentSessionId();
    let data: AuthenticateResponse;
    try {
      data = await deps.http.request<AuthenticateResponse>({
        method: 'POST',
        path: '/sessions/authenticate',
        body: requestBody(),
      });
    } catch (error) {
      // A login or logout happened meanwhile: that change already rescheduled or stopped us.
      if (stopped || currentSessionId() !== sentFor) return;
      if (isUnrecoverableSessionError(error)) {
        failures = 0;
        cancel();
        session.clear();
        return;
      }
      // Transient (network, 5xx, other types): retry forever, further apart each time.
      schedule(backoffDelay(failures++, deps.random));
      return;
    }
    if (stopped || currentSessionId() !== sentFor) return;
    failures = 0;
    session.handleAuthenticateResponse(data);
    knownSessionId = currentSessionId();
    if (knownSessionId !== null) schedule(REFRESH_INTERVAL_MS);
    else cancel();
  }

  function onSessionChange(): void {
    const id = currentSessionId();
    if (id === knownSessionId) return;
    knownSessionId = id;
    failures = 0;
    if (id === null) cancel();
    else schedule(REFRESH_INTERVAL_MS);
  }

  return {
    start(options = {}) {
      if (started || stopped) return;
      started = true;
      knownSessionId = currentSessionId();
      unsubscribe = session.onChange(onSessionChange);
      if (options.immediately) refresh().catch((error: unknown) => console.error(error));
      else if (knownSessionId !== null) schedule(REFRESH_INTERVAL_MS);
    },
    stop() {
      stopped = true;
      cancel();
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
