/**
 * Passwords end to end: the real client (`client.passwords`, `client.user.search`)
 * against the real emulator over HTTP, reset links read from its outbox.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPage, devApi, errorTypeOf, lastMessageTo, newClient, readCookie, startTestEmulator } from './support/harness';

const STRONG = 'Quartz-lantern-47-orbit';
const OTHER = 'Velvet.harbour.93.cedar';

beforeEach(() => clearPage());

describe('client.passwords against the emulator', () => {
  it('searches, checks strength, creates, logs in, and resets by email with PKCE', async () => {
    const emulator = await startTestEmulator({ config: { pkce: { passwordResets: true } } });
    try {
      const client = newClient(emulator);
      const email = 'pw@example.com';
      expect((await client.user.search(email)).userType).toBe('new');

      const weak = await client.passwords.strengthCheck({ email, password: 'tulip9x' });
      expect(weak).toMatchObject({ valid_password: false, breached_password: false, strength_policy: 'zxcvbn' });
      expect(weak.score).toBeLessThan(3);

      const created = await client.passwords.create({ email, password: STRONG, session_duration_minutes: 60 });
      expect(readCookie('stytch_session')).toBe(created.session_token);
      expect((await client.user.search(email)).userType).toBe('password');

      expect(await errorTypeOf(client.passwords.authenticate({ email, password: OTHER, session_duration_minutes: 60 }))).toBe(
        'unauthorized_credentials',
      );
      const logged = await client.passwords.authenticate({ email, password: STRONG, session_duration_minutes: 60 });
      expect(logged.user_id).toBe(created.user_id);

      // The client keeps the PKCE verifier under `passwords` and sends it with the token.
      await client.passwords.resetByEmailStart({ email, reset_password_redirect_url: 'http://localhost:3000/reset' });
      const link = new URL((await lastMessageTo(emulator, email)).link!);
      const reset = await client.passwords.resetByEmail({
        token: link.searchParams.get('token')!,
        password: OTHER,
        session_duration_minutes: 60,
      });
      expect(reset.user_id).toBe(created.user_id);
      expect(await errorTypeOf(client.passwords.authenticate({ email, password: STRONG, session_duration_minutes: 60 }))).toBe(
        'unauthorized_credentials',
      );
    } finally {
      await emulator.close();
    }
  });

  it('tells a passwordless user apart, and answers reset_password for a user who must reset', async () => {
    const emulator = await startTestEmulator();
    try {
      const client = newClient(emulator);
      await devApi(emulator, 'POST', '/users', { email: 'otp-only@example.com' });
      await devApi(emulator, 'POST', '/users', { email: 'stale@example.com', password: STRONG, passwordMustReset: true });
      expect((await client.user.search('otp-only@example.com')).userType).toBe('passwordless');
      expect(
        await errorTypeOf(
          client.passwords.authenticate({ email: 'stale@example.com', password: STRONG, session_duration_minutes: 30 }),
        ),
      ).toBe('reset_password');
      expect(
        await errorTypeOf(
          client.passwords.resetByExistingPassword({
            email: 'otp-only@example.com',
            existing_password: STRONG,
            new_password: OTHER,
            session_duration_minutes: 30,
          }),
        ),
      ).toBe('no_user_password');
    } finally {
      await emulator.close();
    }
  });
});
