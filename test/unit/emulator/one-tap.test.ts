import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { BASE_URL, expectErrorShape, TestEmulator, type CallResult } from './helpers';

/**
 * Google One Tap in the emulator (docs/protocol.md §7.7, "Google One Tap"):
 * start, submit, the emulated Google's ID tokens and keys, and the GIS
 * stand-in's routes, in-process.
 */

const CLIENT_ID = 'portico-emulator.apps.googleusercontent.com';
const LOGIN = 'http://localhost:3000/login-done';
const SIGNUP = 'http://localhost:3000/signup-done';
const PAGE = 'http://localhost:3000';

function start(t: TestEmulator, body: Record<string, unknown> = { login_redirect_url: LOGIN, signup_redirect_url: SIGNUP }) {
  return t.sdk('POST', '/oauth/google/onetap/start', { body });
}

async function started(t: TestEmulator): Promise<{ oauth_callback_id: string; nonce: string; google_client_id: string }> {
  const res = await start(t);
  expect(res.status, res.text).toBe(200);
  return res.json.data;
}

async function mint(t: TestEmulator, body: Record<string, unknown>): Promise<string> {
  const res = await t.dev('POST', '/google/id-tokens', body);
  expect(res.status, res.text).toBe(200);
  return res.json.id_token;
}

function submit(t: TestEmulator, idToken: string, callbackId: string, extra: Record<string, unknown> = {}): Promise<CallResult> {
  return t.sdk('POST', '/oauth/google/onetap/submit', { body: { id_token: idToken, oauth_callback_id: callbackId, ...extra } });
}

/** Start, mint a token for the start's nonce, submit; returns where the app lands. */
async function signIn(t: TestEmulator, claims: Record<string, unknown> = {}): Promise<{ base: string; token: string; url: URL }> {
  const { oauth_callback_id, nonce } = await started(t);
  const res = await submit(t, await mint(t, { nonce, ...claims }), oauth_callback_id);
  expect(res.status, res.text).toBe(200);
  const url = new URL(res.json.data.redirect_url);
  expect(url.searchParams.get('stytch_token_type')).toBe('oauth');
  return { base: `${url.origin}${url.pathname}`, token: url.searchParams.get('token')!, url };
}

function authenticate(t: TestEmulator, token: string): Promise<CallResult> {
  return t.sdk('POST', '/oauth/authenticate', { body: { token, session_duration_minutes: 30 } });
}

describe('POST /sdk/v1/oauth/google/onetap/start', () => {
  it('answers the client id, a single-use callback id and a 32-byte nonce', async () => {
    const t = new TestEmulator();
    const res = await start(t);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      google_client_id: CLIENT_ID,
      oauth_callback_id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      request_id: expect.any(String),
      status_code: 200,
    });
    const again = (await start(t)).json.data;
    expect(again.nonce).not.toBe(res.json.data.nonce);
    expect(again.oauth_callback_id).not.toBe(res.json.data.oauth_callback_id);
  });

  it('refuses, in order: no client, the default client, no login URL, no signup URL, a URL off the allow-list', async () => {
    const t = new TestEmulator({
      config: { googleOneTap: { clientId: null, usesDefaultClient: true }, oauthDefaultRedirectUrls: { login: null, signup: null } },
    });
    const refused = async (type: string, body: Record<string, unknown> = {}) => {
      const res = await start(t, body);
      expectErrorShape(res, 400, type);
      expect(res.json.error_message.length).toBeGreaterThan(20);
    };
    await refused('oauth_config_not_found');
    await t.dev('PATCH', '/config', { googleOneTap: { clientId: 'mine.apps.googleusercontent.com' } });
    await refused('default_provider_not_allowed');
    await t.dev('PATCH', '/config', { googleOneTap: { usesDefaultClient: false } });
    await refused('no_login_redirect_urls_set');
    await refused('no_signup_redirect_urls_set', { login_redirect_url: LOGIN });
    await refused('no_login_redirect_urls_set', { signup_redirect_url: SIGNUP });
    await refused('invalid_redirect_url', { login_redirect_url: 'https://evil.example/', signup_redirect_url: SIGNUP });
    await refused('invalid_redirect_url', { login_redirect_url: LOGIN, signup_redirect_url: 'javascript:alert(1)' });
    await t.dev('PATCH', '/config', { oauthDefaultRedirectUrls: { login: LOGIN, signup: SIGNUP } });
    expect((await start(t, {})).json.data.google_client_id).toBe('mine.apps.googleusercontent.com');
  });
});

describe('POST /sdk/v1/oauth/google/onetap/submit', () => {
  it('signs a new user up through the signup URL; oauth/authenticate redeems the token once', async () => {
    const t = new TestEmulator();
    const { base, token, url } = await signIn(t, { email: 'new@example.com', name: 'Ada Lovelace', subject: 'g-1' });
    expect(base).toBe(SIGNUP);
    expect(url.search.startsWith('?stytch_token_type=oauth&token=')).toBe(true);
    const res = await authenticate(t, token);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      is_new: true,
      provider_type: 'Google',
      provider_subject: 'g-1',
      session_token: expect.any(String),
      user: {
        name: { first_name: 'Ada', last_name: 'Lovelace' },
        emails: [{ email: 'new@example.com', verified: true }],
        providers: [{ provider_type: 'Google', provider_subject: 'g-1' }],
      },
      session: { authentication_factors: [{ type: 'oauth', delivery_method: 'oauth_google' }] },
    });
    expectErrorShape(await authenticate(t, token), 404, 'oauth_token_not_found');
  });

  it('logs an existing user (verified email) in through the login URL, keeping its query', async () => {
    const t = new TestEmulator();
    const seeded = (await t.dev('POST', '/users', { email: 'known@example.com', email_verified: true })).json;
    const { oauth_callback_id, nonce } = (await start(t, { login_redirect_url: `${LOGIN}?next=%2Fhome`, signup_redirect_url: SIGNUP })).json.data;
    const res = await submit(t, await mint(t, { nonce, email: 'known@example.com' }), oauth_callback_id);
    const redirect: string = res.json.data.redirect_url;
    expect(redirect.startsWith(`${LOGIN}?next=%2Fhome&stytch_token_type=oauth&token=`)).toBe(true);
    const data = (await authenticate(t, new URL(redirect).searchParams.get('token')!)).json.data;
    expect(data.is_new).toBe(false);
    expect(data.user_id).toBe(seeded.user_id ?? seeded.user?.user_id);
    expect(data.provider_type).toBe('Google');
    // The next One Tap finds the user by subject.
    const second = await signIn(t, { email: 'known@example.com' });
    expect(second.base).toBe(LOGIN);
  });

  it('takes the queued Google identity, and lets submit name its own allow-listed URLs', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/oauth/identities', { provider: 'google', email: 'queued@example.com', name: 'Queued Person', subject: 'q-1' });
    const { oauth_callback_id, nonce } = await started(t);
    const idToken = await mint(t, { nonce });
    expect(decodeJwt(idToken)).toMatchObject({ email: 'queued@example.com', sub: 'q-1', name: 'Queued Person' });
    expectErrorShape(
      await submit(t, idToken, (await started(t)).oauth_callback_id, { signup_redirect_url: 'https://evil.example/' }),
      400,
      'invalid_redirect_url',
    );
    const res = await submit(t, idToken, oauth_callback_id, { signup_redirect_url: 'http://localhost:3000/welcome' });
    expect(res.json.data.redirect_url).toMatch(/^http:\/\/localhost:3000\/welcome\?stytch_token_type=oauth&token=/);
  });

  it('refuses each broken token with its own error type', async () => {
    const t = new TestEmulator();
    const refused = async (claims: Record<string, unknown>, status: number, type: string, raw?: string) => {
      const { oauth_callback_id, nonce } = await started(t);
      const token = raw ?? (await mint(t, { nonce, ...claims }));
      expectErrorShape(await submit(t, token, oauth_callback_id), status, type);
    };
    await refused({ client_id: 'someone-else.apps.googleusercontent.com' }, 400, 'invalid_id_token_audience');
    await refused({ expires_in_seconds: -60 }, 400, 'id_token_expired');
    await refused({ sign_with: 'other' }, 400, 'invalid_id_token_signature');
    await refused({ nonce: 'not-the-start-nonce' }, 400, 'invalid_id_token_nonce');
    await refused({ issuer: 'https://accounts.evil.example' }, 400, 'invalid_id_token');
    await refused({}, 400, 'invalid_id_token', 'not.a.jwt');
    // A token without a nonce is not the start's either.
    const { oauth_callback_id } = await started(t);
    expectErrorShape(await submit(t, await mint(t, {}), oauth_callback_id), 400, 'invalid_id_token_nonce');
    // Google's scheme-less issuer is Google too.
    expect((await signIn(t, { issuer: 'accounts.google.com' })).base).toBe(SIGNUP);
  });

  it('uses the emulator clock for expiry', async () => {
    const t = new TestEmulator();
    const { oauth_callback_id, nonce } = await started(t);
    const token = await mint(t, { nonce, expires_in_seconds: 120 });
    await t.advance(121);
    expectErrorShape(await submit(t, token, oauth_callback_id), 400, 'id_token_expired');
  });

  it('spends the callback id on first use, even when the token is refused, and expires it after 10 minutes', async () => {
    const t = new TestEmulator();
    const { oauth_callback_id, nonce } = await started(t);
    expectErrorShape(await submit(t, await mint(t, { nonce: 'wrong' }), oauth_callback_id), 400, 'invalid_id_token_nonce');
    expectErrorShape(await submit(t, await mint(t, { nonce }), oauth_callback_id), 404, 'oauth_callback_id_not_found');

    const used = await started(t);
    const good = await mint(t, { nonce: used.nonce });
    expect((await submit(t, good, used.oauth_callback_id)).status).toBe(200);
    expectErrorShape(await submit(t, good, used.oauth_callback_id), 404, 'oauth_callback_id_not_found');

    const late = await started(t);
    const lateToken = await mint(t, { nonce: late.nonce, expires_in_seconds: 3600 });
    await t.advance(601);
    expectErrorShape(await submit(t, lateToken, late.oauth_callback_id), 404, 'oauth_callback_id_not_found');
    expectErrorShape(await submit(t, lateToken, 'never-issued'), 404, 'oauth_callback_id_not_found');
  });

  it('matches by email only when both Google and the user verified it', async () => {
    const t = new TestEmulator();
    // An unverified account holding the address: never linked (docs/protocol.md §7.7).
    await t.dev('POST', '/users', { email: 'squat@example.com', email_verified: false });
    const squatted = await signIn(t, { email: 'squat@example.com', subject: 'g-owner' });
    expect(squatted.base).toBe(LOGIN);
    expectErrorShape(await authenticate(t, squatted.token), 409, 'oauth_email_unverified');
    expect((await t.dev('GET', '/users')).json.users[0].providers).toEqual([]);

    // Google not vouching for the address: no email match, and the address is not kept.
    await t.dev('POST', '/users', { email: 'owner@example.com', email_verified: true });
    const unverified = await signIn(t, { email: 'owner@example.com', subject: 'g-stranger', email_verified: false });
    expect(unverified.base).toBe(SIGNUP);
    const data = (await authenticate(t, unverified.token)).json.data;
    expect(data.is_new).toBe(true);
    expect(data.user.emails).toEqual([]);
    expect((await t.dev('GET', '/users')).json.users).toHaveLength(3);
  });
});

describe('the emulated Google', () => {
  it('publishes an RS256 key that verifies the tokens it mints, with Google-shaped claims', async () => {
    const t = new TestEmulator();
    const idToken = await mint(t, { nonce: 'n-1', email: 'claims@example.com', name: 'Grace Hopper', subject: 'g-42' });
    const jwks = (await t.dev('GET', '/google/jwks.json')).json;
    expect(jwks.keys).toEqual([{ kty: 'RSA', n: expect.any(String), e: 'AQAB', kid: expect.any(String), alg: 'RS256', use: 'sig' }]);
    const { payload, protectedHeader } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      issuer: 'https://accounts.google.com',
      audience: CLIENT_ID,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: jwks.keys[0].kid, typ: 'JWT' });
    expect(payload).toEqual({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      sub: 'g-42',
      email: 'claims@example.com',
      email_verified: true,
      name: 'Grace Hopper',
      given_name: 'Grace',
      iat: expect.any(Number),
      exp: payload.iat! + 3600,
      nonce: 'n-1',
      jti: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    // The stable test identity when nothing is queued; no nonce claim when none is asked for.
    expect(decodeJwt(await mint(t, {}))).toMatchObject({ email: 'google.user@example.com', name: 'Google Test User' });
    expect(decodeJwt(await mint(t, {}))).not.toHaveProperty('nonce');
    await expect(jwtVerify(await mint(t, { sign_with: 'other' }), createLocalJWKSet(jwks))).rejects.toThrow();
  });
});

describe('the GIS stand-in', () => {
  const status = (t: TestEmulator, query: Record<string, string>) =>
    t.request('GET', `/_emulator/gsi/status?${new URLSearchParams(query).toString()}`, { authorization: null, headers: { origin: PAGE } });

  it('serves the script as strict-CSP-friendly JavaScript', async () => {
    const t = new TestEmulator();
    const res = await t.request('GET', '/_emulator/gsi/client', { authorization: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toContain('google.accounts');
    expect(res.text).not.toMatch(/\beval\(|new Function|createElement\('style'\)|innerHTML|postMessage\([^)]*'\*'\)/);
    // It parses as a script.
    expect(() => new Function(res.text)).not.toThrow();
  });

  it('says whether the prompt may show: missing_client_id, invalid_client, unregistered_origin', async () => {
    const t = new TestEmulator();
    const reason = async (query: Record<string, string>, origin = PAGE) => {
      const res = await t.request('GET', `/_emulator/gsi/status?${new URLSearchParams(query).toString()}`, {
        authorization: null,
        headers: { origin },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      return res.json.displayed ? 'displayed' : res.json.reason;
    };
    expect(await reason({ client_id: CLIENT_ID, origin: PAGE })).toBe('displayed');
    expect(await reason({ client_id: '', origin: PAGE })).toBe('missing_client_id');
    expect(await reason({ client_id: 'other.apps.googleusercontent.com', origin: PAGE })).toBe('invalid_client');
    // The Origin header wins over the parameter; a page cannot claim another origin.
    expect(await reason({ client_id: CLIENT_ID, origin: PAGE }, 'https://app.example')).toBe('unregistered_origin');
    await t.dev('PATCH', '/config', { googleOneTap: { authorizedOrigins: ['https://app.example'] } });
    expect(await reason({ client_id: CLIENT_ID }, 'https://app.example')).toBe('displayed');
    expect(await reason({ client_id: CLIENT_ID })).toBe('unregistered_origin');
    await t.dev('PATCH', '/config', { googleOneTap: { clientId: null } });
    expect(await reason({ client_id: CLIENT_ID })).toBe('invalid_client');
  });

  it('logs every decision and mint, until a reset', async () => {
    const t = new TestEmulator();
    await status(t, { client_id: CLIENT_ID, nonce: 'n-9', context: 'signup', fedcm: '1' });
    await status(t, { client_id: 'nope' });
    await mint(t, { nonce: 'n-10' });
    const { entries } = (await t.dev('GET', '/gsi/log')).json;
    expect(entries).toEqual([
      { at: expect.any(String), client_id: CLIENT_ID, origin: PAGE, nonce: 'n-9', fedcm: true, context: 'signup', outcome: 'displayed' },
      { at: expect.any(String), client_id: 'nope', origin: PAGE, nonce: null, fedcm: false, context: 'signin', outcome: 'invalid_client' },
      { at: expect.any(String), client_id: CLIENT_ID, origin: null, nonce: 'n-10', fedcm: null, context: null, outcome: 'minted' },
    ]);
    await t.dev('POST', '/reset');
    expect((await t.dev('GET', '/gsi/log')).json.entries).toEqual([]);
  });

  it('serves the prompt page framed only by the page origin, showing the next identity without taking it', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/oauth/identities', { provider: 'google', email: 'peek@example.com', name: '<Peek> Person', subject: 'p-1' });
    const query = new URLSearchParams({ client_id: CLIENT_ID, nonce: 'n-1', origin: PAGE, context: 'signin', fedcm: '0' });
    const page = await t.request('GET', `/_emulator/gsi/prompt?${query.toString()}`, { authorization: null });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors ${PAGE}`);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(page.text).toContain('Sign in to localhost:3000 with Google');
    expect(page.text).toContain('&lt;Peek&gt; Person');
    expect(page.text).toContain('peek@example.com');
    expect(page.text).toContain('>Continue as &lt;Peek&gt;</button>');
    expect(page.text).toContain('aria-label="Close"');
    expect(page.text).not.toMatch(/\son[a-z]+=/);

    // Continue mints for that identity (taking it off the queue) and the page's nonce.
    const credential = await t.request('POST', '/_emulator/gsi/credential', {
      authorization: null,
      headers: { origin: BASE_URL },
      body: { client_id: CLIENT_ID, nonce: 'n-1', origin: PAGE, context: 'signin' },
    });
    expect(credential.status).toBe(200);
    expect(decodeJwt(credential.json.credential)).toMatchObject({ email: 'peek@example.com', nonce: 'n-1', aud: CLIENT_ID });
    expect((await t.request('GET', `/_emulator/gsi/prompt?${query.toString()}`, { authorization: null })).text).toContain(
      'google.user@example.com',
    );

    // Neither the page nor a credential for a client or origin the prompt would refuse.
    const refusedQuery = new URLSearchParams({ client_id: CLIENT_ID, origin: 'https://app.example' });
    expect((await t.request('GET', `/_emulator/gsi/prompt?${refusedQuery.toString()}`, { authorization: null })).status).toBe(400);
    const refused = await t.request('POST', '/_emulator/gsi/credential', {
      authorization: null,
      body: { client_id: 'other.apps.googleusercontent.com', origin: PAGE },
    });
    expectErrorShape(refused, 403, 'invalid_client');
  });
});
