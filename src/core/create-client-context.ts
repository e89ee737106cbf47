/**
 * Wires the client's infrastructure (seams, transport, session, refresh loop,
 * bootstrap, PKCE, telemetry) into the `ClientContext` product modules build on.
 */
import type { BootstrapStore } from './bootstrap';
import type { ClientContext } from './client-context';
import { createClientInfrastructure } from './client-infrastructure';
import type { InternalClientOptions } from './options';
import { createRbacApi, type RbacApi } from './rbac';
import { createSessionApi, type SessionApi } from './session-api';
import { createSessionManager, type PorticoSessionManager } from './session/session-manager';
import { createSessionObservers, type SessionObservers } from './session/session-observers';
import type { EventBatcher } from './telemetry/event-batcher';

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
  const infrastructure = createClientInfrastructure(publicToken, options, {
    caller: 'createPorticoClient',
    prefix: '',
    createSession: createSessionManager,
    telemetryIds: (session) => ({ getSession: () => session.getSync(), getUser: () => session.getUserSync() }),
    refresh: (session, http) => ({ http, session }),
  });
  const { ctx, seams } = infrastructure;
  const { session } = ctx;

  const observers = createSessionObservers({
    session: { state: () => session.getState(), isConfirmed: () => session.isConfirmed(), onChange: (listener) => session.onChange(listener) },
    nextTask: (callback) => seams.nextTask(callback),
  });
  infrastructure.start(() => observers.markInitialized());

  return {
    ctx,
    sessionApi: createSessionApi({ http: ctx.http, session, observers }),
    rbacApi: createRbacApi({ bootstrap: ctx.bootstrap, session }),
    observers,
    destroy() {
      // Both idempotent.
      observers.dispose();
      infrastructure.destroy();
    },
  };
}
