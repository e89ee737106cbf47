import { describe, expect, it } from 'vitest';
import { expectErrorShape, TestEmulator } from './helpers';

/** sessions/authenticate with a session JWT instead of the session token. */

describe('POST /sessions/authenticate with a session_jwt', () => {
  it('never invalidates the token the session already has', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('victim@example.com');
    const byJwt = await t.sdk('POST', '/sessions/authenticate', { body: { session_jwt: login.session_jwt } });
    expect(byJwt.status).toBe(200);
    expect(byJwt.json.data.session.session_id).toBe(login.session.session_id);
    // The holder of the original token stays signed in.
    expect((await t.sdk('GET', '/users/me', { secret: login.session_token })).status).toBe(200);
    const refreshed = await t.sdk('POST', '/sessions/authenticate', { body: {}, secret: login.session_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.data.session_token).toBe(login.session_token);
    // The JWT-only caller gets a token of its own for the same session.
    const own = byJwt.json.data.session_token;
    expect(own).not.toBe(login.session_token);
    expect((await t.sdk('GET', '/users/me', { secret: own })).status).toBe(200);
    // Revoking the session ends every token of it.
    expect((await t.sdk('POST', '/sessions/revoke', { secret: own })).status).toBe(200);
    expectErrorShape(await t.sdk('GET', '/users/me', { secret: login.session_token }), 401, 'unauthorized_credentials');
  });

  it('repeated JWT exchanges keep every earlier token working', async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('many@example.com');
    const tokens = [login.session_token];
    for (let i = 0; i < 8; i++) {
      const res = await t.sdk('POST', '/sessions/authenticate', { body: { session_jwt: login.session_jwt } });
      tokens.push(res.json.data.session_token);
    }
    expect((await t.sdk('GET', '/users/me', { secret: tokens[0] })).status).toBe(200);
    expect((await t.sdk('GET', '/users/me', { secret: tokens.at(-1) })).status).toBe(200);
  });

  it('accepts an expired JWT only while its session is live', async () => {
    const t = new TestEmulator({ config: { jwtLifetimeSeconds: 60 } });
    const login = await t.loginByEmailOtp('expired@example.com');
    await t.advance(120); // the JWT has expired, the 30-minute session has not
    const live = await t.sdk('POST', '/sessions/authenticate', { body: { session_jwt: login.session_jwt } });
    expect(live.status).toBe(200);
    expect(live.json.data.session.session_id).toBe(login.session.session_id);

    await t.sdk('POST', '/sessions/revoke', { secret: login.session_token });
    expectErrorShape(
      await t.sdk('POST', '/sessions/authenticate', { body: { session_jwt: login.session_jwt } }),
      404,
      'session_not_found',
    );

    const other = await t.loginByEmailOtp('lapsed@example.com');
    await t.advance(31 * 60);
    expectErrorShape(
      await t.sdk('POST', '/sessions/authenticate', { body: { session_jwt: other.session_jwt } }),
      404,
      'session_not_found',
    );
  });
});
