/**
 * An independent relying party (openid-client) against the emulator's OpenID
 * provider, for the consumer and the B2B provider tests (idp.test.ts,
 * b2b-idp.test.ts, and the browser test e2e/b2b-identity-provider.test.ts;
 * docs/protocol.md §7.9).
 */
import * as client from 'openid-client';
import type { Emulator } from './harness';

/** The provider discovered at the emulator's origin: a confidential client (Basic) with `secret`, a public one without. */
export function discoverProvider(emulator: Pick<Emulator, 'url'>, clientId: string, secret?: string): Promise<client.Configuration> {
  return client.discovery(
    new URL(emulator.url),
    clientId,
    secret,
    secret === undefined ? client.None() : client.ClientSecretBasic(secret),
    { execute: [client.allowInsecureRequests] },
  );
}

/** The relying party's side: a fresh PKCE verifier and state, and the authorization URL built from discovery. */
export async function authorizationRequest(
  config: client.Configuration,
  redirectUri: string,
  scope: string,
  extra: Record<string, string> = {},
): Promise<{ url: URL; verifier: string; state: string }> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { url, verifier, state };
}
