/**
 * The B2B client's `session` namespace: the member session (issue 24;
 * docs/behaviour.md §4.6).
 */
import { whileWaiting, type CallOptions } from '../call-options';
import type { SessionTokens } from '../client-context';
import { isUnrecoverableSessionError } from '../session/unrecoverable-errors';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { b2bAuthenticate, segment } from './shared';
import type { B2BAuthenticateResponse, B2BAuthenticateResponseWithMfa, MemberSession } from './wire-types';

export interface B2BSessionAuthenticateOptions extends CallOptions {
  /** Extends the session to this many minutes from now. */
  session_duration_minutes?: number;
}

export interface B2BSessionRevokeOptions extends CallOptions {
  /** Clears the local session even when the server call fails (then resolves), unless the signal aborted it. */
  forceClear?: boolean;
}

export interface B2BSessionExchangeOptions extends CallOptions {
  /** The organization (of the same email address) to move the session to. */
  organization_id: string;
  session_duration_minutes: number;
  locale?: string;
}

export interface B2BSessionAttestOptions extends CallOptions {
  /** The trusted auth token profile. */
  profile_id: string;
  /** The token issued by the trusted identity provider. */
  token: string;
  organization_id?: string;
  session_duration_minutes?: number;
  /** An existing session to attach the attestation to. */
  session_token?: string;
  session_jwt?: string;
}

export interface B2BSessionExchangeAccessTokenOptions extends CallOptions {
  access_token: string;
  session_duration_minutes?: number;
}

/** The member session with what a host routes on, as the consumer client's `SessionInfo`. */
export interface B2BSessionInfo {
  readonly session: MemberSession | null;
  /** False until the startup check (a refresh when a session cookie exists) has settled. */
  readonly isInitialized: boolean;
  /** True while `session` came from storage and no server answer has confirmed it. */
  readonly fromCache: boolean;
}

/** The `session` namespace of the B2B client. */
export interface B2BSessionApi {
  /** The current member session, or null. */
  getSync(): MemberSession | null;
  /** The session info: the same object until something in it changes (it suits `useSyncExternalStore`). */
  getInfo(): B2BSessionInfo;
  /** Resolves with the session info once initialized; `signal` stops the wait. */
  whenInitialized(options?: CallOptions): Promise<B2BSessionInfo>;
  /** The session token and JWT from the cookies, or null. */
  getTokens(): SessionTokens | null;
  /** The intermediate session token cookie (a discovery sign-in or a pending MFA), or null. */
  getIntermediateSessionToken(): string | null;
  /** Calls `callback` with the new member session (or null) on every change, from any tab, in the task after it. */
  onChange(callback: (session: MemberSession | null) => void): () => void;
  /** Checks the member session with the server and refreshes its tokens; an unrecoverable answer clears it. */
  authenticate(options?: B2BSessionAuthenticateOptions): Promise<B2BAuthenticateResponse>;
  /** Signs out: revokes the member session on the server, then clears it locally (see `forceClear`). */
  revoke(options?: B2BSessionRevokeOptions): Promise<void>;
  /** Revokes every session of another member (an admin's call). */
  revokeForMember(options: { member_id: string } & CallOptions): Promise<void>;
  /** Moves the session to another organization of the same email address (MFA is checked again). */
  exchange(options: B2BSessionExchangeOptions): Promise<B2BAuthenticateResponseWithMfa>;
  /** Exchanges a token of a trusted identity provider for a member session. */
  attest(options: B2BSessionAttestOptions): Promise<B2BAuthenticateResponse>;
  /** Exchanges a Connected Apps access token for a member session. */
  exchangeAccessToken(options: B2BSessionExchangeAccessTokenOptions): Promise<B2BAuthenticateResponse>;
}

export function createB2BSessionApi(ctx: B2BClientContext): B2BSessionApi {
  const { session, http } = ctx;
  let info: B2BSessionInfo | undefined;
  function getInfo(): B2BSessionInfo {
    const now = session.getSync();
    const isInitialized = ctx.startup.isSettled();
    const fromCache = now !== null && !session.isConfirmed();
    if (!info || info.session !== now || info.isInitialized !== isInitialized || info.fromCache !== fromCache) {
      info = { session: now, isInitialized, fromCache };
    }
    return info;
  }
  return {
    getSync: () => session.getSync(),
    getInfo,
    async whenInitialized(options) {
      validate('session.whenInitialized').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      await whileWaiting(options?.signal, () => ctx.startup.settled);
      return getInfo();
    },
    getTokens: () => session.getTokens(),
    getIntermediateSessionToken: () => session.getIntermediateSessionToken(),
    onChange(callback) {
      validate('session.onChange').isFunction('callback', callback);
      let last: MemberSession | null | undefined;
      return session.onChange(() =>
        ctx.nextTask(() => {
          // Told once per task, with the session as it is by then.
          const now = session.getSync();
          if (now === last) return;
          last = now;
          callback(now);
        }),
      );
    },

    async authenticate(options = {}) {
      validate('session.authenticate')
        .isOptionalObject('options', options)
        .isOptionalNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      const sentAt = session.stamp();
      try {
        const data = await http.request<B2BAuthenticateResponse>({
          method: 'POST',
          path: '/b2b/sessions/authenticate',
          body: { session_duration_minutes: options.session_duration_minutes },
          signal: options.signal,
        });
        session.handleAuthenticateResponse(data, {
          sentAt,
          ...(options.session_duration_minutes === undefined ? {} : { sessionDurationMinutes: options.session_duration_minutes }),
        });
        return data;
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
        await http.request<unknown>({ method: 'POST', path: '/b2b/sessions/revoke', signal: options.signal });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        if (options.forceClear || isUnrecoverableSessionError(error)) session.clear();
        if (options.forceClear) return;
        throw error;
      }
      session.clear();
    },

    async revokeForMember(options) {
      validate('session.revokeForMember')
        .isObject('options', options)
        .isString('member_id', options.member_id)
        .isOptionalSignal('signal', options.signal);
      await http.request<unknown>({ method: 'POST', path: `/b2b/sessions/revoke/${segment(options.member_id)}`, signal: options.signal });
    },

    exchange(options) {
      validate('session.exchange')
        .isObject('options', options)
        .isString('organization_id', options.organization_id)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalString('locale', options.locale)
        .isOptionalSignal('signal', options.signal);
      return b2bAuthenticate<B2BAuthenticateResponseWithMfa>(ctx, {
        method: 'POST',
        path: '/b2b/sessions/exchange',
        body: {
          organization_id: options.organization_id,
          session_duration_minutes: options.session_duration_minutes,
          locale: options.locale,
        },
        signal: options.signal,
      });
    },

    attest(options) {
      validate('session.attest')
        .isObject('options', options)
        .isString('profile_id', options.profile_id)
        .isString('token', options.token)
        .isOptionalString('organization_id', options.organization_id)
        .isOptionalNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalString('session_token', options.session_token)
        .isOptionalString('session_jwt', options.session_jwt)
        .isOptionalSignal('signal', options.signal);
      const { signal, ...fields } = options;
      return b2bAuthenticate<B2BAuthenticateResponse>(ctx, { method: 'POST', path: '/b2b/sessions/attest', body: fields, signal });
    },

    exchangeAccessToken(options) {
      validate('session.exchangeAccessToken')
        .isObject('options', options)
        .isString('access_token', options.access_token)
        .isOptionalNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return b2bAuthenticate<B2BAuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/b2b/sessions/exchange_access_token',
        body: { access_token: options.access_token, session_duration_minutes: options.session_duration_minutes },
        signal: options.signal,
      });
    },
  };
}
