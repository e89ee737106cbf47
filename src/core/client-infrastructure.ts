/**
 * The infrastructure both clients build on, the consumer client
 * (create-client-context.ts) and the B2B client (b2b/context.ts): seams,
 * transport, cookies, the session manager of the client's own state shape,
 * bootstrap, PKCE, telemetry, the refresh loop and its startup check
 * (docs/architecture.md, "B2B"). Each client passes only what differs: its
 * session manager, the names of its tab channel and refresh lock, the ids its
 * telemetry header carries, and its view of the session for the loop.
 */
import { resolveApiBase } from './base-url';
import { createBootstrapStore, type BootstrapStore } from './bootstrap';
import type { BrowserSeams, HttpClient, PkceStore } from './client-context';
import { buildSdkClientTelemetry } from './http/sdk-client-header';
import { createTransport } from './http/transport';
import type { InternalClientOptions } from './options';
import { createPkceStore } from './pkce';
import type { Redemptions } from './redeem-once';
import type { ClientSeams, KeyValueStorage, TimerHandle } from './seams/client-seams';
import { createDefaultSeams } from './seams/default-seams';
import { cookieNames, createCookieStore } from './session/cookies';
import { createRefreshLoop, shouldRefreshAtStartup, type RefreshableSession } from './session/refresh-loop';
import type { SessionCoreApi, SessionManagerDeps } from './session/session-core';
import { createSessionStateStore } from './session/session-storage';
import { bootstrapKey, seenDomainsKey, sessionStateKey } from './storage-keys';
import { createEventBatcher, type EventBatcher } from './telemetry/event-batcher';
import { validate } from './validate';

/** What differs between the clients. */
export interface ClientInfrastructureSpec<S, M extends SessionCoreApi<S>> {
  /** The constructor's name, for 'Invalid call to …'. */
  caller: string;
  /** Names the tab channel and the refresh lock: `portico_<prefix>session_…`. */
  prefix: string;
  /** Reads a stored state (the consumer client's default when omitted). */
  parse?: (raw: string | null) => S | null;
  createSession(deps: SessionManagerDeps<S>): M;
  /** The ids the `X-SDK-Client` header's telemetry names. */
  telemetryIds(session: M): { getSession(): { session_id: string } | null; getUser(): { user_id: string } | null };
  /** The refresh loop's transport and view of the session. */
  refresh(session: M, http: HttpClient): { http: HttpClient; session: RefreshableSession };
}

/** The context product modules build on, with the client's session manager. */
export interface InfrastructureContext<M> {
  publicToken: string;
  http: HttpClient;
  session: M;
  bootstrap: BootstrapStore;
  pkce: PkceStore;
  telemetry: EventBatcher;
  browser: BrowserSeams;
  storage: KeyValueStorage;
  /** One-time tokens redeemed on this page, each at most once (redeem-once.ts, docs/architecture.md "One-time tokens"). */
  redemptions: Redemptions;
}

export interface ClientInfrastructure<M> {
  ctx: InfrastructureContext<M>;
  seams: ClientSeams;
  /**
   * Starts in the next task: a page creates the client and mounts the widget
   * in one task, and the startup check's cookie read and fetch (a few ms each
   * on a cold page) must not hold up the first paint (README, "Speed").
   * Nothing starts on a server (docs/architecture.md, "Server rendering").
   */
  start(onStartupSettled: () => void): void;
  /** Stops the refresh loop and tab sync, and sends queued telemetry. Idempotent. */
  destroy(): void;
}

export function createClientInfrastructure<S, M extends SessionCoreApi<S>>(
  publicToken: string,
  options: InternalClientOptions,
  spec: ClientInfrastructureSpec<S, M>,
): ClientInfrastructure<M> {
  validate(spec.caller)
    .isString('publicToken', publicToken)
    .isOptionalObject('options', options)
    .isOptionalString('options.customBaseUrl', options.customBaseUrl)
    .isOptionalObject('options.cookieOptions', options.cookieOptions)
    .isOptionalBoolean('options.keepSessionAlive', options.keepSessionAlive);

  const seams = createDefaultSeams(options.seams);
  const { baseUrl, custom } = resolveApiBase(publicToken, options);
  // A server render has no other tabs (and an open channel would keep a Node process alive).
  const tabChannel = seams.inBrowser ? seams.openTabChannel(`portico_${spec.prefix}session_${publicToken}`) : null;

  const session = spec.createSession({
    cookies: createCookieStore({
      jar: seams.cookies,
      hostname: () => hostnameOf(seams.locationHref()),
      options: options.cookieOptions,
      storage: seams.storage,
      seenDomainsKey: seenDomainsKey(publicToken),
    }),
    names: cookieNames(options.cookieOptions),
    state: createSessionStateStore<S>({
      storage: seams.storage,
      onStorageChange: seams.onStorageChange,
      // The provider's SDK keeps its B2B state under the same key as its consumer state.
      key: sessionStateKey(publicToken),
      channel: tabChannel,
      parse: spec.parse,
    }),
    now: seams.now,
  });

  const ids = spec.telemetryIds(session);
  const telemetry = () => buildSdkClientTelemetry({ seams, ...ids });

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

  const refresh = createRefreshLoop({
    ...spec.refresh(session, http),
    timers: seams.timers,
    random: seams.random,
    keepSessionAlive: options.keepSessionAlive,
    lock: { runIfAvailable: (task) => seams.locks.runIfAvailable(`portico_${spec.prefix}session_refresh_${publicToken}`, task) },
  });

  let startTimer: TimerHandle | null = null;
  let destroyed = false;
  return {
    ctx: {
      publicToken,
      http,
      session,
      bootstrap,
      pkce: createPkceStore({ publicToken, storage: seams.storage, randomWords: seams.randomWords }),
      telemetry: events,
      browser: {
        locationHref: () => seams.locationHref(),
        navigate: (url: string) => seams.navigate(url),
        replaceUrl: (url: string) => seams.replaceUrl(url),
      },
      storage: seams.storage,
      redemptions: new Map(),
    },
    seams,
    start(onStartupSettled) {
      if (!seams.inBrowser) return;
      startTimer = seams.timers.setTimeout(() => {
        startTimer = null;
        refresh.start({ immediately: startupCheck(session.hasSessionCookie(), custom, bootstrap), onStartupSettled });
      }, 0);
    },
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

/**
 * Whether to check for a session at startup (docs/behaviour.md §4.6): at once with a session
 * cookie. Without one, only a project that really uses a custom API domain
 * (the bootstrap's `cname_domain`) can hold a session in HttpOnly cookies; a
 * `customBaseUrl` alone (e.g. the emulator) is not enough, so a first visit
 * sends no request bound to fail. Without `customBaseUrl` the calls go to the
 * provider's own host, where a custom domain's cookies are never sent.
 */
function startupCheck(hasSessionCookie: boolean, customBaseUrl: boolean, bootstrap: BootstrapStore): boolean | Promise<boolean> {
  if (shouldRefreshAtStartup({ hasSessionCookie, customDomain: false })) return true;
  if (!customBaseUrl) return false;
  return bootstrap.get().then((data) => shouldRefreshAtStartup({ hasSessionCookie, customDomain: data.cnameDomain !== null }));
}

function hostnameOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}
