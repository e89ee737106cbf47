import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { magicLinkUrl } from '../../../emulator/src/products/magic-links/routes';
import { expectErrorShape, TestEmulator } from './helpers';

function tokenOf(link: string): string {
  const url = new URL(link);
  expect(url.searchParams.get('stytch_token_type')).toBe('magic_links');
  return url.searchParams.get('token')!;
}

const challengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

describe('POST /magic_links/email/login_or_create', () => {
  it('creates an active user with an unverified email and sends a sign-up link', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'New@Example.com' } });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toEqual({
      email_id: expect.stringMatching(/^email-test-/),
      user_created: true,
      request_id: expect.any(String),
      status_code: 200,
    });
    expect(data).not.toHaveProperty('user_id');
    const [message] = await t.messages('new@example.com');
    expect(message).toMatchObject({
      channel: 'email',
      from: 'login@portico.test',
      to: 'new@example.com',
      subject: 'Confirm your email to sign up',
      code: null,
    });
    expect(message.link.startsWith('http://localhost:3000/authenticate?stytch_token_type=magic_links&token=')).toBe(true);
    expect(message.body).toContain(message.link);
    expect(message.body).toContain('30 minutes');
    expect(Date.parse(message.sent_at)).not.toBeNaN();
    const { users } = (await t.dev('GET', '/users')).json;
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ status: 'active', emails: [{ email: 'new@example.com', verified: false }] });
  });

  it('sends a login link to an existing user and honours the redirect URL and expiry', async () => {
    const t = new TestEmulator({ config: { redirectUrls: ['https://app.example/cb'] } });
    await t.dev('POST', '/users', { email: 'old@example.com' });
    const res = await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: {
        email: 'old@example.com',
        login_magic_link_url: 'https://app.example/cb?from=mail',
        login_expiration_minutes: 15,
      },
    });
    expect(res.json.data.user_created).toBe(false);
    const message = await t.lastMessage('old@example.com');
    expect(message.subject).toBe('Your login link');
    expect(message.body).toContain('15 minutes');
    const url = new URL(message.link);
    expect(`${url.origin}${url.pathname}`).toBe('https://app.example/cb');
    expect(url.searchParams.get('from')).toBe('mail');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('creates a pending user when asked, and uses the sign-up URL', async () => {
    const t = new TestEmulator();
    await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: {
        email: 'pending@example.com',
        create_user_as_pending: true,
        signup_magic_link_url: 'http://localhost:3000/signup',
      },
    });
    const { users } = (await t.dev('GET', '/users')).json;
    expect(users[0].status).toBe('pending');
    const message = await t.lastMessage('pending@example.com');
    expect(message.link.startsWith('http://localhost:3000/signup?')).toBe(true);
    const auth = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token: tokenOf(message.link), session_duration_minutes: 30 },
    });
    expect(auth.json.data.user.status).toBe('active');
  });

  it('rejects an invalid email', async () => {
    const t = new TestEmulator();
    expectErrorShape(
      await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'not an email' } }),
      400,
      'invalid_email',
    );
  });

  it('rate-limits sends per destination', async () => {
    const t = new TestEmulator({ config: { sendRateLimitPerMinute: 2 } });
    const send = (email: string) => t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } });
    expect((await send('rl@example.com')).status).toBe(200);
    expect((await send('rl@example.com')).status).toBe(200);
    expectErrorShape(await send('RL@example.com'), 429, 'too_many_requests');
    expect((await send('other@example.com')).status).toBe(200);
    await t.advance(61);
    expect((await send('rl@example.com')).status).toBe(200);
  });
});

describe('magicLinkUrl', () => {
  it.each([
    ['http://localhost:3000/authenticate', 'http://localhost:3000/authenticate?stytch_token_type=magic_links&token=T'],
    ['https://app.example/cb?x=1', 'https://app.example/cb?x=1&stytch_token_type=magic_links&token=T'],
    ['https://app.example/cb?', 'https://app.example/cb?stytch_token_type=magic_links&token=T'],
    ['https://app.example/cb#/route', 'https://app.example/cb?stytch_token_type=magic_links&token=T#/route'],
    ['myapp://login', 'myapp://login?stytch_token_type=magic_links&token=T'],
  ])('appends the token to %s', (base, expected) => {
    expect(magicLinkUrl(base, 'T')).toBe(expected);
  });
});

describe('POST /magic_links/authenticate', () => {
  it('logs in, verifies the email and returns method_id', async () => {
    const t = new TestEmulator();
    const sent = await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'ml@example.com' } });
    const token = tokenOf((await t.lastMessage('ml@example.com')).link);
    const res = await t.sdk('POST', '/magic_links/authenticate', { body: { token, session_duration_minutes: 30 } });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.method_id).toBe(sent.json.data.email_id);
    expect(data.user.emails).toEqual([{ email_id: sent.json.data.email_id, email: 'ml@example.com', verified: true }]);
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'magic_link',
        delivery_method: 'email',
        last_authenticated_at: expect.any(String),
        email_factor: { email_id: sent.json.data.email_id, email_address: 'ml@example.com' },
      },
    ]);
    expect(data.session_token).toBeTruthy();
    expect(data.session_jwt).toBeTruthy();
  });

  it('is single use, and unknown tokens fail the same way', async () => {
    const t = new TestEmulator();
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'once@example.com' } });
    const token = tokenOf((await t.lastMessage('once@example.com')).link);
    expect((await t.sdk('POST', '/magic_links/authenticate', { body: { token } })).status).toBe(200);
    const again = await t.sdk('POST', '/magic_links/authenticate', { body: { token } });
    expectErrorShape(again, 401, 'unable_to_auth_magic_link');
    expectErrorShape(await t.sdk('POST', '/magic_links/authenticate', { body: { token: 'bogus' } }), 401, 'unable_to_auth_magic_link');
  });

  it('expires after the link lifetime (emulator clock)', async () => {
    const t = new TestEmulator();
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'exp@example.com' } });
    const token = tokenOf((await t.lastMessage('exp@example.com')).link);
    await t.advance(30 * 60 + 1);
    expectErrorShape(await t.sdk('POST', '/magic_links/authenticate', { body: { token } }), 401, 'unable_to_auth_magic_link');
  });

  it('honours magicLinkExpirationSecondsOverride set at runtime', async () => {
    const t = new TestEmulator();
    await t.dev('PATCH', '/config', { magicLinkExpirationSecondsOverride: 2 });
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'short@example.com' } });
    const message = await t.lastMessage('short@example.com');
    expect(message.body).toContain('2 seconds');
    await t.advance(3);
    expectErrorShape(
      await t.sdk('POST', '/magic_links/authenticate', { body: { token: tokenOf(message.link) } }),
      401,
      'unable_to_auth_magic_link',
    );
    // null removes the override again.
    const cleared = await t.dev('PATCH', '/config', { magicLinkExpirationSecondsOverride: null });
    expect(cleared.json.config).not.toHaveProperty('magicLinkExpirationSecondsOverride');
  });
});

describe('PKCE', () => {
  it('requires a code_challenge when the project demands PKCE', async () => {
    const t = new TestEmulator({ config: { pkce: { emailMagicLinks: true } } });
    const res = await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'p@example.com' } });
    expectErrorShape(res, 400, 'missing_pkce');
    expect(res.json.error_message).toContain('PKCE');
    expect(await t.messages()).toHaveLength(0);
  });

  it('checks the verifier; a failed check leaves the token usable', async () => {
    const t = new TestEmulator({ config: { pkce: { emailMagicLinks: true } } });
    const verifier = 'a'.repeat(32);
    await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'pkce@example.com', code_challenge: challengeOf(verifier) },
    });
    const token = tokenOf((await t.lastMessage('pkce@example.com')).link);
    const missing = await t.sdk('POST', '/magic_links/authenticate', { body: { token } });
    expectErrorShape(missing, 400, 'pkce_mismatch');
    expect(missing.json.error_message.toLowerCase()).toContain('pkce');
    expectErrorShape(
      await t.sdk('POST', '/magic_links/authenticate', { body: { token, code_verifier: 'b'.repeat(32) } }),
      400,
      'pkce_mismatch',
    );
    const ok = await t.sdk('POST', '/magic_links/authenticate', { body: { token, code_verifier: verifier } });
    expect(ok.status).toBe(200);
  });
});

describe('send/primary and send/secondary', () => {
  it('send/primary needs an existing user', async () => {
    const t = new TestEmulator();
    expectErrorShape(
      await t.sdk('POST', '/magic_links/email/send/primary', { body: { email: 'ghost@example.com' } }),
      404,
      'email_not_found',
    );
    await t.dev('POST', '/users', { email: 'real@example.com' });
    const res = await t.sdk('POST', '/magic_links/email/send/primary', { body: { email: 'real@example.com' } });
    expect(res.status).toBe(200);
    expect((await t.lastMessage('real@example.com')).subject).toBe('Your login link');
  });

  it('send/secondary needs a session and attaches the email to its user', async () => {
    const t = new TestEmulator();
    expectErrorShape(
      await t.sdk('POST', '/magic_links/email/send/secondary', { body: { email: 'two@example.com' } }),
      401,
      'user_unauthenticated',
    );
    const login = await t.loginByEmailOtp('one@example.com');
    const res = await t.sdk('POST', '/magic_links/email/send/secondary', {
      body: { email: 'two@example.com' },
      secret: login.session_token,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.user_id).toBe(login.user_id);
    const token = tokenOf((await t.lastMessage('two@example.com')).link);
    const auth = await t.sdk('POST', '/magic_links/authenticate', { body: { token }, secret: login.session_token });
    expect(auth.json.data.session.session_id).toBe(login.session.session_id);
    expect(auth.json.data.user.emails.map((e: any) => [e.email, e.verified])).toEqual([
      ['one@example.com', true],
      ['two@example.com', true],
    ]);
  });

  it('send/secondary refuses an email owned by another user', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'taken@example.com' });
    const login = await t.loginByEmailOtp('me@example.com');
    expectErrorShape(
      await t.sdk('POST', '/magic_links/email/send/secondary', {
        body: { email: 'taken@example.com' },
        secret: login.session_token,
      }),
      409,
      'duplicate_email',
    );
  });
});
