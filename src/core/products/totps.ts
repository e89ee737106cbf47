/**
 * Time-based one-time passcodes (docs/protocol.md §7.10).
 */
import type { CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import type { AuthenticateResponse } from '../wire-types';
import { validate } from '../validate';
import { authenticateRequest, userUpdatingRequest, type ResponseMeta } from './shared';

/** Options of `totps.create`. */
export interface TotpsCreateOptions extends CallOptions {
  /** Minutes the new, unverified TOTP stays valid. */
  expiration_minutes: number;
}

/** `data` of `POST /totps` (without `__user`). */
export interface TotpsCreateResponse extends ResponseMeta {
  totp_id: string;
  secret: string;
  qr_code: string;
  recovery_codes: string[];
  user_id?: string;
  [extra: string]: unknown;
}

/** Options of `totps.authenticate`. */
export interface TotpsAuthenticateOptions extends CallOptions {
  totp_code: string;
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

/** `data` of `POST /totps/recovery_codes`. */
export interface TotpsRecoveryCodesResponse extends ResponseMeta {
  user_id: string;
  totps: Array<{ totp_id: string; verified: boolean; recovery_codes: string[] }>;
  [extra: string]: unknown;
}

/** Options of `totps.recover`. */
export interface TotpsRecoverOptions extends CallOptions {
  recovery_code: string;
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

export interface Totps {
  /** Creates a TOTP for the logged-in user; the cached user is refreshed from `__user`. */
  create(options: TotpsCreateOptions): Promise<TotpsCreateResponse>;
  /** Checks a TOTP code and logs the user in (or adds the factor to the session). */
  authenticate(options: TotpsAuthenticateOptions): Promise<AuthenticateResponse>;
  /** Lists the logged-in user's recovery codes. */
  recoveryCodes(options?: CallOptions): Promise<TotpsRecoveryCodesResponse>;
  /** Logs in with a recovery code (each code works once). */
  recover(options: TotpsRecoverOptions): Promise<AuthenticateResponse>;
}

/** The `totps` namespace. */
export function createTotps(ctx: ClientContext): Totps {
  return {
    async create(options) {
      validate('totps.create')
        .isObject('options', options)
        .isNumber('expiration_minutes', options.expiration_minutes)
        .isOptionalSignal('signal', options.signal);
      return userUpdatingRequest<TotpsCreateResponse>(ctx, {
        method: 'POST',
        path: '/totps',
        body: { expiration_minutes: options.expiration_minutes },
        signal: options.signal,
      });
    },

    async authenticate(options) {
      validate('totps.authenticate')
        .isObject('options', options)
        .isString('totp_code', options.totp_code)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return authenticateRequest<AuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/totps/authenticate',
        body: { session_duration_minutes: options.session_duration_minutes, totp_code: options.totp_code },
        retriable: true,
        signal: options.signal,
      });
    },

    async recoveryCodes(options) {
      validate('totps.recoveryCodes').isOptionalObject('options', options).isOptionalSignal('signal', options?.signal);
      return ctx.http.request<TotpsRecoveryCodesResponse>({ method: 'POST', path: '/totps/recovery_codes', signal: options?.signal });
    },

    async recover(options) {
      validate('totps.recover')
        .isObject('options', options)
        .isString('recovery_code', options.recovery_code)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return authenticateRequest<AuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/totps/recover',
        body: { session_duration_minutes: options.session_duration_minutes, recovery_code: options.recovery_code },
        retriable: true,
        signal: options.signal,
      });
    },
  };
}
