import type { EmulatorDeps } from '../../context';
import { countClientFailure, countFailure, limitReached, refuseThrottledClient, type FailureLimit } from '../../failure-limits';
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

function secretLimit(deps: EmulatorDeps, clientId: string): FailureLimit {
  return {
    key: `client_secret:app:${clientId}`,
    max: deps.config.connectedAppSecretFailureLimit,
    windowSeconds: deps.config.connectedAppSecretFailureWindowSeconds,
  };
}

function formDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function parseBasic(header: string): { id: string; secret: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) throw TokenErrors.invalidClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw TokenErrors.invalidClient();
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw TokenErrors.invalidClient();
  }
}

export function authenticateClient(
  deps: EmulatorDeps,
  /** The caller's address (client-address.ts). */
  client: string,
  authorization: string | undefined,
  form: ReadonlyMap<string, string>,
): ConnectedApp {
  const basic = authorization ? parseBasic(authorization) : null;
  if (basic && form.has('client_secret')) {
    throw TokenErrors.invalidRequest('Use one client authentication method, not Basic and client_secret both.');
  }
  const bodyId = form.get('client_id');
  if (basic && bodyId !== undefined && bodyId !== basic.id) {
    throw TokenErrors.invalidRequest('client_id differs from the client authenticated by Basic.');
  }
  const clientId = basic?.id ?? bodyId;
  const app = clientId ? findConnectedApp(deps, clientId) : undefined;
  if (!app) throw TokenErrors.invalidClient();
  const secret = basic?.secret ?? form.get('client_secret');
  if (isPublicClient(app)) {
    if (secret) throw TokenErrors.invalidClient();
    return app;
  }
  if (!secret) throw TokenErrors.invalidClient();
  refuseThrottledClient(deps, 'client_secret', client);
  const limit = secretLimit(deps, app.client_id);
  if (limitReached(deps, limit)) throw TokenErrors.clientLocked();
  if (!secretMatches(deps, app, secret)) {
    countClientFailure(deps, 'client_secret', client);
    throw countFailure(deps, limit) ? TokenErrors.clientLocked() : TokenErrors.invalidClient();
  }
  return app;
}
