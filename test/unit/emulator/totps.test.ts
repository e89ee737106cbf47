import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totpCode } from '../../../emulator/src/products/totps/totp';
import { expectErrorShape, TestEmulator } from './helpers';

describe('RFC 6238 implementation', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (8-digit values; 6 digits are the tail).
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at T=%i the code is %s', (seconds, code) => {
    expect(totpCode(secret, seconds * 1000)).toBe(code);
  });

  it('round-trips base32 and computes RFC 4226 HOTP values', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(hotp(Buffer.from('12345678901234567890'), 1)).toBe('287082');
  });

  it('matches one step either side and nothing further', () => {
    const now = 1_700_000_000_000;
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(Math.floor(now / 30_000) - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(Math.floor(now / 30_000) + 1);
    expect(matchTotp(secret, totpCode(secret, now - 90_000), now)).toBeNull();
  });
});

async function withTotp(t: TestEmulator, expirationMinutes = 60) {
  const login = await t.loginByEmailOtp('totp@example.com');
  const created = await t.sdk('POST', '/totps', {
    body: { expiration_minutes: expirationMinutes },
    secret: login.session_token,
  });
  expect(created.status).toBe(200);
  return { login, totp: created.json.data };
}

async function now(t: TestEmulator): Promise<number> {
  return Date.parse((await t.dev('GET', '/clock')).json.now);
}

describe('POST /totps', () => {
  it('needs a session', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.sdk('POST', '/totps', { body: {} }), 401, 'user_unauthenticated');
  });

  it('creates an unverified TOTP with a secret, otpauth URL, ten recovery codes and __user', async () => {
    const t = new TestEmulator();
    const { login, totp } = await withTotp(t);
    expect(totp.totp_id).toMatch(/^totp-test-/);
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.qr_code).toBe(
      `otpauth://totp/Portico%20Emulator%3Atotp%40example.com?secret=${totp.secret}&issuer=Portico%20Emulator&algorithm=SHA1&digits=6&period=30`,
    );
    expect(totp.recovery_codes).toHaveLength(10);
    for (const code of totp.recovery_codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(totp.user_id).toBe(login.user_id);
    expect(totp.__user).toMatchObject({ user_id: login.user_id, totps: [{ totp_id: totp.totp_id, verified: false }], status_code: 200 });
  });
});

describe('POST /totps/authenticate', () => {
  it('verifies the TOTP and adds the factor to the session', async () => {
    const t = new TestEmulator();
    const { login, totp } = await withTotp(t);
    const res = await t.sdk('POST', '/totps/authenticate', {
      body: { totp_code: totpCode(totp.secret, await now(t)), session_duration_minutes: 30 },
      secret: login.session_token,
    });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.totp_id).toBe(totp.totp_id);
    expect(data.session.session_id).toBe(login.session.session_id);
    expect(data.session.authentication_factors.map((f: any) => f.type)).toEqual(['otp', 'totp']);
    expect(data.session.authentication_factors[1]).toMatchObject({
      delivery_method: 'authenticator_app',
      totp_factor: { totp_id: totp.totp_id },
    });
    expect(data.user.totps).toEqual([{ totp_id: totp.totp_id, verified: true }]);
    // A second TOTP cannot be created while one is active.
    expectErrorShape(await t.sdk('POST', '/totps', { body: {}, secret: login.session_token }), 409, 'active_totp_exists');
  });

  it('rejects a wrong code, a replayed code and a malformed code', async () => {
    const t = new TestEmulator();
    const { login, totp } = await withTotp(t);
    const at = await now(t);
    const code = totpCode(totp.secret, at);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const call = (totp_code: string) => t.sdk('POST', '/totps/authenticate', { body: { totp_code }, secret: login.session_token });
    expectErrorShape(await call(wrong), 401, 'otp_code_not_found');
    expectErrorShape(await call('12345'), 400, 'invalid_code');
    expect((await call(code)).status).toBe(200);
    expectErrorShape(await call(code), 401, 'otp_code_not_found');
    await t.advance(30);
    expect((await call(totpCode(totp.secret, await now(t)))).status).toBe(200);
  });

  it('locks after otpAttemptLimit wrong codes', async () => {
    const t = new TestEmulator({ config: { otpAttemptLimit: 2 } });
    const { login, totp } = await withTotp(t, 1440);
    const code = totpCode(totp.secret, await now(t));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const call = (totp_code: string) => t.sdk('POST', '/totps/authenticate', { body: { totp_code }, secret: login.session_token });
    expectErrorShape(await call(wrong), 401, 'otp_code_not_found');
    expectErrorShape(await call(wrong), 401, 'user_lock_limit_reached');
    expectErrorShape(await call(code), 401, 'user_lock_limit_reached');
    await t.sdk('POST', '/sessions/authenticate', { body: { session_duration_minutes: 120 }, secret: login.session_token });
    await t.advance(60 * 60 + 1);
    expect((await call(totpCode(totp.secret, await now(t)))).status).toBe(200);
  });

  it('answers totp_not_found without a TOTP and refuses an expired unverified one', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('none@example.com');
    expectErrorShape(
      await t.sdk('POST', '/totps/authenticate', { body: { totp_code: '123456' }, secret: login.session_token }),
      404,
      'totp_not_found',
    );
    const created = await t.sdk('POST', '/totps', { body: { expiration_minutes: 5 }, secret: login.session_token });
    await t.sdk('POST', '/sessions/authenticate', { body: { session_duration_minutes: 60 }, secret: login.session_token });
    await t.advance(6 * 60);
    expectErrorShape(
      await t.sdk('POST', '/totps/authenticate', {
        body: { totp_code: totpCode(created.json.data.secret, await now(t)) },
        secret: login.session_token,
      }),
      404,
      'totp_not_found',
    );
  });
});

describe('recovery codes', () => {
  it('lists unused codes and accepts each code once', async () => {
    const t = new TestEmulator();
    const { login, totp } = await withTotp(t);
    await t.sdk('POST', '/totps/authenticate', {
      body: { totp_code: totpCode(totp.secret, await now(t)) },
      secret: login.session_token,
    });
    const listed = await t.sdk('POST', '/totps/recovery_codes', { secret: login.session_token });
    expect(listed.json.data).toMatchObject({
      user_id: login.user_id,
      totps: [{ totp_id: totp.totp_id, verified: true, recovery_codes: totp.recovery_codes }],
    });

    const [first] = totp.recovery_codes;
    const recovered = await t.sdk('POST', '/totps/recover', {
      body: { recovery_code: first, session_duration_minutes: 30 },
      secret: login.session_token,
    });
    expect(recovered.status).toBe(200);
    expect(recovered.json.data.totp_id).toBe(totp.totp_id);
    expect(recovered.json.data.session.authentication_factors.at(-1)).toMatchObject({
      type: 'recovery_codes',
      delivery_method: 'recovery_code',
      recovery_code_factor: { totp_recovery_code_id: expect.stringMatching(/^totp-recovery-code-test-/) },
    });
    expectErrorShape(
      await t.sdk('POST', '/totps/recover', { body: { recovery_code: first }, secret: login.session_token }),
      401,
      'unable_to_authenticate_recovery_code',
    );
    expectErrorShape(
      await t.sdk('POST', '/totps/recover', { body: { recovery_code: 'zzzz-zzzz-zzzz' }, secret: login.session_token }),
      401,
      'unable_to_authenticate_recovery_code',
    );
    const after = await t.sdk('POST', '/totps/recovery_codes', { secret: login.session_token });
    expect(after.json.data.totps[0].recovery_codes).toEqual(totp.recovery_codes.slice(1));
  });

  it('does not accept codes of an unverified TOTP', async () => {
    const t = new TestEmulator();
    const { login, totp } = await withTotp(t);
    expectErrorShape(
      await t.sdk('POST', '/totps/recover', { body: { recovery_code: totp.recovery_codes[0] }, secret: login.session_token }),
      401,
      'unable_to_authenticate_recovery_code',
    );
  });

  it('the dev API tells the current code, and deleting the TOTP removes it', async () => {
    const t = new TestEmulator();
    const { login, totp } = await withTotp(t);
    const { code } = (await t.dev('GET', `/totps/${totp.totp_id}/code`)).json;
    expect(code).toBe(totpCode(totp.secret, await now(t)));
    const deleted = await t.sdk('DELETE', `/users/totps/${totp.totp_id}`, { secret: login.session_token });
    expect(deleted.json.data.__user.totps).toEqual([]);
    expectErrorShape(await t.dev('GET', `/totps/${totp.totp_id}/code`), 404, 'totp_not_found');
  });
});
