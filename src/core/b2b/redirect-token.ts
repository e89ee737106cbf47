/**
 * Redeeming the token a B2B redirect brings back (`oauth_token`, `sso_token`)
 * into an organization session, the same way for OAuth and SSO
 * (docs/reference.md, "B2B client"): once per token per page, in the OAuth
 * redemption table (both are redirect tokens; redeem-once.ts), with the PKCE
 * verifier of the start and the intermediate session when one is pending.
 */
import { redeemOnce } from '../redeem-once';
import { validate } from '../validate';
import type { B2BClientContext } from './context';
import { b2bAuthenticate, intermediateSessionToken } from './shared';
import type { B2BAuthenticateResponseWithMfa } from './wire-types';

export interface RedirectTokenOptions {
  session_duration_minutes: number;
  locale?: string;
  signal?: AbortSignal;
}

/** `method` names the call in errors (`oauth.authenticate`); `field` is the token's field, `path` the route. Async: a wrong argument rejects, as every call does. */
export async function redeemRedirectToken(
  ctx: B2BClientContext,
  method: string,
  field: 'oauth_token' | 'sso_token',
  path: string,
  options: RedirectTokenOptions & Partial<Record<typeof field, string>>,
): Promise<B2BAuthenticateResponseWithMfa> {
  validate(method)
    .isObject('options', options)
    .isString(field, options?.[field])
    .isNumber('session_duration_minutes', options.session_duration_minutes)
    .isOptionalString('locale', options.locale)
    .isOptionalSignal('signal', options.signal);
  const token = options[field] as string;
  // `signal` ends only this call's wait, not the shared redemption.
  return redeemOnce(ctx.redemptions, 'oauth', token, options.signal, async () => {
    const data = await b2bAuthenticate<B2BAuthenticateResponseWithMfa>(ctx, {
      method: 'POST',
      path,
      body: {
        [field]: token,
        session_duration_minutes: options.session_duration_minutes,
        locale: options.locale,
        pkce_code_verifier: ctx.pkce.getVerifier('oauth') ?? undefined,
        intermediate_session_token: intermediateSessionToken(ctx),
      },
      retriable: true,
    });
    ctx.pkce.clear('oauth');
    return data;
  });
}
