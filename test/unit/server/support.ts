/**
 * Pieces of the portico-server tests: RSA keys made with jose, session JWTs
 * signed with them, and a stand-in provider on a real `node:http` server that
 * serves the project's JWKS at its backend path and answers the online check
 * as the test says. Every server gets a fresh port, so every test gets its own
 * JWKS URL (portico-server caches key sets per URL for the whole process).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterEach, expect } from 'vitest';
import { PorticoSessionError, type PorticoSessionErrorCode } from '../../../server/src';

export const PROJECT_ID = 'project-test-11111111-2222-3333-4444-555555555555';
export const PUBLIC_TOKEN = 'public-token-test-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
export const ISSUER = `stytch.com/${PROJECT_ID}`;
export const SESSION_CLAIM = 'https://stytch.com/session';

export interface TestKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public key as the JWKS lists it. */
  jwk: JWK;
}

export async function makeKey(kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig', key_ops: ['verify'] };
  return { kid, privateKey, jwk };
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The session claim of a fixed session, as the provider signs it. */
export const SESSION = {
  id: 'session-test-0d1c2b3a-aaaa-bbbb-cccc-000000000001',
  started_at: '2026-01-02T03:04:05Z',
  last_accessed_at: '2026-01-02T03:09:05Z',
  expires_at: '2026-01-02T04:04:05Z',
  attributes: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (test)' },
  authentication_factors: [
    {
      type: 'otp',
      delivery_method: 'email',
      last_authenticated_at: '2026-01-02T03:04:05Z',
      email_factor: { email_id: 'email-test-1', email_address: 'ada@example.com' },
    },
  ],
  roles: ['stytch_user'],
};
export const USER_ID = 'user-test-0d1c2b3a-aaaa-bbbb-cccc-000000000002';

export interface SignOptions {
  /** Claims replacing (or, as `undefined`, removing) the defaults. */
  claims?: Record<string, unknown>;
  /** Header fields besides `alg: RS256`, `typ: JWT` and the key's `kid`. */
  header?: Record<string, unknown>;
}

/** A session JWT signed with `key`: valid for 5 minutes from now unless `claims` say otherwise. */
export async function signJwt(key: TestKey, options: SignOptions = {}): Promise<string> {
  const now = nowSeconds();
  const claims: Record<string, unknown> = {
    iss: ISSUER,
    aud: [PROJECT_ID],
    sub: USER_ID,
    iat: now,
    nbf: now,
    exp: now + 300,
    [SESSION_CLAIM]: SESSION,
    ...options.claims,
  };
  for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
  return new SignJWT(claims as JWTPayload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...options.header })
    .sign(key.privateKey);
}

/** base64url of a JSON value, for hand-built tokens (`alg: none`). */
export function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  /** JSON-encoded unless it is a string, which is sent as it is. */
  body: unknown;
}

export interface FakeProvider {
  baseUrl: string;
  /** The keys served at `/v1/sessions/jwks/<PROJECT_ID>`; change it to rotate. */
  keys: JWK[];
  /** Requests for the JWKS so far. */
  jwksRequests: number;
  /** Replaces the JWKS answer: a status and body, or `'hang'` to never answer. */
  jwksAnswer: Answer | 'hang' | null;
  /** Answers `POST /sdk/v1/sessions/authenticate`. */
  authenticate: (call: RecordedCall) => Answer;
  /** Online checks received. */
  calls: RecordedCall[];
  url(path: string): string;
  close(): Promise<void>;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

function send(res: http.ServerResponse, answer: Answer): void {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  res.writeHead(answer.status, { 'Content-Type': typeof answer.body === 'string' ? 'text/plain' : 'application/json' });
  res.end(text);
}

/** A provider stand-in on 127.0.0.1 and a free port; closed after the test. */
export async function startFakeProvider(keys: JWK[] = []): Promise<FakeProvider> {
  const provider: FakeProvider = {
    baseUrl: '',
    keys,
    jwksRequests: 0,
    jwksAnswer: null,
    authenticate: () => ({ status: 500, body: { error_type: 'unexpected_call', status_code: 500 } }),
    calls: [],
    url: (path) => `${provider.baseUrl}${path}`,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (req.method === 'GET' && path === `/v1/sessions/jwks/${PROJECT_ID}`) {
        provider.jwksRequests += 1;
        if (provider.jwksAnswer === 'hang') return; // never answered: the client's timeout must end it
        send(res, provider.jwksAnswer ?? { status: 200, body: { keys: provider.keys, request_id: 'request-id-test-1', status_code: 200 } });
        return;
      }
      if (req.method === 'POST' && path === '/sdk/v1/sessions/authenticate') {
        const call = { method: req.method, path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        provider.calls.push(call);
        send(res, provider.authenticate(call));
        return;
      }
      send(res, { status: 404, body: { status_code: 404, error_type: 'route_not_found', error_message: path } });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return provider;
}

/** A base URL on which nothing listens (a port that was just freed). */
export async function unusedBaseUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The options of a check against `baseUrl`. */
export function optionsFor(baseUrl: string, extra: Record<string, unknown> = {}) {
  return { projectId: PROJECT_ID, publicToken: PUBLIC_TOKEN, baseUrl, ...extra };
}

/** The `PorticoSessionError` a check rejects with; any other outcome fails the test. */
export async function sessionError(promise: Promise<unknown>, code: PorticoSessionErrorCode): Promise<PorticoSessionError> {
  let outcome: unknown;
  try {
    outcome = await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PorticoSessionError);
    const sessionFailure = error as PorticoSessionError;
    expect(sessionFailure.code, sessionFailure.message).toBe(code);
    return sessionFailure;
  }
  throw new Error(`expected a ${code} PorticoSessionError, got ${JSON.stringify(outcome)}`);
}

/** The authenticate payload (docs/protocol.md §6) the fake provider answers a live session with. */
export function authenticateAnswer(overrides: Record<string, unknown> = {}): Answer {
  return {
    status: 200,
    body: {
      data: {
        request_id: 'request-id-test-2',
        status_code: 200,
        user_id: USER_ID,
        session_token: 'fresh-opaque-token',
        session_jwt: 'fresh.session.jwt',
        session: {
          session_id: SESSION.id,
          user_id: USER_ID,
          started_at: SESSION.started_at,
          last_accessed_at: SESSION.last_accessed_at,
          expires_at: SESSION.expires_at,
          attributes: SESSION.attributes,
          authentication_factors: SESSION.authentication_factors,
          custom_claims: {},
          roles: SESSION.roles,
        },
        user: {
          user_id: USER_ID,
          created_at: '2026-01-01T00:00:00Z',
          status: 'active',
          name: { first_name: 'Ada', last_name: 'Lovelace' },
          emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }],
          phone_numbers: [],
          crypto_wallets: [],
          providers: [],
          password: null,
          totps: [],
          webauthn_registrations: [],
          biometric_registrations: [],
          trusted_metadata: {},
          untrusted_metadata: { theme: 'dark' },
          roles: ['stytch_user'],
        },
        ...overrides,
      },
    },
  };
}

/** A provider error body (docs/protocol.md §3). */
export function providerError(status: number, errorType: string): Answer {
  return {
    status,
    body: {
      status_code: status,
      request_id: 'request-id-test-3',
      error_type: errorType,
      error_message: `Test says ${errorType}.`,
      error_url: `https://stytch.com/docs/api/errors/${status}#${errorType}`,
    },
  };
}
