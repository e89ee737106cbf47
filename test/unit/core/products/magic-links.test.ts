import { describe, expect, it } from 'vitest';
import { apiError, authenticateData, createHarness, makeUser, PUBLIC_TOKEN, s256 } from './harness';
import { pkceVerifierKey } from '../../../../src/core/storage-keys';

const auth = (h: ReturnType<typeof createHarness>) => h.last().headers['authorization'];
const basic = (secret: string) => `Basic ${btoa(`${PUBLIC_TOKEN}:${secret}`)}`;

describe('magicLinks.email', () => {
  it('loginOrCreate posts the email alone when no options are given', async () => {
    const h = createHarness();
    h.on('POST', '/magic_links/email/login_or_create', { request_id: 'r', status_code: 200 });
    const result = await h.client.magicLinks.email.loginOrCreate('ada@example.com');
    expect(h.last()).toMatchObject({ method: 'POST', path: '/magic_links/email/login_or_create' });
    expect(h.last().body).toEqual({ email: 'ada@example.com' });
    expect(result).toEqual({ request_id: 'r', status_code: 200 });
  });

  it('loginOrCreate spreads the provider options next to the email', async () => {
    const h = createHarness();
    h.on('POST', '/magic_links/email/login_or_create', {});
    const options = {
      login_magic_link_url: 'http://localhost:3000/authenticate',
      signup_magic_link_url: 'http://localhost:3000/signup',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 60,
      login_template_id: 'login-tpl',
      signup_template_id: 'signup-tpl',
      locale: 'en',
      create_user_as_pending: true,
    };
    await h.client.magicLinks.email.loginOrCreate('ada@example.com', options);
    expect(h.last().body).toEqual({ ...options, email: 'ada@example.com' });
  });

  it('send uses send/primary without a session and send/secondary with one', async () => {
    const h = createHarness();
    h.on('POST', '/magic_links/email/send/primary', {});
    h.on('POST', '/magic_links/email/send/secondary', {});
    await h.client.magicLinks.email.send('ada@example.com', { login_magic_link_url: 'http://x/y' });
    expect(h.last().path).toBe('/magic_links/email/send/primary');
    expect(h.last().body).toEqual({ email: 'ada@example.com', login_magic_link_url: 'http://x/y' });

    await h.login();
    await h.client.magicLinks.email.send('ada@example.com');
    expect(h.last().path).toBe('/magic_links/email/send/secondary');
    expect(h.last().body).toEqual({ email: 'ada@example.com' });
    expect(auth(h)).toBe(basic('session-token-abc'));
  });

  it('adds a magic_links PKCE challenge when the project requires it', async () => {
    const h = createHarness({ bootstrap: { pkce_required_for_email_magic_links: true } });
    h.on('POST', '/magic_links/email/login_or_create', {});
    h.on('POST', '/magic_links/email/send/primary', {});
    await h.client.magicLinks.email.loginOrCreate('ada@example.com');
    const verifier = h.storage.getItem(pkceVerifierKey(PUBLIC_TOKEN, 'magic_links'));
    expect(verifier).toMatch(/^[0-9a-f]{43,128}$/);
    expect(h.last().body).toEqual({ email: 'ada@example.com', code_challenge: await s256(verifier!) });

    await h.client.magicLinks.email.send('ada@example.com');
    const second = h.storage.getItem(pkceVerifierKey(PUBLIC_TOKEN, 'magic_links'));
    expect((h.last().body as { code_challenge: string }).code_challenge).toBe(await s256(second!));
  });
});

describe('magicLinks.authenticate', () => {
  it('posts token and duration, logs the user in and strips __user', async () => {
    const h = createHarness();
    h.on('POST', '/magic_links/authenticate', {
      ...authenticateData({ method_id: 'email-test-1' }),
      __user: { ...makeUser(), request_id: 'x', status_code: 200 },
    });
    const data = await h.client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/magic_links/authenticate' });
    expect(h.last().body).toEqual({ token: 'ml-token', session_duration_minutes: 30 });
    expect(data).not.toHaveProperty('__user');
    expect(data.method_id).toBe('email-test-1');
    expect(data.session_token).toBe('session-token-abc');
    expect(h.client.user.getSync()?.user_id).toBe('user-test-1');
    expect(h.cookies.read()).toContain('stytch_session=session-token-abc');
  });

  it('sends the magic_links verifier and clears it after success', async () => {
    const h = createHarness({ bootstrap: { pkce_required_for_email_magic_links: true } });
    h.on('POST', '/magic_links/email/login_or_create', {});
    h.on('POST', '/magic_links/authenticate', authenticateData());
    await h.client.magicLinks.email.loginOrCreate('ada@example.com');
    const key = pkceVerifierKey(PUBLIC_TOKEN, 'magic_links');
    const verifier = h.storage.getItem(key);
    await h.client.magicLinks.authenticate('ml-token', { session_duration_minutes: 45 });
    expect(h.last().body).toEqual({ token: 'ml-token', session_duration_minutes: 45, code_verifier: verifier });
    expect(h.storage.getItem(key)).toBeNull();
  });

  it('prefers the passwords verifier, keeps it on failure, and retries with magic_links on a PKCE error', async () => {
    const h = createHarness({
      bootstrap: { pkce_required_for_email_magic_links: true, pkce_required_for_password_resets: true },
    });
    h.on('POST', '/magic_links/email/login_or_create', {});
    h.on('POST', '/passwords/email/reset/start', {});
    await h.client.magicLinks.email.loginOrCreate('ada@example.com');
    await h.client.passwords.resetByEmailStart({ email: 'ada@example.com' });
    const pwKey = pkceVerifierKey(PUBLIC_TOKEN, 'passwords');
    const mlKey = pkceVerifierKey(PUBLIC_TOKEN, 'magic_links');
    const pwVerifier = h.storage.getItem(pwKey);
    const mlVerifier = h.storage.getItem(mlKey);
    expect(pwVerifier).not.toBe(mlVerifier);

    let attempt = 0;
    h.on('POST', '/magic_links/authenticate', () =>
      ++attempt === 1
        ? apiError(400, 'pkce_mismatch', 'The PKCE code challenge did not match the verifier.')
        : { body: { data: authenticateData() } },
    );
    await h.client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    const [first, second] = h.calls().slice(-2);
    expect(first?.body).toEqual({ token: 'ml-token', session_duration_minutes: 30, code_verifier: pwVerifier });
    expect(second?.body).toEqual({ token: 'ml-token', session_duration_minutes: 30, code_verifier: mlVerifier });
    expect(h.storage.getItem(mlKey)).toBeNull();
    expect(h.storage.getItem(pwKey)).toBe(pwVerifier);
  });

  it('does not retry or clear on a non-PKCE error', async () => {
    const h = createHarness({ bootstrap: { pkce_required_for_email_magic_links: true } });
    h.on('POST', '/magic_links/email/login_or_create', {});
    h.on('POST', '/magic_links/authenticate', apiError(401, 'unable_to_auth_magic_link'));
    await h.client.magicLinks.email.loginOrCreate('ada@example.com');
    await expect(h.client.magicLinks.authenticate('t', { session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'unable_to_auth_magic_link',
    });
    expect(h.calls().filter((c) => c.path === '/magic_links/authenticate')).toHaveLength(1);
    expect(h.storage.getItem(pkceVerifierKey(PUBLIC_TOKEN, 'magic_links'))).not.toBeNull();
    expect(h.client.user.getSync()).toBeNull();
  });
});
