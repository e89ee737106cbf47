/**
 * Account integrity against the real emulator over HTTP (docs/security.md):
 * an address joins an account only once proven, a password set before that
 * proof stops working, an old session cannot replace the password, and a
 * reset ends the user's other sessions. An attacker and the address's owner
 * are two bare HTTP clients; time moves with the dev API's clock.
 */
import { describe, expect, it } from 'vitest';
import { lastMessageTo, useTestEmulator } from './support/harness';
import { advanceClock, sdk, sessionIsLive, signInByEmailCode } from './support/sdk-http';

const ATTACKER_PASSWORD = 'Quartz-lantern-47-orbit';
const OWNER_PASSWORD = 'Velvet.harbour.93.cedar';
const THIRD_PASSWORD = 'Saffron+meadow+58+kettle';

const emulator = useTestEmulator({ resetBetweenTests: true });

async function createPassword(email: string, password: string) {
  const created = await sdk(emulator(), 'POST', '/passwords', { email, password, session_duration_minutes: 60 });
  expect(created.status).toBe(200);
  return created.json as { user_id: string; session_token: string };
}

async function passwordLogin(email: string, password: string) {
  return sdk(emulator(), 'POST', '/passwords/authenticate', { email, password, session_duration_minutes: 60 });
}

/** Authenticates the newest code sent to `destination`, with the caller's session if any. */
async function authenticateCodeSentTo(destination: string, methodId: string, sessionToken?: string) {
  const { code } = await lastMessageTo(emulator(), destination);
  return sdk(
    emulator(),
    'POST',
    '/otps/authenticate',
    { token: code, method_id: methodId, session_duration_minutes: 60 },
    sessionToken,
  );
}

async function magicLinkLogin(email: string) {
  const sent = await sdk(emulator(), 'POST', '/magic_links/email/login_or_create', { email });
  expect(sent.status).toBe(200);
  const token = new URL((await lastMessageTo(emulator(), email)).link!).searchParams.get('token');
  return sdk(emulator(), 'POST', '/magic_links/authenticate', { token, session_duration_minutes: 60 });
}

describe('a password set before anyone proved the address (pre-hijacking)', () => {
  it('stops logging in once the owner proves the address by email code: reset_password, and its sessions end', async () => {
    const attacker = await createPassword('owner@example.com', ATTACKER_PASSWORD);
    expect((await passwordLogin('owner@example.com', ATTACKER_PASSWORD)).status).toBe(200);

    const owner = await signInByEmailCode(emulator(), 'owner@example.com');
    expect(owner.status).toBe(200);
    expect(owner.json.user.emails).toEqual([expect.objectContaining({ email: 'owner@example.com', verified: true })]);
    expect(owner.json.user.password).toMatchObject({ requires_reset: true });

    const again = await passwordLogin('owner@example.com', ATTACKER_PASSWORD);
    expect(again.status).toBe(401);
    expect(again.json.error_type).toBe('reset_password');
    expect(await sessionIsLive(emulator(), attacker.session_token)).toBe(false);
    expect(await sessionIsLive(emulator(), owner.json.session_token)).toBe(true);
  });

  it('stops logging in once the owner proves the address by magic link', async () => {
    await createPassword('link-owner@example.com', ATTACKER_PASSWORD);
    expect((await magicLinkLogin('link-owner@example.com')).status).toBe(200);
    expect((await passwordLogin('link-owner@example.com', ATTACKER_PASSWORD)).json.error_type).toBe('reset_password');
  });

  it('keeps a password set after the proof, and the prover keeps the session they proved it in', async () => {
    const signedUp = await createPassword('self@example.com', OWNER_PASSWORD);
    // The same person proves the address from the session their sign-up gave them: that session stays.
    const proved = await signInByEmailCode(emulator(), 'self@example.com', signedUp.session_token);
    expect(proved.json.session_token).toBe(signedUp.session_token);
    expect(await sessionIsLive(emulator(), signedUp.session_token)).toBe(true);

    // A reset by email sets a password after proof: later proofs leave it alone.
    expect((await sdk(emulator(), 'POST', '/passwords/email/reset/start', { email: 'self@example.com' })).status).toBe(200);
    const token = new URL((await lastMessageTo(emulator(), 'self@example.com')).link!).searchParams.get('token');
    const reset = await sdk(emulator(), 'POST', '/passwords/email/reset', {
      token,
      password: THIRD_PASSWORD,
      session_duration_minutes: 60,
    });
    expect(reset.status).toBe(200);
    expect((await magicLinkLogin('self@example.com')).status).toBe(200);
    expect((await passwordLogin('self@example.com', THIRD_PASSWORD)).status).toBe(200);
  });
});

describe('an address sent to as a secondary factor', () => {
  it('is not on the account until its code is authenticated, and never routes its owner into the account', async () => {
    const caller = await signInByEmailCode(emulator(), 'caller@example.com');
    const callerToken = caller.json.session_token as string;
    const sent = await sdk(emulator(), 'POST', '/otps/email/send/secondary', { email: 'victim@example.com' }, callerToken);
    expect(sent.status).toBe(200);
    const me = await sdk(emulator(), 'GET', '/users/me', undefined, callerToken);
    expect(me.json.emails.map((e: { email: string }) => e.email)).toEqual(['caller@example.com']);

    await advanceClock(emulator(), 10 * 60);
    const victim = await signInByEmailCode(emulator(), 'victim@example.com');
    expect(victim.status).toBe(200);
    expect(victim.json.user_id).not.toBe(caller.json.user_id);
    expect(victim.json.user.emails).toEqual([expect.objectContaining({ email: 'victim@example.com', verified: true })]);

    // Proven by its owner, the address never joined the caller's account.
    const after = await sdk(emulator(), 'GET', '/users/me', undefined, callerToken);
    expect(after.json.emails.map((e: { email: string }) => e.email)).toEqual(['caller@example.com']);
  });

  it('joins the account, verified, when its code comes back in time', async () => {
    const caller = await signInByEmailCode(emulator(), 'adder@example.com');
    const callerToken = caller.json.session_token as string;
    const sent = await sdk(emulator(), 'POST', '/otps/email/send/secondary', { email: 'second@example.com' }, callerToken);
    const proved = await authenticateCodeSentTo('second@example.com', sent.json.method_id, callerToken);
    expect(proved.status).toBe(200);
    expect(proved.json.user_id).toBe(caller.json.user_id);
    expect(proved.json.user.emails).toContainEqual({ email_id: sent.json.method_id, email: 'second@example.com', verified: true });
  });

  it('expires with its code: an old code neither signs in nor attaches the address', async () => {
    const caller = await signInByEmailCode(emulator(), 'slow@example.com');
    const callerToken = caller.json.session_token as string;
    const sent = await sdk(emulator(), 'POST', '/otps/sms/send/secondary', { phone_number: '+15005550006' }, callerToken);
    expect(sent.status).toBe(200);
    await advanceClock(emulator(), 5 * 60 + 1);
    const late = await authenticateCodeSentTo('+15005550006', sent.json.method_id, callerToken);
    expect(late.status).toBe(401);
    expect(late.json.error_type).toBe('otp_code_not_found');
    expect((await sdk(emulator(), 'GET', '/users/me', undefined, callerToken)).json.phone_numbers).toEqual([]);
    // Nobody holds the number: its owner can sign up with it.
    expect((await sdk(emulator(), 'POST', '/otps/sms/send/primary', { phone_number: '+15005550006' })).json.error_type).toBe(
      'phone_number_not_found',
    );
  });

  it('by magic link: the owner who proves the address first keeps it, and the late link is refused', async () => {
    const caller = await signInByEmailCode(emulator(), 'linker@example.com');
    const callerToken = caller.json.session_token as string;
    const sent = await sdk(emulator(), 'POST', '/magic_links/email/send/secondary', { email: 'mine@example.com' }, callerToken);
    expect(sent.status).toBe(200);
    const pendingLink = new URL((await lastMessageTo(emulator(), 'mine@example.com')).link!);

    const owner = await magicLinkLogin('mine@example.com');
    expect(owner.status).toBe(200);
    expect(owner.json.user_id).not.toBe(caller.json.user_id);

    const late = await sdk(
      emulator(),
      'POST',
      '/magic_links/authenticate',
      { token: pendingLink.searchParams.get('token'), session_duration_minutes: 60 },
      callerToken,
    );
    expect(late.status).toBe(409);
    expect(late.json.error_type).toBe('duplicate_email');
    expect((await sdk(emulator(), 'GET', '/users/me', undefined, callerToken)).json.emails).toHaveLength(1);
  });
});

describe('resetting a password from a session', () => {
  it('needs a password, magic-link or email-code factor from the last 5 minutes', async () => {
    const signedIn = await signInByEmailCode(emulator(), 'recent@example.com');
    const token = signedIn.json.session_token as string;
    await advanceClock(emulator(), 5 * 60 + 1);
    const stale = await sdk(
      emulator(),
      'POST',
      '/passwords/session/reset',
      { password: OWNER_PASSWORD, session_duration_minutes: 60 },
      token,
    );
    expect(stale.status).toBe(400);
    expect(stale.json.error_type).toBe('session_too_old_to_reset_password');
    expect((await passwordLogin('recent@example.com', OWNER_PASSWORD)).status).not.toBe(200);

    // A fresh email code in the same session makes it recent again.
    const again = await signInByEmailCode(emulator(), 'recent@example.com', token);
    expect(again.json.session_token).toBe(token);
    const fresh = await sdk(
      emulator(),
      'POST',
      '/passwords/session/reset',
      { password: OWNER_PASSWORD, session_duration_minutes: 60 },
      token,
    );
    expect(fresh.status).toBe(200);
    expect((await passwordLogin('recent@example.com', OWNER_PASSWORD)).status).toBe(200);
  });

  it('does not count a recent SMS passcode', async () => {
    const sent = await sdk(emulator(), 'POST', '/otps/sms/login_or_create', { phone_number: '+15005550009' });
    const signedIn = await authenticateCodeSentTo('+15005550009', sent.json.method_id);
    const reset = await sdk(
      emulator(),
      'POST',
      '/passwords/session/reset',
      { password: OWNER_PASSWORD, session_duration_minutes: 60 },
      signedIn.json.session_token,
    );
    expect(reset.json.error_type).toBe('session_too_old_to_reset_password');
  });
});

describe('a password reset', () => {
  async function userWithTwoSessions(email: string): Promise<[string, string]> {
    await signInByEmailCode(emulator(), email);
    const first = await signInByEmailCode(emulator(), email);
    const second = await signInByEmailCode(emulator(), email);
    return [first.json.session_token, second.json.session_token];
  }

  it('by email link ends every other session and keeps the one it returns', async () => {
    const [first, second] = await userWithTwoSessions('by-link@example.com');
    await sdk(emulator(), 'POST', '/passwords/email/reset/start', { email: 'by-link@example.com' });
    const token = new URL((await lastMessageTo(emulator(), 'by-link@example.com')).link!).searchParams.get('token');
    const reset = await sdk(emulator(), 'POST', '/passwords/email/reset', {
      token,
      password: OWNER_PASSWORD,
      session_duration_minutes: 60,
    });
    expect(reset.status).toBe(200);
    expect(await sessionIsLive(emulator(), first)).toBe(false);
    expect(await sessionIsLive(emulator(), second)).toBe(false);
    expect(await sessionIsLive(emulator(), reset.json.session_token)).toBe(true);
  });

  it('by the existing password ends every other session', async () => {
    await createPassword('by-old@example.com', OWNER_PASSWORD);
    const first = (await passwordLogin('by-old@example.com', OWNER_PASSWORD)).json.session_token as string;
    const reset = await sdk(emulator(), 'POST', '/passwords/existing_password/reset', {
      email: 'by-old@example.com',
      existing_password: OWNER_PASSWORD,
      new_password: THIRD_PASSWORD,
      session_duration_minutes: 60,
    });
    expect(reset.status).toBe(200);
    expect(await sessionIsLive(emulator(), first)).toBe(false);
    expect(await sessionIsLive(emulator(), reset.json.session_token)).toBe(true);
  });

  it('by session keeps that session and ends the others', async () => {
    const [first, second] = await userWithTwoSessions('by-session@example.com');
    const reset = await sdk(
      emulator(),
      'POST',
      '/passwords/session/reset',
      { password: OWNER_PASSWORD, session_duration_minutes: 60 },
      second,
    );
    expect(reset.status).toBe(200);
    expect(reset.json.session_token).toBe(second);
    expect(await sessionIsLive(emulator(), second)).toBe(true);
    expect(await sessionIsLive(emulator(), first)).toBe(false);
  });
});
