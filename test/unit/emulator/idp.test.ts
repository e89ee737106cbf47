import { createHash } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import type { ConnectedAppConfig, EmulatorConfigInput } from '../../../emulator/src/config';
import { AUTHORIZATION_CODES, CONSENT_GRANTS, ISSUED_TOKENS } from '../../../emulator/src/products/idp/records';
import { BASE_URL, expectErrorShape, TestEmulator, type CallResult } from './helpers';

/**
 * The identity provider (docs/protocol.md §7.9): the consent page's calls, the
 * OpenID Connect back channel (token, userinfo, JWKS, discovery), logout and
 * the dev API's connected apps, through the in-process app.
 */

const CALLBACK = 'https://rp.example/callback?tenant=7';
const LOGOUT_TO = 'https://rp.example/signed-out';
const VERIFIER = 'v'.repeat(64);
const CHALLENGE = createHash('sha256').update(VERIFIER, 'ascii').digest('base64url');

const APPS: ConnectedAppConfig[] = [
  { client_id: 'first', client_secret: 'first-secret', client_name: 'First', client_type: 'first_party', redirect_uris: [CALLBACK], post_logout_redirect_uris: [LOGOUT_TO] },
  { client_id: 'third', client_secret: 'third-secret', client_name: 'Third', client_type: 'third_party', redirect_uris: [CALLBACK], post_logout_redirect_uris: [LOGOUT_TO], logo_url: 'https://rp.example/logo.png' },
  { client_id: 'spa', client_name: 'SPA', client_type: 'third_party_public', redirect_uris: [CALLBACK], post_logout_redirect_uris: [] },
  { client_id: 'strict', client_secret: 'strict-secret', client_name: 'Strict', client_type: 'first_party', redirect_uris: [CALLBACK], post_logout_redirect_uris: [], consent_required: true },
];

const POLICY = {
  roles: [
    { role_id: 'stytch_user', description: 'Everyone', permissions: [{ resource_id: 'documents', actions: ['read'] }] },
    { role_id: 'editor', description: 'Editors', permissions: [{ resource_id: 'documents', actions: ['*'] }] },
  ],
  resources: [{ resource_id: 'documents', description: 'Docs', actions: ['read', 'write'] }],
  scopes: [
    { scope: 'docs:read', description: 'Read your documents', permissions: [{ resource_id: 'documents', actions: ['read'] }] },
    { scope: 'docs:write', description: 'Change your documents', permissions: [{ resource_id: 'documents', actions: ['read', 'write'] }] },
  ],
};

function emulator(config: EmulatorConfigInput = {}): TestEmulator {
  return new TestEmulator({ config: { connectedApps: structuredClone(APPS), rbacPolicy: POLICY, ...config } });
}

interface Signed {
  token: string;
  userId: string;
}

async function signIn(t: TestEmulator, email = 'ada@example.com', roles: string[] = []): Promise<Signed> {
  await t.dev('POST', '/users', {
    email,
    roles,
    phone_number: '+14155550100',
    name: { first_name: 'Ada', last_name: 'Lovelace' },
  });
  const login = await t.loginByEmailOtp(email);
  return { token: login.session_token, userId: login.user_id };
}

function authorize(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    client_id: 'third',
    redirect_uri: CALLBACK,
    response_type: 'code',
    scopes: ['openid', 'email', 'profile'],
    state: 'st-1',
    nonce: 'n-1',
    ...overrides,
  };
}

const start = (t: TestEmulator, body: Record<string, unknown>, secret?: string) =>
  t.sdk('POST', '/idp/oauth/authorize/start', { body, secret });
const submit = (t: TestEmulator, body: Record<string, unknown>, consent: boolean, secret?: string) =>
  t.sdk('POST', '/idp/oauth/authorize/submit', { body: { ...body, consent_granted: consent }, secret });

function paramsOf(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

async function token(t: TestEmulator, form: Record<string, string>, basic?: [string, string]): Promise<CallResult> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const authorization = basic ? `Basic ${Buffer.from(`${basic[0]}:${basic[1]}`).toString('base64')}` : null;
  return t.request('POST', '/v1/oauth2/token', { rawBody: new URLSearchParams(form).toString(), headers, authorization });
}

async function userinfo(t: TestEmulator, accessToken: string): Promise<CallResult> {
  return t.request('GET', '/v1/oauth2/userinfo', { authorization: `Bearer ${accessToken}` });
}

/** Consent given and a code issued for `body`; returns the code. */
async function codeFor(t: TestEmulator, user: Signed, body: Record<string, unknown>): Promise<string> {
  const answer = await submit(t, body, true, user.token);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data.authorization_code;
}

const redeem = (t: TestEmulator, code: string, client: [string, string] = ['third', 'third-secret'], extra: Record<string, string> = {}) =>
  token(t, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, ...extra }, client);

describe('discovery and keys', () => {
  it('publishes the provider metadata with the host pages as front channel', async () => {
    const t = emulator({ idp: { authorizationUrl: 'http://localhost:3000/consent', logoutUrl: 'http://localhost:3000/bye' } });
    const doc = await t.request('GET', '/.well-known/openid-configuration', { authorization: null });
    expect(doc.status).toBe(200);
    expect(doc.json).toMatchObject({
      issuer: BASE_URL,
      authorization_endpoint: 'http://localhost:3000/consent',
      end_session_endpoint: 'http://localhost:3000/bye',
      token_endpoint: `${BASE_URL}/v1/oauth2/token`,
      userinfo_endpoint: `${BASE_URL}/v1/oauth2/userinfo`,
      jwks_uri: `${BASE_URL}/v1/oauth2/jwks.json`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      id_token_signing_alg_values_supported: ['RS256'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(doc.json.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access', 'docs:read', 'docs:write']));
    expect(doc.headers.get('access-control-allow-origin')).toBe('*');
    const jwks = await t.request('GET', '/v1/oauth2/jwks.json', { authorization: null });
    expect(jwks.json.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) })]);
    // The session JWKS shares /.well-known and still answers; unknown paths use the OAuth format.
    expect((await t.request('GET', '/.well-known/jwks.json', { authorization: null })).status).toBe(200);
    const unknown = await t.request('GET', '/v1/oauth2/nothing', { authorization: null });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('invalid_request');
  });

  it('takes the configured issuer', async () => {
    const t = emulator({ idp: { issuer: 'https://id.example' } });
    const doc = await t.request('GET', '/.well-known/openid-configuration', { authorization: null });
    expect(doc.json.issuer).toBe('https://id.example');
  });
});

describe('authorize start and submit: validation', () => {
  it('refuses an untrusted client or redirect URI without redirecting', async () => {
    const t = emulator();
    const user = await signIn(t);
    for (const route of [start, (tt: TestEmulator, b: Record<string, unknown>, s?: string) => submit(tt, b, true, s)]) {
      expectErrorShape(await route(t, authorize({ client_id: 'nobody' }), user.token), 404, 'oauth_client_not_found');
      expectErrorShape(await route(t, authorize({ redirect_uri: `${CALLBACK}&x=1` }), user.token), 400, 'invalid_redirect_uri');
      expectErrorShape(await route(t, authorize({ redirect_uri: 'https://rp.example/callback' }), user.token), 400, 'invalid_redirect_uri');
      expectErrorShape(await route(t, authorize({ response_type: 'token' }), user.token), 400, 'unsupported_response_type');
      expectErrorShape(await route(t, authorize({ client_id: 'spa' }), user.token), 400, 'pkce_required');
      expectErrorShape(
        await route(t, authorize({ client_id: 'spa', code_challenge: CHALLENGE, code_challenge_method: 'plain' }), user.token),
        400,
        'invalid_code_challenge_method',
      );
    }
    // Checked before the session: an unknown client is refused even to a visitor.
    expectErrorShape(await start(t, authorize({ client_id: 'nobody', prompt: 'none' })), 404, 'oauth_client_not_found');
  });

  it('needs a session unless prompt=none', async () => {
    const t = emulator();
    expectErrorShape(await start(t, authorize()), 401, 'user_unauthenticated');
    expectErrorShape(await submit(t, authorize(), true), 401, 'user_unauthenticated');
    expectErrorShape(await start(t, authorize(), 'not-a-session'), 401, 'unauthorized_credentials');
  });

  it('answers the client and the scope results', async () => {
    const t = emulator();
    const user = await signIn(t);
    const answer = await start(t, authorize({ scopes: ['openid', 'docs:read', 'docs:write', 'mystery', 'full_access'] }), user.token);
    expect(answer.json.data).toEqual({
      request_id: expect.any(String),
      status_code: 200,
      user_id: user.userId,
      consent_required: true,
      client: { client_id: 'third', client_name: 'Third', client_type: 'third_party', client_description: '', client_logo_url: 'https://rp.example/logo.png' },
      scope_results: [
        { scope: 'openid', description: 'Verify your identity', is_grantable: true },
        { scope: 'docs:read', description: 'Read your documents', is_grantable: true },
        { scope: 'docs:write', description: 'Change your documents', is_grantable: false },
        { scope: 'mystery', description: 'Use the mystery scope', is_grantable: false },
        { scope: 'full_access', description: expect.any(String), is_grantable: false },
      ],
    });
  });

  it('grants custom scopes from the roles, and full_access only to first-party clients', async () => {
    const t = emulator();
    const editor = await signIn(t, 'editor@example.com', ['editor']);
    const scopes = ['docs:write', 'full_access', 'offline_access', 'phone'];
    const third = await start(t, authorize({ scopes }), editor.token);
    expect(third.json.data.scope_results.map((r: { is_grantable: boolean }) => r.is_grantable)).toEqual([true, false, true, true]);
    const first = await start(t, authorize({ client_id: 'first', scopes }), editor.token);
    expect(first.json.data.scope_results.map((r: { is_grantable: boolean }) => r.is_grantable)).toEqual([true, true, true, true]);
  });
});

describe('consent', () => {
  it('skips consent for a first-party client unless prompt=consent or the client always asks', async () => {
    const t = emulator();
    const user = await signIn(t);
    expect((await start(t, authorize({ client_id: 'first' }), user.token)).json.data.consent_required).toBe(false);
    expect((await start(t, authorize({ client_id: 'first', prompt: 'consent' }), user.token)).json.data.consent_required).toBe(true);
    const strict = authorize({ client_id: 'strict' });
    expect((await start(t, strict, user.token)).json.data.consent_required).toBe(true);
    await codeFor(t, user, strict);
    expect((await start(t, strict, user.token)).json.data.consent_required).toBe(true);
    // Without consent required, the widget submits consent_granted: false and still gets a code.
    const silent = await submit(t, authorize({ client_id: 'first' }), false, user.token);
    expect(paramsOf(silent.json.data.redirect_uri).get('code')).toBe(silent.json.data.authorization_code);
  });

  it('asks a third-party client once per set of scopes', async () => {
    const t = emulator();
    const user = await signIn(t);
    expect((await start(t, authorize(), user.token)).json.data.consent_required).toBe(true);
    await codeFor(t, user, authorize());
    expect((await start(t, authorize(), user.token)).json.data.consent_required).toBe(false);
    expect((await start(t, authorize({ scopes: ['openid'] }), user.token)).json.data.consent_required).toBe(false);
    expect((await start(t, authorize({ scopes: ['openid', 'phone'] }), user.token)).json.data.consent_required).toBe(true);
    expect((await start(t, authorize({ prompt: 'consent' }), user.token)).json.data.consent_required).toBe(true);
    // An ungrantable scope does not keep asking.
    expect((await start(t, authorize({ scopes: ['openid', 'mystery'] }), user.token)).json.data.consent_required).toBe(false);
    // Another user is asked.
    const other = await signIn(t, 'bob@example.com');
    expect((await start(t, authorize(), other.token)).json.data.consent_required).toBe(true);
  });

  it('redirects a denial with access_denied and the state', async () => {
    const t = emulator();
    const user = await signIn(t);
    const denied = await submit(t, authorize(), false, user.token);
    expect(denied.json.data.authorization_code).toBeUndefined();
    const params = paramsOf(denied.json.data.redirect_uri);
    expect(denied.json.data.redirect_uri.startsWith(`${CALLBACK}&`)).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      tenant: '7',
      error: 'access_denied',
      error_description: expect.any(String),
      state: 'st-1',
      iss: BASE_URL,
    });
  });

  it('answers prompt=none with login_required or consent_required, never a question', async () => {
    const t = emulator();
    for (const call of [start(t, authorize({ prompt: 'none' })), submit(t, authorize({ prompt: 'none' }), false)]) {
      const answer = await call;
      expect(answer.status).toBe(200);
      expect(answer.json.data.consent_required ?? false).toBe(false);
      const params = paramsOf(answer.json.data.redirect_uri);
      expect([params.get('error'), params.get('state'), params.get('iss')]).toEqual(['login_required', 'st-1', BASE_URL]);
    }
    const user = await signIn(t);
    const asking = await start(t, authorize({ prompt: 'none' }), user.token);
    expect(asking.json.data.consent_required).toBe(false);
    expect(paramsOf(asking.json.data.redirect_uri).get('error')).toBe('consent_required');
    const submitted = await submit(t, authorize({ prompt: 'none' }), true, user.token);
    expect(paramsOf(submitted.json.data.redirect_uri).get('error')).toBe('consent_required');
    // Once granted, prompt=none passes silently with a code.
    await codeFor(t, user, authorize());
    const silent = await submit(t, authorize({ prompt: 'none' }), false, user.token);
    expect(paramsOf(silent.json.data.redirect_uri).get('code')).toBeTruthy();
  });
});

describe('token endpoint', () => {
  it('redeems a code once for RS256 ID tokens with the granted claims only', async () => {
    const t = emulator();
    const user = await signIn(t);
    const code = await codeFor(t, user, authorize({ scopes: ['openid', 'email', 'mystery'] }));
    const answer = await redeem(t, code);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email',
      id_token: expect.any(String),
    });
    const jwks = createLocalJWKSet((await t.request('GET', '/v1/oauth2/jwks.json')).json);
    const { payload, protectedHeader } = await jwtVerify(answer.json.id_token, jwks, { issuer: BASE_URL, audience: 'third' });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toEqual({
      iss: BASE_URL,
      sub: user.userId,
      aud: 'third',
      exp: expect.any(Number),
      iat: expect.any(Number),
      auth_time: expect.any(Number),
      nonce: 'n-1',
      email: 'ada@example.com',
      email_verified: true,
    });

    const again = await redeem(t, code);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('invalid_grant');
    // The reuse revoked what the first redemption issued.
    expect((await userinfo(t, answer.json.access_token)).status).toBe(401);
  });

  it('refuses an expired code, another client, another redirect URI and unknown grants', async () => {
    const t = emulator();
    const user = await signIn(t);
    const code = await codeFor(t, user, authorize());
    expect((await redeem(t, code, ['first', 'first-secret'])).json.error).toBe('invalid_grant');
    const otherUri = await token(t, { grant_type: 'authorization_code', code, redirect_uri: 'https://rp.example/callback' }, ['third', 'third-secret']);
    expect(otherUri.json.error).toBe('invalid_grant');
    expect((await token(t, { grant_type: 'password' }, ['third', 'third-secret'])).json.error).toBe('unsupported_grant_type');
    expect((await token(t, { grant_type: 'authorization_code', code: 'made-up', redirect_uri: CALLBACK }, ['third', 'third-secret'])).json.error).toBe('invalid_grant');
    await t.advance(61);
    const late = await redeem(t, code);
    expect([late.status, late.json.error]).toEqual([400, 'invalid_grant']);
  });

  it('checks the PKCE verifier of a public client', async () => {
    const t = emulator();
    const user = await signIn(t);
    const body = authorize({ client_id: 'spa', code_challenge: CHALLENGE, code_challenge_method: 'S256' });
    const code = await codeFor(t, user, body);
    const form = { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: 'spa' };
    expect((await token(t, form)).json.error).toBe('invalid_grant');
    expect((await token(t, { ...form, code_verifier: 'w'.repeat(64) })).json.error).toBe('invalid_grant');
    const ok = await token(t, { ...form, code_verifier: VERIFIER });
    expect(ok.status, ok.text).toBe(200);
    // A confidential client's code without a challenge refuses a verifier.
    const plain = await codeFor(t, user, authorize());
    expect((await redeem(t, plain, ['third', 'third-secret'], { code_verifier: VERIFIER })).json.error).toBe('invalid_grant');
  });

  it('authenticates clients by basic, post or none', async () => {
    const t = emulator();
    const user = await signIn(t);
    const form = (code: string) => ({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK });
    const code = await codeFor(t, user, authorize());
    const wrong = await token(t, form(code), ['third', 'nope']);
    expect([wrong.status, wrong.json.error]).toEqual([401, 'invalid_client']);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect((await token(t, form(code), ['ghost', 'x'])).json.error).toBe('invalid_client');
    expect((await token(t, { ...form(code), client_id: 'third' })).json.error).toBe('invalid_client');
    expect((await token(t, { ...form(code), client_secret: 'third-secret' }, ['third', 'third-secret'])).json.error).toBe('invalid_request');
    const spaCode = await codeFor(t, user, authorize({ client_id: 'spa', code_challenge: CHALLENGE }));
    const spaSecret = await token(t, { ...form(spaCode), client_id: 'spa', client_secret: 'x', code_verifier: VERIFIER });
    expect(spaSecret.json.error).toBe('invalid_client');
    const json = await t.request('POST', '/v1/oauth2/token', { body: form(code), authorization: null });
    expect(json.json.error).toBe('invalid_request');
    // client_secret_post works, and nothing above spent the code.
    const posted = await token(t, { ...form(code), client_id: 'third', client_secret: 'third-secret' });
    expect(posted.status, posted.text).toBe(200);
  });

  it('issues refresh tokens only with offline_access, rotating them', async () => {
    const t = emulator();
    const user = await signIn(t);
    const without = await redeem(t, await codeFor(t, user, authorize()));
    expect(without.json.refresh_token).toBeUndefined();
    const first = await redeem(t, await codeFor(t, user, authorize({ scopes: ['openid', 'email', 'offline_access'] })));
    expect(first.json.refresh_token).toEqual(expect.any(String));
    const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
      token(t, { grant_type: 'refresh_token', refresh_token: refreshToken, ...extra }, ['third', 'third-secret']);
    const second = await refresh(first.json.refresh_token);
    expect(second.status, second.text).toBe(200);
    expect(second.json.refresh_token).not.toBe(first.json.refresh_token);
    const idToken = decodeJwt(second.json.id_token);
    expect(idToken.nonce).toBeUndefined();
    expect(idToken.email).toBe('ada@example.com');
    // Narrowing is allowed, widening is not.
    expect((await refresh(second.json.refresh_token, { scope: 'openid phone' })).json.error).toBe('invalid_scope');
    // Reusing the rotated token fails and revokes the whole family.
    const replay = await refresh(first.json.refresh_token);
    expect(replay.json.error).toBe('invalid_grant');
    expect((await refresh(second.json.refresh_token)).json.error).toBe('invalid_grant');
    expect((await userinfo(t, second.json.access_token)).status).toBe(401);
    // The browser session's end leaves refresh tokens alone (offline access).
    const third = await redeem(t, await codeFor(t, user, authorize({ scopes: ['openid', 'offline_access'] })));
    await t.sdk('POST', '/sessions/revoke', { secret: user.token });
    expect((await refresh(third.json.refresh_token)).status).toBe(200);
  });
});

describe('userinfo', () => {
  it('answers the claims of the granted scopes only', async () => {
    const t = emulator();
    const user = await signIn(t);
    const all = await redeem(t, await codeFor(t, user, authorize({ client_id: 'first', scopes: ['openid', 'email', 'profile', 'phone'] })), ['first', 'first-secret']);
    expect((await userinfo(t, all.json.access_token)).json).toEqual({
      sub: user.userId,
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      phone_number: '+14155550100',
      phone_number_verified: false,
    });
    const some = await redeem(t, await codeFor(t, user, authorize({ client_id: 'first', scopes: ['openid', 'profile'] })), ['first', 'first-secret']);
    const posted = await t.request('POST', '/v1/oauth2/userinfo', { authorization: `Bearer ${some.json.access_token}` });
    expect(posted.json).toEqual({ sub: user.userId, name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace' });
    const bad = await userinfo(t, 'forged');
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect((await t.request('GET', '/v1/oauth2/userinfo', { authorization: null })).status).toBe(401);
    const oauthOnly = await redeem(t, await codeFor(t, user, authorize({ client_id: 'first', scopes: ['email'] })), ['first', 'first-secret']);
    expect(oauthOnly.json.id_token).toBeUndefined();
    expect((await userinfo(t, oauthOnly.json.access_token)).status).toBe(403);
    await t.advance(3601);
    expect((await userinfo(t, all.json.access_token)).status).toBe(401);
  });

  it('loses grants, codes and tokens with the user, and tokens with a revoked connected app', async () => {
    const t = emulator();
    const user = await signIn(t);
    const issued = await redeem(t, await codeFor(t, user, authorize()));
    const pending = await codeFor(t, user, authorize());
    const apps = await t.sdk('GET', '/users/connected_apps', { secret: user.token });
    expect(apps.json.data.connected_apps).toEqual([
      { connected_app_id: 'third', name: 'Third', description: '', client_type: 'third_party', logo_url: 'https://rp.example/logo.png', scopes_granted: 'openid email profile' },
    ]);
    await t.sdk('POST', '/users/connected_apps/third/revoke', { secret: user.token });
    expect((await userinfo(t, issued.json.access_token)).status).toBe(401);
    expect((await redeem(t, pending)).json.error).toBe('invalid_grant');
    expect((await start(t, authorize(), user.token)).json.data.consent_required).toBe(true);

    const again = await redeem(t, await codeFor(t, user, authorize()));
    await t.dev('DELETE', `/users/${user.userId}`);
    expect((await userinfo(t, again.json.access_token)).status).toBe(401);
    const { store } = t.emulator;
    expect([store.of(CONSENT_GRANTS).size, store.of(AUTHORIZATION_CODES).size, store.of(ISSUED_TOKENS).size]).toEqual([0, 0, 0]);
  });
});

describe('logout start', () => {
  const logout = (t: TestEmulator, body: Record<string, unknown>, secret?: string) =>
    t.sdk('POST', '/oauth/logout/start', { body, secret });

  it('validates the client and the post-logout URI', async () => {
    const t = emulator();
    expectErrorShape(await logout(t, { client_id: 'ghost', post_logout_redirect_uri: LOGOUT_TO }), 404, 'oauth_client_not_found');
    expectErrorShape(
      await logout(t, { client_id: 'first', post_logout_redirect_uri: `${LOGOUT_TO}/x` }),
      400,
      'invalid_post_logout_redirect_uri',
    );
    const visitor = await logout(t, { client_id: 'first', post_logout_redirect_uri: LOGOUT_TO, state: 's 1' });
    expect(visitor.json.data).toMatchObject({ consent_required: false, redirect_uri: `${LOGOUT_TO}?state=s+1` });
  });

  it('skips the confirmation only for a first-party client with an ID token of this user', async () => {
    const t = emulator();
    const user = await signIn(t);
    const idToken = async (client: string, secret: string) =>
      (await redeem(t, await codeFor(t, user, authorize({ client_id: client })), [client, secret])).json.id_token as string;
    const firstToken = await idToken('first', 'first-secret');
    const thirdToken = await idToken('third', 'third-secret');
    const ask = (client: string, hint?: string) =>
      logout(t, { client_id: client, post_logout_redirect_uri: LOGOUT_TO, ...(hint ? { id_token_hint: hint } : {}) }, user.token);
    expect((await ask('first')).json.data.consent_required).toBe(true);
    expect((await ask('first', 'not.a.jwt')).json.data.consent_required).toBe(true);
    expect((await ask('first', thirdToken)).json.data.consent_required).toBe(true);
    expect((await ask('third', thirdToken)).json.data.consent_required).toBe(true);
    await t.advance(2 * 3600);
    const fresh = await signIn(t, 'ada2@example.com');
    expect((await logout(t, { client_id: 'first', post_logout_redirect_uri: LOGOUT_TO, id_token_hint: firstToken }, fresh.token)).json.data.consent_required).toBe(true);
    const back = await t.loginByEmailOtp('ada@example.com');
    // Expired, but signed by the provider for this client and this user.
    expect((await logout(t, { client_id: 'first', post_logout_redirect_uri: LOGOUT_TO, id_token_hint: firstToken }, back.session_token)).json.data.consent_required).toBe(false);
  });
});

describe('dev API connected apps', () => {
  it('adds apps with generated ids and secrets shown once; a reset keeps only config apps', async () => {
    const t = emulator();
    const created = await t.dev('POST', '/connected_apps', {
      client_name: 'Made',
      client_type: 'third_party',
      redirect_uris: ['http://localhost:4000/cb'],
      post_logout_redirect_uris: [],
    });
    expect(created.json).toEqual({ client_id: expect.stringMatching(/^connected-app-test-/), client_secret: expect.any(String) });
    const pub = await t.dev('POST', '/connected_apps', {
      client_id: 'made-public',
      client_name: 'Public',
      client_type: 'first_party_public',
      redirect_uris: ['http://localhost:4000/cb'],
    });
    expect(pub.json).toEqual({ client_id: 'made-public' });
    expectErrorShape(await t.dev('POST', '/connected_apps', { client_id: 'first', client_name: 'x', client_type: 'first_party', redirect_uris: [CALLBACK] }), 409, 'duplicate_client_id');
    expect((await t.dev('POST', '/connected_apps', { client_name: 'x', client_type: 'third_party_public', client_secret: 's', redirect_uris: [CALLBACK] })).status).toBe(400);
    expect((await t.dev('POST', '/connected_apps', { client_name: 'x', client_type: 'third_party', redirect_uris: ['javascript:alert(1)'] })).status).toBe(400);
    const list = await t.dev('GET', '/connected_apps');
    expect(list.text).not.toContain('secret');
    expect(list.json.connected_apps.map((app: { client_id: string }) => app.client_id)).toEqual(['first', 'third', 'spa', 'strict', created.json.client_id, 'made-public']);

    // The generated secret authenticates at the token endpoint.
    const user = await signIn(t);
    const code = await codeFor(t, user, authorize({ client_id: created.json.client_id, redirect_uri: 'http://localhost:4000/cb' }));
    const redeemed = await token(t, { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:4000/cb' }, [created.json.client_id, created.json.client_secret]);
    expect(redeemed.status, redeemed.text).toBe(200);

    await t.dev('POST', '/reset');
    expect((await t.dev('GET', '/connected_apps')).json.connected_apps.map((app: { client_id: string }) => app.client_id)).toEqual(['first', 'third', 'spa', 'strict']);
  });
});
