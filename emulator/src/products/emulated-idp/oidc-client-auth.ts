import type { EmulatorDeps } from '../../context';
import { countClientFailure, countFailure, limitReached, refuseThrottledClient, type FailureLimit } from '../../failure-limits';
import { OidcErrors } from './errors';
import { clientSecretMatches } from './settings';

/**
 * Client authentication at the emulated OpenID provider's token endpoint
 * (RFC 6749 §2.3.1): `client_secret_basic` or `client_secret_post`, never
 * both. Any client id is a client; its secret is `emulatedOidcClientSecret`
 * (settings.ts). Wrong secrets count against the client id and the caller's
 * address as for connected apps (docs/architecture.md, "Attempt limits").
 */

function secretLimit(deps: EmulatorDeps, clientId: string): FailureLimit {
  return {
    key: `client_secret:emulated-idp:${clientId}`,
    max: deps.config.connectedAppSecretFailureLimit,
    windowSeconds: deps.config.connectedAppSecretFailureWindowSeconds,
  };
}

function formDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function parseBasic(header: string): { id: string; secret: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) throw OidcErrors.invalidClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw OidcErrors.invalidClient();
  try {
    // RFC 6749 §2.3.1: both parts are form-urlencoded before Basic encodes them.
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw OidcErrors.invalidClient();
  }
}

/** The authenticated client id. */
export function authenticateClient(
  deps: EmulatorDeps,
  client: string,
  authorization: string | undefined,
  form: ReadonlyMap<string, string>,
): string {
  const basic = authorization ? parseBasic(authorization) : null;
  if (basic && form.has('client_secret')) {
    throw OidcErrors.invalidRequest('Use one client authentication method, not Basic and client_secret both.');
  }
  const bodyId = form.get('client_id');
  if (basic && bodyId !== undefined && bodyId !== basic.id) {
    throw OidcErrors.invalidRequest('client_id differs from the client authenticated by Basic.');
  }
  const clientId = basic?.id ?? bodyId;
  const secret = basic?.secret ?? form.get('client_secret');
  if (!clientId || !secret) throw OidcErrors.invalidClient();
  refuseThrottledClient(deps, 'client_secret', client);
  const limit = secretLimit(deps, clientId);
  if (limitReached(deps, limit)) throw OidcErrors.invalidClient();
  if (!clientSecretMatches(deps, clientId, secret)) {
    countClientFailure(deps, 'client_secret', client);
    countFailure(deps, limit);
    throw OidcErrors.invalidClient();
  }
  return clientId;
}
