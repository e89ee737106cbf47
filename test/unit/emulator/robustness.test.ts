import { describe, expect, it } from 'vitest';
import { expectErrorShape, TestEmulator } from './helpers';

/** Prototype-looking ids, absurd clock moves and hostile email addresses. */

const IDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('ids that name Object.prototype members', () => {
  it('are ordinary unknown ids on every route that takes an id', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('ids@example.com');
    const secret = login.session_token;
    const factors: Array<[string, string]> = [
      ['emails', 'email_not_found'],
      ['phone_numbers', 'phone_number_not_found'],
      ['totps', 'totp_not_found'],
      ['crypto_wallets', 'crypto_wallet_not_found'],
      ['oauth', 'oauth_user_registration_not_found'],
      ['webauthn_registrations', 'webauthn_registration_not_found'],
      ['biometric_registrations', 'biometric_registration_not_found'],
    ];
    for (const id of IDS) {
      const otp = await t.sdk('POST', '/otps/authenticate', { body: { token: '123456', method_id: id } });
      expectErrorShape(otp, 401, 'otp_code_not_found');
      for (const [factor, errorType] of factors) {
        expectErrorShape(await t.sdk('DELETE', `/users/${factor}/${id}`, { secret }), 404, errorType);
      }
      expectErrorShape(await t.sdk('DELETE', `/users/${id}/x`, { secret }), 404, 'route_not_found');
      expectErrorShape(
        await t.sdk('POST', `/users/connected_apps/${id}/revoke`, { body: {}, secret }),
        404,
        'connected_app_not_found',
      );
      expectErrorShape(await t.dev('GET', `/totps/${id}/code`), 404, 'totp_not_found');
      expectErrorShape(await t.dev('POST', '/impersonation_tokens', { user_id: id }), 404, 'user_not_found');
      expectErrorShape(
        await t.sdk('POST', '/impersonation/authenticate', { body: { impersonation_token: id } }),
        401,
        'unable_to_auth_impersonation_token',
      );
      expectErrorShape(
        await t.sdk('POST', '/magic_links/authenticate', { body: { token: id } }),
        401,
        'unable_to_auth_magic_link',
      );
      expectErrorShape(await t.sdk('GET', '/users/me', { secret: id }), 401, 'unauthorized_credentials');
    }
    // Nothing above broke the store.
    expect((await t.sdk('GET', '/users/me', { secret })).status).toBe(200);
  });

  it('a config patch cannot reach the prototype', async () => {
    const t = new TestEmulator();
    const res = await t.request('PATCH', '/_emulator/config', {
      rawBody: '{"__proto__": {"otpAttemptLimit": 1}}',
      authorization: null,
    });
    expectErrorShape(res, 400, 'bad_request');
    expect((await t.dev('GET', '/config')).json.config.otpAttemptLimit).toBe(5);
    expect(({} as Record<string, unknown>).otpAttemptLimit).toBeUndefined();
  });
});

describe('POST /_emulator/clock', () => {
  it('refuses non-finite, negative and over-ten-year moves with 400 and keeps working', async () => {
    const t = new TestEmulator();
    const tenYears = 10 * 365.25 * 24 * 60 * 60;
    for (const raw of ['{"advanceSeconds": 1e400}', '{"advanceSeconds": 1e300}', `{"advanceSeconds": ${tenYears + 1}}`, '{"advanceSeconds": -1}', '{"advanceSeconds": "60"}']) {
      const res = await t.request('POST', '/_emulator/clock', { rawBody: raw, authorization: null });
      expectErrorShape(res, 400, 'bad_request');
    }
    expect((await t.dev('GET', '/clock')).json.offset_seconds).toBe(0);
    expect((await t.dev('POST', '/clock', { advanceSeconds: tenYears })).status).toBe(200);
    // The offset as a whole is bounded too, so repeated moves cannot overflow the date range.
    for (let i = 0; i < 9; i++) await t.dev('POST', '/clock', { advanceSeconds: tenYears });
    expectErrorShape(await t.dev('POST', '/clock', { advanceSeconds: tenYears }), 400, 'bad_request');
    expect((await t.dev('GET', '/clock')).status).toBe(200);
    expect((await t.loginByEmailOtp('future@example.com')).session_token).toBeTruthy();
  });
});

describe('email validation', () => {
  it('refuses control characters, angle brackets, quotes and over-long addresses with invalid_email', async () => {
    const t = new TestEmulator();
    const refused = [
      'a\u0000b@example.com',
      'a\u0007@example.com',
      'a\u007f@example.com',
      'evil@example.com\r\nBcc: x@example.com',
      '<a>@example.com',
      'a@exa<mple.com',
      '"quoted"@example.com',
      'a"b@example.com',
      'a`b@example.com',
      'a,b@example.com',
      'a;b@example.com',
      'a(b)@example.com',
      'a\\b@example.com',
      `${'a'.repeat(65)}@example.com`,
      `${'a'.repeat(64)}@${'b'.repeat(180)}.example.com`,
      'a@b@example.com',
      'a@example',
      '.a@example.com',
      'a..b@example.com',
    ];
    for (const email of refused) {
      expectErrorShape(await t.sdk('POST', '/users/search', { body: { email } }), 400, 'invalid_email');
      expectErrorShape(await t.sdk('POST', '/otps/email/login_or_create', { body: { email } }), 400, 'invalid_email');
    }
    expect(await t.messages()).toEqual([]);
    const accepted = [`${'a'.repeat(64)}@example.com`, "o'brien+tag@sub.example.co.uk", 'first.last@example.io'];
    for (const email of accepted) {
      expect((await t.sdk('POST', '/users/search', { body: { email } })).status, email).toBe(200);
    }
  });
});
