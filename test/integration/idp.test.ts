// @vitest-environment node
/**
 * The emulator as an OpenID Connect provider, driven by an independent
 * relying party (openid-client) over HTTP (docs/protocol.md §7.9). The
 * authorization endpoint is the host's consent page, so the test builds that
 * URL with openid-client and forwards its query to the SDK's authorize
 * calls, as the widget would, with a real signed-in session.
 */
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devApi, lastMessageTo, PUBLIC_TOKEN, startTestEmulator, type Emulator } from './support/harness';
import { authorizationRequest, discoverProvider } from './support/oidc-relying-party';

const CONSENT_PAGE = 'http://localhost:3000/consent';
const CALLBACK = 'http://localhost:4000/callback';
const SIGNED_OUT = 'http://localhost:4000/signed-out';

let emulator: Emulator;
let sessionToken: string;
let userId: string;

async function sdk(path: string, body: unknown, secret = sessionToken): Promise<any> {
  const response = await fetch(`${emulator.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${secret}`).toString('base64')}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  if (!response.ok) throw new Error(`${path} → ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** What the widget does on the consent page: start, then submit (granting when asked). */
async function consentPage(authorizationUrl: URL): Promise<{ start: any; redirect: URL }> {
  expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(CONSENT_PAGE);
  const query = authorizationUrl.searchParams;
  const params: Record<string, unknown> = {
    client_id: query.get('client_id'),
    redirect_uri: query.get('redirect_uri'),
    response_type: query.get('response_type') ?? 'code',
    scopes: (query.get('scope') ?? 'openid email profile').split(' '),
  };
  for (const key of ['code_challenge', 'code_challenge_method', 'state', 'nonce', 'prompt']) {
    const value = query.get(key);
    if (value !== null) params[key] = value;
  }
  const start = await sdk('/idp/oauth/authorize/start', params);
  const submitted = await sdk('/idp/oauth/authorize/submit', { ...params, consent_granted: start.consent_required });
  return { start, redirect: new URL(submitted.redirect_uri) };
}

beforeAll(async () => {
  emulator = await startTestEmulator({
    config: {
      idp: { authorizationUrl: CONSENT_PAGE, logoutUrl: CONSENT_PAGE },
      connectedApps: [
        {
          client_id: 'rp-confidential',
          client_secret: 'rp-secret',
          client_name: 'Relying Party',
          client_type: 'third_party',
          redirect_uris: [CALLBACK],
          post_logout_redirect_uris: [SIGNED_OUT],
        },
      ],
    },
  });
  const email = 'grace@example.com';
  await devApi(emulator, 'POST', '/users', { email, name: { first_name: 'Grace', last_name: 'Hopper' } });
  const sent = await sdk('/otps/email/login_or_create', { email }, PUBLIC_TOKEN);
  const { code } = await lastMessageTo(emulator, email);
  const auth = await sdk('/otps/authenticate', { token: code, method_id: sent.method_id, session_duration_minutes: 60 }, PUBLIC_TOKEN);
  sessionToken = auth.session_token;
  userId = auth.user_id;
});

afterAll(() => emulator?.close());

describe('openid-client against the emulated provider', () => {
  it('discovers the provider at the emulator origin', async () => {
    const config = await discoverProvider(emulator, 'rp-confidential', 'rp-secret');
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(emulator.url);
    expect(metadata.authorization_endpoint).toBe(CONSENT_PAGE);
    expect(metadata.token_endpoint).toBe(`${emulator.url}/v1/oauth2/token`);
    // The issuer is the listen URL, whatever name the caller used for the host.
    const viaLocalhost = await fetch(`http://localhost:${emulator.port}/.well-known/openid-configuration`);
    expect(((await viaLocalhost.json()) as { issuer: string }).issuer).toBe(emulator.url);
  });

  it('runs the code flow with PKCE and nonce, userinfo and refresh for a confidential client', async () => {
    const config = await discoverProvider(emulator, 'rp-confidential', 'rp-secret');
    const nonce = client.randomNonce();
    const { url, verifier, state } = await authorizationRequest(config, CALLBACK, 'openid email profile offline_access', { nonce });
    const { start, redirect } = await consentPage(url);
    expect(start.consent_required).toBe(true);
    expect(start.client.client_name).toBe('Relying Party');
    expect(redirect.searchParams.get('iss')).toBe(emulator.url);

    const tokens = await client.authorizationCodeGrant(config, redirect, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: emulator.url, sub: userId, aud: 'rp-confidential', nonce, email: 'grace@example.com', name: 'Grace Hopper' });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const info = await client.fetchUserInfo(config, tokens.access_token, userId);
    expect(info).toEqual({
      sub: userId,
      email: 'grace@example.com',
      email_verified: true,
      name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
    });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.claims()?.sub).toBe(userId);
    // The rotated token is refused, and that revokes the new one too.
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });

    // A replayed code is refused.
    await expect(
      client.authorizationCodeGrant(config, redirect, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });

    // A third-party client's RP-initiated logout is confirmed by the user, even with a valid hint.
    const logout = await sdk('/oauth/logout/start', {
      client_id: 'rp-confidential',
      post_logout_redirect_uri: SIGNED_OUT,
      state: 'bye',
      id_token_hint: tokens.id_token,
    });
    expect(logout).toMatchObject({ consent_required: true, redirect_uri: `${SIGNED_OUT}?state=bye` });
    const endSession = client.buildEndSessionUrl(config, { post_logout_redirect_uri: SIGNED_OUT, id_token_hint: tokens.id_token! });
    expect(endSession.origin + endSession.pathname).toBe(CONSENT_PAGE);
  });

  it('serves a public client added by the dev API (PKCE, no secret), without asking twice', async () => {
    const created = await devApi<{ client_id: string; client_secret?: string }>(emulator, 'POST', '/connected_apps', {
      client_name: 'Single Page',
      client_type: 'third_party_public',
      redirect_uris: [CALLBACK],
    });
    expect(created.client_secret).toBeUndefined();
    const config = await discoverProvider(emulator, created.client_id);
    for (const expectConsent of [true, false]) {
      const { url, verifier, state } = await authorizationRequest(config, CALLBACK, 'openid email');
      const { start, redirect } = await consentPage(url);
      expect(start.consent_required).toBe(expectConsent);
      const tokens = await client.authorizationCodeGrant(config, redirect, { pkceCodeVerifier: verifier, expectedState: state, idTokenExpected: true });
      expect(tokens.claims()).toMatchObject({ sub: userId, email: 'grace@example.com' });
      expect(tokens.claims()).not.toHaveProperty('name');
      expect(tokens.refresh_token).toBeUndefined();
    }
  });
});
