/**
 * Impersonation: a support agent logs in as a user with a one-time token.
 */
import type { ClientContext } from '../client-context';
import type { AuthenticateResponse } from '../wire-types';
import { validate } from '../validate';
import { authenticateRequest } from './shared';

/** Options of `impersonation.authenticate`. */
export interface ImpersonationAuthenticateOptions {
  /** The token from the impersonation link (`stytch_token_type=impersonation`). */
  impersonation_token: string;
}

export interface Impersonation {
  /** Exchanges an impersonation token for a session. */
  authenticate(options: ImpersonationAuthenticateOptions): Promise<AuthenticateResponse>;
}

/** The `impersonation` namespace. */
export function createImpersonation(ctx: ClientContext): Impersonation {
  return {
    async authenticate(options) {
      validate('impersonation.authenticate')
        .isObject('options', options)
        .isString('impersonation_token', options.impersonation_token);
      return authenticateRequest<AuthenticateResponse>(ctx, {
        method: 'POST',
        path: '/impersonation/authenticate',
        body: { impersonation_token: options.impersonation_token },
        retriable: true,
      });
    },
  };
}
