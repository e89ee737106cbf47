import * as client from 'openid-client';
import type { EmulatorDeps } from '../../../context';
import { pkceChallenge, unseal } from '../../../secrets';
import type { ReadonlyOidcConnection } from './connections';
import { SsoErrors } from './errors';

/**
 * The emulator as an OpenID Connect relying party (docs/architecture.md,
 * "SSO"), with openid-client doing the protocol: discovery of an issuer's
 * endpoints, the authorization URL (state, nonce, PKCE S256 towards the
 * identity provider) and the code flow at the callback, where openid-client
 * checks the state, the ID token's signature against the issuer's JWKS, its
 * issuer, audience (the client id), nonce and times. The client authenticates
 * at the token endpoint with HTTP Basic (RFC 6749 §2.3.1, which every server
 * must accept).
 */

/** An http:// issuer is accepted (an emulator talks to local test identity providers); https:// ones as usual. */
function allowHttp(url: string): boolean {
  return new URL(url).protocol === 'http:';
}

export interface DiscoveredEndpoints {
  authorization_url: string;
  token_url: string;
  userinfo_url: string;
  jwks_url: string;
}

/** Reads the issuer's discovery document; the issuer it names must be the one asked for (openid-client checks). */
export async function discoverEndpoints(issuer: string): Promise<DiscoveredEndpoints> {
  let config: client.Configuration;
  try {
    config = await client.discovery(new URL(issuer), 'discovery', undefined, client.None(), {
      ...(allowHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      timeout: 10,
    });
  } catch (error) {
    throw SsoErrors.discoveryFailed(error instanceof Error ? error.message : 'unreadable');
  }
  const metadata = config.serverMetadata();
  return {
    authorization_url: metadata.authorization_endpoint ?? '',
    token_url: metadata.token_endpoint ?? '',
    userinfo_url: metadata.userinfo_endpoint ?? '',
    jwks_url: metadata.jwks_uri ?? '',
  };
}

function configurationOf(deps: EmulatorDeps, connection: ReadonlyOidcConnection): client.Configuration {
  const secret = unseal(deps.store.dataKey, connection.clientSecretSealed);
  const config = new client.Configuration(
    {
      issuer: connection.issuer,
      authorization_endpoint: connection.authorization_url,
      token_endpoint: connection.token_url,
      ...(connection.userinfo_url ? { userinfo_endpoint: connection.userinfo_url } : {}),
      jwks_uri: connection.jwks_url,
    },
    connection.client_id,
    { client_secret: secret, id_token_signed_response_alg: 'RS256' },
    client.ClientSecretBasic(secret),
  );
  const urls = [connection.issuer, connection.authorization_url, connection.token_url, connection.jwks_url, connection.userinfo_url];
  if (urls.some((url) => url !== '' && allowHttp(url))) client.allowInsecureRequests(config);
  return config;
}

export interface OidcStart {
  url: string;
  nonce: string;
  codeVerifier: string;
}

export async function oidcStart(
  deps: EmulatorDeps,
  connection: ReadonlyOidcConnection,
  redirectUri: string,
  state: string,
): Promise<OidcStart> {
  const config = configurationOf(deps, connection);
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const scopes = new Set(['openid', 'email', 'profile', ...connection.custom_scopes.split(/\s+/).filter((s) => s !== '')]);
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: [...scopes].join(' '),
    state,
    nonce,
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  // `href`, not `toString()`: read the same way whichever realm's URL class made it.
  return { url: url.href, nonce, codeVerifier };
}

/** The ID token's claims, merged over the userinfo endpoint's answer (when the connection has one). */
export async function oidcCallback(
  deps: EmulatorDeps,
  connection: ReadonlyOidcConnection,
  currentUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<Record<string, unknown>> {
  const config = configurationOf(deps, connection);
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const userinfo = connection.userinfo_url ? await client.fetchUserInfo(config, tokens.access_token, claims.sub) : {};
    return { ...userinfo, ...claims };
  } catch (error) {
    throw SsoErrors.oidcCallbackInvalid(describe(error));
  }
}

/** openid-client's error, with the identity provider's own `error` and `error_description` when it sent them. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unreadable';
  const body = error instanceof client.ResponseBodyError ? ` (${error.error}: ${error.error_description ?? ''})` : '';
  // openid-client wraps the precise refusal (which claim: `aud`, `nonce`, `iss`, …) as the cause.
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${body}${cause}`;
}
