/**
 * Email passcode sign-up end to end: the real client against the real
 * emulator over HTTP, the code read from the emulator's outbox.
 */
import { describe, expect, it } from 'vitest';
import {
  lastMessageTo,
  manualTimers,
  newClient,
  readCookie,
  useTestEmulator,
  waitFor,
} from './support/harness';

const getEmulator = useTestEmulator();

describe('email OTP sign-up', () => {
  it('signs up, writes the session cookies, reads the user, refreshes and revokes', async () => {
    const timers = manualTimers();
    const client = newClient(getEmulator(), { seams: { timers: timers.seam } });
    timers.runStartup();
    const email = 'ada@example.com';

    const sent = await client.otps.email.loginOrCreate(email);
    expect(sent.method_id).toMatch(/^email-/);

    const message = await lastMessageTo(getEmulator(), email);
    expect(message.channel).toBe('email');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);

    const auth = await client.otps.authenticate(message.code!, sent.method_id, { session_duration_minutes: 30 });
    expect(auth.user.emails[0]).toMatchObject({ email, verified: true });

    // The session cookies are on the page, and the state is the session's.
    expect(readCookie('stytch_session')).toBe(auth.session_token);
    expect(readCookie('stytch_session_jwt')).toBe(auth.session_jwt);
    expect(client.session.getSync()?.session_id).toBe(auth.session.session_id);
    expect(client.session.getTokens()).toEqual({
      session_token: auth.session_token,
      session_jwt: auth.session_jwt,
    });

    // Authenticated calls carry the session token.
    const user = await client.user.get();
    expect(user.user_id).toBe(auth.user_id);
    expect(client.user.getSync()?.user_id).toBe(auth.user_id);

    // An explicit refresh with a longer duration extends the session.
    const before = Date.parse(auth.session.expires_at);
    const refreshed = await client.session.authenticate({ session_duration_minutes: 120 });
    expect(Date.parse(refreshed.session.expires_at)).toBeGreaterThan(before + 60 * 60 * 1000);
    expect(refreshed.session.session_id).toBe(auth.session.session_id);

    // The background loop waits 180 000 ms, then refreshes against the getEmulator().
    await waitFor(() => timers.delays().includes(180_000));
    const lastAccessed = client.session.getSync()!.last_accessed_at;
    const jwtBefore = readCookie('stytch_session_jwt');
    timers.fire((ms) => ms === 180_000);
    await waitFor(() => timers.delays().includes(180_000));
    expect(Date.parse(client.session.getSync()!.last_accessed_at)).toBeGreaterThanOrEqual(Date.parse(lastAccessed));
    expect(readCookie('stytch_session')).toBe(auth.session_token);
    expect(readCookie('stytch_session_jwt')).toBeTruthy();
    expect(jwtBefore).toBeTruthy();

    // Revoking clears cookies and state, and the token no longer works.
    await client.session.revoke();
    expect(readCookie('stytch_session')).toBeNull();
    expect(readCookie('stytch_session_jwt')).toBeNull();
    expect(client.session.getSync()).toBeNull();
    await expect(client.user.get()).rejects.toMatchObject({ error_type: 'user_unauthenticated' });
  });

  it('logs an existing user in with a new code and the same user id', async () => {
    const client = newClient(getEmulator());
    const email = 'grace@example.com';
    const first = await client.otps.email.loginOrCreate(email);
    const code1 = (await lastMessageTo(getEmulator(), email)).code!;
    const signup = await client.otps.authenticate(code1, first.method_id, { session_duration_minutes: 30 });
    await client.session.revoke();

    const second = await client.otps.email.loginOrCreate(email);
    expect(second.method_id).toBe(first.method_id);
    const code2 = (await lastMessageTo(getEmulator(), email)).code!;
    const login = await client.otps.authenticate(code2, second.method_id, { session_duration_minutes: 30 });
    expect(login.user_id).toBe(signup.user_id);
    expect(login.session.session_id).not.toBe(signup.session.session_id);
  });

  it('a used code cannot be used again', async () => {
    const client = newClient(getEmulator());
    const email = 'once@example.com';
    const { method_id } = await client.otps.email.loginOrCreate(email);
    const code = (await lastMessageTo(getEmulator(), email)).code!;
    await client.otps.authenticate(code, method_id, { session_duration_minutes: 30 });
    await client.session.revoke();
    await expect(client.otps.authenticate(code, method_id, { session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'otp_code_not_found',
    });
  });
});
