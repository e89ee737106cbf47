/**
 * B2B impersonation (issue 24): redeems the token a dashboard user's
 * impersonation link carries into a session as the member. Loaded on first
 * use (client.ts).
 */
import type { CallOptions } from '../call-options';
import { redeemOnce } from '../redeem-once';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { b2bAuthenticate } from './shared';
import type { B2BAuthenticateResponseWithMfa } from './wire-types';

export interface B2BImpersonationAuthenticateOptions extends CallOptions {
  impersonation_token: string;
}

export interface B2BImpersonation {
  authenticate(options: B2BImpersonationAuthenticateOptions): Promise<B2BAuthenticateResponseWithMfa>;
}

export function createB2BImpersonation(ctx: B2BClientContext): B2BImpersonation {
  return {
    async authenticate(options) {
      validate('impersonation.authenticate')
        .isObject('options', options)
        .isString('impersonation_token', options.impersonation_token)
        .isOptionalSignal('signal', options.signal);
      // Once per token per page (redeem-once.ts): `signal` ends only this call's wait.
      return redeemOnce(ctx.redemptions, 'impersonation', options.impersonation_token, options.signal, () =>
        b2bAuthenticate<B2BAuthenticateResponseWithMfa>(ctx, {
          method: 'POST',
          path: '/b2b/impersonation/authenticate',
          body: { impersonation_token: options.impersonation_token },
          retriable: true,
        }),
      );
    },
  };
}
