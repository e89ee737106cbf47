import { describe, expect, it } from 'vitest';
import { expectErrorShape, TestEmulator } from './helpers';

describe('GET /users/me', () => {
  it('returns the flat user plus request_id and status_code', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('me@example.com');
    const res = await t.sdk('GET', '/users/me', { secret: login.session_token });
    expect(res.status).toBe(200);
    const { request_id, status_code, ...user } = res.json.data;
    expect(request_id).toMatch(/^request-id-test-/);
    expect(status_code).toBe(200);
    expect(user).toEqual(login.user);
    expect(Object.keys(user).sort()).toEqual(
      [
        'user_id', 'created_at', 'status', 'name', 'emails', 'phone_numbers', 'crypto_wallets', 'providers',
        'password', 'totps', 'webauthn_registrations', 'biometric_registrations', 'trusted_metadata',
        'untrusted_metadata', 'roles',
      ].sort(),
    );
  });
});

describe('PUT /users/me', () => {
  it('updates the name and merges untrusted metadata; answers with __user', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'put@example.com', untrusted_metadata: { keep: 1, drop: 2 } });
    const login = await t.loginByEmailOtp('put@example.com');
    const res = await t.sdk('PUT', '/users/me', {
      body: { name: { first_name: 'Ada', last_name: 'Lovelace' }, untrusted_metadata: { drop: null, added: 'x' } },
      secret: login.session_token,
    });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(login.user_id);
    expect(data.emails).toEqual(login.user.emails);
    expect(data.phone_numbers).toEqual([]);
    expect(data.crypto_wallets).toEqual([]);
    expect(data.__user).toMatchObject({
      user_id: login.user_id,
      name: { first_name: 'Ada', last_name: 'Lovelace' },
      untrusted_metadata: { keep: 1, added: 'x' },
      request_id: data.request_id,
      status_code: 200,
    });
    expect(data.__user.untrusted_metadata).not.toHaveProperty('drop');
    const partial = await t.sdk('PUT', '/users/me', { body: { name: { middle_name: 'K' } }, secret: login.session_token });
    expect(partial.json.data.__user.name).toEqual({ first_name: 'Ada', middle_name: 'K', last_name: 'Lovelace' });
  });

  it('validates the body and needs a session', async () => {
    const t = new TestEmulator();
    expectErrorShape(await t.sdk('PUT', '/users/me', { body: {} }), 401, 'user_unauthenticated');
    const login = await t.loginByEmailOtp('v@example.com');
    const bad = await t.sdk('PUT', '/users/me', { body: { untrusted_metadata: 'nope' }, secret: login.session_token });
    expectErrorShape(bad, 400, 'bad_request');
    expect(bad.json.error_message).toMatch(/^untrusted_metadata: /);
  });
});

describe('POST /users/search', () => {
  it('answers userType new or passwordless in camelCase', async () => {
    const t = new TestEmulator();
    expect((await t.sdk('POST', '/users/search', { body: { email: 'x@example.com' } })).json.data.userType).toBe('new');
    await t.dev('POST', '/users', { email: 'x@example.com' });
    expect((await t.sdk('POST', '/users/search', { body: { email: 'X@Example.com' } })).json.data.userType).toBe(
      'passwordless',
    );
  });
});

describe('DELETE /users/:factor/:id', () => {
  it('removes an email and a phone number and answers with __user', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'del@example.com', phone_number: '+12015550199' });
    const login = await t.loginByEmailOtp('del@example.com');
    const phoneId = login.user.phone_numbers[0].phone_id;
    const res = await t.sdk('DELETE', `/users/phone_numbers/${phoneId}`, { secret: login.session_token });
    expect(res.status).toBe(200);
    expect(res.json.data.user_id).toBe(login.user_id);
    expect(res.json.data.__user.phone_numbers).toEqual([]);
    expect(res.json.data.__user.status_code).toBe(200);
    const emailId = login.user.emails[0].email_id;
    expect((await t.sdk('DELETE', `/users/emails/${emailId}`, { secret: login.session_token })).json.data.__user.emails).toEqual([]);
    // The deleted email can no longer log in by OTP with its old method id.
    expectErrorShape(
      await t.sdk('POST', '/otps/email/send/primary', { body: { email: 'del@example.com' } }),
      404,
      'email_not_found',
    );
  });

  it.each([
    ['emails', 'email_not_found'],
    ['phone_numbers', 'phone_number_not_found'],
    ['totps', 'totp_not_found'],
    ['crypto_wallets', 'crypto_wallet_not_found'],
    ['oauth', 'oauth_user_registration_not_found'],
    ['webauthn_registrations', 'webauthn_registration_not_found'],
    ['biometric_registrations', 'biometric_registration_not_found'],
  ])('answers 404 for an unknown %s id', async (factor, errorType) => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('f@example.com');
    expectErrorShape(await t.sdk('DELETE', `/users/${factor}/nope`, { secret: login.session_token }), 404, errorType);
  });

  it('cannot delete another user\'s factor, and needs a session', async () => {
    const t = new TestEmulator();
    const other = (await t.dev('POST', '/users', { email: 'other@example.com' })).json.user;
    const login = await t.loginByEmailOtp('mine@example.com');
    expectErrorShape(
      await t.sdk('DELETE', `/users/emails/${other.emails[0].email_id}`, { secret: login.session_token }),
      404,
      'email_not_found',
    );
    expectErrorShape(await t.sdk('DELETE', `/users/emails/${other.emails[0].email_id}`), 401, 'user_unauthenticated');
    expectErrorShape(await t.sdk('DELETE', '/users/unknown_kind/x', { secret: login.session_token }), 404, 'route_not_found');
  });
});

describe('connected apps', () => {
  it('lists no grants and revokes only configured clients', async () => {
    const t = new TestEmulator({
      config: {
        connectedApps: [
          { client_id: 'client-1', client_name: 'One', client_type: 'third_party', redirect_uris: ['http://localhost/cb'], post_logout_redirect_uris: [] },
        ],
      },
    });
    expectErrorShape(await t.sdk('GET', '/users/connected_apps'), 401, 'user_unauthenticated');
    const login = await t.loginByEmailOtp('apps@example.com');
    const list = await t.sdk('GET', '/users/connected_apps', { secret: login.session_token });
    expect(list.json.data.connected_apps).toEqual([]);
    const revoke = await t.sdk('POST', '/users/connected_apps/client-1/revoke', { secret: login.session_token });
    expect(revoke.json).toEqual({ data: { request_id: expect.any(String), status_code: 200 } });
    expectErrorShape(
      await t.sdk('POST', '/users/connected_apps/client-x/revoke', { secret: login.session_token }),
      404,
      'connected_app_not_found',
    );
  });
});

describe('impersonation', () => {
  it('logs in with a dev-API token once, in a new session with the impersonated factor', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('target@example.com');
    const minted = await t.dev('POST', '/impersonation_tokens', {
      user_id: login.user_id,
      impersonator_email: 'agent@portico.test',
    });
    expect(minted.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await t.sdk('POST', '/impersonation/authenticate', {
      body: { impersonation_token: minted.json.token },
      secret: login.session_token,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.user_id).toBe(login.user_id);
    expect(res.json.data.session.session_id).not.toBe(login.session.session_id);
    expect(res.json.data.session.authentication_factors).toEqual([
      {
        type: 'impersonated',
        delivery_method: 'impersonation',
        last_authenticated_at: expect.any(String),
        impersonated_factor: { impersonator_id: 'emulator-support-agent', impersonator_email_address: 'agent@portico.test' },
      },
    ]);
    expectErrorShape(
      await t.sdk('POST', '/impersonation/authenticate', { body: { impersonation_token: minted.json.token } }),
      401,
      'unable_to_auth_impersonation_token',
    );
  });

  it('expires after five minutes and needs a known user', async () => {
    const t = new TestEmulator();
    const user = (await t.dev('POST', '/users', { email: 'i@example.com' })).json.user;
    const { token } = (await t.dev('POST', '/impersonation_tokens', { user_id: user.user_id })).json;
    await t.advance(5 * 60 + 1);
    expectErrorShape(
      await t.sdk('POST', '/impersonation/authenticate', { body: { impersonation_token: token } }),
      401,
      'unable_to_auth_impersonation_token',
    );
    expectErrorShape(await t.dev('POST', '/impersonation_tokens', { user_id: 'user-test-nope' }), 404, 'user_not_found');
  });
});
