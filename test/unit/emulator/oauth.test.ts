import { createHash } from 'node:crypto';
import { importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS } from '../../../src/core/products/oauth-providers';
import { BASE_URL, expectErrorShape, PUBLIC_TOKEN, TestEmulator, type CallResult } from './helpers';

/** The OAuth round trip (docs/protocol.md §7.7): start page, its form, the redirect, oauth/authenticate. */

const LOGIN = 'http://localhost:3000/login-done';
const SIGNUP = 'http://localhost:3000/signup-done';
const challengeOf = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');
const VERIFIER = 'a'.repeat(128);

interface Page {
  status: number;
  headers: Headers;
  html: string;
  /** The hidden state, and the prefilled fields. */
  state: string;
  email: string;
  name: string;
}

function fieldValue(html: string, name: string): string {
  const match = new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html);
  return match?.[1] ?? '';
}

function startUrl(provider: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ public_token: PUBLIC_TOKEN, login_redirect_url: LOGIN, signup_redirect_url: SIGNUP, ...params });
  return `/v1/public/oauth/${provider}/start?${query.toString()}`;
}

async function openPage(t: TestEmulator, provider: string, params: Record<string, string> = {}): Promise<Page> {
  const response = await t.emulator.fetch(new Request(`${BASE_URL}${startUrl(provider, params)}`));
  const html = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    html,
    state: fieldValue(html, 'state'),
    email: fieldValue(html, 'email'),
    name: fieldValue(html, 'name'),
  };
}

/** Submits the page's form the way the browser does (same-origin, urlencoded); returns the 303 target. */
async function submit(
  t: TestEmulator,
  provider: string,
  fields: Record<string, string>,
  origin: string = BASE_URL,
): Promise<{ status: number; location: string | null; text: string }> {
  const response = await t.emulator.fetch(
    new Request(`${BASE_URL}/v1/public/oauth/${provider}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  );
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

async function continueAs(t: TestEmulator, provider: string, page: Page, overrides: Record<string, string> = {}) {
  const result = await submit(t, provider, { state: page.state, email: page.email, name: page.name, action: 'continue', ...overrides });
  expect(result.status).toBe(303);
  const url = new URL(result.location!);
  expect(url.searchParams.get('stytch_token_type')).toBe('oauth');
  return { url, base: `${url.origin}${url.pathname}`, token: url.searchParams.get('token')! };
}

function authenticate(t: TestEmulator, token: string, extra: Record<string, unknown> = {}): Promise<CallResult> {
  return t.sdk('POST', '/oauth/authenticate', { body: { token, session_duration_minutes: 30, ...extra } });
}

async function queue(t: TestEmulator, identity: Record<string, string>): Promise<void> {
  const res = await t.dev('POST', '/oauth/identities', identity);
  expect(res.status).toBe(200);
}

describe('GET /v1/public/oauth/:provider/start', () => {
  it('answers every provider with its sign-in page, a strict CSP and a stable test identity', async () => {
    const t = new TestEmulator();
    expect(OAUTH_PROVIDERS).toHaveLength(19);
    for (const provider of OAUTH_PROVIDERS) {
      const page = await openPage(t, provider);
      expect(page.status, provider).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self' http://localhost:3000");
      expect(csp).not.toMatch(/script-src/);
      // Chromium posts the form with `Origin: null` under no-referrer, and the callback refuses that.
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      expect(page.html).not.toMatch(/<script|https?:\/\/(?!localhost)[^"]*\.(js|css)/);
      expect(page.html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
      expect(page.html).toContain('<button type="submit" name="action" value="continue">Continue</button>');
      expect(page.html).toContain('value="cancel" formnovalidate>Cancel</button>');
      expect(page.email).toBe(`${provider}.user@example.com`);
      expect(page.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The same identity on every visit.
      expect((await openPage(t, provider)).email).toBe(page.email);
    }
    expect((await openPage(t, 'github')).html).toContain('Sign in with GitHub');
  });

  it('answers invalid requests with the provider error body', async () => {
    const t = new TestEmulator({ config: { redirectUrls: ['http://localhost:3000/'] } });
    const get = (url: string) => t.request('GET', url, { authorization: null });
    expectErrorShape(await get(startUrl('myspace')), 404, 'oauth_provider_not_found');
    expectErrorShape(await get(startUrl('google', { public_token: 'public-token-test-other' })), 401, 'invalid_public_token');
    expectErrorShape(await get('/v1/public/oauth/google/start'), 400, 'missing_public_token');
    const evil = await get(startUrl('google', { login_redirect_url: 'http://localhost:4000/steal' }));
    expectErrorShape(evil, 400, 'invalid_redirect_url');
    expect(evil.json.error_message).toContain('login_redirect_url');
    expectErrorShape(await get(startUrl('google', { signup_redirect_url: 'https://evil.example/' })), 400, 'invalid_redirect_url');
    expectErrorShape(await get(startUrl('google', { code_challenge: 'short' })), 400, 'bad_request');
    expectErrorShape(await get(startUrl('google', { oauth_attach_token: 'x' })), 400, 'not_supported_in_emulator');
    expectErrorShape(await get('/v1/public/nothing'), 404, 'route_not_found');
  });

  it('falls back to the default redirect URL and the default allow-list (loopback) when none is configured', async () => {
    const t = new TestEmulator();
    expectErrorShape(
      await t.request('GET', startUrl('google', { login_redirect_url: 'https://app.example/cb' }), { authorization: null }),
      400,
      'invalid_redirect_url',
    );
    const page = await openPage(t, 'google', { login_redirect_url: '', signup_redirect_url: '' });
    expect(page.status).toBe(200);
    const { base } = await continueAs(t, 'google', page);
    expect(base).toBe('http://localhost:3000/authenticate');
  });

  it('escapes what it shows and prefills the identity queued by the dev API, once', async () => {
    const t = new TestEmulator();
    await queue(t, { provider: 'google', email: 'Queued@Example.com', name: '<b>"Eve"</b>', subject: 'sub-1' });
    const page = await openPage(t, 'google', { provider_prompt: '<i>x</i>' });
    expect(page.email).toBe('queued@example.com');
    expect(page.html).toContain('value="&lt;b&gt;&quot;Eve&quot;&lt;/b&gt;"');
    expect(page.html).toContain('<dd>&lt;i&gt;x&lt;/i&gt;</dd>');
    expect(page.html).not.toContain('<b>');
    expect((await openPage(t, 'google')).email).toBe('google.user@example.com');
    expectErrorShape(await t.dev('POST', '/oauth/identities', { provider: 'myspace', email: 'a@b.co' }), 400, 'bad_request');
  });
});

describe('the sign-in form and POST /oauth/authenticate', () => {
  it('signs a new user up through the signup URL and answers the payload with the provider values', async () => {
    const t = new TestEmulator();
    const page = await openPage(t, 'google', { custom_scopes: 'calendar.read email', provider_prompt: 'consent' });
    expect(page.html).toContain('<li>calendar.read</li>');
    expect(page.html).toContain('<dt>prompt</dt><dd>consent</dd>');
    const { base, token, url } = await continueAs(t, 'google', page, { name: 'Ada Lovelace' });
    expect(base).toBe(SIGNUP);
    expect(url.search.startsWith('?stytch_token_type=oauth&token=')).toBe(true);
    const res = await authenticate(t, token);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      is_new: true,
      provider_type: 'Google',
      provider_subject: expect.stringMatching(/^google-[0-9a-f]{24}$/),
      session_token: expect.any(String),
      session_jwt: expect.any(String),
      user: {
        name: { first_name: 'Ada', last_name: 'Lovelace' },
        emails: [{ email: 'google.user@example.com', verified: true }],
        providers: [{ provider_type: 'Google', provider_subject: data.provider_subject }],
      },
      session: { authentication_factors: [{ type: 'oauth', delivery_method: 'oauth_google' }] },
    });
    expect(data.provider_values.scopes).toEqual(['openid', 'email', 'profile', 'calendar.read']);
    expect(data.provider_values.access_token).toMatch(/^google-access-/);
    expect(Date.parse(data.provider_values.expires_at)).toBeGreaterThan(Date.now());
  });

  it('issues an ID token that verifies with the published key', async () => {
    const t = new TestEmulator();
    await queue(t, { provider: 'microsoft', email: 'idt@example.com', name: 'Id Token', subject: 'ms-subject-42' });
    const { token } = await continueAs(t, 'microsoft', await openPage(t, 'microsoft'));
    const { id_token } = (await authenticate(t, token)).json.data.provider_values;
    const jwks = (await t.dev('GET', '/oauth/jwks.json')).json;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const key = await importJWK(jwks.keys[0], 'ES256');
    const { payload, protectedHeader } = await jwtVerify(id_token, key, {
      issuer: `${BASE_URL}/_emulator/oauth/microsoft`,
      audience: 'project-test-emulator',
    });
    expect(protectedHeader.kid).toBe(jwks.keys[0].kid);
    expect(payload).toMatchObject({ sub: 'ms-subject-42', email: 'idt@example.com', name: 'Id Token' });
    expect(payload.exp! - payload.iat!).toBe(3600);
    // Another project's key does not verify it.
    const other = new TestEmulator();
    await other.dev('GET', '/oauth/jwks.json').then(async (r) => {
      await expect(jwtVerify(id_token, await importJWK(r.json.keys[0], 'ES256'))).rejects.toThrow();
    });
  });

  it('is single use, expires, and keeps the state single use too', async () => {
    const t = new TestEmulator();
    const page = await openPage(t, 'github');
    const { token } = await continueAs(t, 'github', page);
    // The state was spent by the first post.
    const again = await submit(t, 'github', { state: page.state, email: page.email, action: 'continue' });
    expect(again.status).toBe(400);
    expect(JSON.parse(again.text).error_type).toBe('oauth_state_not_found');
    expect((await authenticate(t, token)).status).toBe(200);
    expectErrorShape(await authenticate(t, token), 404, 'oauth_token_not_found');

    const { token: late } = await continueAs(t, 'github', await openPage(t, 'github'));
    await t.advance(601);
    expectErrorShape(await authenticate(t, late), 404, 'oauth_token_not_found');

    const stale = await openPage(t, 'github');
    await t.advance(601);
    expect((await submit(t, 'github', { state: stale.state, email: stale.email, action: 'continue' })).status).toBe(400);
    // A state is bound to its provider.
    const other = await openPage(t, 'gitlab');
    expect((await submit(t, 'github', { state: other.state, email: other.email, action: 'continue' })).status).toBe(400);
  });

  it('refuses a post from another origin and an invalid email', async () => {
    const t = new TestEmulator();
    const page = await openPage(t, 'slack');
    const forged = await submit(t, 'slack', { state: page.state, email: page.email, action: 'continue' }, 'http://localhost:4000');
    expect(forged.status).toBe(403);
    expect((await submit(t, 'slack', { state: page.state, email: page.email, action: 'continue' }, 'null')).status).toBe(403);
    expect((await submit(t, 'slack', { state: page.state, email: 'nope', action: 'continue' })).status).toBe(400);
  });

  it('checks the PKCE verifier when the project requires PKCE, and leaves the token usable after a mismatch', async () => {
    const t = new TestEmulator({ config: { pkce: { oauth: true } } });
    expectErrorShape(await t.request('GET', startUrl('google'), { authorization: null }), 400, 'missing_pkce');
    const page = await openPage(t, 'google', { code_challenge: challengeOf(VERIFIER) });
    const { token } = await continueAs(t, 'google', page);
    expectErrorShape(await authenticate(t, token), 400, 'pkce_mismatch');
    expectErrorShape(await authenticate(t, token, { code_verifier: 'b'.repeat(128) }), 400, 'pkce_mismatch');
    expect((await authenticate(t, token, { code_verifier: VERIFIER })).status).toBe(200);
  });

  it('needs no verifier with PKCE off, but binds one when the start sent a challenge', async () => {
    const t = new TestEmulator();
    const { token } = await continueAs(t, 'apple', await openPage(t, 'apple'));
    expect((await authenticate(t, token)).status).toBe(200);
    const bound = await continueAs(t, 'apple', await openPage(t, 'apple', { code_challenge: challengeOf(VERIFIER) }));
    expectErrorShape(await authenticate(t, bound.token), 400, 'pkce_mismatch');
    expect((await authenticate(t, bound.token, { code_verifier: VERIFIER })).status).toBe(200);
  });

  it('links the registration to an existing user with the same email, through the login URL', async () => {
    const t = new TestEmulator();
    const seeded = (await t.dev('POST', '/users', { email: 'linked@example.com', email_verified: true })).json;
    const userId = seeded.user_id ?? seeded.user?.user_id;
    await queue(t, { provider: 'discord', email: 'linked@example.com', name: 'Link Me', subject: 'discord-1' });
    const { base, token } = await continueAs(t, 'discord', await openPage(t, 'discord'));
    expect(base).toBe(LOGIN);
    const data = (await authenticate(t, token)).json.data;
    expect(data.is_new).toBe(false);
    expect(data.user_id).toBe(userId);
    expect(data.user.providers).toEqual([expect.objectContaining({ provider_type: 'Discord', provider_subject: 'discord-1' })]);
    const { users } = (await t.dev('GET', '/users')).json;
    expect(users).toHaveLength(1);

    // DELETE /users/oauth/:id removes it again (docs/protocol.md §7.3).
    const removed = await t.sdk('DELETE', `/users/oauth/${data.user.providers[0].oauth_user_registration_id}`, {
      secret: data.session_token,
    });
    expect(removed.status).toBe(200);
    expect(removed.json.data.__user.providers).toEqual([]);
  });

  it('never links to a user whose matching email is unverified: login URL, then 409 oauth_email_unverified', async () => {
    const t = new TestEmulator();
    // Someone signed up with the address without proving it (and set a password there).
    await t.dev('POST', '/users', { email: 'squatted@example.com', email_verified: false, password: 'correct horse battery staple' });
    await queue(t, { provider: 'google', email: 'squatted@example.com', subject: 'google-owner' });
    const { base, token } = await continueAs(t, 'google', await openPage(t, 'google'));
    expect(base).toBe(LOGIN);
    const refused = await authenticate(t, token);
    expectErrorShape(refused, 409, 'oauth_email_unverified');
    const { users } = (await t.dev('GET', '/users')).json;
    expect(users).toHaveLength(1);
    expect(users[0].providers).toEqual([]);
    expect(users[0].emails).toEqual([expect.objectContaining({ email: 'squatted@example.com', verified: false })]);

    // Once the address is verified (an email passcode proves it), the same sign-in links.
    await t.loginByEmailOtp('squatted@example.com');
    await queue(t, { provider: 'google', email: 'squatted@example.com', subject: 'google-owner' });
    const again = await continueAs(t, 'google', await openPage(t, 'google'));
    const data = (await authenticate(t, again.token)).json.data;
    expect(data.is_new).toBe(false);
    expect(data.user_id).toBe(users[0].user_id);
    expect(data.user.providers).toEqual([expect.objectContaining({ provider_subject: 'google-owner' })]);
  });

  it('uses the project OAuth default redirect URLs, and refuses a start when the project has none', async () => {
    const t = new TestEmulator({
      config: { oauthDefaultRedirectUrls: { login: 'http://localhost:3000/in', signup: 'http://localhost:3000/up' } },
    });
    const page = await openPage(t, 'google', { login_redirect_url: '', signup_redirect_url: '' });
    expect((await continueAs(t, 'google', page)).base).toBe('http://localhost:3000/up');
    const get = (url: string) => t.request('GET', url, { authorization: null });
    await t.dev('PATCH', '/config', { oauthDefaultRedirectUrls: { login: null } });
    expectErrorShape(await get(startUrl('google', { login_redirect_url: '' })), 400, 'no_login_redirect_urls_set');
    expect((await openPage(t, 'google')).status).toBe(200);
    await t.dev('PATCH', '/config', { oauthDefaultRedirectUrls: { login: LOGIN, signup: null } });
    expectErrorShape(await get(startUrl('google', { signup_redirect_url: '' })), 400, 'no_signup_redirect_urls_set');
  });

  it('finds a returning user by provider subject even when the email changed at the provider', async () => {
    const t = new TestEmulator();
    await queue(t, { provider: 'twitch', email: 'first@example.com', subject: 'twitch-77' });
    const first = await continueAs(t, 'twitch', await openPage(t, 'twitch'));
    expect(first.base).toBe(SIGNUP);
    const created = (await authenticate(t, first.token)).json.data;
    await queue(t, { provider: 'twitch', email: 'renamed@example.com', subject: 'twitch-77' });
    const second = await continueAs(t, 'twitch', await openPage(t, 'twitch'));
    expect(second.base).toBe(LOGIN);
    const data = (await authenticate(t, second.token)).json.data;
    expect(data.user_id).toBe(created.user_id);
    expect(data.is_new).toBe(false);
    expect(data.user.providers).toHaveLength(1);
    expect(data.user.emails.map((e: { email: string }) => e.email)).toEqual(['first@example.com', 'renamed@example.com']);
    // The same subject at another provider is another account.
    await queue(t, { provider: 'yahoo', email: 'other@example.com', subject: 'twitch-77' });
    const third = await continueAs(t, 'yahoo', await openPage(t, 'yahoo'));
    expect(third.base).toBe(SIGNUP);
  });

  it('sends Cancel back to the login URL with a token that fails as oauth_flow_callback_error', async () => {
    const t = new TestEmulator();
    const page = await openPage(t, 'figma');
    const result = await submit(t, 'figma', { state: page.state, action: 'cancel' });
    expect(result.status).toBe(303);
    const url = new URL(result.location!);
    expect(`${url.origin}${url.pathname}`).toBe(LOGIN);
    const token = url.searchParams.get('token')!;
    const res = await authenticate(t, token);
    expectErrorShape(res, 400, 'oauth_flow_callback_error');
    expect(res.json.error_details).toEqual({ error: 'access_denied', error_description: expect.any(String) });
    expectErrorShape(await authenticate(t, token), 404, 'oauth_token_not_found');
    expect((await t.dev('GET', '/users')).json.users).toHaveLength(0);
  });
});
