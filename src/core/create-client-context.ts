/**
 * Wires the client's infrastructure (seams, transport, session, refresh loop,
 * bootstrap, PKCE, telemetry) into the `ClientContext` product modules build on.
 */
import { resolveApiBase } from './base-url';
import { createBootstrapStore, type BootstrapStore } from './bootstrap';
import type { ClientContext } from './client-context';
import { buildSdkClientTelemetry } from './http/sdk-client-header';
import { createTransport } from './http/transport';
import type { PorticoClientOptions } from './options';
import { createPkceStore } from './pkce';
import { createRbacApi, type RbacApi } from './rbac';
import { createDefaultSeams } from './seams/default-seams';
import { createSessionApi, type SessionApi } from './session-api';
import { cookieNames, createCookieStore } from './session/cookies';
import { createRefreshLoop, shouldRefreshAtStartup } from './session/refresh-loop';
import { createSessionManager, type PorticoSessionManager } from './session/session-manager';
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
  /** Stops the refresh loop and tab sync, and sends queued telemetry. Idempotent. */
  destroy(): void;
}

/**
 * Creates a client's infrastructure for `publicToken`. Starts at once: a
 * session refresh is sent immediately when a session cookie exists or a
 * `customBaseUrl` is used; the bootstrap is fetched on its first `get()`.
 */
export function createClientContext(publicToken: string, options: PorticoClientOptions = {}): PorticoClientCore {
  validate('createPorticoClient')
    .isString('publicToken', publicToken)
    .isOptionalObject('options', options)
    .isOptionalString('options.customBaseUrl', options.customBaseUrl)
    .isOptionalObject('options.cookieOptions', options.cookieOptions)
    .isOptionalBoolean('options.keepSessionAlive', options.keepSessionAlive);

  const seams = createDefaultSeams(options.seams);
  const { baseUrl, custom } = resolveApiBase(publicToken, options);

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
  });
  refresh.start({
    immediately: shouldRefreshAtStartup({ hasSessionCookie: session.hasSessionCookie(), customBaseUrl: custom }),
  });

  const ctx = {
    publicToken,
    http,
    session,
    bootstrap,
    pkce: createPkceStore({ publicToken, storage: seams.storage, randomWords: seams.randomWords }),
    telemetry: events,
    browser: { locationHref: () => seams.locationHref(), navigate: (url: string) => seams.navigate(url) },
  };

  let destroyed = false;
  return {
    ctx,
    sessionApi: createSessionApi({ http, session }),
    rbacApi: createRbacApi({ bootstrap, session }),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      refresh.stop();
      session.dispose();
      events.dispose();
    },
  };
}

function hostnameOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}
