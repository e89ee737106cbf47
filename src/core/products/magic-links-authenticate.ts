/**
 * `magicLinks.authenticate` (docs/protocol.md §7.1): a magic-link token (a
 * reset email's login link too) for a session, once per token per page
 * (redeem-once.ts). Its own chunk, loaded on the first call: only landing
 * pages redeem links, and Main's first paint does without it (README, "Size").
 */
import type { ClientContext, PkceNamespace } from '../client-context';
import { redeemOnce } from '../redeem-once';
import { validate } from '../validate';
import type { MagicLinks, MagicLinksAuthenticateResponse } from './magic-links';
import { authenticateRequest, errorText } from './shared';

export function createMagicLinksAuthenticate(ctx: ClientContext): MagicLinks['authenticate'] {
  async function authenticateWith(
    token: string,
    sessionDurationMinutes: number,
    namespace: PkceNamespace | null,
  ): Promise<MagicLinksAuthenticateResponse> {
    const code_verifier = namespace ? (ctx.pkce.getVerifier(namespace) ?? undefined) : undefined;
    // No caller's signal: the request is shared by every caller of the token (redeem-once.ts).
    const data = await authenticateRequest<MagicLinksAuthenticateResponse>(ctx, {
      method: 'POST',
      path: '/magic_links/authenticate',
      body: { code_verifier, token, session_duration_minutes: sessionDurationMinutes },
      retriable: true,
    });
    if (namespace) ctx.pkce.clear(namespace);
    return data;
  }

  /** The first redemption of `token`: the PKCE verifier, and the retry with the other namespace's. */
  async function redeem(token: string, sessionDurationMinutes: number): Promise<MagicLinksAuthenticateResponse> {
    // The verifier comes from the password-reset flow first, then from magic links;
    // on a PKCE error the other namespace is tried once (docs/protocol.md §7.1).
    const namespaces = (['passwords', 'magic_links'] as const).filter((ns) => ctx.pkce.getVerifier(ns) != null);
    const [first = null, second = null] = namespaces;
    try {
      return await authenticateWith(token, sessionDurationMinutes, first);
    } catch (err) {
      if (second && /pkce/i.test(errorText(err))) {
        return authenticateWith(token, sessionDurationMinutes, second);
      }
      throw err;
    }
  }

  return async (token, options) => {
    validate('magicLinks.authenticate')
      .isString('token', token)
      .isObject('options', options)
      .isNumber('session_duration_minutes', options.session_duration_minutes)
      .isOptionalSignal('signal', options.signal);
    const duration = options.session_duration_minutes;
    return redeemOnce(ctx.redemptions, 'magic_links', token, options.signal, () => redeem(token, duration));
  };
}
