import { clientSecretLimit, readClientCredentials } from '../../client-credentials';
import type { EmulatorDeps } from '../../context';
import { countClientFailure, countFailure, limitReached, refuseThrottledClient } from '../../failure-limits';
import { findConnectedApp, isPublicClient, secretMatches, type ConnectedApp } from './clients';
import { TokenErrors } from './errors';

/**
 * Client authentication at the token endpoint (RFC 6749 §2.3,
 * docs/protocol.md §7.9): a confidential client by `client_secret_basic`
 * (its id and secret form-urlencoded, then Basic) or `client_secret_post`,
 * never both; a public client by `none` (its `client_id` alone, PKCE then
 * proves it is the one that started). Every failure is `401 invalid_client`.
 *
 * A config secret may be any short word, so wrong secrets are limited
 * (docs/architecture.md, "Attempt limits"): per app, after which the app's
 * authentication fails as `invalid_client` (RFC 6749 §5.2's code, which a
 * relying party's library acts on) until the window passes, and per client
 * address (`429 too_many_requests`, checked first, so a refused guess never
 * counts against an app). The app's own successes do not reset its count:
 * it makes them all the time, and each would hand a guesser a fresh allowance.
 */

export function authenticateClient(
  deps: EmulatorDeps,
  /** The caller's address (client-address.ts). */
  client: string,
  authorization: string | undefined,
  form: ReadonlyMap<string, string>,
): ConnectedApp {
  const { clientId, secret } = readClientCredentials(authorization, form, TokenErrors);
  const app = clientId ? findConnectedApp(deps, clientId) : undefined;
  if (!app) throw TokenErrors.invalidClient();
  if (isPublicClient(app)) {
    if (secret) throw TokenErrors.invalidClient();
    return app;
  }
  if (!secret) throw TokenErrors.invalidClient();
  refuseThrottledClient(deps, 'client_secret', client);
  const limit = clientSecretLimit(deps, 'app', app.client_id);
  if (limitReached(deps, limit)) throw TokenErrors.clientLocked();
  if (!secretMatches(deps, app, secret)) {
    countClientFailure(deps, 'client_secret', client);
    throw countFailure(deps, limit) ? TokenErrors.clientLocked() : TokenErrors.invalidClient();
  }
  return app;
}
