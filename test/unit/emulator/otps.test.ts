import { describe, expect, it } from 'vitest';
import { expectErrorShape, TestEmulator } from './helpers';

async function sendEmailOtp(t: TestEmulator, email: string, body: Record<string, unknown> = {}) {
  const res = await t.sdk('POST', '/otps/email/login_or_create', { body: { email, ...body } });
  expect(res.status).toBe(200);
  const message = await t.lastMessage(email);
  return { methodId: res.json.data.method_id as string, code: message.code as string, res, message };
}

const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTP sends', () => {
  it('email login_or_create creates the user and records a 6-digit code', async () => {
    const t = new TestEmulator();
    const { res, message, methodId } = await sendEmailOtp(t, 'otp@example.com', { expiration_minutes: 5 });
    expect(res.json.data).toEqual({
      method_id: expect.stringMatching(/^email-test-[0-9a-f-]{36}$/),
      user_created: true,
      request_id: expect.any(String),
      status_code: 200,
    });
    expect(message).toMatchObject({ channel: 'email', subject: 'Your verification code', link: null, to: 'otp@example.com' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);
    expect(message.body).toContain('5 minutes');
    const again = await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'otp@example.com' } });
    expect(again.json.data).toMatchObject({ method_id: methodId, user_created: false });
  });

  it.each(['sms', 'whatsapp'] as const)('%s login_or_create sends to the phone number', async (channel) => {
    const t = new TestEmulator();
    const res = await t.sdk('POST', `/otps/${channel}/login_or_create`, { body: { phone_number: '+447700900123' } });
    expect(res.status).toBe(200);
    expect(res.json.data.method_id).toMatch(/^phone-number-test-/);
    const message = await t.lastMessage('+447700900123');
    expect(message).toMatchObject({ channel, subject: null, link: null });
    expect(message.code).toMatch(/^\d{6}$/);
    const auth = await t.sdk('POST', '/otps/authenticate', {
      body: { token: message.code, method_id: res.json.data.method_id, session_duration_minutes: 30 },
    });
    expect(auth.status).toBe(200);
    expect(auth.json.data.method_id).toBe(res.json.data.method_id);
    expect(auth.json.data.user.phone_numbers).toEqual([
      { phone_id: res.json.data.method_id, phone_number: '+447700900123', verified: true },
    ]);
    expect(auth.json.data.session.authentication_factors[0]).toMatchObject({
      type: 'otp',
      delivery_method: channel,
      phone_number_factor: { phone_id: res.json.data.method_id, phone_number: '+447700900123' },
    });
  });

  it('send/primary needs an existing destination; send/secondary needs a session', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.sdk('POST', '/otps/email/send/primary', { body: { email: 'no@example.com' } }), 404, 'email_not_found');
    expectErrorShape(
      await t.sdk('POST', '/otps/sms/send/primary', { body: { phone_number: '+12015550100' } }),
      404,
      'phone_number_not_found',
    );
    await t.dev('POST', '/users', { phone_number: '+12015550100' });
    expect((await t.sdk('POST', '/otps/whatsapp/send/primary', { body: { phone_number: '+12015550100' } })).status).toBe(200);
    expectErrorShape(
      await t.sdk('POST', '/otps/email/send/secondary', { body: { email: 'x@example.com' } }),
      401,
      'user_unauthenticated',
    );
    const login = await t.loginByEmailOtp('owner@example.com');
    expectErrorShape(
      await t.sdk('POST', '/otps/sms/send/secondary', { body: { phone_number: '+12015550100' }, secret: login.session_token }),
      409,
      'duplicate_phone_number',
    );
  });

  it('uses otpExpirationSecondsOverride and rate-limits per destination', async () => {
    const t = new TestEmulator({ config: { otpExpirationSecondsOverride: 90, sendRateLimitPerMinute: 1 } });
    const { message } = await sendEmailOtp(t, 'o@example.com');
    expect(message.body).toContain('90 seconds');
    expectErrorShape(
      await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'o@example.com' } }),
      429,
      'too_many_requests',
    );
  });

  it('rejects out-of-range expiration_minutes', async () => {
    const t = new TestEmulator();
    expectErrorShape(
      await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'o@example.com', expiration_minutes: 60 } }),
      400,
      'bad_request',
    );
  });
});

describe('POST /otps/authenticate', () => {
  it('logs in, verifies the email and activates a pending user', async () => {
    const t = new TestEmulator();
    const { methodId, code } = await sendEmailOtp(t, 'p@example.com', { create_user_as_pending: true });
    expect((await t.dev('GET', '/users')).json.users[0].status).toBe('pending');
    const res = await t.sdk('POST', '/otps/authenticate', {
      body: { token: code, method_id: methodId, session_duration_minutes: 30 },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.user.status).toBe('active');
    expect(res.json.data.user.emails[0].verified).toBe(true);
    expect(res.json.data.method_id).toBe(methodId);
  });

  it('answers a wrong code with 401 otp_code_not_found', async () => {
    const t = new TestEmulator();
    const { methodId, code } = await sendEmailOtp(t, 'w@example.com');
    const res = await t.sdk('POST', '/otps/authenticate', { body: { token: wrongCode(code), method_id: methodId } });
    expectErrorShape(res, 401, 'otp_code_not_found');
    expect(res.json.error_message).toBe('The OTP code could not be found.');
    expectErrorShape(
      await t.sdk('POST', '/otps/authenticate', { body: { token: code, method_id: 'email-test-unknown' } }),
      401,
      'otp_code_not_found',
    );
    // A wrong attempt below the limit does not burn the code.
    expect((await t.sdk('POST', '/otps/authenticate', { body: { token: code, method_id: methodId } })).status).toBe(200);
  });

  it('is single use', async () => {
    const t = new TestEmulator();
    const { methodId, code } = await sendEmailOtp(t, 's@example.com');
    expect((await t.sdk('POST', '/otps/authenticate', { body: { token: code, method_id: methodId } })).status).toBe(200);
    expectErrorShape(await t.sdk('POST', '/otps/authenticate', { body: { token: code, method_id: methodId } }), 401, 'otp_code_not_found');
  });

  it('expires (emulator clock)', async () => {
    const t = new TestEmulator();
    const { methodId, code } = await sendEmailOtp(t, 'e@example.com', { expiration_minutes: 2 });
    await t.advance(2 * 60 + 1);
    const res = await t.sdk('POST', '/otps/authenticate', { body: { token: code, method_id: methodId } });
    // The provider's type, plus the reason a UI needs to follow the server's clock.
    expectErrorShape(res, 401, 'otp_code_not_found');
    expect((res.json as { error_details?: unknown }).error_details).toEqual({ reason: 'expired' });
  });

  it('says nothing about expiry for a wrong code', async () => {
    const t = new TestEmulator();
    const { methodId } = await sendEmailOtp(t, 'w@example.com');
    const res = await t.sdk('POST', '/otps/authenticate', { body: { token: '000000', method_id: methodId } });
    expectErrorShape(res, 401, 'otp_code_not_found');
    expect((res.json as { error_details?: unknown }).error_details).toBeUndefined();
  });

  it('locks the method at otpAttemptLimit wrong codes until a new code is sent', async () => {
    const t = new TestEmulator({ config: { otpAttemptLimit: 3 } });
    const { methodId, code } = await sendEmailOtp(t, 'lock@example.com');
    const attempt = (token: string) => t.sdk('POST', '/otps/authenticate', { body: { token, method_id: methodId } });
    expectErrorShape(await attempt(wrongCode(code)), 401, 'otp_code_not_found');
    expectErrorShape(await attempt(wrongCode(code)), 401, 'otp_code_not_found');
    const locked = await attempt(wrongCode(code));
    expectErrorShape(locked, 401, 'user_lock_limit_reached');
    // Even the right code is refused while locked.
    expectErrorShape(await attempt(code), 401, 'user_lock_limit_reached');
    const fresh = await sendEmailOtp(t, 'lock@example.com');
    expect(fresh.methodId).toBe(methodId);
    expect((await attempt(fresh.code)).status).toBe(200);
  });

  it('a new code replaces the previous one', async () => {
    const t = new TestEmulator();
    const first = await sendEmailOtp(t, 'r@example.com');
    let second = await sendEmailOtp(t, 'r@example.com');
    while (second.code === first.code) second = await sendEmailOtp(t, 'r@example.com');
    expectErrorShape(
      await t.sdk('POST', '/otps/authenticate', { body: { token: first.code, method_id: first.methodId } }),
      401,
      'otp_code_not_found',
    );
    expect(
      (await t.sdk('POST', '/otps/authenticate', { body: { token: second.code, method_id: second.methodId } })).status,
    ).toBe(200);
  });

  it('rejects codes that are not six digits with 400 invalid_code', async () => {
    const t = new TestEmulator();
    for (const token of ['12345', '1234567', 'abcdef', '']) {
      expectErrorShape(await t.sdk('POST', '/otps/authenticate', { body: { token, method_id: 'x' } }), 400, 'invalid_code');
    }
  });
});
