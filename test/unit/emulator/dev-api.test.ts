import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../emulator/src/html';
import { expectErrorShape, ORIGIN, PUBLIC_TOKEN, TestEmulator } from './helpers';

describe('messages and mailbox', () => {
  it('lists messages newest last, filtered by ?to= case-insensitively', async () => {
    const t = new TestEmulator();
    await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'a@example.com' } });
    await t.sdk('POST', '/otps/sms/login_or_create', { body: { phone_number: '+12015550123' } });
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'a@example.com' } });
    const all = await t.messages();
    expect(all.map((m) => m.channel)).toEqual(['email', 'sms', 'email']);
    expect(all[0]).toEqual({
      id: expect.stringMatching(/^message-test-/),
      channel: 'email',
      from: 'login@portico.test',
      to: 'a@example.com',
      subject: 'Your verification code',
      body: expect.any(String),
      link: null,
      code: expect.stringMatching(/^\d{6}$/),
      sent_at: expect.any(String),
      received_at_ms: expect.any(Number),
    });
    const filtered = await t.messages('A@EXAMPLE.COM');
    // The OTP created the user, so the magic link is a login link.
    expect(filtered.map((m) => m.subject)).toEqual(['Your verification code', 'Your login link']);
    expect(await t.messages('nobody@example.com')).toEqual([]);
  });

  it('serves an HTML mailbox that escapes text and links only http(s) URLs', async () => {
    const t = new TestEmulator({ config: { redirectUrls: ['myapp://callback', 'http://localhost:3000'] } });
    await t.dev('POST', '/users', { email: 'x@example.com' });
    await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'x@example.com', login_magic_link_url: 'myapp://callback' },
    });
    await t.dev('PATCH', '/config', { projectName: '<script>alert("p")</script>' });
    await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'x@example.com', login_magic_link_url: 'http://localhost:3000/cb?a=1&b="2"' },
    });
    for (const path of ['/', '']) {
      const page = await t.request('GET', `/_emulator${path}`, { authorization: null });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      // Updated in place by polling (mailbox-page.test.ts), never by reloading the page.
      expect(page.text).not.toContain('http-equiv="refresh"');
      expect(page.text).not.toContain('<script>');
      expect(page.text).toContain('&lt;script&gt;alert(&quot;p&quot;)&lt;/script&gt;');
      expect(page.text).toMatch(/<p class="link">myapp:\/\/callback\?stytch_token_type=magic_links&amp;token=[\w-]+<\/p>/);
      expect(page.text).not.toContain('href="myapp:');
      expect(page.text).toMatch(
        /<a href="http:\/\/localhost:3000\/cb\?a=1&amp;b=&quot;2&quot;&amp;stytch_token_type=magic_links&amp;token=[\w-]+"/,
      );
    }
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('refuses redirect URLs with script or file schemes', async () => {
    const t = new TestEmulator();
    for (const url of ['javascript:alert(1)//', 'data:text/html,hi', 'file:///etc/passwd']) {
      const res = await t.sdk('POST', '/magic_links/email/login_or_create', {
        body: { email: 'x@example.com', signup_magic_link_url: url },
      });
      expectErrorShape(res, 400, 'invalid_redirect_url');
      expect(res.json.error_message).toMatch(/^signup_magic_link_url /);
    }
    expect(await t.messages()).toEqual([]);
  });
});

describe('telemetry events', () => {
  it('accepts a JSON array without auth and answers 200 {}', async () => {
    const t = new TestEmulator();
    const events = [
      { telemetry: { event_id: 'event-id-1' }, event: { public_token: PUBLIC_TOKEN, event_name: 'sdk_instance_instantiated', details: {} } },
      { telemetry: { event_id: 'event-id-2' }, event: { public_token: PUBLIC_TOKEN, event_name: 'render_login_screen', details: {} } },
    ];
    const res = await t.sdk('POST', '/events', { body: events, authorization: null, headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect((await t.dev('GET', '/events')).json).toEqual({ events });
    expectErrorShape(await t.sdk('POST', '/events', { rawBody: 'nope', authorization: null }), 400, 'bad_request');
  });
});

describe('seed, reset and clock', () => {
  it('seeds users with the given fields and refuses duplicates', async () => {
    const t = new TestEmulator();
    const res = await t.dev('POST', '/users', {
      email: 'Seed@Example.com',
      phone_number: '+12015550111',
      name: { first_name: 'Sid' },
      status: 'pending',
      email_verified: true,
      trusted_metadata: { plan: 'pro' },
      untrusted_metadata: { theme: 'dark' },
      roles: ['admin'],
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({
      user_id: expect.stringMatching(/^user-test-/),
      status: 'pending',
      name: { first_name: 'Sid' },
      emails: [{ email: 'seed@example.com', verified: true }],
      phone_numbers: [{ phone_number: '+12015550111', verified: false }],
      trusted_metadata: { plan: 'pro' },
      untrusted_metadata: { theme: 'dark' },
      roles: ['stytch_user', 'admin'],
    });
    expectErrorShape(await t.dev('POST', '/users', { email: 'seed@example.com' }), 409, 'duplicate_email');
    expectErrorShape(await t.dev('POST', '/users', { email: 'bad' }), 400, 'invalid_email');
  });

  it('reset clears data but keeps the signing key and config', async () => {
    const t = new TestEmulator({ config: { projectName: 'Kept' } });
    const login = await t.loginByEmailOtp('r@example.com');
    await t.sdk('POST', '/events', {
      body: [{ telemetry: {}, event: { public_token: PUBLIC_TOKEN, event_name: 'sdk_instance_instantiated', details: {} } }],
      authorization: null,
    });
    await t.dev('POST', '/faults', { path: '/users/search', status: 500 });
    await t.advance(100);
    const keyBefore = (await t.request('GET', '/.well-known/jwks.json', { authorization: null })).json;
    expect((await t.dev('POST', '/reset')).status).toBe(200);
    expect(await t.messages()).toEqual([]);
    expect((await t.dev('GET', '/events')).json.events).toEqual([]);
    expect((await t.dev('GET', '/users')).json.users).toEqual([]);
    expect((await t.dev('GET', '/faults')).json.faults).toEqual([]);
    expect((await t.dev('GET', '/clock')).json.offset_seconds).toBe(0);
    expectErrorShape(await t.sdk('GET', '/users/me', { secret: login.session_token }), 401, 'unauthorized_credentials');
    expect((await t.request('GET', '/.well-known/jwks.json', { authorization: null })).json).toEqual(keyBefore);
    expect((await t.dev('GET', '/config')).json.config.projectName).toBe('Kept');
    expect((await t.sdk('POST', '/users/search', { body: { email: 'a@example.com' } })).status).toBe(200);
  });

  it('moves the clock forward only', async () => {
    const t = new TestEmulator();
    const before = Date.parse((await t.dev('GET', '/clock')).json.now);
    const moved = await t.dev('POST', '/clock', { advanceSeconds: 3600 });
    expect(moved.json.offset_seconds).toBe(3600);
    expect(Date.parse(moved.json.now) - before).toBeGreaterThanOrEqual(3600 * 1000);
    expectErrorShape(await t.dev('POST', '/clock', { advanceSeconds: -5 }), 400, 'bad_request');
  });

  it('validates config patches strictly', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.dev('PATCH', '/config', { otpAttemptLimit: 0 }), 400, 'bad_request');
    const typo = await t.dev('PATCH', '/config', { otpAttemptLimits: 3 });
    expectErrorShape(typo, 400, 'bad_request');
    expect(typo.json.error_message).toContain('otpAttemptLimits');
    expectErrorShape(await t.dev('PATCH', '/config', [1]), 400, 'bad_request');
    const nested = await t.dev('PATCH', '/config', { pkce: { oauth: true } });
    expect(nested.json.config.pkce).toEqual({ emailMagicLinks: false, passwordResets: false, oauth: true, sso: false });
  });
});

describe('faults', () => {
  it('answers with an injected status and error type, then lists and clears', async () => {
    const t = new TestEmulator();
    const created = await t.dev('POST', '/faults', {
      path: '/sessions/authenticate',
      status: 503,
      errorType: 'server_unavailable',
    });
    expect(created.json.fault).toMatchObject({ id: expect.stringMatching(/^fault-test-/), path: '/sessions/authenticate', status: 503 });
    const res = await t.sdk('POST', '/sessions/authenticate', { body: {}, headers: { origin: ORIGIN } });
    expectErrorShape(res, 503, 'server_unavailable');
    expect(res.json.error_url).toBe('https://stytch.com/docs/api/errors/503#server_unavailable');
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    // Other paths and preflights are untouched.
    expect((await t.sdk('POST', '/users/search', { body: { email: 'a@example.com' } })).status).toBe(200);
    const pre = await t.sdk('OPTIONS', '/sessions/authenticate', {
      authorization: null,
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(pre.status).toBe(204);
    expect((await t.dev('GET', '/faults')).json.faults).toHaveLength(1);
    await t.dev('DELETE', '/faults');
    expect((await t.dev('GET', '/faults')).json.faults).toEqual([]);
    expectErrorShape(await t.sdk('POST', '/sessions/authenticate', { body: {} }), 404, 'session_not_found');
  });

  it('defaults to internal_server_error and applies only `times` times', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/faults', { path: '/sdk/v1/users/search', status: 500, times: 2 });
    const call = () => t.sdk('POST', '/users/search', { body: { email: 'a@example.com' } });
    expectErrorShape(await call(), 500, 'internal_server_error');
    expectErrorShape(await call(), 500, 'internal_server_error');
    expect((await call()).status).toBe(200);
    expect((await t.dev('GET', '/faults')).json.faults).toEqual([]);
  });

  it('matches globs and methods', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/faults', { path: '/otps/*', method: 'post', status: 502 });
    expectErrorShape(await t.sdk('POST', '/otps/sms/login_or_create', { body: { phone_number: '+12015550123' } }), 502, 'internal_server_error');
    expectErrorShape(await t.sdk('POST', '/otps/authenticate', { body: {} }), 502, 'internal_server_error');
    expect((await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'a@example.com' } })).status).toBe(200);
    await t.dev('DELETE', '/faults');
    await t.dev('POST', '/faults', { path: '/users/me', method: 'PUT', status: 500 });
    expectErrorShape(await t.sdk('GET', '/users/me'), 401, 'user_unauthenticated');
  });

  it('delays responses by latencyMs', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/faults', { path: '/users/search', latencyMs: 150 });
    const started = performance.now();
    const res = await t.sdk('POST', '/users/search', { body: { email: 'a@example.com' } });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('demands a captcha token with a non-JSON 403; requests carrying one pass uncounted', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/faults', { path: '/otps/email/login_or_create', captcha: true, times: 2 });
    const send = (extra: Record<string, unknown> = {}) =>
      t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'c@example.com', ...extra } });
    const blocked = await send();
    expect(blocked.status).toBe(403);
    expect(blocked.headers.get('content-type')).toContain('text/plain');
    expect(blocked.text).toBe('Captcha required');
    expect((await send({ captcha_token: 'token' })).status).toBe(200);
    expect((await send()).status).toBe(403);
    expect((await t.dev('GET', '/faults')).json.faults).toEqual([]);
    expect((await send()).status).toBe(200);
  });

  it('drops the connection: in-process fetch rejects like a browser', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/faults', { path: '/users/search', drop: true, times: 1 });
    await expect(t.sdk('POST', '/users/search', { body: { email: 'a@example.com' } })).rejects.toThrow(
      new TypeError('Failed to fetch'),
    );
    expect((await t.sdk('POST', '/users/search', { body: { email: 'a@example.com' } })).status).toBe(200);
  });

  it('rejects faults that do nothing or have bad fields', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.dev('POST', '/faults', { path: '/x' }), 400, 'bad_request');
    expectErrorShape(await t.dev('POST', '/faults', { path: '/x', status: 200 }), 400, 'bad_request');
    expectErrorShape(await t.dev('POST', '/faults', { status: 500 }), 400, 'bad_request');
  });
});
