import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breachedListSize } from '../../../emulator/src/products/passwords/breached';
import { pkceChallenge } from '../../../emulator/src/secrets';
import { expectErrorShape, TestEmulator } from './helpers';

/** The password product (docs/protocol.md §7.4), through HTTP. */

const STRONG = 'Quartz-lantern-47-orbit';
const OTHER_STRONG = 'Velvet.harbour.93.cedar';

async function create(t: TestEmulator, email: string, password = STRONG) {
  return t.sdk('POST', '/passwords', { body: { email, password, session_duration_minutes: 30 } });
}
async function login(t: TestEmulator, email: string, password: string) {
  return t.sdk('POST', '/passwords/authenticate', { body: { email, password, session_duration_minutes: 30 } });
}
async function strength(t: TestEmulator, password: string, email?: string) {
  return (await t.sdk('POST', '/passwords/strength_check', { body: { password, email } })).json.data;
}
async function resetStart(t: TestEmulator, body: Record<string, unknown>) {
  return t.sdk('POST', '/passwords/email/reset/start', { body });
}
/** The reset token of the last email to `email`. */
async function resetToken(t: TestEmulator, email: string): Promise<string> {
  const link = new URL((await t.lastMessage(email)).link);
  expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
  return link.searchParams.get('token')!;
}

describe('creating a password', () => {
  it('refuses weak and breached passwords, then creates the user with a session', async () => {
    const t = new TestEmulator();
    expectErrorShape(await create(t, 'new@example.com', 'tulip9x'), 400, 'weak_password');
    expectErrorShape(await create(t, 'new@example.com', 'password1'), 400, 'breached_password');
    expect((await t.dev('GET', '/users')).json.users).toEqual([]);

    const made = await create(t, 'new@example.com');
    expect(made.status).toBe(200);
    const data = made.json.data;
    expect(data.session_token).toEqual(expect.any(String));
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'password', delivery_method: 'knowledge' }),
    ]);
    expect(data.email_id).toBe(data.user.emails[0].email_id);
    expect(data.user.password).toEqual({ password_id: expect.stringMatching(/^password-test-/), requires_reset: false });
    expect((await t.sdk('POST', '/users/search', { body: { email: 'new@example.com' } })).json.data.userType).toBe(
      'password',
    );
    expectErrorShape(await create(t, 'NEW@example.com'), 409, 'duplicate_email');
  });
});

describe('authenticating', () => {
  it('logs in with the right password and gives one error, in similar time, for a wrong password or unknown email', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'known@example.com', password: STRONG });
    await t.dev('POST', '/users', { email: 'passwordless@example.com' });
    expect((await login(t, 'known@example.com', STRONG)).status).toBe(200);

    const wrong = await login(t, 'known@example.com', OTHER_STRONG);
    const unknown = await login(t, 'nobody@example.com', STRONG);
    const noPassword = await login(t, 'passwordless@example.com', STRONG);
    for (const result of [wrong, unknown, noPassword]) expectErrorShape(result, 401, 'unauthorized_credentials');
    expect(unknown.json.error_message).toBe(wrong.json.error_message);
    expect(noPassword.json.error_message).toBe(wrong.json.error_message);

    const median = async (email: string): Promise<number> => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await login(t, email, OTHER_STRONG);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    const [wrongMs, unknownMs] = [await median('known@example.com'), await median('nobody@example.com')];
    // Both run one scrypt derivation; without the dummy, unknown emails would answer at once.
    expect(unknownMs / wrongMs).toBeGreaterThan(0.5);
    expect(unknownMs / wrongMs).toBeLessThan(2);
  });

  it('answers reset_password for a user who must reset, and breached_password for a breached current password', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'stale@example.com', password: STRONG, passwordMustReset: true });
    expectErrorShape(await login(t, 'stale@example.com', STRONG), 401, 'reset_password');
    await t.dev('POST', '/users', { email: 'leaked@example.com', password: 'sunshine' });
    expectErrorShape(await login(t, 'leaked@example.com', 'sunshine'), 400, 'breached_password');
  });

  it('locks an account after passwordAttemptLimit wrong passwords, until a reset', async () => {
    const t = new TestEmulator({ config: { passwordAttemptLimit: 3 } });
    await t.dev('POST', '/users', { email: 'lock@example.com', password: STRONG });
    expectErrorShape(await login(t, 'lock@example.com', 'wrong-1-Aa'), 401, 'unauthorized_credentials');
    expectErrorShape(await login(t, 'lock@example.com', 'wrong-2-Aa'), 401, 'unauthorized_credentials');
    expectErrorShape(await login(t, 'lock@example.com', 'wrong-3-Aa'), 401, 'user_lock_limit_reached');
    // Even the right password is refused while locked.
    expectErrorShape(await login(t, 'lock@example.com', STRONG), 401, 'user_lock_limit_reached');

    await resetStart(t, { email: 'lock@example.com' });
    const token = await resetToken(t, 'lock@example.com');
    const reset = await t.sdk('POST', '/passwords/email/reset', { body: { token, password: OTHER_STRONG } });
    expect(reset.status).toBe(200);
    expect((await login(t, 'lock@example.com', OTHER_STRONG)).status).toBe(200);
  });

  it('forgets wrong attempts older than the window', async () => {
    const t = new TestEmulator({ config: { passwordAttemptLimit: 2, passwordAttemptWindowSeconds: 60 } });
    await t.dev('POST', '/users', { email: 'window@example.com', password: STRONG });
    await login(t, 'window@example.com', 'wrong-1-Aa');
    await t.advance(61);
    expectErrorShape(await login(t, 'window@example.com', 'wrong-2-Aa'), 401, 'unauthorized_credentials');
  });
});

describe('the strength check', () => {
  it('scores with zxcvbn by default: score, warning, suggestions, breached, valid from score 3', async () => {
    const t = new TestEmulator();
    const weak = await strength(t, 'password1');
    expect(weak).toMatchObject({ strength_policy: 'zxcvbn', breached_password: true, valid_password: false });
    expect(weak.score).toBeLessThan(3);
    expect(weak.feedback.warning).not.toBe('');
    expect(weak.feedback.suggestions.length).toBeGreaterThan(0);
    const strong = await strength(t, STRONG);
    expect(strong).toMatchObject({ valid_password: true, breached_password: false, breach_detection_on_create: true });
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });

  it('counts the email against a password built from it', async () => {
    const t = new TestEmulator();
    const password = 'maximilian.okonkwo';
    const alone = await strength(t, password);
    const withEmail = await strength(t, password, 'maximilian.okonkwo@example.com');
    expect(withEmail.score).toBeLessThan(alone.score);
  });

  it('checks LUDS when the project is configured for it, and the bootstrap says so', async () => {
    const t = new TestEmulator({
      config: { passwordPolicy: { strategy: 'luds', ludsComplexity: 3, ludsMinimumCount: 10 } },
    });
    const short = await strength(t, 'abc');
    expect(short).toMatchObject({ strength_policy: 'luds', valid_password: false });
    expect(short.feedback.luds_requirements).toEqual({
      has_lower_case: true,
      has_upper_case: false,
      has_digit: false,
      has_symbol: false,
      missing_complexity: 2,
      missing_characters: 7,
    });
    const good = await strength(t, 'Tangerine42x');
    expect(good.valid_password).toBe(true);
    expect(good.feedback.luds_requirements).toMatchObject({ missing_complexity: 0, missing_characters: 0 });
    const breached = await strength(t, 'Password123');
    expect(breached).toMatchObject({ breached_password: true, valid_password: false });
    const bootstrap = await t.sdk('GET', '/projects/bootstrap/public-token-test-emulator', { authorization: null });
    expect(bootstrap.json.data.password_config).toEqual({ luds_complexity: 3, luds_minimum_count: 10 });
    expectErrorShape(await create(t, 'luds@example.com', 'abcdefghijkl'), 400, 'weak_password');
    expect((await create(t, 'luds@example.com', 'Tangerine42x')).status).toBe(200);
  });

  it('follows a policy changed at runtime (PATCH /_emulator/config), as the bootstrap does', async () => {
    const t = new TestEmulator();
    expect((await strength(t, 'abc')).strength_policy).toBe('zxcvbn');
    await t.dev('PATCH', '/config', { passwordPolicy: { strategy: 'luds', ludsComplexity: 3, ludsMinimumCount: 10 } });
    const short = await strength(t, 'abc');
    expect(short).toMatchObject({ strength_policy: 'luds', valid_password: false });
    expect(short.feedback.luds_requirements).toMatchObject({ missing_characters: 7 });
  });

  it('uses a breached list of at least 10,000 passwords', () => {
    expect(breachedListSize()).toBeGreaterThanOrEqual(10_000);
  });
});

describe('reset by email', () => {
  it('emails a single-use link to the requested page that sets a new password and logs in', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'forgot@example.com', password: STRONG });
    const started = await resetStart(t, {
      email: 'forgot@example.com',
      reset_password_redirect_url: 'http://localhost:3000/reset?from=email',
    });
    expect(started.status).toBe(200);
    const message = await t.lastMessage('forgot@example.com');
    expect(message.subject).toBe('Reset your password');
    expect(message.link).toMatch(/^http:\/\/localhost:3000\/reset\?from=email&stytch_token_type=reset_password&token=/);
    const token = await resetToken(t, 'forgot@example.com');

    expectErrorShape(await t.sdk('POST', '/passwords/email/reset', { body: { token, password: 'qwerty' } }), 400, 'breached_password');
    const reset = await t.sdk('POST', '/passwords/email/reset', { body: { token, password: OTHER_STRONG } });
    expect(reset.status).toBe(200);
    expect(reset.json.data.user.emails[0].verified).toBe(true);
    expectErrorShape(
      await t.sdk('POST', '/passwords/email/reset', { body: { token, password: 'Another-fine-pass-55' } }),
      401,
      'unable_to_auth_password_reset_token',
    );
    expectErrorShape(await login(t, 'forgot@example.com', STRONG), 401, 'unauthorized_credentials');
    expect((await login(t, 'forgot@example.com', OTHER_STRONG)).status).toBe(200);
  });

  it('expires after reset_password_expiration_minutes (30 by default)', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'late@example.com', password: STRONG });
    await resetStart(t, { email: 'late@example.com' });
    const defaultToken = await resetToken(t, 'late@example.com');
    await resetStart(t, { email: 'late@example.com', reset_password_expiration_minutes: 60 });
    const longToken = await resetToken(t, 'late@example.com');
    await t.advance(31 * 60);
    expectErrorShape(
      await t.sdk('POST', '/passwords/email/reset', { body: { token: defaultToken, password: OTHER_STRONG } }),
      401,
      'unable_to_auth_password_reset_token',
    );
    expect((await t.sdk('POST', '/passwords/email/reset', { body: { token: longToken, password: OTHER_STRONG } })).status).toBe(200);
  });

  it('requires PKCE when the project does, and checks the verifier', async () => {
    const t = new TestEmulator({ config: { pkce: { passwordResets: true } } });
    await t.dev('POST', '/users', { email: 'pkce@example.com', password: STRONG });
    expectErrorShape(await resetStart(t, { email: 'pkce@example.com' }), 400, 'missing_pkce');
    const verifier = 'v'.repeat(64);
    await resetStart(t, { email: 'pkce@example.com', code_challenge: pkceChallenge(verifier) });
    const token = await resetToken(t, 'pkce@example.com');
    expectErrorShape(await t.sdk('POST', '/passwords/email/reset', { body: { token, password: OTHER_STRONG } }), 400, 'pkce_mismatch');
    expectErrorShape(
      await t.sdk('POST', '/passwords/email/reset', { body: { token, password: OTHER_STRONG, code_verifier: 'w'.repeat(64) } }),
      400,
      'pkce_mismatch',
    );
    const reset = await t.sdk('POST', '/passwords/email/reset', {
      body: { token, password: OTHER_STRONG, code_verifier: verifier },
    });
    expect(reset.status).toBe(200);
  });

  it('refuses a reset or login URL outside the allow-list, and sends nothing', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'phish@example.com', password: STRONG });
    expectErrorShape(
      await resetStart(t, { email: 'phish@example.com', reset_password_redirect_url: 'https://attacker.example/collect' }),
      400,
      'invalid_redirect_url',
    );
    expectErrorShape(
      await resetStart(t, { email: 'phish@example.com', login_redirect_url: 'javascript:alert(1)//' }),
      400,
      'invalid_redirect_url',
    );
    expect(await t.messages('phish@example.com')).toEqual([]);
  });

  it('answers email_not_found for an unknown address', async () => {
    const t = new TestEmulator();
    expectErrorShape(await resetStart(t, { email: 'ghost@example.com' }), 404, 'email_not_found');
  });

  it('adds a login link (stytch_token_type=login) that logs in as a magic link when login_redirect_url is given', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'nopass@example.com' });
    await resetStart(t, { email: 'nopass@example.com', login_redirect_url: 'http://localhost:3000/login' });
    const { body } = await t.lastMessage('nopass@example.com');
    const loginLink = new URL(/http:\/\/localhost:3000\/login\?\S+/.exec(body)![0]);
    expect(loginLink.searchParams.get('stytch_token_type')).toBe('login');
    const logged = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token: loginLink.searchParams.get('token') },
    });
    expect(logged.status).toBe(200);
  });
});

describe('reset by existing password and by session', () => {
  it('replaces a password with the existing one, and answers no_user_password for a user without one', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'change@example.com', password: STRONG, passwordMustReset: true });
    await t.dev('POST', '/users', { email: 'none@example.com' });
    const reset = (email: string, existing: string, next: string) =>
      t.sdk('POST', '/passwords/existing_password/reset', {
        body: { email, existing_password: existing, new_password: next },
      });
    expectErrorShape(await reset('none@example.com', STRONG, OTHER_STRONG), 400, 'no_user_password');
    expectErrorShape(await reset('change@example.com', 'Not-the-one-12', OTHER_STRONG), 401, 'unauthorized_credentials');
    expectErrorShape(await reset('change@example.com', STRONG, 'letmein'), 400, 'breached_password');
    expect((await reset('change@example.com', STRONG, OTHER_STRONG)).status).toBe(200);
    const after = await login(t, 'change@example.com', OTHER_STRONG);
    expect(after.status).toBe(200);
    expect(after.json.data.user.password.requires_reset).toBe(false);
  });

  it('sets a password for the session user', async () => {
    const t = new TestEmulator();
    const session = await t.loginByEmailOtp('otp-user@example.com');
    expectErrorShape(await t.sdk('POST', '/passwords/session/reset', { body: { password: OTHER_STRONG } }), 401, 'user_unauthenticated');
    const set = await t.sdk('POST', '/passwords/session/reset', {
      body: { password: OTHER_STRONG },
      secret: session.session_token,
    });
    expect(set.status).toBe(200);
    expect(set.json.data.session.session_id).toBe(session.session.session_id);
    expect((await login(t, 'otp-user@example.com', OTHER_STRONG)).status).toBe(200);
  });
});

describe('what is stored', () => {
  it('keeps only salted scrypt hashes: no plaintext in the snapshot, journal or dev API', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-passwords-'));
    try {
      const file = join(dir, 'state.json');
      const t = new TestEmulator({ dataFile: file });
      await t.dev('POST', '/users', { email: 'a@example.com', password: STRONG });
      await create(t, 'b@example.com', STRONG);
      await resetStart(t, { email: 'a@example.com' });
      const token = await resetToken(t, 'a@example.com');
      await t.sdk('POST', '/passwords/email/reset', { body: { token, password: OTHER_STRONG } });
      const users = JSON.stringify((await t.dev('GET', '/users')).json);
      // The mailbox keeps the reset link in clear, as a mailbox does; everything else must not.
      const journalled = (await Promise.all((await readdir(dir)).map((name) => readFile(join(dir, name), 'utf8'))))
        .flatMap((text) => text.split('\n'))
        .filter((line) => !line.startsWith('{"c":"messages"'));
      await t.emulator.flush();
      const snapshot = JSON.parse(await readFile(file, 'utf8'));
      delete snapshot.collections.messages;
      const everything = [users, ...journalled, JSON.stringify(snapshot)].join('\n');
      for (const secret of [STRONG, OTHER_STRONG, token]) expect(everything).not.toContain(secret);
      const hashes = snapshot.collections.passwords;
      expect(hashes).toHaveLength(2);
      expect(hashes[0].params).toEqual({ N: 16384, r: 8, p: 1, keyLength: 32 });
      expect(hashes[0].salt).not.toBe(hashes[1].salt);
      expect(hashes[0].hash).not.toBe(hashes[1].hash);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('deletes the password and pending resets with the user', async () => {
    const t = new TestEmulator();
    const seeded = (await t.dev('POST', '/users', { email: 'gone@example.com', password: STRONG })).json.user;
    await resetStart(t, { email: 'gone@example.com' });
    const token = await resetToken(t, 'gone@example.com');
    await t.dev('DELETE', `/users/${seeded.user_id}`);
    expect(t.emulator.store.of((await import('../../../emulator/src/products/passwords/records')).PASSWORDS).size).toBe(0);
    expectErrorShape(
      await t.sdk('POST', '/passwords/email/reset', { body: { token, password: OTHER_STRONG } }),
      401,
      'unable_to_auth_password_reset_token',
    );
  });
});
