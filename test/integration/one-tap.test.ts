/**
 * Google One Tap against the emulator over HTTP (docs/protocol.md §7.7,
 * "Google One Tap"): the page's start and submit calls in the SDK's request
 * format, an ID token from the emulated Google, then the landing page's
 * `authenticateByUrl()` with the real client.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { devApi, newClient, PUBLIC_TOKEN, readCookie, useTestEmulator, type Emulator } from './support/harness';

const getEmulator = useTestEmulator({ resetBetweenTests: true });

const CLIENT_ID = 'portico-emulator.apps.googleusercontent.com';
const LOGIN = 'http://localhost:3000/login';
const SIGNUP = 'http://localhost:3000/signup';

/** A `/sdk/v1` call as the SDK sends it (docs/protocol.md §2): Basic public:public, JSON. */
async function sdk(emulator: Emulator, path: string, body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${emulator.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}`,
      'Content-Type': 'application/json',
      'X-SDK-Parent-Host': 'http://localhost:3000',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function start(emulator: Emulator, body: Record<string, string> = { login_redirect_url: LOGIN, signup_redirect_url: SIGNUP }) {
  const res = await sdk(emulator, '/oauth/google/onetap/start', body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as { google_client_id: string; oauth_callback_id: string; nonce: string };
}

function mint(emulator: Emulator, body: Record<string, unknown>): Promise<string> {
  return devApi<{ id_token: string }>(emulator, 'POST', '/google/id-tokens', body).then((r) => r.id_token);
}

/** The landing page: the redirect URL becomes the page URL, as after the browser navigates to it. */
function land(redirectUrl: string): void {
  const url = new URL(redirectUrl);
  history.replaceState(null, '', url.pathname + url.search);
}

describe('Google One Tap through the emulator', () => {
  it('signs a new user up, then logs the same Google account in again', async () => {
    const emulator = getEmulator();
    const first = await start(emulator);
    expect(first.google_client_id).toBe(CLIENT_ID);
    const credential = await mint(emulator, { nonce: first.nonce, email: 'tap@example.com', name: 'Tap User', subject: 'g-tap' });
    const submitted = await sdk(emulator, '/oauth/google/onetap/submit', {
      id_token: credential,
      oauth_callback_id: first.oauth_callback_id,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.json.data.redirect_url.startsWith(`${SIGNUP}?stytch_token_type=oauth&token=`)).toBe(true);

    land(submitted.json.data.redirect_url);
    const client = newClient(emulator);
    const result = await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(result?.tokenType).toBe('oauth');
    expect(result?.data).toMatchObject({ provider_type: 'Google', provider_subject: 'g-tap', is_new: true });
    expect(readCookie('stytch_session')).toBeTruthy();
    const userId = client.user.getSync()!.user_id;

    await client.session.revoke();
    const second = await start(emulator);
    const again = await sdk(emulator, '/oauth/google/onetap/submit', {
      id_token: await mint(emulator, { nonce: second.nonce, email: 'tap@example.com', subject: 'g-tap' }),
      oauth_callback_id: second.oauth_callback_id,
    });
    expect(again.json.data.redirect_url.startsWith(`${LOGIN}?`)).toBe(true);
    land(again.json.data.redirect_url);
    const loggedIn = await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(loggedIn?.data).toMatchObject({ user_id: userId, is_new: false, provider_type: 'Google' });
  });

  it('answers the start and submit failures in the provider error body', async () => {
    const emulator = getEmulator();
    try {
      await devApi(emulator, 'PATCH', '/config', { googleOneTap: { clientId: null } });
      const noClient = await sdk(emulator, '/oauth/google/onetap/start', {});
      expect(noClient).toMatchObject({ status: 400, json: { error_type: 'oauth_config_not_found', status_code: 400 } });
    } finally {
      await devApi(emulator, 'PATCH', '/config', { googleOneTap: { clientId: CLIENT_ID } });
    }
    const started = await start(emulator);
    const wrongAudience = await sdk(emulator, '/oauth/google/onetap/submit', {
      id_token: await mint(emulator, { nonce: started.nonce, client_id: 'other.apps.googleusercontent.com' }),
      oauth_callback_id: started.oauth_callback_id,
    });
    expect(wrongAudience.json).toMatchObject({ error_type: 'invalid_id_token_audience', error_message: expect.any(String) });
    const reused = await sdk(emulator, '/oauth/google/onetap/submit', {
      id_token: await mint(emulator, { nonce: started.nonce }),
      oauth_callback_id: started.oauth_callback_id,
    });
    expect(reused).toMatchObject({ status: 404, json: { error_type: 'oauth_callback_id_not_found' } });
  });

  it('publishes the Google keys over HTTP, and answers the status check cross-origin', async () => {
    const emulator = getEmulator();
    const token = await mint(emulator, { nonce: 'n' });
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${emulator.url}/_emulator/google/jwks.json`)), {
      issuer: 'https://accounts.google.com',
      audience: CLIENT_ID,
    });
    expect(payload.nonce).toBe('n');

    const status = await fetch(`${emulator.url}/_emulator/gsi/status?client_id=${CLIENT_ID}`, {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(status.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await status.json()).toEqual({ displayed: true });
    const script = await fetch(`${emulator.url}/_emulator/gsi/client`);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
  });
});
