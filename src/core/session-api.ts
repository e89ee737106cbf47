/**
 * The public `session` namespace (docs/behaviour.md §4.6, §7; docs/protocol.md §7.8).
 */
import type { CallOptions } from './call-options';
import type { HttpClient, SessionTokens } from './client-context';
import type { PorticoSessionManager, SessionStamp } from './session/session-manager';
import type { SessionInfo, SessionObservers } from './session/session-observers';
import { isUnrecoverableSessionError } from './session/unrecoverable-errors';
import { validate } from './validate';
import type { AuthenticateResponse, Session } from './wire-types';

export interface SessionAuthenticateOptions extends CallOptions {
  /** Extends the session to this many minutes from now. */
  session_duration_minutes?: number;
}

export interface SessionRevokeOptions extends CallOptions {
  /**
   * Clears the local session even when the server call fails; the call then
   * never throws, unless its `signal` aborts it (an abort is not a failure).
   */
  forceClear?: boolean;
}

export interface SessionAttestOptions extends CallOptions {
  /** The trusted auth token profile. */
  profile_id: string;
  /** The token issued by the trusted identity provider. */
  token: string;
  session_duration_minutes?: number;
  /** An existing session to attach the attestation to. */
  session_token?: string;
  session_jwt?: string;
}

export interface SessionExchangeAccessTokenOptions extends CallOptions {
  access_token: string;
  session_duration_minutes: number;
}

/** The public `session` namespace of the client. */
export interface SessionApi {
  /**
   * Checks the current session with the server and refreshes its tokens. An
   * unrecoverable answer (e.g. `session_not_found`) clears the local session
   * before the error is thrown.
   */
  authenticate(options?: SessionAuthenticateOptions): Promise<AuthenticateResponse>;
  /**
   * Logs out: revokes the session on the server, then clears it locally. The
   * local session is also cleared on an unrecoverable error, or on any error
   * with `forceClear` (which then resolves instead of throwing). An aborted
   * call clears nothing and rejects with the signal's reason.
   */
  revoke(options?: SessionRevokeOptions): Promise<void>;
  /** The current session, or null. */
  getSync(): Session | null;
  /**
   * The session with `isInitialized` (the client knows whether there is one)
   * and `fromCache` (read from storage, not yet confirmed by the server). The
   * same object until something in it changes, so it suits
   * `useSyncExternalStore`.
   */
  getInfo(): SessionInfo;
  /** Resolves with the session info once initialized; `signal` stops the wait. */
  whenInitialized(options?: CallOptions): Promise<SessionInfo>;
  /** The session token and JWT from the cookies, or null. */
  getTokens(): SessionTokens | null;
  /**
   * Calls `callback` with the new session (or null) on every change, from any
   * tab. Called in the task after the change, so a widget's completion event
   * (`AuthenticateFlowComplete`) reaches the host first.
   */
  onChange(callback: (session: Session | null) => void): () => void;
  /** Calls `callback` whenever `getInfo()` changes (initialization included), like `onChange`. */
  onInfoChange(callback: (info: SessionInfo) => void): () => void;
  /** Exchanges a token of a trusted identity provider for a session. */
  attest(options: SessionAttestOptions): Promise<AuthenticateResponse>;
  /** Exchanges a Connected Apps access token for a session. */
  exchangeAccessToken(options: SessionExchangeAccessTokenOptions): Promise<AuthenticateResponse>;
}

export interface SessionApiDeps {
  http: HttpClient;
  session: PorticoSessionManager;
  observers: SessionObservers;
}

/** Creates the `session` namespace over the transport and the session manager. */
export function createSessionApi(deps: SessionApiDeps): SessionApi {
  const { http, session, observers } = deps;

  /**
   * Sends a call that logs in or refreshes and applies its answer. With
   * `sentAt` (a refresh), an answer older than the current session is
   * returned but not applied.
   */
  async function logIn(
    path: string,
    body: object,
    sessionDurationMinutes: number | undefined,
    signal: AbortSignal | undefined,
    sentAt?: SessionStamp,
  ): Promise<AuthenticateResponse> {
    const data = await http.request<AuthenticateResponse & { __user?: unknown }>({ method: 'POST', path, body, signal });
    // `__user` is transport detail of some endpoints, not part of the result.
    const { __user: _user, ...result } = data;
    session.handleAuthenticateResponse(result as AuthenticateResponse, {
      ...(sessionDurationMinutes === undefined ? {} : { sessionDurationMinutes }),
      ...(sentAt ? { sentAt } : {}),
    });
    return result as AuthenticateResponse;
  }

  return {
    async authenticate(options = {}) {
      validate('session.authenticate')
        .isOptionalObject('options', options)
        .isOptionalNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      // A refresh of the current session: a login or step-up meanwhile makes its answer stale.
      const sentAt = session.stamp();
      try {
        return await logIn(
          '/sessions/authenticate',
          { session_duration_minutes: options.session_duration_minutes },
          options.session_duration_minutes,
          options.signal,
          sentAt,
        );
      } catch (error) {
        if (isUnrecoverableSessionError(error) && session.isCurrent(sentAt)) session.clear();
        throw error;
      }
    },

    async revoke(options = {}) {
      validate('session.revoke')
        .isOptionalObject('options', options)
        .isOptionalBoolean('forceClear', options.forceClear)
        .isOptionalSignal('signal', options.signal);
      try {
        // No body at all, like the provider's SDK (Content-Length 0).
        await http.request<unknown>({ method: 'POST', path: '/sessions/revoke', signal: options.signal });
      } catch (error) {
        // The caller gave up: not an answer about the session, so nothing is cleared.
        if (options.signal?.aborted) throw error;
        if (options.forceClear || isUnrecoverableSessionError(error)) session.clear();
        if (options.forceClear) return;
        throw error;
      }
      session.clear();
    },

    getSync: () => session.getSync(),
    getInfo: () => observers.sessionInfo(),
    whenInitialized(options = {}) {
      validate('session.whenInitialized')
        .isOptionalObject('options', options)
        .isOptionalSignal('signal', options.signal);
      return observers.whenInitialized(options.signal);
    },
    getTokens: () => session.getTokens(),

    onChange(callback) {
      validate('session.onChange').isFunction('callback', callback);
      return observers.onSessionChange(callback);
    },

    onInfoChange(callback) {
      validate('session.onInfoChange').isFunction('callback', callback);
      return observers.onSessionInfoChange(callback);
    },

    attest(options) {
      validate('session.attest')
        .isObject('options', options)
        .isString('profile_id', options.profile_id)
        .isString('token', options.token)
        .isOptionalNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalString('session_token', options.session_token)
        .isOptionalString('session_jwt', options.session_jwt)
        .isOptionalSignal('signal', options.signal);
      return logIn(
        '/sessions/attest',
        {
          profile_id: options.profile_id,
          token: options.token,
          session_duration_minutes: options.session_duration_minutes,
          session_token: options.session_token,
          session_jwt: options.session_jwt,
        },
        options.session_duration_minutes,
        options.signal,
      );
    },

    exchangeAccessToken(options) {
      validate('session.exchangeAccessToken')
        .isObject('options', options)
        .isString('access_token', options.access_token)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return logIn(
        '/sessions/exchange_access_token',
        { access_token: options.access_token, session_duration_minutes: options.session_duration_minutes },
        options.session_duration_minutes,
        options.signal,
      );
    },
  };
}
