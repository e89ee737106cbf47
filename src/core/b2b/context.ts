/**
 * The B2B client's infrastructure: the consumer client's (client-infrastructure.ts:
 * seams, transport, cookies, bootstrap, PKCE, telemetry, refresh loop), around
 * the member session manager (session-manager.ts), with its own tab channel
 * and refresh lock and the loop sent to `/b2b/sessions/authenticate`.
 */
import { createClientInfrastructure, type InfrastructureContext } from '../client-infrastructure';
import type { InternalClientOptions } from '../options';
import { createB2BSessionManager, parseB2BState, type B2BSessionManager } from './session-manager';

/** What the B2B product modules build on: the shared infrastructure's context, with the member session. */
export interface B2BClientContext extends InfrastructureContext<B2BSessionManager> {
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
  const infrastructure = createClientInfrastructure(publicToken, options, {
    caller: 'createPorticoB2BClient',
    prefix: 'b2b_',
    parse: parseB2BState,
    createSession: createB2BSessionManager,
    telemetryIds: (session) => ({
      getSession: () => idOf(session.getSync()?.member_session_id, 'session_id'),
      getUser: () => idOf(session.getMemberSync()?.member_id, 'user_id'),
    }),
    refresh: (session, http) => ({
      // The loop sends `/sessions/authenticate`; the member session's is under `/b2b`.
      http: {
        sdkBaseUrl: http.sdkBaseUrl,
        baseUrl: http.baseUrl,
        request: (request) => http.request({ ...request, path: `/b2b${request.path}` }),
      },
      // The loop reads the session's id by the consumer client's name.
      session: { ...session, getSync: () => idOf(session.getSync()?.member_session_id, 'session_id') },
    }),
  });

  let settle!: () => void;
  let settled = false;
  const settledPromise = new Promise<void>((resolve) => (settle = resolve));
  infrastructure.start(() => {
    settled = true;
    settle();
  });

  const { seams } = infrastructure;
  return {
    ctx: {
      ...infrastructure.ctx,
      nextTask: (callback) => seams.nextTask(callback),
      startup: { isSettled: () => settled, settled: settledPromise },
    },
    destroy: infrastructure.destroy,
  };
}

function idOf<K extends string>(id: string | undefined, key: K): Record<K, string> | null {
  return id === undefined ? null : ({ [key]: id } as Record<K, string>);
}
