import { describe, expect, it } from 'vitest';
import { apiError, authenticateData, createHarness, PUBLIC_TOKEN, s256 } from './harness';
import { pkceVerifierKey } from '../../../../src/core/storage-keys';

describe('passwords', () => {
  it('create posts email, password and duration to /passwords and logs in', async () => {
    const h = createHarness();
    h.on('POST', '/passwords', { ...authenticateData({ email_id: 'email-test-1' }), __user: {} });
    const data = await h.client.passwords.create({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/passwords' });
    expect(h.last().body).toEqual({ email: 'a@example.com', password: 'pw', session_duration_minutes: 30 });
    expect(data.email_id).toBe('email-test-1');
    expect(data).not.toHaveProperty('__user');
    expect(h.client.user.getSync()?.user_id).toBe('user-test-1');
  });

  it('authenticate posts to /passwords/authenticate and surfaces reset_password', async () => {
    const h = createHarness();
    h.on('POST', '/passwords/authenticate', authenticateData());
    await h.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 60 });
    expect(h.last().path).toBe('/passwords/authenticate');
    expect(h.last().body).toEqual({ email: 'a@example.com', password: 'pw', session_duration_minutes: 60 });
    expect(h.client.user.getSync()).not.toBeNull();

    const h2 = createHarness();
    h2.on('POST', '/passwords/authenticate', apiError(400, 'reset_password', 'Password must be reset.'));
    await expect(
      h2.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 60 }),
    ).rejects.toMatchObject({ error_type: 'reset_password' });
    expect(h2.client.user.getSync()).toBeNull();
  });

  it('strengthCheck posts email? and password', async () => {
    const h = createHarness();
    const result = {
      request_id: 'r',
      status_code: 200,
      valid_password: false,
      score: 1,
      breached_password: false,
      strength_policy: 'zxcvbn',
      feedback: { warning: 'Too short', suggestions: ['Add words'] },
    };
    h.on('POST', '/passwords/strength_check', result);
    expect(await h.client.passwords.strengthCheck({ password: 'abc' })).toEqual(result);
    expect(h.last().body).toEqual({ password: 'abc' });
    await h.client.passwords.strengthCheck({ email: 'a@example.com', password: 'abc' });
    expect(h.last().body).toEqual({ email: 'a@example.com', password: 'abc' });
  });

  it('resetByEmailStart posts the options, with a passwords challenge only when required', async () => {
    const h = createHarness();
    h.on('POST', '/passwords/email/reset/start', {});
    const options = {
      email: 'a@example.com',
      login_redirect_url: 'http://localhost:3000/login',
      reset_password_redirect_url: 'http://localhost:3000/reset',
      reset_password_expiration_minutes: 20,
      reset_password_template_id: 'tpl',
      locale: 'en',
    };
    await h.client.passwords.resetByEmailStart(options);
    expect(h.last()).toMatchObject({ method: 'POST', path: '/passwords/email/reset/start' });
    expect(h.last().body).toEqual(options);

    const p = createHarness({ bootstrap: { pkce_required_for_password_resets: true } });
    p.on('POST', '/passwords/email/reset/start', {});
    await p.client.passwords.resetByEmailStart({ email: 'a@example.com' });
    const verifier = p.storage.getItem(pkceVerifierKey(PUBLIC_TOKEN, 'passwords'));
    expect(p.last().body).toEqual({ email: 'a@example.com', code_challenge: await s256(verifier!) });
  });

  it('resetByEmail sends the passwords verifier and clears it after success', async () => {
    const h = createHarness({ bootstrap: { pkce_required_for_password_resets: true } });
    h.on('POST', '/passwords/email/reset/start', {});
    h.on('POST', '/passwords/email/reset', authenticateData());
    await h.client.passwords.resetByEmailStart({ email: 'a@example.com' });
    const key = pkceVerifierKey(PUBLIC_TOKEN, 'passwords');
    const verifier = h.storage.getItem(key);
    await h.client.passwords.resetByEmail({ token: 'reset-token', password: 'new-pw', session_duration_minutes: 30 });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/passwords/email/reset' });
    expect(h.last().body).toEqual({
      token: 'reset-token',
      password: 'new-pw',
      session_duration_minutes: 30,
      code_verifier: verifier,
    });
    expect(h.storage.getItem(key)).toBeNull();
    expect(h.client.user.getSync()).not.toBeNull();
  });

  it('resetByEmail without a verifier sends none', async () => {
    const h = createHarness();
    h.on('POST', '/passwords/email/reset', authenticateData());
    await h.client.passwords.resetByEmail({ token: 't', password: 'p', session_duration_minutes: 5 });
    expect(h.last().body).toEqual({ token: 't', password: 'p', session_duration_minutes: 5 });
  });

  it('resetByExistingPassword posts the four fields and logs in', async () => {
    const h = createHarness();
    h.on('POST', '/passwords/existing_password/reset', authenticateData());
    await h.client.passwords.resetByExistingPassword({
      email: 'a@example.com',
      existing_password: 'old',
      new_password: 'new',
      session_duration_minutes: 30,
    });
    expect(h.last().path).toBe('/passwords/existing_password/reset');
    expect(h.last().body).toEqual({
      email: 'a@example.com',
      existing_password: 'old',
      new_password: 'new',
      session_duration_minutes: 30,
    });
    expect(h.client.user.getSync()).not.toBeNull();
  });

  it('resetBySession posts password and the optional duration', async () => {
    const h = createHarness();
    h.on('POST', '/passwords/session/reset', authenticateData());
    await h.client.passwords.resetBySession({ password: 'new' });
    expect(h.last().path).toBe('/passwords/session/reset');
    expect(h.last().body).toEqual({ password: 'new' });
    await h.client.passwords.resetBySession({ password: 'new', session_duration_minutes: 10 });
    expect(h.last().body).toEqual({ password: 'new', session_duration_minutes: 10 });
  });

  it('hands the login duration to the session, so keepSessionAlive refreshes extend by it', async () => {
    const h = createHarness({ client: { keepSessionAlive: true } });
    h.on('POST', '/passwords/authenticate', authenticateData());
    h.on('POST', '/sessions/authenticate', authenticateData());
    await h.client.passwords.authenticate({ email: 'a@example.com', password: 'pw', session_duration_minutes: 45 });
    await h.runTimers();
    const refresh = h.calls().find((c) => c.path === '/sessions/authenticate');
    expect(refresh?.body).toEqual({ session_duration_minutes: 45 });
    h.client.destroy();
  });
});
