import { z } from 'zod';
import type { EmulatorContext, EmulatorDeps } from '../context';
import { apiError, Errors } from '../errors';
import { digestsEqual, secretDigest } from '../secrets';
import type { Collection } from '../store/collection';
import type { DeepReadonly } from '../store/readonly';

/**
 * The start query and the callback post of the emulated provider's sign-in
 * page (page.ts), as the consumer `oauth` product and the B2B product both
 * read them: the public token, the PKCE challenge, `custom_scopes` and the
 * `provider_<key>` parameters of the start; the page's own origin and its
 * single-use state at the callback.
 */

/** PKCE S256: 32 bytes of SHA-256 as unpadded base64url. */
const challengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const stateUnusable = () =>
  apiError(400, 'oauth_state_not_found', 'This sign-in page expired or was already answered; start the sign-in again.');

/** The start's `public_token`: present, and the project's. */
export function checkPublicToken(query: URLSearchParams, deps: EmulatorDeps): void {
  const publicToken = query.get('public_token');
  if (!publicToken) throw apiError(400, 'missing_public_token', 'The public_token query parameter is required.');
  if (publicToken !== deps.config.publicToken) throw Errors.invalidPublicToken();
}

/** The start's PKCE challenge under `parameter` (null when absent), required when the project's `pkce.oauth` is on. */
export function readCodeChallenge(query: URLSearchParams, deps: EmulatorDeps, parameter: string): string | null {
  const challenge = query.get(parameter) || null;
  if (challenge === null && deps.config.pkce.oauth) throw Errors.missingPkce();
  if (challenge !== null && !challengeSchema.safeParse(challenge).success) {
    throw Errors.badRequest(`${parameter} must be an S256 challenge: 43 base64url characters.`);
  }
  return challenge;
}

/** The start's `custom_scopes`, split on spaces. */
export function readCustomScopes(query: URLSearchParams): string[] {
  return (query.get('custom_scopes') ?? '').split(' ').filter((scope) => scope !== '');
}

/** The start's `provider_<key>` parameters by key. */
export function readProviderParams(query: URLSearchParams): Record<string, string> {
  const providerParams: Record<string, string> = {};
  for (const [key, value] of query) {
    // The first value wins, as with every other parameter read with `get`.
    if (key.startsWith('provider_') && key.length > 'provider_'.length && !(key.slice(9) in providerParams)) {
      providerParams[key.slice(9)] = value;
    }
  }
  return providerParams;
}

/** The state is the CSRF defence (only the page holds it); a post from another page is refused outright. */
export function refuseForeignPost(c: EmulatorContext): void {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    throw apiError(403, 'forbidden_origin', 'The sign-in form must be posted from its own page.');
  }
}

/** The pending page of `state` for `provider`, deleted whatever the answer (single use); unknown or expired: refused. */
export function takePageState<T extends { stateDigest: string; provider: string; expiresAt: string }>(
  deps: EmulatorDeps,
  states: Collection<T>,
  state: string,
  provider: string,
): DeepReadonly<T> {
  const digest = secretDigest(deps.store.dataKey, state);
  const pending = states.get(digest);
  if (!pending || !digestsEqual(pending.stateDigest, digest) || pending.provider !== provider) throw stateUnusable();
  states.delete(digest);
  if (deps.clock.isPast(pending.expiresAt)) throw stateUnusable();
  return pending;
}
