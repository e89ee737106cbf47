import { clientSecretLimit, readClientCredentials } from '../../client-credentials';
import type { EmulatorDeps } from '../../context';
import { countClientFailure, countFailure, limitReached, refuseThrottledClient } from '../../failure-limits';
import { OidcErrors } from './errors';
import { clientSecretMatches } from './settings';

/**
 * Client authentication at the emulated OpenID provider's token endpoint
 * (client-credentials.ts): `client_secret_basic` or `client_secret_post`,
 * never both. Any client id is a client; its secret is `emulatedOidcClientSecret`
 * (settings.ts). Wrong secrets count against the client id and the caller's
 * address as for connected apps (docs/architecture.md, "Attempt limits").
 */

/** The authenticated client id. */
export function authenticateClient(
  deps: EmulatorDeps,
  client: string,
  authorization: string | undefined,
  form: ReadonlyMap<string, string>,
): string {
  const { clientId, secret } = readClientCredentials(authorization, form, OidcErrors);
  if (!clientId || !secret) throw OidcErrors.invalidClient();
  refuseThrottledClient(deps, 'client_secret', client);
  const limit = clientSecretLimit(deps, 'emulated-idp', clientId);
  if (limitReached(deps, limit)) throw OidcErrors.invalidClient();
  if (!clientSecretMatches(deps, clientId, secret)) {
    countClientFailure(deps, 'client_secret', client);
    countFailure(deps, limit);
    throw OidcErrors.invalidClient();
  }
  return clientId;
}
