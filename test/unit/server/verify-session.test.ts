/**
 * verifySession's local check against keys made here with jose, served from a
 * real JWKS endpoint (support.ts): what it accepts, and each way a token is
 * refused.
 */
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifySession } from '../../../server/src';
import {
  base64UrlJson,
  ISSUER,
  makeKey,
  nowSeconds,
  optionsFor,
  PROJECT_ID,
  SESSION,
  SESSION_CLAIM,
  sessionError,
  signJwt,
  startFakeProvider,
  unusedBaseUrl,
  USER_ID,
} from './support';

const key = await makeKey('jwk-test-one');

afterEach(() => {
  vi.useRealTimers();
});

describe('verifySession, a good token', () => {
  it("resolves with the session in the browser client's shape, custom claims included, and no user", async () => {
    const provider = await startFakeProvider([key.jwk]);
    const token = await signJwt(key, { claims: { plan: 'pro', tenant: { id: 7 } } });

    const verified = await verifySession(token, optionsFor(provider.baseUrl));

    expect(verified).toEqual({
      session: {
        session_id: SESSION.id,
        user_id: USER_ID,
        started_at: SESSION.started_at,
        last_accessed_at: SESSION.last_accessed_at,
        expires_at: SESSION.expires_at,
        attributes: SESSION.attributes,
        authentication_factors: SESSION.authentication_factors,
        custom_claims: { plan: 'pro', tenant: { id: 7 } },
        roles: ['stytch_user'],
      },
    });
    expect('user' in verified).toBe(false);
  });

  it('fetches the JWKS once and reuses it for later checks', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const options = optionsFor(provider.baseUrl);
    await verifySession(await signJwt(key), options);
    await verifySession(await signJwt(key, { claims: { sub: 'user-test-other' } }), options);
    await Promise.all([1, 2, 3].map(async () => verifySession(await signJwt(key), options)));
    expect(provider.jwksRequests).toBe(1);
  });

  it("takes the session's expires_at from exp when the session claim lacks it", async () => {
    const provider = await startFakeProvider([key.jwk]);
    const exp = nowSeconds() + 120;
    const { expires_at: _dropped, ...withoutExpiry } = SESSION;
    const token = await signJwt(key, { claims: { exp, [SESSION_CLAIM]: withoutExpiry } });
    const { session } = await verifySession(token, optionsFor(provider.baseUrl));
    expect(session.expires_at).toBe(new Date(exp * 1000).toISOString());
  });
});

describe('verifySession, refused tokens', () => {
  it('refuses an expired token beyond the clock tolerance, and accepts one within it', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const options = optionsFor(provider.baseUrl);
    const now = nowSeconds();
    const expired = await signJwt(key, { claims: { iat: now - 400, nbf: now - 400, exp: now - 30 } });
    const error = await sessionError(verifySession(expired, options), 'expired');
    expect(error.message).toContain('expired');

    // 3 s past exp is within the default 5 s, but not within 1 s.
    const justExpired = await signJwt(key, { claims: { iat: now - 300, nbf: now - 300, exp: now - 3 } });
    await expect(verifySession(justExpired, options)).resolves.toHaveProperty('session.session_id', SESSION.id);
    await sessionError(verifySession(justExpired, { ...options, clockToleranceSeconds: 1 }), 'expired');
  });

  it('refuses a token with nbf in the future beyond the tolerance, and accepts one within it', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const options = optionsFor(provider.baseUrl);
    const now = nowSeconds();
    await sessionError(verifySession(await signJwt(key, { claims: { nbf: now + 60 } }), options), 'not_yet_valid');

    const slightlyAhead = await signJwt(key, { claims: { nbf: now + 3 } });
    await expect(verifySession(slightlyAhead, options)).resolves.toHaveProperty('session.user_id', USER_ID);
    await sessionError(verifySession(slightlyAhead, { ...options, clockToleranceSeconds: 0 }), 'not_yet_valid');
    await expect(verifySession(await signJwt(key, { claims: { nbf: now + 50 } }), { ...options, clockToleranceSeconds: 60 })).resolves.toBeDefined();
  });

  it("refuses another issuer, and another project's audience", async () => {
    const provider = await startFakeProvider([key.jwk]);
    const options = optionsFor(provider.baseUrl);
    const issuer = await sessionError(
      verifySession(await signJwt(key, { claims: { iss: 'stytch.com/project-test-someone-else' } }), options),
      'wrong_issuer',
    );
    expect(issuer.message).toContain(ISSUER);
    await sessionError(verifySession(await signJwt(key, { claims: { iss: undefined } }), options), 'malformed_token');

    // A JWT of another project whose issuer was somehow ours: the audience still tells.
    const audience = await sessionError(
      verifySession(await signJwt(key, { claims: { aud: ['project-test-someone-else'] } }), options),
      'wrong_audience',
    );
    expect(audience.message).toContain(PROJECT_ID);
    // `aud` as a single string, as JWTs may carry it, is accepted.
    await expect(verifySession(await signJwt(key, { claims: { aud: PROJECT_ID } }), options)).resolves.toBeDefined();
  });

  it('refuses a tampered payload and a signature by another key under the same kid', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const options = optionsFor(provider.baseUrl);
    const [header, , signature] = (await signJwt(key)).split('.');
    const forgedPayload = base64UrlJson({
      iss: ISSUER,
      aud: [PROJECT_ID],
      sub: 'user-test-admin',
      iat: nowSeconds(),
      nbf: nowSeconds(),
      exp: nowSeconds() + 300,
      [SESSION_CLAIM]: SESSION,
    });
    await sessionError(verifySession(`${header}.${forgedPayload}.${signature}`, options), 'invalid_signature');

    const impostor = await makeKey(key.kid);
    await sessionError(verifySession(await signJwt(impostor), options), 'invalid_signature');
  });

  it('refuses alg none and HS256 without fetching the JWKS', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const options = optionsFor(provider.baseUrl);
    const claims = { iss: ISSUER, aud: [PROJECT_ID], sub: USER_ID, exp: nowSeconds() + 300, [SESSION_CLAIM]: SESSION };
    const unsigned = `${base64UrlJson({ alg: 'none', typ: 'JWT', kid: key.kid })}.${base64UrlJson(claims)}.`;
    await sessionError(verifySession(unsigned, options), 'unsupported_algorithm');

    // HS256 "signed" with the public key's modulus: the classic algorithm confusion.
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .sign(new TextEncoder().encode(String(key.jwk.n)));
    await sessionError(verifySession(hmac, options), 'unsupported_algorithm');
    expect(provider.jwksRequests).toBe(0);
  });

  it('refuses what is not a session JWT', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const options = optionsFor(provider.baseUrl);
    await sessionError(verifySession('a.b.c', options), 'malformed_token');
    await sessionError(verifySession(`${base64UrlJson({ alg: 'RS256' })}.e30`, options), 'malformed_token');
    const opaque = await sessionError(verifySession('mZAYn5aLEqKUlZ_Ad9U_fWr38GaAQ1oFAhT8ds245v7Q', options), 'malformed_token');
    expect(opaque.message).toContain('online: true');
    const noSession = await sessionError(verifySession(await signJwt(key, { claims: { [SESSION_CLAIM]: undefined } }), options), 'malformed_token');
    expect(noSession.message).toContain(SESSION_CLAIM);
    await sessionError(verifySession(await signJwt(key, { claims: { sub: undefined } }), options), 'malformed_token');
    await sessionError(verifySession(await signJwt(key, { claims: { exp: 'tomorrow' } }), options), 'malformed_token');
  });

  it('refuses a missing token', async () => {
    const provider = await startFakeProvider([key.jwk]);
    for (const token of [undefined, null, '']) {
      await sessionError(verifySession(token, optionsFor(provider.baseUrl)), 'missing_token');
    }
    expect(provider.jwksRequests).toBe(0);
  });
});

describe('verifySession, key rotation', () => {
  it('fetches the JWKS again for an unknown kid, once per cooldown, and then finds a key added meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T12:00:00Z'));
    const provider = await startFakeProvider([key.jwk]);
    const options = optionsFor(provider.baseUrl);
    await verifySession(await signJwt(key), options);
    expect(provider.jwksRequests).toBe(1);

    const rotated = await makeKey('jwk-test-two');
    provider.keys = [key.jwk, rotated.jwk];
    // Within jose's 30 s cooldown after a fetch, an unknown kid does not fetch again.
    vi.setSystemTime(new Date('2030-05-01T12:00:10Z'));
    const tooSoon = await sessionError(verifySession(await signJwt(rotated), options), 'unknown_key');
    expect(tooSoon.message).toContain(`/v1/sessions/jwks/${PROJECT_ID}`);
    expect(provider.jwksRequests).toBe(1);

    vi.setSystemTime(new Date('2030-05-01T12:00:41Z'));
    await expect(verifySession(await signJwt(rotated), options)).resolves.toHaveProperty('session.session_id', SESSION.id);
    expect(provider.jwksRequests).toBe(2);
    // The old key still verifies, and a kid nobody has is refused without another fetch.
    await verifySession(await signJwt(key), options);
    await sessionError(verifySession(await signJwt(await makeKey('jwk-test-nobody')), options), 'unknown_key');
    expect(provider.jwksRequests).toBe(2);
  });
});

describe('verifySession, JWKS unavailable', () => {
  it('names the URL when nothing answers there', async () => {
    const baseUrl = await unusedBaseUrl();
    const error = await sessionError(verifySession(await signJwt(key), optionsFor(baseUrl)), 'jwks_unavailable');
    expect(error.message).toContain(`${baseUrl}/v1/sessions/jwks/${PROJECT_ID}`);
    expect(error.cause).toBeInstanceOf(Error);
  });

  it("says what came back: another status with the provider's error type, or not a JWKS", async () => {
    const provider = await startFakeProvider([key.jwk]);
    const options = optionsFor(provider.baseUrl);
    provider.jwksAnswer = { status: 404, body: { status_code: 404, error_type: 'project_not_found', error_message: 'Not found.' } };
    const notFound = await sessionError(verifySession(await signJwt(key), options), 'jwks_unavailable');
    expect(notFound.message).toBe(
      `Could not get the project's signing keys from ${provider.url(`/v1/sessions/jwks/${PROJECT_ID}`)}: it answered 404 project_not_found.`,
    );

    provider.jwksAnswer = { status: 200, body: 'not json' };
    expect((await sessionError(verifySession(await signJwt(key), options), 'jwks_unavailable')).message).toContain('JSON');
    provider.jwksAnswer = { status: 200, body: { keys: 'none' } };
    expect((await sessionError(verifySession(await signJwt(key), options), 'jwks_unavailable')).message).toContain(
      'not a JSON Web Key Set',
    );

    // Once it answers again, the next check fetches it.
    provider.jwksAnswer = null;
    await expect(verifySession(await signJwt(key), options)).resolves.toBeDefined();
  });

  it('gives up on a JWKS that does not answer within 5 s', { timeout: 15_000 }, async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.jwksAnswer = 'hang';
    const error = await sessionError(verifySession(await signJwt(key), optionsFor(provider.baseUrl)), 'jwks_unavailable');
    expect(error.message).toContain('no answer within 5 s');
  });
});
