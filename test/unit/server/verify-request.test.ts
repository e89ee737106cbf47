/**
 * verifyRequest: the JWT cookie locally, the opaque cookie online when the JWT
 * is missing or expired, against a provider stand-in on a real HTTP server.
 */
import { describe, expect, it } from 'vitest';
import { verifyRequest } from '../../../server/src';
import {
  authenticateAnswer,
  makeKey,
  nowSeconds,
  optionsFor,
  providerError,
  PUBLIC_TOKEN,
  SESSION,
  sessionError,
  signJwt,
  startFakeProvider,
  USER_ID,
  type RecordedCall,
} from './support';

const key = await makeKey('jwk-test-request');
const other = await makeKey('jwk-test-not-in-the-jwks');

const expiredJwt = () => {
  const now = nowSeconds();
  return signJwt(key, { claims: { iat: now - 600, nbf: now - 600, exp: now - 300 } });
};

function requestWith(cookie: string): Request {
  return new Request('https://app.example.com/dashboard', { headers: { cookie } });
}

const secretOf = (call: RecordedCall) =>
  Buffer.from(String(call.headers.authorization).slice('Basic '.length), 'base64').toString('utf8').split(':')[1];

describe('verifyRequest', () => {
  it('verifies the JWT cookie locally and calls nobody else', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const jwt = await signJwt(key);
    const verified = await verifyRequest(requestWith(`stytch_session_jwt=${jwt}; stytch_session=opaque`), optionsFor(provider.baseUrl));
    expect(verified.session.session_id).toBe(SESSION.id);
    expect(verified.user).toBeUndefined();
    expect(provider.calls).toHaveLength(0);
  });

  it('refuses a request without session cookies as missing_token, naming the cookies', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const error = await sessionError(verifyRequest(requestWith('theme=dark'), optionsFor(provider.baseUrl)), 'missing_token');
    expect(error.message).toBe('The request has no stytch_session_jwt or stytch_session cookie.');
    await sessionError(verifyRequest(undefined, optionsFor(provider.baseUrl)), 'missing_token');
    await sessionError(verifyRequest('stytch_session_jwt=; stytch_session=', optionsFor(provider.baseUrl)), 'missing_token');
  });

  it('checks the opaque cookie online when the JWT has expired, and answers with the user', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    const cookie = `stytch_session_jwt=${await expiredJwt()}; stytch_session=opaque-token`;

    const verified = await verifyRequest(requestWith(cookie), optionsFor(provider.baseUrl));

    expect(verified.user?.user_id).toBe(USER_ID);
    expect(provider.calls).toHaveLength(1);
    expect(secretOf(provider.calls[0]!)).toBe('opaque-token');
    expect(provider.calls[0]!.body).toBe('{}');
  });

  it('checks the expired JWT itself online when there is no opaque cookie', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    const jwt = await expiredJwt();
    await expect(verifyRequest(`stytch_session_jwt=${jwt}`, optionsFor(provider.baseUrl))).resolves.toHaveProperty('user.user_id', USER_ID);
    expect(secretOf(provider.calls[0]!)).toBe(PUBLIC_TOKEN);
    expect(JSON.parse(provider.calls[0]!.body)).toEqual({ session_jwt: jwt });
  });

  it('checks an opaque cookie alone online, unless online is false', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    await expect(verifyRequest('stytch_session=opaque-token', optionsFor(provider.baseUrl))).resolves.toHaveProperty('user');
    const error = await sessionError(
      verifyRequest('stytch_session=opaque-token', optionsFor(provider.baseUrl, { online: false })),
      'missing_token',
    );
    expect(error.message).toContain('online: true');
    expect(provider.calls).toHaveLength(1);
  });

  it('keeps everything local with online: false: an expired JWT is refused as expired', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const cookie = `stytch_session_jwt=${await expiredJwt()}; stytch_session=opaque-token`;
    await sessionError(verifyRequest(cookie, optionsFor(provider.baseUrl, { online: false })), 'expired');
    expect(provider.calls).toHaveLength(0);
  });

  it('does not paper over a forged JWT or one of another project with the opaque cookie', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    const forged = await signJwt(await makeKey(key.kid));
    await sessionError(verifyRequest(`stytch_session_jwt=${forged}; stytch_session=opaque-token`, optionsFor(provider.baseUrl)), 'invalid_signature');
    const foreign = await signJwt(key, { claims: { aud: ['project-test-other'] } });
    await sessionError(verifyRequest(`stytch_session_jwt=${foreign}; stytch_session=opaque-token`, optionsFor(provider.baseUrl)), 'wrong_audience');
    await sessionError(verifyRequest(`stytch_session_jwt=${await signJwt(other)}; stytch_session=t`, optionsFor(provider.baseUrl)), 'unknown_key');
    expect(provider.calls).toHaveLength(0);
  });

  it("returns the provider's refusal when the session is gone", async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => providerError(404, 'session_not_found');
    const cookie = `stytch_session_jwt=${await expiredJwt()}; stytch_session=revoked-token`;
    const error = await sessionError(verifyRequest(cookie, optionsFor(provider.baseUrl)), 'session_not_found');
    expect(error.errorType).toBe('session_not_found');
  });

  it('reads the renamed cookies', async () => {
    const provider = await startFakeProvider([key.jwk]);
    const jwt = await signJwt(key);
    const options = optionsFor(provider.baseUrl, { cookieOptions: { jwtCookieName: 'app_jwt', opaqueTokenCookieName: 'app_session' } });
    await expect(verifyRequest(`app_jwt=${jwt}`, options)).resolves.toHaveProperty('session.user_id', USER_ID);
    const error = await sessionError(verifyRequest(`stytch_session_jwt=${jwt}`, options), 'missing_token');
    expect(error.message).toBe('The request has no app_jwt or app_session cookie.');
  });
});

describe('verifyRequest with a cookie sent twice', () => {
  it('accepts the first JWT that verifies, past a stale or foreign one, without going online', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    const good = await signJwt(key);
    await expect(verifyRequest(`stytch_session_jwt=${await expiredJwt()}; stytch_session_jwt=${good}`, optionsFor(provider.baseUrl))).resolves.toBeDefined();
    await expect(verifyRequest(`stytch_session_jwt=${await signJwt(other)}; stytch_session_jwt=${good}`, optionsFor(provider.baseUrl))).resolves.toBeDefined();
    expect(provider.calls).toHaveLength(0);
  });

  it('goes online when one of the JWTs expired, even past a foreign one', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    const cookie = `stytch_session_jwt=${await signJwt(other)}; stytch_session_jwt=${await expiredJwt()}; stytch_session=opaque-token`;
    await expect(verifyRequest(cookie, optionsFor(provider.baseUrl))).resolves.toHaveProperty('user');
  });

  it('tries the next opaque token only when the provider does not know the previous one', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = (call) => (secretOf(call) === 'live-token' ? authenticateAnswer() : providerError(404, 'session_not_found'));
    await expect(verifyRequest('stytch_session=stale-token; stytch_session=live-token', optionsFor(provider.baseUrl))).resolves.toHaveProperty('user');
    expect(provider.calls.map(secretOf)).toEqual(['stale-token', 'live-token']);

    provider.calls = [];
    provider.authenticate = () => providerError(500, 'internal_server_error');
    await sessionError(verifyRequest('stytch_session=a; stytch_session=b', optionsFor(provider.baseUrl)), 'provider_error');
    expect(provider.calls).toHaveLength(1);
  });

  it('tries at most 3 distinct values of a cookie', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => providerError(404, 'session_not_found');
    await sessionError(verifyRequest('stytch_session=a; stytch_session=a; stytch_session=b; stytch_session=c; stytch_session=d', optionsFor(provider.baseUrl)), 'session_not_found');
    expect(provider.calls.map(secretOf)).toEqual(['a', 'b', 'c']);
  });
});
