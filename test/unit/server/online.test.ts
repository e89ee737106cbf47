/**
 * The online check (`online: true`) against a provider stand-in on a real HTTP
 * server: the request it sends (docs/protocol.md §2, §7.8), when it is sent,
 * and how each answer is read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PorticoSessionError, verifySession } from '../../../server/src';
import { SDK_VERSION } from '../../../server/src/version';
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
  unusedBaseUrl,
  USER_ID,
  type RecordedCall,
} from './support';

const key = await makeKey('jwk-test-online');
const OPAQUE = 'mZAYn5aLEqKUlZ_Ad9U_fWr38GaAQ1oFAhT8ds245v7Q';

function basicOf(call: RecordedCall): string {
  const header = String(call.headers.authorization);
  expect(header).toMatch(/^Basic [A-Za-z0-9+/]+=*$/);
  return Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
}

function telemetryOf(call: RecordedCall): Record<string, any> {
  return JSON.parse(Buffer.from(String(call.headers['x-sdk-client']), 'base64').toString('utf8'));
}

describe('the online check of an opaque token', () => {
  it('sends the browser client’s call with the token as the Basic secret and resolves with the session and user', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();

    const verified = await verifySession(OPAQUE, optionsFor(provider.baseUrl, { online: true }));

    expect(provider.calls).toHaveLength(1);
    const [call] = provider.calls;
    expect(basicOf(call!)).toBe(`${PUBLIC_TOKEN}:${OPAQUE}`);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.body).toBe('{}');
    expect(call!.headers['x-sdk-parent-host']).toBeUndefined();
    expect(telemetryOf(call!)).toEqual({
      event_id: expect.stringMatching(/^event-id-[0-9a-f-]{36}$/),
      app_session_id: expect.stringMatching(/^app-session-id-/),
      persistent_id: expect.stringMatching(/^persistent-id-/),
      client_sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      timezone: expect.any(String),
      app: { identifier: '' },
      sdk: { identifier: 'Portico server', version: SDK_VERSION },
    });

    const { data } = authenticateAnswer().body as { data: Record<string, unknown> };
    expect(verified).toEqual({ session: data.session, user: data.user });
  });

  it('names the app with appOrigin, as the browser names its page', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    await verifySession(OPAQUE, optionsFor(provider.baseUrl, { online: true, appOrigin: 'https://app.example.com/some/page' }));
    expect(provider.calls[0]!.headers['x-sdk-parent-host']).toBe('https://app.example.com');
    expect(telemetryOf(provider.calls[0]!).app).toEqual({ identifier: 'app.example.com' });
  });

  it("reads the user field by field: odd entries are dropped, absent lists are empty", async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () =>
      authenticateAnswer({
        user: {
          user_id: USER_ID,
          status: 'weird',
          emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }, 'junk', null],
          roles: ['stytch_user', { role_id: 'admin', sources: [{ type: 'rbac' }] }, 7],
          password: { password_id: 'password-test-1', requires_reset: false },
          external_id: 'ext-1',
          unexpected: 'dropped',
        },
      });
    const { user } = await verifySession(OPAQUE, optionsFor(provider.baseUrl, { online: true }));
    expect(user).toEqual({
      user_id: USER_ID,
      created_at: '',
      status: 'active',
      name: {},
      emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }],
      phone_numbers: [],
      crypto_wallets: [],
      providers: [],
      password: { password_id: 'password-test-1', requires_reset: false },
      totps: [],
      webauthn_registrations: [],
      biometric_registrations: [],
      trusted_metadata: {},
      untrusted_metadata: {},
      roles: ['stytch_user', { role_id: 'admin', sources: [{ type: 'rbac' }] }],
      external_id: 'ext-1',
    });
  });
});

describe('when the online check is made', () => {
  it('asks about an expired JWT with the JWT in the body and the anonymous secret', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    const now = nowSeconds();
    const expired = await signJwt(key, { claims: { iat: now - 600, nbf: now - 600, exp: now - 300 } });

    const verified = await verifySession(expired, optionsFor(provider.baseUrl, { online: true }));

    expect(verified.user?.user_id).toBe(USER_ID);
    expect(verified.session.session_id).toBe(SESSION.id);
    expect(basicOf(provider.calls[0]!)).toBe(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`);
    expect(JSON.parse(provider.calls[0]!.body)).toEqual({ session_jwt: expired });
  });

  it('never for a JWT that verifies, nor for one refused for another reason than its expiry', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    const options = optionsFor(provider.baseUrl, { online: true });
    await expect(verifySession(await signJwt(key), options)).resolves.not.toHaveProperty('user');
    await sessionError(verifySession(await signJwt(key, { claims: { aud: ['project-test-other'] } }), options), 'wrong_audience');
    await sessionError(verifySession(await signJwt(await makeKey(key.kid)), options), 'invalid_signature');
    await sessionError(verifySession(await signJwt(key, { claims: { nbf: nowSeconds() + 600 } }), options), 'not_yet_valid');
    expect(provider.calls).toHaveLength(0);
  });

  it('never without online: an expired JWT stays expired', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => authenticateAnswer();
    const now = nowSeconds();
    const expired = await signJwt(key, { claims: { iat: now - 600, nbf: now - 600, exp: now - 300 } });
    await sessionError(verifySession(expired, optionsFor(provider.baseUrl)), 'expired');
    await sessionError(verifySession(expired, optionsFor(provider.baseUrl, { online: false })), 'expired');
    expect(provider.calls).toHaveLength(0);
  });
});

describe("the provider's refusals", () => {
  for (const errorType of ['session_not_found', 'unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication']) {
    it(`reads ${errorType} as session_not_found`, async () => {
      const provider = await startFakeProvider([key.jwk]);
      const status = errorType === 'session_not_found' ? 404 : 401;
      provider.authenticate = () => providerError(status, errorType);
      const error = await sessionError(verifySession(OPAQUE, optionsFor(provider.baseUrl, { online: true })), 'session_not_found');
      expect(error).toMatchObject({ statusCode: status, errorType, requestId: 'request-id-test-3' });
      expect(error.message).toContain(errorType);
    });
  }

  it('reads any other error as provider_error, with what the provider said', async () => {
    const provider = await startFakeProvider([key.jwk]);
    provider.authenticate = () => providerError(401, 'invalid_public_token');
    const options = optionsFor(provider.baseUrl, { online: true });
    const refused = await sessionError(verifySession(OPAQUE, options), 'provider_error');
    expect(refused).toMatchObject({ statusCode: 401, errorType: 'invalid_public_token' });
    expect(refused.message).toContain('Test says invalid_public_token.');

    provider.authenticate = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    const gateway = await sessionError(verifySession(OPAQUE, options), 'provider_error');
    expect(gateway.statusCode).toBe(502);
    expect(gateway.errorType).toBeUndefined();
    expect(gateway.message).toBe(`The session check at ${provider.url('/sdk/v1/sessions/authenticate')} answered 502 without an error body.`);

    provider.authenticate = () => ({ status: 200, body: { data: { session: (authenticateAnswer().body as any).data.session } } });
    const partial = await sessionError(verifySession(OPAQUE, options), 'provider_error');
    expect(partial.message).toContain('without a user');
    provider.authenticate = () => ({ status: 200, body: 'ok' });
    expect((await sessionError(verifySession(OPAQUE, options), 'provider_error')).message).toContain('without a session and user');
  });

  it('reports an unreachable provider as network_error, naming the URL', async () => {
    const baseUrl = await unusedBaseUrl();
    const error = await sessionError(verifySession(OPAQUE, optionsFor(baseUrl, { online: true })), 'network_error');
    expect(error.message).toContain(`${baseUrl}/sdk/v1/sessions/authenticate`);
    expect(error).toBeInstanceOf(PorticoSessionError);
  });
});

it('identifies itself with the version in server/package.json', () => {
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../server/package.json'), 'utf8'));
  expect(SDK_VERSION).toBe(`${pkg.name}@${pkg.version}`);
});
