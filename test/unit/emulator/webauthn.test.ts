import { describe, expect, it } from 'vitest';
import { expectErrorShape, TestEmulator } from './helpers';
import { SoftAuthenticator } from './soft-authenticator';

/**
 * The emulator's WebAuthn product (docs/protocol.md §7.6) through HTTP, with a
 * software authenticator standing in for the browser. The browser ceremony
 * itself (Chromium's virtual authenticator) is test/e2e/webauthn-emulator.test.ts.
 */

const ORIGIN = 'http://localhost:3000';
const DOMAIN = 'localhost';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

async function loggedIn(t: TestEmulator, email = 'passkey@example.com') {
  return t.loginByEmailOtp(email);
}

async function registerStart(t: TestEmulator, secret: string, body: Record<string, unknown> = {}) {
  const res = await t.sdk('POST', '/webauthn/register/start', {
    body: { domain: DOMAIN, return_passkey_credential_options: true, user_agent: 'unit-test', ...body },
    secret,
  });
  expect(res.status, res.text).toBe(200);
  return { data: res.json.data, options: JSON.parse(res.json.data.public_key_credential_creation_options) };
}

function registerFinish(t: TestEmulator, secret: string, credential: string) {
  return t.sdk('POST', '/webauthn/register', {
    body: { public_key_credential: credential, session_duration_minutes: 30 },
    secret,
  });
}

async function register(t: TestEmulator, secret: string, authenticator = new SoftAuthenticator(), aaguid?: string) {
  const { options } = await registerStart(t, secret);
  const res = await registerFinish(t, secret, authenticator.create(options, { origin: ORIGIN, ...(aaguid ? { aaguid } : {}) }));
  expect(res.status, res.text).toBe(200);
  return { authenticator, data: res.json.data };
}

async function authenticateStart(t: TestEmulator, kind: 'primary' | 'secondary' = 'primary', secret?: string) {
  const res = await t.sdk('POST', `/webauthn/authenticate/start/${kind}`, {
    body: { domain: DOMAIN, return_passkey_credential_options: true },
    ...(secret ? { secret } : {}),
  });
  expect(res.status, res.text).toBe(200);
  return JSON.parse(res.json.data.public_key_credential_request_options);
}

function authenticateFinish(t: TestEmulator, assertion: string, secret?: string) {
  return t.sdk('POST', '/webauthn/authenticate', {
    body: { public_key_credential: assertion, session_duration_minutes: 30 },
    ...(secret ? { secret } : {}),
  });
}

describe('POST /webauthn/register/start', () => {
  it('needs a session', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('POST', '/webauthn/register/start', { body: { domain: DOMAIN } });
    expectErrorShape(res, 401, 'user_unauthenticated');
    expectErrorShape(
      await t.sdk('POST', '/webauthn/register', { body: { public_key_credential: '{}' } }),
      401,
      'user_unauthenticated',
    );
  });

  it('answers the creation options as a JSON string with base64url binaries', async () => {
    const t = new TestEmulator();
    const login = await loggedIn(t);
    const { data, options } = await registerStart(t, login.session_token);
    expect(data.user_id).toBe(login.user_id);
    expect(typeof data.public_key_credential_creation_options).toBe('string');
    expect(options.rp).toEqual({ id: DOMAIN, name: 'Portico Emulator' });
    expect(options.challenge).toMatch(BASE64URL);
    expect(Buffer.from(options.challenge, 'base64url')).toHaveLength(32);
    expect(options.user.id).toMatch(BASE64URL);
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(login.user_id);
    expect(options.user.name).toBe('passkey@example.com');
    expect(options.pubKeyCredParams).toContainEqual({ type: 'public-key', alg: -7 });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.excludeCredentials).toEqual([]);
  });

  it('takes the overrides, the authenticator type, and non-passkey options', async () => {
    const t = new TestEmulator();
    const login = await loggedIn(t);
    const { options } = await registerStart(t, login.session_token, {
      return_passkey_credential_options: false,
      authenticator_type: 'cross-platform',
      override_id: 'custom-id',
      override_name: 'custom name',
      override_display_name: 'Custom Display',
    });
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe('custom-id');
    expect(options.user).toMatchObject({ name: 'custom name', displayName: 'Custom Display' });
    expect(options.authenticatorSelection).toMatchObject({
      authenticatorAttachment: 'cross-platform',
      residentKey: 'discouraged',
      userVerification: 'preferred',
    });
  });

  it('refuses an RP ID that is not the host of an allowed origin', async () => {
    const t = new TestEmulator({ config: { allowedOrigins: ['https://app.example.com'] } });
    const login = await loggedIn(t);
    for (const domain of ['evil.example', 'localhost:3000', 'http://localhost', 'example.org', 'pp.example.com']) {
      const res = await t.sdk('POST', '/webauthn/register/start', { body: { domain }, secret: login.session_token });
      expectErrorShape(res, 400, 'invalid_domain');
    }
    for (const domain of ['app.example.com', 'example.com', '127.0.0.1']) {
      const res = await t.sdk('POST', '/webauthn/register/start', { body: { domain }, secret: login.session_token });
      expect(res.status, res.text).toBe(200);
    }
    expectErrorShape(
      await t.sdk('POST', '/webauthn/authenticate/start/primary', { body: { domain: 'evil.example' } }),
      400,
      'invalid_domain',
    );
  });
});

describe('POST /webauthn/register', () => {
  it('verifies the attestation, adds the registration to the user and the factor to the session', async () => {
    const t = new TestEmulator();
    const login = await loggedIn(t);
    const { data } = await register(t, login.session_token);
    expect(data.webauthn_registration_id).toMatch(/^webauthn-registration-test-/);
    expect(data.session_token).toBe(login.session_token);
    expect(data.user.webauthn_registrations).toEqual([
      {
        webauthn_registration_id: data.webauthn_registration_id,
        domain: DOMAIN,
        user_agent: 'unit-test',
        authenticator_type: 'platform',
        verified: true,
        name: 'Passkey',
        created_at: expect.any(String),
        last_used_at: expect.any(String),
      },
    ]);
    expect(data.session.authentication_factors.map((f: any) => f.type)).toEqual(['otp', 'webauthn']);
    expect(data.session.authentication_factors[1]).toMatchObject({
      type: 'webauthn',
      delivery_method: 'webauthn_registration',
      webauthn_factor: { webauthn_registration_id: data.webauthn_registration_id, domain: DOMAIN, user_agent: 'unit-test' },
    });
  });

  it("names the registration after a known AAGUID's provider", async () => {
    const t = new TestEmulator();
    const login = await loggedIn(t);
    const { data } = await register(t, login.session_token, undefined, 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4');
    expect(data.user.webauthn_registrations[0].name).toBe('Google Password Manager');
  });

  it('refuses unknown, reused and expired challenges', async () => {
    const t = new TestEmulator();
    const login = await loggedIn(t);
    const secret = login.session_token;
    const { options } = await registerStart(t, secret);

    const forged = new SoftAuthenticator().create(options, { origin: ORIGIN, challenge: Buffer.alloc(32, 7).toString('base64url') });
    expectErrorShape(await registerFinish(t, secret, forged), 400, 'no_pending_webauthn_registration');

    const credential = new SoftAuthenticator().create(options, { origin: ORIGIN });
    expect((await registerFinish(t, secret, credential)).status).toBe(200);
    expectErrorShape(await registerFinish(t, secret, credential), 400, 'no_pending_webauthn_registration');

    const late = await registerStart(t, secret);
    await t.advance(301);
    const expired = new SoftAuthenticator().create(late.options, { origin: ORIGIN });
    expectErrorShape(await registerFinish(t, secret, expired), 400, 'no_pending_webauthn_registration');
  });

  it("refuses a challenge issued to another user's session", async () => {
    const t = new TestEmulator();
    const alice = await loggedIn(t, 'alice@example.com');
    const bob = await loggedIn(t, 'bob@example.com');
    const { options } = await registerStart(t, alice.session_token);
    const credential = new SoftAuthenticator().create(options, { origin: ORIGIN });
    expectErrorShape(await registerFinish(t, bob.session_token, credential), 400, 'no_pending_webauthn_registration');
  });

  it('checks the origin in clientDataJSON and the RP ID the authenticator signed', async () => {
    const t = new TestEmulator();
    const secret = (await loggedIn(t)).session_token;
    let { options } = await registerStart(t, secret);
    const foreign = new SoftAuthenticator().create(options, { origin: 'https://evil.example' });
    expectErrorShape(await registerFinish(t, secret, foreign), 400, 'invalid_public_key_credential');

    ({ options } = await registerStart(t, secret));
    const wrongRp = new SoftAuthenticator().create(options, { origin: ORIGIN, rpId: 'evil.example' });
    const res = await registerFinish(t, secret, wrongRp);
    expectErrorShape(res, 400, 'invalid_public_key_credential');
    expect(res.json.error_message).toMatch(/RP ID/i);
  });

  it('requires user verification for passkeys', async () => {
    const t = new TestEmulator();
    const secret = (await loggedIn(t)).session_token;
    const { options } = await registerStart(t, secret);
    const unverified = new SoftAuthenticator().create(options, { origin: ORIGIN, userVerified: false });
    expectErrorShape(await registerFinish(t, secret, unverified), 400, 'invalid_public_key_credential');
  });

  it('excludes registered credentials and refuses a duplicate', async () => {
    const t = new TestEmulator();
    const secret = (await loggedIn(t)).session_token;
    const { authenticator } = await register(t, secret);
    const { options } = await registerStart(t, secret);
    expect(options.excludeCredentials).toEqual([{ type: 'public-key', id: authenticator.id, transports: ['internal'] }]);
    const again = authenticator.create(options, { origin: ORIGIN });
    expectErrorShape(await registerFinish(t, secret, again), 409, 'duplicate_webauthn_registration');
  });

  it('rejects malformed credentials with the provider-style type', async () => {
    const t = new TestEmulator();
    const secret = (await loggedIn(t)).session_token;
    for (const credential of ['not json', '{}', JSON.stringify({ id: 'a', rawId: 'a', type: 'public-key', response: {} })]) {
      expectErrorShape(await registerFinish(t, secret, credential), 400, 'invalid_public_key_credential');
    }
  });
});

describe('POST /webauthn/authenticate', () => {
  it('signs in with a discoverable credential and no session', async () => {
    const t = new TestEmulator();
    const login = await loggedIn(t);
    const { authenticator, data: registered } = await register(t, login.session_token);
    await t.advance(60);

    const options = await authenticateStart(t);
    expect(options.rpId).toBe(DOMAIN);
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe('required');
    expect(options.challenge).toMatch(BASE64URL);

    const res = await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN }));
    expect(res.status, res.text).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(login.user_id);
    expect(data.webauthn_registration_id).toBe(registered.webauthn_registration_id);
    expect(data.session_token).not.toBe(login.session_token);
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'webauthn', webauthn_factor: expect.objectContaining({ domain: DOMAIN }) }),
    ]);
    const registration = data.user.webauthn_registrations[0];
    expect(Date.parse(registration.last_used_at)).toBeGreaterThan(Date.parse(registration.created_at));
  });

  it('refuses a reused or unknown challenge', async () => {
    const t = new TestEmulator();
    const { authenticator } = await register(t, (await loggedIn(t)).session_token);
    const options = await authenticateStart(t);
    expect((await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN }))).status).toBe(200);
    expectErrorShape(await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN })), 400, 'invalid_public_key_credential');
    const unknown = { ...options, challenge: Buffer.alloc(32, 1).toString('base64url') };
    expectErrorShape(await authenticateFinish(t, authenticator.get(unknown, { origin: ORIGIN })), 400, 'invalid_public_key_credential');
  });

  it('refuses an expired challenge', async () => {
    const t = new TestEmulator();
    const { authenticator } = await register(t, (await loggedIn(t)).session_token);
    const options = await authenticateStart(t);
    await t.advance(301);
    expectErrorShape(await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN })), 400, 'invalid_public_key_credential');
  });

  it('stores the sign counter and rejects a regression', async () => {
    const t = new TestEmulator();
    const { authenticator } = await register(t, (await loggedIn(t)).session_token);
    let options = await authenticateStart(t);
    expect((await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN, counter: 5 }))).status).toBe(200);
    options = await authenticateStart(t);
    const replayed = await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN, counter: 5 }));
    expectErrorShape(replayed, 401, 'invalid_public_key_credential_invalid_signature');
    expect(replayed.json.error_message).toMatch(/counter/i);
    options = await authenticateStart(t);
    expect((await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN, counter: 6 }))).status).toBe(200);
  });

  it('refuses a wrong origin, a wrong RP ID and a missing user verification', async () => {
    const t = new TestEmulator();
    const { authenticator } = await register(t, (await loggedIn(t)).session_token);
    let options = await authenticateStart(t);
    expectErrorShape(
      await authenticateFinish(t, authenticator.get(options, { origin: 'https://evil.example' })),
      400,
      'invalid_public_key_credential',
    );
    options = await authenticateStart(t);
    expectErrorShape(
      await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN, rpId: 'evil.example' })),
      401,
      'invalid_public_key_credential_invalid_signature',
    );
    options = await authenticateStart(t);
    expectErrorShape(
      await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN, userVerified: false })),
      401,
      'invalid_public_key_credential_invalid_signature',
    );
  });

  it('answers webauthn_registration_not_found for a credential the account no longer has', async () => {
    const t = new TestEmulator();
    const login = await loggedIn(t);
    const { authenticator, data } = await register(t, login.session_token);
    const removed = await t.sdk('DELETE', `/users/webauthn_registrations/${data.webauthn_registration_id}`, {
      secret: login.session_token,
    });
    expect(removed.status, removed.text).toBe(200);
    const options = await authenticateStart(t);
    expectErrorShape(await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN })), 404, 'webauthn_registration_not_found');
    expectErrorShape(
      await authenticateFinish(t, new SoftAuthenticator().get(await authenticateStart(t), { origin: ORIGIN })),
      404,
      'webauthn_registration_not_found',
    );
  });

  it("secondary start needs a session and lists only that user's credentials", async () => {
    const t = new TestEmulator();
    const alice = await loggedIn(t, 'alice@example.com');
    const bob = await loggedIn(t, 'bob@example.com');
    expectErrorShape(
      await t.sdk('POST', '/webauthn/authenticate/start/secondary', { body: { domain: DOMAIN } }),
      401,
      'user_unauthenticated',
    );
    expectErrorShape(
      await t.sdk('POST', '/webauthn/authenticate/start/secondary', { body: { domain: DOMAIN }, secret: bob.session_token }),
      404,
      'no_active_webauthn_registrations',
    );
    const { authenticator } = await register(t, alice.session_token);
    await register(t, bob.session_token);
    const options = await authenticateStart(t, 'secondary', alice.session_token);
    expect(options.allowCredentials).toEqual([{ type: 'public-key', id: authenticator.id, transports: ['internal'] }]);
    // Alice's challenge does not sign Bob in.
    const bobOptions = await authenticateStart(t, 'secondary', bob.session_token);
    expectErrorShape(await authenticateFinish(t, authenticator.get(bobOptions, { origin: ORIGIN }), bob.session_token), 404, 'webauthn_registration_not_found');
    const res = await authenticateFinish(t, authenticator.get(options, { origin: ORIGIN }), alice.session_token);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.session_token).toBe(alice.session_token);
  });
});

describe('PUT /webauthn/update/:id and removal', () => {
  it('renames a registration of the caller', async () => {
    const t = new TestEmulator();
    const login = await loggedIn(t);
    const { data } = await register(t, login.session_token);
    const id = data.webauthn_registration_id;
    const res = await t.sdk('PUT', `/webauthn/update/${id}`, { body: { name: 'Work laptop' }, secret: login.session_token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.webauthn_registration).toMatchObject({ webauthn_registration_id: id, name: 'Work laptop' });
    const me = await t.sdk('GET', '/users/me', { secret: login.session_token });
    expect(me.json.data.webauthn_registrations[0].name).toBe('Work laptop');

    expectErrorShape(
      await t.sdk('PUT', `/webauthn/update/${id}`, { body: { name: '  ' }, secret: login.session_token }),
      400,
      'empty_webauthn_registration_name',
    );
    expectErrorShape(
      await t.sdk('PUT', '/webauthn/update/nope', { body: { name: 'x' }, secret: login.session_token }),
      404,
      'webauthn_registration_not_found',
    );
    const other = await loggedIn(t, 'other@example.com');
    expectErrorShape(
      await t.sdk('PUT', `/webauthn/update/${id}`, { body: { name: 'mine' }, secret: other.session_token }),
      404,
      'webauthn_registration_not_found',
    );
    expectErrorShape(await t.sdk('PUT', `/webauthn/update/${id}`, { body: { name: 'x' } }), 401, 'user_unauthenticated');
  });

  it('deletes the credential with the registration', async () => {
    const t = new TestEmulator();
    const login = await loggedIn(t);
    await register(t, login.session_token);
    const { data } = await register(t, login.session_token);
    const removed = await t.sdk('DELETE', `/users/webauthn_registrations/${data.webauthn_registration_id}`, {
      secret: login.session_token,
    });
    expect(removed.json.data.__user.webauthn_registrations).toHaveLength(1);
    const { options } = await registerStart(t, login.session_token);
    // Only the remaining credential is excluded now.
    expect(options.excludeCredentials).toHaveLength(1);
  });
});
