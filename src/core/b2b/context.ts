/**
 * The B2B client's infrastructure: the consumer client's seams, transport,
 * cookies, bootstrap, PKCE, telemetry and refresh loop (the same modules,
 * docs/architecture.md), around the member session manager
 * (session-manager.ts). It mirrors `createClientContext`
 * (src/core/create-client-context.ts) rather than sharing it, so the
 * consumer client's startup code stays as it is and a consumer-only host
 * downloads nothing of this.
 */
import { resolveApiBase } from '../base-url';
import { createBootstrapStore, type BootstrapStore } from '../bootstrap';
import type { BrowserSeams, HttpClient, PkceStore } from '../client-context';
import type { Redemptions } from '../redeem-once';
import { buildSdkClientTelemetry } from '../http/sdk-client-header';
import { createTransport } from '../http/transport';
import type { InternalClientOptions } from '../options';
import { createPkceStore } from '../pkce';
import type { KeyValueStorage, TimerHandle } from '../seams/client-seams';
import { createDefaultSeams } from '../seams/default-seams';
import { cookieNames, createCookieStore } from '../session/cookies';
import { createRefreshLoop, shouldRefreshAtStartup, type RefreshableSession } from '../session/refresh-loop';
import { createSessionStateStore } from '../session/session-storage';
import { bootstrapKey, seenDomainsKey, sessionStateKey } from '../storage-keys';
import { createEventBatcher, type EventBatcher } from '../telemetry/event-batcher';
import { validate } from '../validate';
import { createB2BSessionManager, parseB2BState, type B2BSessionManager, type B2BSessionState } from './session-manager';

/** What the B2B product modules build on. */
export interface B2BClientContext {
  publicToken: string;
  http: HttpClient;
  session: B2BSessionManager;
  bootstrap: BootstrapStore;
  pkce: PkceStore;
  telemetry: EventBatcher;
  browser: BrowserSeams;
  storage: KeyValueStorage;
  /** One-time tokens redeemed on this page, each at most once (redeem-once.ts, docs/architecture.md "One-time tokens"). */
  redemptions: Redemptions;
  /** Runs `callback` in a later task (session observers are told after the call that changed it). */
  nextTask(callback: () => void): void;
  /**
   * The startup check (a refresh when a session cookie exists): whether it has
   * settled, and a promise of it. Never settles on a server, as the consumer
   * client's does not (docs/architecture.md, "Server rendering").
   */
  startup: { isSettled(): boolean; settled: Promise<void> };
}

export interface B2BClientCore {
  ctx: B2BClientContext;
  destroy(): void;
}

/** Creates the infrastructure for `publicToken`; starts in the next task, as the consumer client does. */
export function createB2BClientContext(publicToken: string, options: InternalClientOptions = {}): B2BClientCore {
  validate('createPorticoB2BClient')
    .isString('publicToken', publicToken)
    .isOptionalObject('options', options)
    .isOptionalString('options.customBaseUrl', options.customBaseUrl)
    .isOptionalObject('options.cookieOptions', options.cookieOptions)
    .isOptionalBoolean('options.keepSessionAlive', options.keepSessionAlive);

  const seams = createDefaultSeams(options.seams);
  const { baseUrl, custom } = resolveApiBase(publicToken, options);
  const tabChannel = seams.inBrowser ? seams.openTabChannel(`portico_b2b_session_${publicToken}`) : null;

  const session = createB2BSessionManager({
    cookies: createCookieStore({
      jar: seams.cookies,
      hostname: () => hostnameOf(seams.locationHref()),
      options: options.cookieOptions,
      storage: seams.storage,
      seenDomainsKey: seenDomainsKey(publicToken),
    }),
    names: cookieNames(options.cookieOptions),
    state: createSessionStateStore<B2BSessionState>({
      storage: seams.storage,
      onStorageChange: seams.onStorageChange,
      // The provider's SDK keeps its B2B state under the same key as its consumer state.
      key: sessionStateKey(publicToken),
      channel: tabChannel,
      parse: parseB2BState,
    }),
    now: seams.now,
  });

  const telemetry = () =>
    buildSdkClientTelemetry({
      seams,
      getSession: () => idOf(session.getSync()?.member_session_id, 'session_id'),
      getUser: () => idOf(session.getMemberSync()?.member_id, 'user_id'),
    });

  const http = createTransport({
    publicToken,
    baseUrl,
    seams,
    readSessionToken: () => session.readSessionToken(),
    telemetry,
    captcha: options.captcha,
    deviceFingerprint: options.deviceFingerprint,
  });
  const bootstrap = createBootstrapStore({ publicToken, http, storage: seams.storage, cacheKey: bootstrapKey(publicToken) });
  const events = createEventBatcher({ publicToken, sdkBaseUrl: http.sdkBaseUrl, seams, telemetry });

  // The loop sends `/sessions/authenticate`; the member session's is under `/b2b`.
  const b2bHttp: HttpClient = {
    sdkBaseUrl: http.sdkBaseUrl,
    baseUrl: http.baseUrl,
    request: (request) => http.request({ ...request, path: `/b2b${request.path}` }),
  };
  const refreshable: RefreshableSession = {
    stamp: () => session.stamp(),
    isCurrent: (stamp) => session.isCurrent(stamp),
    hasSession: () => session.hasSession(),
    clear: () => session.clear(),
    sessionDurationMinutes: () => session.sessionDurationMinutes(),
    getSync: () => idOf(session.getSync()?.member_session_id, 'session_id'),
    handleAuthenticateResponse: (data, applyOptions) => session.handleAuthenticateResponse(data, applyOptions),
    onChange: (listener) => session.onChange(listener),
  };
  const refresh = createRefreshLoop({
    http: b2bHttp,
    session: refreshable,
    timers: seams.timers,
    random: seams.random,
    keepSessionAlive: options.keepSessionAlive,
    lock: { runIfAvailable: (task) => seams.locks.runIfAvailable(`portico_b2b_session_refresh_${publicToken}`, task) },
  });

  let settle!: () => void;
  let settled = false;
  const settledPromise = new Promise<void>((resolve) => (settle = resolve));
  const onStartupSettled = () => {
    settled = true;
    settle();
  };

  let startTimer: TimerHandle | null = seams.inBrowser
    ? seams.timers.setTimeout(() => {
        startTimer = null;
        const hasSessionCookie = session.hasSessionCookie();
        refresh.start({
          immediately:
            shouldRefreshAtStartup({ hasSessionCookie, customDomain: false }) ||
            (custom &&
              bootstrap.get().then((data) => shouldRefreshAtStartup({ hasSessionCookie, customDomain: data.cnameDomain !== null }))),
          onStartupSettled,
        });
      }, 0)
    : null;

  const ctx: B2BClientContext = {
    publicToken,
    http,
    session,
    bootstrap,
    pkce: createPkceStore({ publicToken, storage: seams.storage, randomWords: seams.randomWords }),
    telemetry: events,
    browser: {
      locationHref: () => seams.locationHref(),
      navigate: (url) => seams.navigate(url),
      replaceUrl: (url) => seams.replaceUrl(url),
    },
    storage: seams.storage,
    redemptions: new Map(),
    nextTask: (callback) => seams.nextTask(callback),
    startup: { isSettled: () => settled, settled: settledPromise },
  };

  let destroyed = false;
  return {
    ctx,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (startTimer !== null) seams.timers.clearTimeout(startTimer);
      refresh.stop();
      session.dispose();
      tabChannel?.close();
      events.dispose();
    },
  };
}

function idOf<K extends string>(id: string | undefined, key: K): Record<K, string> | null {
  return id === undefined ? null : ({ [key]: id } as Record<K, string>);
}

function hostnameOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}
