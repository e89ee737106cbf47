import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, TestEmulator } from './helpers';

const PROJECT = 'project-test-emulator';

describe('session JWTs', () => {
  it('verify against both JWKS endpoints with the documented claims', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('jwt@example.com');
    const jwks = (await t.request('GET', `/v1/sessions/jwks/${PROJECT}`, { authorization: null })).json;
    const wellKnown = (await t.request('GET', '/.well-known/jwks.json', { authorization: null })).json;
    expect(wellKnown.keys).toEqual(jwks.keys);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.stringMatching(/^jwk-test-/) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(decodeProtectedHeader(login.session_jwt)).toMatchObject({ alg: 'RS256', kid: jwks.keys[0].kid });

    const { payload } = await jwtVerify(login.session_jwt, createLocalJWKSet({ keys: jwks.keys }), {
      issuer: `stytch.com/${PROJECT}`,
      audience: PROJECT,
    });
    expect(payload.sub).toBe(login.user_id);
    expect(payload.aud).toEqual([PROJECT]);
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload.nbf).toBe(payload.iat);
    expect(payload['https://stytch.com/session']).toEqual({
      id: login.session.session_id,
      started_at: login.session.started_at,
      last_accessed_at: login.session.last_accessed_at,
      expires_at: login.session.expires_at,
      attributes: login.session.attributes,
      authentication_factors: login.session.authentication_factors,
      roles: ['stytch_user'],
    });
  });

  it('uses the configured JWT lifetime and 404s an unknown project', async () => {
    const t = new TestEmulator({ config: { jwtLifetimeSeconds: 60 } });
    const login = await t.loginByEmailOtp('short@example.com');
    const [, payload] = login.session_jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(60);
    expectErrorShape(await t.request('GET', '/v1/sessions/jwks/project-other', { authorization: null }), 404, 'project_not_found');
  });
});

describe('authenticate payload', () => {
  it('has the session, user and both tokens', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('payload@example.com');
    expect(login.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.session_jwt.split('.')).toHaveLength(3);
    expect(login.user_id).toBe(login.user.user_id);
    expect(login.session).toMatchObject({
      session_id: expect.stringMatching(/^session-test-/),
      user_id: login.user_id,
      custom_claims: {},
      roles: ['stytch_user'],
      attributes: { ip_address: '', user_agent: '' },
    });
    const started = Date.parse(login.session.started_at);
    expect(Date.parse(login.session.expires_at) - started).toBeGreaterThanOrEqual(30 * 60 * 1000 - 5);
    expect(Date.parse(login.session.expires_at) - started).toBeLessThanOrEqual(30 * 60 * 1000 + 5);
  });

  it('records the user agent and, behind a trusted proxy, the forwarded address', async () => {
    const t = new TestEmulator({ config: { trustProxy: true } });
    const sent = await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'ua@example.com' } });
    const { code } = await t.lastMessage('ua@example.com');
    const res = await t.sdk('POST', '/otps/authenticate', {
      body: { token: code, method_id: sent.json.data.method_id },
      headers: { 'user-agent': 'TestAgent/1.0', 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
    });
    expect(res.json.data.session.attributes).toEqual({ ip_address: '203.0.113.9', user_agent: 'TestAgent/1.0' });
  });

  it('adds a second factor of the same user to the existing session', async () => {
    const t = new TestEmulator();
    const first = await t.loginByEmailOtp('multi@example.com');
    const sent = await t.sdk('POST', '/otps/sms/send/secondary', {
      body: { phone_number: '+12015550123' },
      secret: first.session_token,
    });
    expect(sent.status).toBe(200);
    const { code } = await t.lastMessage('+12015550123');
    const second = await t.sdk('POST', '/otps/authenticate', {
      body: { token: code, method_id: sent.json.data.method_id, session_duration_minutes: 60 },
      secret: first.session_token,
    });
    expect(second.status).toBe(200);
    const data = second.json.data;
    expect(data.session.session_id).toBe(first.session.session_id);
    expect(data.session_token).toBe(first.session_token);
    expect(data.session.authentication_factors.map((f: any) => f.delivery_method)).toEqual(['email', 'sms']);
    expect(data.user.phone_numbers[0]).toMatchObject({ phone_number: '+12015550123', verified: true });
  });

  it('starts a new session when the caller holds another user\'s session', async () => {
    const t = new TestEmulator();
    const alice = await t.loginByEmailOtp('alice@example.com');
    const bob = await t.loginByEmailOtp('bob@example.com', alice.session_token);
    expect(bob.session.session_id).not.toBe(alice.session.session_id);
    expect(bob.session_token).not.toBe(alice.session_token);
    expect(bob.session.authentication_factors).toHaveLength(1);
    // Alice's session is untouched.
    expect((await t.sdk('GET', '/users/me', { secret: alice.session_token })).json.data.user_id).toBe(alice.user_id);
  });
});

describe('POST /sessions/authenticate', () => {
  it('keeps the token, refreshes the JWT and last_accessed_at, and keeps expiry without a duration', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('refresh@example.com');
    await t.advance(60);
    const res = await t.sdk('POST', '/sessions/authenticate', { body: {}, secret: login.session_token });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.session_token).toBe(login.session_token);
    expect(data.session_jwt).not.toBe(login.session_jwt);
    expect(data.session.expires_at).toBe(login.session.expires_at);
    expect(Date.parse(data.session.last_accessed_at)).toBeGreaterThanOrEqual(Date.parse(login.session.last_accessed_at) + 60_000);
    expect(data.user.user_id).toBe(login.user_id);
  });

  it('extends expiry to now + session_duration_minutes', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('extend@example.com');
    const res = await t.sdk('POST', '/sessions/authenticate', {
      body: { session_duration_minutes: 120 },
      secret: login.session_token,
    });
    const { session } = res.json.data;
    const delta = Date.parse(session.expires_at) - Date.parse(session.last_accessed_at);
    expect(Math.abs(delta - 120 * 60_000)).toBeLessThan(50);
  });

  it('uses sessionDefaultMinutes when a login sends no duration', async () => {
    const t = new TestEmulator({ config: { sessionDefaultMinutes: 10 } });
    const sent = await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'def@example.com' } });
    const { code } = await t.lastMessage('def@example.com');
    const res = await t.sdk('POST', '/otps/authenticate', { body: { token: code, method_id: sent.json.data.method_id } });
    const { session } = res.json.data;
    expect(Math.abs(Date.parse(session.expires_at) - Date.parse(session.started_at) - 10 * 60_000)).toBeLessThan(50);
  });

  it('accepts the session token or JWT in the body', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('body@example.com');
    const byToken = await t.sdk('POST', '/sessions/authenticate', { body: { session_token: login.session_token } });
    expect(byToken.json.data.session.session_id).toBe(login.session.session_id);
    const byJwtWithHeader = await t.sdk('POST', '/sessions/authenticate', {
      body: { session_jwt: login.session_jwt },
      secret: login.session_token,
    });
    expect(byJwtWithHeader.json.data.session_token).toBe(login.session_token);
    const byJwt = await t.sdk('POST', '/sessions/authenticate', { body: { session_jwt: login.session_jwt } });
    expect(byJwt.status).toBe(200);
    expect(byJwt.json.data.session.session_id).toBe(login.session.session_id);
    // Only digests are stored, so a JWT-only caller receives a token of its own; the first stays valid.
    const fresh = byJwt.json.data.session_token;
    expect(fresh).not.toBe(login.session_token);
    expect((await t.sdk('GET', '/users/me', { secret: fresh })).status).toBe(200);
    expect((await t.sdk('GET', '/users/me', { secret: login.session_token })).status).toBe(200);
    const tampered = login.session_jwt.slice(0, -4) + 'AAAA';
    expectErrorShape(await t.sdk('POST', '/sessions/authenticate', { body: { session_jwt: tampered } }), 404, 'session_not_found');
  });

  it('answers 404 session_not_found for a missing, unknown, expired or revoked session', async () => {
    const t = new TestEmulator();
    const notFound = await t.sdk('POST', '/sessions/authenticate', { body: {} });
    expectErrorShape(notFound, 404, 'session_not_found');
    expect(notFound.json.error_message).toBe('Session could not be found.');
    expectErrorShape(await t.sdk('POST', '/sessions/authenticate', { body: {}, secret: 'unknown' }), 404, 'session_not_found');

    const login = await t.loginByEmailOtp('expire@example.com');
    await t.advance(31 * 60);
    expectErrorShape(
      await t.sdk('POST', '/sessions/authenticate', { body: {}, secret: login.session_token }),
      404,
      'session_not_found',
    );
    expectErrorShape(await t.sdk('GET', '/users/me', { secret: login.session_token }), 401, 'unauthorized_credentials');

    const again = await t.loginByEmailOtp('revoke@example.com');
    expect((await t.sdk('POST', '/sessions/revoke', { secret: again.session_token })).status).toBe(200);
    expectErrorShape(
      await t.sdk('POST', '/sessions/authenticate', { body: {}, secret: again.session_token }),
      404,
      'session_not_found',
    );
  });

  it('keeps a session alive past its first expiry when refreshed with a duration', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('alive@example.com');
    await t.advance(25 * 60);
    await t.sdk('POST', '/sessions/authenticate', { body: { session_duration_minutes: 30 }, secret: login.session_token });
    await t.advance(25 * 60);
    expect((await t.sdk('POST', '/sessions/authenticate', { body: {}, secret: login.session_token })).status).toBe(200);
  });
});

describe('POST /sessions/revoke and unsupported session routes', () => {
  it('revokes only the caller\'s session; no session is 404', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.sdk('POST', '/sessions/revoke'), 404, 'session_not_found');
    const a = await t.loginByEmailOtp('a@example.com');
    const b = await t.loginByEmailOtp('b@example.com');
    const res = await t.sdk('POST', '/sessions/revoke', { secret: a.session_token });
    expect(res.json).toEqual({ data: { request_id: expect.any(String), status_code: 200 } });
    expect((await t.sdk('GET', '/users/me', { secret: b.session_token })).status).toBe(200);
    expectErrorShape(await t.sdk('POST', '/sessions/revoke', { secret: a.session_token }), 404, 'session_not_found');
  });

  it('answers exchange_access_token and attest with not_supported_in_emulator', async () => {
    const t = new TestEmulator();
    for (const path of ['/sessions/exchange_access_token', '/sessions/attest']) {
      expectErrorShape(await t.sdk('POST', path, { body: {} }), 400, 'not_supported_in_emulator');
    }
  });
});
