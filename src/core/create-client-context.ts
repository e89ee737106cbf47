/**
 * Wires the client's infrastructure (seams, transport, session, refresh loop,
 * bootstrap, PKCE, telemetry) into the `ClientContext` product modules build on.
 */
import { resolveApiBase } from './base-url';
import { createBootstrapStore, type BootstrapStore } from './bootstrap';
import type { ClientContext } from './client-context';
import { buildSdkClientTelemetry } from './http/sdk-client-header';
import { createTransport } from './http/transport';
import type { InternalClientOptions } from './options';
import { createPkceStore } from './pkce';
import { createRbacApi, type RbacApi } from './rbac';
import type { TimerHandle } from './seams/client-seams';
import { createDefaultSeams } from './seams/default-seams';
import { createSessionApi, type SessionApi } from './session-api';
import { cookieNames, createCookieStore } from './session/cookies';
import { createRefreshLoop, shouldRefreshAtStartup } from './session/refresh-loop';
import { createSessionManager, type PorticoSessionManager } from './session/session-manager';
import { createSessionObservers, type SessionObservers } from './session/session-observers';
import { createSessionStateStore } from './session/session-storage';
import { bootstrapKey, seenDomainsKey, sessionStateKey } from './storage-keys';
import { createEventBatcher, type EventBatcher } from './telemetry/event-batcher';
import { validate } from './validate';

/** The context plus the infrastructure-owned public namespaces. */
export interface PorticoClientCore {
  ctx: ClientContext & { session: PorticoSessionManager; bootstrap: BootstrapStore; telemetry: EventBatcher };
  /** The public `session` namespace. */
  sessionApi: SessionApi;
  /** The public `rbac` namespace. */
  rbacApi: RbacApi;
  /** What hosts observe of the session and user (info, deferred change notifications). */
  observers: SessionObservers;
  /** Stops the refresh loop and tab sync, and sends queued telemetry. Idempotent. */
  destroy(): void;
}

/**
 * Creates a client's infrastructure for `publicToken`. Starts in the next
 * task: a session refresh is sent then when a session cookie exists, or once
 * the bootstrap shows a custom domain when a `customBaseUrl` is used (that
 * fetches the bootstrap at startup); otherwise the bootstrap is fetched on its
 * first `get()`. The session info is initialized when that check settles.
 * Tabs of one origin share one refresh (see the refresh loop). On a server
 * (`seams.inBrowser` false) nothing starts: no timer, no request, no storage
 * read, and the session info stays uninitialized (docs/architecture.md,
 * "Server rendering").
 */
export function createClientContext(publicToken: string, options: InternalClientOptions = {}): PorticoClientCore {
  validate('createPorticoClient')
    .isString('publicToken', publicToken)
    .isOptionalObject('options', options)
    .isOptionalString('options.customBaseUrl', options.customBaseUrl)
    .isOptionalObject('options.cookieOptions', options.cookieOptions)
    .isOptionalBoolean('options.keepSessionAlive', options.keepSessionAlive);

  const seams = createDefaultSeams(options.seams);
  const { baseUrl, custom } = resolveApiBase(publicToken, options);
  // A server render has no other tabs (and an open channel would keep a Node process alive).
  const tabChannel = seams.inBrowser ? seams.openTabChannel(tabChannelName(publicToken)) : null;

  const session = createSessionManager({
    cookies: createCookieStore({
      jar: seams.cookies,
      hostname: () => hostnameOf(seams.locationHref()),
      options: options.cookieOptions,
      storage: seams.storage,
      seenDomainsKey: seenDomainsKey(publicToken),
    }),
    names: cookieNames(options.cookieOptions),
    state: createSessionStateStore({
      storage: seams.storage,
      onStorageChange: seams.onStorageChange,
      key: sessionStateKey(publicToken),
      channel: tabChannel,
    }),
    now: seams.now,
  });

  const telemetry = () =>
    buildSdkClientTelemetry({ seams, getSession: () => session.getSync(), getUser: () => session.getUserSync() });

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
    http,
    session,
    timers: seams.timers,
    random: seams.random,
    keepSessionAlive: options.keepSessionAlive,
    lock: { runIfAvailable: (task) => seams.locks.runIfAvailable(refreshLockName(publicToken), task) },
  });
  const observers = createSessionObservers({
    session: { state: () => session.getState(), isConfirmed: () => session.isConfirmed(), onChange: (listener) => session.onChange(listener) },
    nextTask: (callback) => seams.nextTask(callback),
  });

  // In the task after this one: a page creates the client and mounts the widget in one task, and
  // the startup check's cookie read and fetch (a few ms each on a cold page) must not hold up the
  // first paint (README, "Speed").
  let startTimer: TimerHandle | null = seams.inBrowser
    ? seams.timers.setTimeout(() => {
        startTimer = null;
        refresh.start({
          immediately: startupCheck(session.hasSessionCookie(), custom, bootstrap),
          onStartupSettled: () => observers.markInitialized(),
        });
      }, 0)
    : null;

  const ctx = {
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
  };

  let destroyed = false;
  return {
    ctx,
    sessionApi: createSessionApi({ http, session, observers }),
    rbacApi: createRbacApi({ bootstrap, session }),
    observers,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (startTimer !== null) seams.timers.clearTimeout(startTimer);
      refresh.stop();
      observers.dispose();
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

/** The tab channel of the session state, one per project. */
function tabChannelName(publicToken: string): string {
  return `portico_session_${publicToken}`;
}

/** The Web Lock a tab holds while it refreshes the session, one per project. */
function refreshLockName(publicToken: string): string {
  return `portico_session_refresh_${publicToken}`;
}

function hostnameOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}
