import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, TestEmulator } from './helpers';

/**
 * The session JWKS at the provider's backend path and the session JWT's claims,
 * as a host backend (portico-server) reads them from the provider and the
 * emulator alike.
 */

const PROJECT_ID = 'project-test-emulator';

describe('GET /v1/sessions/jwks/:project_id', () => {
  it('lists the signing key as the provider does, without authentication', async () => {
    const t = new TestEmulator();
    const res = await t.request('GET', `/v1/sessions/jwks/${PROJECT_ID}`, { authorization: null });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      keys: [{ kty: 'RSA', n: expect.any(String), e: 'AQAB', kid: expect.stringMatching(/^jwk-test-/), alg: 'RS256', use: 'sig', key_ops: ['verify'] }],
      request_id: expect.any(String),
      status_code: 200,
    });
    // The well-known path serves the same keys, without the envelope fields.
    const wellKnown = await t.request('GET', '/.well-known/jwks.json', { authorization: null });
    expect(wellKnown.json).toEqual({ keys: res.json.keys });
  });

  it("answers another project's id with the provider's 404", async () => {
    const t = new TestEmulator();
    expectErrorShape(
      await t.request('GET', '/v1/sessions/jwks/project-test-someone-else', { authorization: null }),
      404,
      'project_not_found',
    );
  });

  it("verifies the session JWT of a login, whose claims are the provider's", async () => {
    const t = new TestEmulator();
    const login = await t.loginByEmailOtp('claims@example.com');
    const jwks = (await t.request('GET', `/v1/sessions/jwks/${PROJECT_ID}`, { authorization: null })).json;
    expect(decodeProtectedHeader(login.session_jwt)).toEqual({ alg: 'RS256', kid: jwks.keys[0].kid, typ: 'JWT' });

    const { payload } = await jwtVerify(login.session_jwt, createLocalJWKSet(jwks), {
      algorithms: ['RS256'],
      issuer: `stytch.com/${PROJECT_ID}`,
      audience: PROJECT_ID,
    });
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'https://stytch.com/session', 'iat', 'iss', 'nbf', 'sub']);
    expect(payload.sub).toBe(login.user_id);
    expect(payload.aud).toEqual([PROJECT_ID]);
    expect(payload.nbf).toBe(payload.iat);
    expect(payload.exp! - payload.iat!).toBe(300);
    const { session } = login;
    expect(payload['https://stytch.com/session']).toEqual({
      id: session.session_id,
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      attributes: session.attributes,
      authentication_factors: session.authentication_factors,
      roles: session.roles,
    });
  });
});
