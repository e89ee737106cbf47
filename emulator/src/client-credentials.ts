import type { EmulatorDeps } from './context';
import type { ApiError } from './errors';
import type { FailureLimit } from './failure-limits';

/**
 * The client credentials a token endpoint reads (docs/protocol.md §7.9):
 * `client_secret_basic` (id and secret form-encoded, then Basic) or
 * `client_secret_post`, never both. Shared by the emulator's OpenID provider
 * (`idp`) and the emulated identity provider's OpenID surface
 * (`emulated-idp`); each checks the secret against its own clients and
 * answers in its own errors.
 */

/** The two refusals the reading can make, in the calling product's errors. */
export interface ClientCredentialErrors {
  invalidClient(): ApiError;
  invalidRequest(why: string): ApiError;
}

export interface ClientCredentials {
  /** From Basic, or else the form's `client_id`. */
  clientId: string | undefined;
  /** From Basic, or else the form's `client_secret`. */
  secret: string | undefined;
}

function formDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function parseBasic(header: string, errors: ClientCredentialErrors): { id: string; secret: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) throw errors.invalidClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw errors.invalidClient();
  try {
    // Both parts are form-encoded before Basic encodes them.
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw errors.invalidClient();
  }
}

/** Reads the credentials; refuses Basic beside `client_secret`, or beside another `client_id`. */
export function readClientCredentials(
  authorization: string | undefined,
  form: ReadonlyMap<string, string>,
  errors: ClientCredentialErrors,
): ClientCredentials {
  const basic = authorization ? parseBasic(authorization, errors) : null;
  if (basic && form.has('client_secret')) {
    throw errors.invalidRequest('Use one client authentication method, not Basic and client_secret both.');
  }
  const bodyId = form.get('client_id');
  if (basic && bodyId !== undefined && bodyId !== basic.id) {
    throw errors.invalidRequest('client_id differs from the client authenticated by Basic.');
  }
  return { clientId: basic?.id ?? bodyId, secret: basic?.secret ?? form.get('client_secret') };
}

/**
 * The limit on one client's wrong secrets (docs/architecture.md, "Attempt
 * limits"), counted under `client_secret:<surface>:<client id>`.
 */
export function clientSecretLimit(deps: EmulatorDeps, surface: string, clientId: string): FailureLimit {
  return {
    key: `client_secret:${surface}:${clientId}`,
    max: deps.config.connectedAppSecretFailureLimit,
    windowSeconds: deps.config.connectedAppSecretFailureWindowSeconds,
  };
}
