import { z } from 'zod';
import type { EmulatorDeps } from '../../context';
import { isPublicClient, requireConnectedApp, type ConnectedApp } from './clients';
import { IdpErrors } from './errors';

/**
 * The authorize request the consent page forwards (docs/protocol.md §7.9:
 * the page's query string, parsed by the widget) and its checks, shared by
 * `authorize/start` and `authorize/submit`. The checks that decide whether
 * the redirect URI can be trusted come first, and their failures are answered
 * as errors, never as a redirect (RFC 6749 §4.1.2.1): an unknown client, a
 * `redirect_uri` that is not exactly a registered one. Then only the
 * authorization code flow (`response_type=code`), and PKCE S256 for a public
 * client (RFC 7636; `plain` is refused, OAuth 2.0 Security BCP §2.1.1).
 */

const SHORT = 2048;

export const authorizeSchema = z.object({
  client_id: z.string().min(1).max(SHORT),
  redirect_uri: z.string().min(1).max(SHORT),
  response_type: z.string().max(SHORT),
  scopes: z.array(z.string().max(SHORT)).max(100),
  code_challenge: z.string().max(SHORT).optional(),
  code_challenge_method: z.string().max(SHORT).optional(),
  state: z.string().max(SHORT).optional(),
  nonce: z.string().max(SHORT).optional(),
  prompt: z.string().max(SHORT).optional(),
  resources: z.array(z.string().max(SHORT)).max(100).optional(),
});

export const submitSchema = authorizeSchema.extend({ consent_granted: z.boolean() });

export type AuthorizeBody = z.output<typeof authorizeSchema>;

export interface CheckedAuthorize {
  app: ConnectedApp;
  /** The space-separated `prompt` values (OpenID Connect Core §3.1.2.1). */
  prompts: ReadonlySet<string>;
  /** The distinct requested scopes, empty strings dropped. */
  scopes: string[];
  codeChallenge: string | null;
}

/** PKCE S256: 32 bytes of SHA-256 as unpadded base64url. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function checkAuthorize(deps: EmulatorDeps, body: AuthorizeBody): CheckedAuthorize {
  const app = requireConnectedApp(deps, body.client_id);
  if (!app.redirect_uris.includes(body.redirect_uri)) throw IdpErrors.invalidRedirectUri();
  if (body.response_type !== 'code') throw IdpErrors.unsupportedResponseType();
  const challenge = body.code_challenge || null;
  if (challenge === null && isPublicClient(app)) throw IdpErrors.pkceRequired();
  if (challenge !== null) {
    // The widget sends no method (docs/protocol.md §7.9); absent means S256 here, never plain.
    if ((body.code_challenge_method ?? 'S256') !== 'S256') throw IdpErrors.unsupportedChallengeMethod();
    if (!S256_CHALLENGE.test(challenge)) throw IdpErrors.invalidCodeChallenge();
  }
  return {
    app,
    prompts: new Set((body.prompt ?? '').split(' ').filter(Boolean)),
    scopes: [...new Set(body.scopes.flatMap((scope) => scope.split(' ')).filter(Boolean))],
    codeChallenge: challenge,
  };
}
