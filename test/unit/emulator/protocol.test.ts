import { describe, expect, it } from 'vitest';
import { basic, expectErrorShape, ORIGIN, PUBLIC_TOKEN, TestEmulator } from './helpers';

describe('envelope and error body', () => {
  it('wraps success in data with request_id and status_code', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('POST', '/users/search', { body: { email: 'new@example.com' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(Object.keys(res.json)).toEqual(['data']);
    expect(res.json.data.userType).toBe('new');
    expect(res.json.data.status_code).toBe(200);
    expect(res.json.data.request_id).toMatch(/^request-id-test-[0-9a-f-]{36}$/);
  });

  it('answers errors with the top-level provider body and never body/params/query keys', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('POST', '/users/search', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json).toEqual({
      status_code: 400,
      request_id: expect.stringMatching(/^request-id-test-/),
      error_type: 'invalid_email',
      error_message: 'Email format is invalid.',
      error_url: 'https://stytch.com/docs/api/errors/400#invalid_email',
    });
    for (const key of ['body', 'params', 'query', 'data']) expect(res.json).not.toHaveProperty(key);
  });

  it('answers unknown routes with 404 route_not_found', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.sdk('GET', '/no/such/route'), 404, 'route_not_found');
    expectErrorShape(await t.request('GET', '/elsewhere'), 404, 'route_not_found');
  });

  it('gives every response a fresh request id', async () => {
    const t = new TestEmulator();
    const a = await t.sdk('POST', '/users/search', { body: { email: 'a@example.com' } });
    const b = await t.sdk('POST', '/users/search', { body: { email: 'a@example.com' } });
    expect(a.json.data.request_id).not.toBe(b.json.data.request_id);
  });
});

describe('CORS', () => {
  const preflightHeaders = {
    origin: ORIGIN,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization,content-type,x-sdk-client,x-sdk-parent-host',
  };

  it('answers a preflight with 204, the echoed origin, credentials and the accepted headers', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('OPTIONS', '/otps/email/login_or_create', {
      authorization: null,
      headers: preflightHeaders,
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, x-sdk-client, x-sdk-parent-host',
    );
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(res.headers.get('access-control-allow-methods')).toContain(method);
    }
  });

  it('lists the SDK headers when the preflight names none', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('OPTIONS', '/sessions/revoke', {
      authorization: null,
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, x-sdk-client, x-sdk-parent-host',
    );
  });

  it('puts CORS headers on success and error responses alike', async () => {
    const t = new TestEmulator();
    const ok = await t.sdk('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`, { headers: { origin: ORIGIN } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const error = await t.sdk('POST', '/sessions/authenticate', { body: {}, headers: { origin: ORIGIN } });
    expect(error.status).toBe(404);
    expect(error.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(error.headers.get('access-control-allow-credentials')).toBe('true');
    const unauthorized = await t.sdk('GET', '/users/me', { authorization: null, headers: { origin: ORIGIN } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const missing = await t.sdk('GET', '/nope', { headers: { origin: ORIGIN } });
    expect(missing.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('sends no allow-origin to a foreign origin, unless configured', async () => {
    const t = new TestEmulator();
    const foreign = 'https://evil.example';
    const pre = await t.sdk('OPTIONS', '/users/me', {
      authorization: null,
      headers: { ...preflightHeaders, origin: foreign },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = await t.sdk('POST', '/users/search', { body: { email: 'a@example.com' }, headers: { origin: foreign } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    // A host that merely starts with "localhost" is not loopback.
    const lookalike = await t.sdk('POST', '/users/search', {
      body: { email: 'a@example.com' },
      headers: { origin: 'http://localhost.evil.example' },
    });
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();

    await t.dev('PATCH', '/config', { allowedOrigins: [foreign] });
    const allowed = await t.sdk('POST', '/users/search', {
      body: { email: 'a@example.com' },
      headers: { origin: foreign },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(foreign);
  });

  it('allows IPv6 loopback and covers the dev API', async () => {
    const t = new TestEmulator();
    const res = await t.request('GET', '/_emulator/messages', {
      authorization: null,
      headers: { origin: 'http://[::1]:8080' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://[::1]:8080');
    const pre = await t.request('OPTIONS', '/_emulator/reset', {
      authorization: null,
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });
});

describe('dev API origin guard', () => {
  it('refuses state-changing dev calls from a foreign page but not from tools or local pages', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'keep@example.com' });
    const foreign = await t.request('POST', '/_emulator/reset', {
      authorization: null,
      headers: { origin: 'https://evil.example' },
    });
    expectErrorShape(foreign, 403, 'forbidden_origin');
    expect((await t.dev('GET', '/users')).json.users).toHaveLength(1);
    const read = await t.request('GET', '/_emulator/messages', {
      authorization: null,
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const local = await t.request('POST', '/_emulator/reset', { authorization: null, headers: { origin: ORIGIN } });
    expect(local.status).toBe(200);
    expect((await t.dev('GET', '/users')).json.users).toHaveLength(0);
  });
});

describe('Basic auth', () => {
  it('rejects a missing or foreign public token with 401 invalid_public_token', async () => {
    const t = new TestEmulator();
    const body = { email: 'a@example.com' };
    for (const authorization of [null, 'Bearer abc', basic('x', 'public-token-test-other'), 'Basic !!!']) {
      const res = await t.sdk('POST', '/users/search', { body, authorization });
      expectErrorShape(res, 401, 'invalid_public_token');
      expect(res.json.error_message).toBe('The public token is invalid or does not belong to this project.');
    }
  });

  it('tells a missing session from an unusable session token', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.sdk('GET', '/users/me'), 401, 'user_unauthenticated');
    expect((await t.sdk('GET', '/users/me')).json.error_message).toBe(
      'Must have an active session to call this method.',
    );
    expectErrorShape(await t.sdk('GET', '/users/me', { secret: 'not-a-session' }), 401, 'unauthorized_credentials');
  });

  it('treats a stale session token as anonymous on login routes', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('POST', '/otps/email/login_or_create', {
      body: { email: 'a@example.com' },
      secret: 'stale-token',
    });
    expect(res.status).toBe(200);
  });
});

describe('request validation', () => {
  it('maps a bad email, a bad phone number and a bad code to their error types', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'a@b' } }), 400, 'invalid_email');
    expectErrorShape(await t.sdk('POST', '/otps/email/login_or_create', { body: {} }), 400, 'invalid_email');
    for (const phone of ['12015550123', '+0123456789', '+1 201 555 0123', '+1234']) {
      expectErrorShape(
        await t.sdk('POST', '/otps/sms/login_or_create', { body: { phone_number: phone } }),
        400,
        'invalid_phone_number',
      );
    }
    expectErrorShape(
      await t.sdk('POST', '/otps/authenticate', { body: { token: '12345', method_id: 'x' } }),
      400,
      'invalid_code',
    );
  });

  it('reports other fields as bad_request with "path: message"', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('POST', '/otps/email/login_or_create', {
      body: { email: 'a@example.com', expiration_minutes: 'five' },
    });
    expectErrorShape(res, 400, 'bad_request');
    expect(res.json.error_message).toMatch(/^expiration_minutes: /);
    const missing = await t.sdk('POST', '/magic_links/authenticate', { body: {} });
    expectErrorShape(missing, 400, 'bad_request');
    expect(missing.json.error_message).toMatch(/^token: /);
  });

  it('rejects bodies that are not JSON or not objects', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.sdk('POST', '/users/search', { rawBody: '{nope' }), 400, 'bad_request');
    expectErrorShape(await t.sdk('POST', '/users/search', { rawBody: '[1,2]' }), 400, 'bad_request');
    const wrongType = await t.sdk('POST', '/users/search', {
      rawBody: '{"email":"a@example.com"}',
      headers: { 'content-type': 'text/plain' },
    });
    expectErrorShape(wrongType, 400, 'bad_request');
    expect(wrongType.json.error_message).toBe('Content-Type must be application/json.');
  });

  it('ignores unknown fields such as captcha_token and dfp_telemetry_id', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('POST', '/otps/email/login_or_create', {
      body: { email: 'a@example.com', captcha_token: 'c', dfp_telemetry_id: 'd', surprise: true },
    });
    expect(res.status).toBe(200);
  });

  it('accepts an empty body with the JSON content type', async () => {
    const t = new TestEmulator();
    const { session_token } = await t.loginByEmailOtp('a@example.com');
    const res = await t.sdk('POST', '/sessions/authenticate', { secret: session_token });
    expect(res.status).toBe(200);
    const revoke = await t.sdk('POST', '/sessions/revoke', { secret: session_token });
    expect(revoke.status).toBe(200);
  });
});
