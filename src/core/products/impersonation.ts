/**
 * Impersonation: a support agent logs in as a user with a one-time token.
 */
import type { CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import { redeemOnce } from '../redeem-once';
import type { AuthenticateResponse } from '../wire-types';
import { validate } from '../validate';
import { authenticateRequest } from './shared';

/**
 * Options of `impersonation.authenticate`. A token is redeemed once per page:
 * a second call with it gets the first call's outcome, and `signal` ends only
 * this call's wait (the request goes on and writes the session).
 */
export interface ImpersonationAuthenticateOptions extends CallOptions {
  /** The token from the impersonation link (`stytch_token_type=impersonation`). */
  impersonation_token: string;
}

export interface Impersonation {
  /** Exchanges an impersonation token for a session; once per token per page (a repeated call gets the first outcome). */
  authenticate(options: ImpersonationAuthenticateOptions): Promise<AuthenticateResponse>;
}

/** The `impersonation` namespace. */
export function createImpersonation(ctx: ClientContext): Impersonation {
  return {
    async authenticate(options) {
      validate('impersonation.authenticate')
        .isObject('options', options)
        .isString('impersonation_token', options.impersonation_token)
        .isOptionalSignal('signal', options.signal);
      const token = options.impersonation_token;
      // No caller's signal on the request: it is shared by every caller of the token (redeem-once.ts).
      return redeemOnce(ctx.redemptions, 'impersonation', token, options.signal, () =>
        authenticateRequest<AuthenticateResponse>(ctx, {
          method: 'POST',
          path: '/impersonation/authenticate',
          body: { impersonation_token: token },
          retriable: true,
        }),
      );
    },
  };
}
