import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../emulator/src/config';
import { expectErrorShape, TestEmulator } from './helpers';

/** Wrong passcodes count per destination and per client over a window that a new code does not reset. */

const LOCKED_MESSAGE = 'Too many failed authentication attempts. Please try again later.';

async function sendCode(t: TestEmulator, email: string): Promise<{ methodId: string; code: string }> {
  const sent = await t.sdk('POST', '/otps/email/login_or_create', { body: { email } });
  if (sent.status !== 200) throw new Error(`send failed: ${sent.text}`);
  return { methodId: sent.json.data.method_id, code: (await t.lastMessage(email)).code };
}

function wrongCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

async function attempt(t: TestEmulator, methodId: string, token: string, headers: Record<string, string> = {}) {
  return t.sdk('POST', '/otps/authenticate', { body: { token, method_id: methodId }, headers });
}

describe('passcode lockout', () => {
  it('has documented defaults: 10 wrong codes per destination and 1,000 per client in 15 minutes', () => {
    expect(DEFAULT_CONFIG.otpDestinationFailureLimit).toBe(10);
    expect(DEFAULT_CONFIG.otpClientFailureLimit).toBe(1000);
    expect(DEFAULT_CONFIG.otpFailureWindowSeconds).toBe(15 * 60);
    expect(DEFAULT_CONFIG.trustProxy).toBe(false);
  });

  it('a new code does not reset the wrong-attempt count of a destination', async () => {
    const t = new TestEmulator();
    let wrong = 0;
    // Four wrong guesses per code stay under the per-code limit of five; the
    // tenth wrong guess in the window locks the destination.
    while (wrong < 10) {
      const { methodId, code } = await sendCode(t, 'target@example.com');
      for (let i = 0; i < 4 && wrong < 10; i++) {
        wrong++;
        const res = await attempt(t, methodId, wrongCode(code));
        expectErrorShape(res, 401, wrong < 10 ? 'otp_code_not_found' : 'user_lock_limit_reached');
      }
    }
    const { methodId, code } = await sendCode(t, 'target@example.com');
    const locked = await attempt(t, methodId, code);
    expectErrorShape(locked, 401, 'user_lock_limit_reached');
    expect(locked.json.error_message).toBe(LOCKED_MESSAGE);

    // Other destinations are not affected; the lock lifts when the window has passed.
    const other = await sendCode(t, 'other@example.com');
    expect((await attempt(t, other.methodId, other.code)).status).toBe(200);
    await t.advance(15 * 60);
    const later = await sendCode(t, 'target@example.com');
    expect((await attempt(t, later.methodId, later.code)).status).toBe(200);
  });

  it('limits wrong codes per client across destinations; a forged X-Forwarded-For does not help', async () => {
    const t = new TestEmulator({ config: { otpClientFailureLimit: 6, otpDestinationFailureLimit: 100 } });
    for (let i = 1; i <= 6; i++) {
      const { methodId, code } = await sendCode(t, `spray${i}@example.com`);
      const res = await attempt(t, methodId, wrongCode(code), { 'x-forwarded-for': `198.51.100.${i}` });
      expectErrorShape(res, 401, 'otp_code_not_found');
    }
    // The client is refused, not the destination locked: throttling, not a lockout.
    const fresh = await sendCode(t, 'fresh@example.com');
    const res = await attempt(t, fresh.methodId, fresh.code, { 'x-forwarded-for': '198.51.100.200' });
    expectErrorShape(res, 429, 'too_many_requests');
    expect(res.json.error_message).toBe('Too many failed attempts from this client. Please try again later.');
  });

  it('counts per forwarded client when trustProxy is set, and limits are configurable', async () => {
    const t = new TestEmulator({
      config: { trustProxy: true, otpClientFailureLimit: 2, otpDestinationFailureLimit: 3, otpFailureWindowSeconds: 60 },
    });
    const attacker = { 'x-forwarded-for': '198.51.100.7' };
    const a = await sendCode(t, 'a@example.com');
    expectErrorShape(await attempt(t, a.methodId, wrongCode(a.code), attacker), 401, 'otp_code_not_found');
    expectErrorShape(await attempt(t, a.methodId, wrongCode(a.code), attacker), 401, 'otp_code_not_found');
    const b = await sendCode(t, 'b@example.com');
    expectErrorShape(await attempt(t, b.methodId, b.code, attacker), 429, 'too_many_requests');
    // Another client is not locked out by the attacker's client limit.
    expect((await attempt(t, b.methodId, b.code, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
    await t.advance(60);
    const again = await sendCode(t, 'a@example.com');
    expect((await attempt(t, again.methodId, again.code, attacker)).status).toBe(200);
  });

  it('locks per identifier: a locked email leaves other emails and phone numbers of the same client, and their users, alone', async () => {
    const t = new TestEmulator({ config: { otpDestinationFailureLimit: 3 } });
    const a = await sendCode(t, 'a-locked@example.com');
    for (let i = 0; i < 3; i++) await attempt(t, a.methodId, wrongCode(a.code));
    expectErrorShape(await attempt(t, a.methodId, a.code), 401, 'user_lock_limit_reached');
    // The same client, another address: unaffected, by email and by SMS.
    const b = await sendCode(t, 'b-free@example.com');
    expect((await attempt(t, b.methodId, b.code)).status).toBe(200);
    const sms = await t.sdk('POST', '/otps/sms/login_or_create', { body: { phone_number: '+15555550142' } });
    const smsCode = (await t.lastMessage('+15555550142')).code;
    expect((await attempt(t, sms.json.data.method_id, smsCode)).status).toBe(200);
  });

  it("with the defaults, one client's 120 wrong codes across 30 addresses refuse nothing but those codes", async () => {
    const t = new TestEmulator();
    for (let i = 0; i < 30; i++) {
      const { methodId, code } = await sendCode(t, `suite-${i}@example.com`);
      for (let j = 0; j < 4; j++) expectErrorShape(await attempt(t, methodId, wrongCode(code)), 401, 'otp_code_not_found');
    }
    const fresh = await sendCode(t, 'fresh-after-suite@example.com');
    expect((await attempt(t, fresh.methodId, fresh.code)).status).toBe(200);
  });
});
