/**
 * portico-server against the real emulator over HTTP: a user signs in through
 * the emulator's /sdk/v1 API as the browser client would, and the host's
 * checks read the JWT, the opaque token and the JWKS the emulator serves at
 * the provider's paths.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator } from '../../../emulator/src';
import { readSessionCookies, verifyRequest, verifySession } from '../../../server/src';
import { sessionError } from './support';

const PUBLIC_TOKEN = 'public-token-test-emulator';
const PROJECT_ID = 'project-test-emulator';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, host: '127.0.0.1', config: { projectName: 'Server checks' } });
});
afterAll(() => emulator.close());
afterEach(() => {
  vi.useRealTimers();
});

const options = (extra: Record<string, unknown> = {}) => ({ projectId: PROJECT_ID, publicToken: PUBLIC_TOKEN, baseUrl: emulator.url, ...extra });

function basic(secret: string): string {
  return `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${secret}`).toString('base64')}`;
}

async function sdk(path: string, body: unknown, secret = PUBLIC_TOKEN): Promise<any> {
  const response = await fetch(`${emulator.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: { Authorization: basic(secret), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} → ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Signs in by email passcode through the emulator's HTTP API; the authenticate payload (docs/protocol.md §6). */
async function signIn(email: string): Promise<any> {
  const { method_id } = await sdk('/otps/email/login_or_create', { email });
  const mailbox = await (await fetch(`${emulator.url}/_emulator/messages?to=${encodeURIComponent(email)}`)).json();
  const code = mailbox.messages.at(-1).code;
  return sdk('/otps/authenticate', { token: code, method_id, session_duration_minutes: 30 });
}

/** The Cookie header the browser client writes after that sign-in (docs/protocol.md §8). */
const cookieHeader = (login: any) => `stytch_session_jwt=${login.session_jwt}; stytch_session=${login.session_token}`;

/** Moves this process's clock (the emulator's and the checks' alike) forward. */
function later(minutes: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + minutes * 60_000);
}

describe('portico-server against the emulator', () => {
  it("verifies the emulator's session JWT locally into exactly the session its login answered", async () => {
    const login = await signIn('local@example.com');
    const verified = await verifySession(login.session_jwt, options());
    expect(verified).toEqual({ session: login.session });
  });

  it('checks the opaque token online and gets the user', async () => {
    const login = await signIn('online@example.com');
    const verified = await verifySession(login.session_token, options({ online: true }));
    expect(verified.user).toEqual(login.user);
    expect(verified.session).toEqual({ ...login.session, last_accessed_at: expect.any(String) });
  });

  it('verifies each kind of request', async () => {
    const login = await signIn('requests@example.com');
    const header = cookieHeader(login);
    const kinds = [
      new Request('http://localhost:3000/account', { headers: { cookie: header } }),
      new Headers({ cookie: header }),
      { headers: { cookie: header } },
      header,
    ];
    for (const request of kinds) {
      await expect(verifyRequest(request, options())).resolves.toEqual({ session: login.session });
    }
    expect(readSessionCookies(header)).toEqual({ sessionJwt: login.session_jwt, sessionToken: login.session_token });
  });

  it('refuses a revoked session online, while its JWT verifies locally until it expires', async () => {
    const login = await signIn('revoked@example.com');
    await sdk('/sessions/revoke', {}, login.session_token);

    const error = await sessionError(verifySession(login.session_token, options({ online: true })), 'session_not_found');
    expect(error).toMatchObject({ statusCode: 404, errorType: 'session_not_found' });
    // The trade-off of a local check: nothing tells it about the revocation.
    await expect(verifySession(login.session_jwt, options())).resolves.toHaveProperty('session.session_id', login.session.session_id);

    later(6);
    await sessionError(verifySession(login.session_jwt, options()), 'expired');
    await sessionError(verifyRequest(cookieHeader(login), options()), 'session_not_found');
    await sessionError(verifySession(login.session_jwt, options({ online: true })), 'session_not_found');
  });

  it('accepts the expired JWT of a live session online, by either cookie, until the session ends', async () => {
    const login = await signIn('returning@example.com');
    later(10); // the 5-minute JWT has expired, the 30-minute session has not

    await sessionError(verifySession(login.session_jwt, options()), 'expired');
    const byJwt = await verifySession(login.session_jwt, options({ online: true }));
    expect(byJwt.user).toEqual(login.user);
    const byRequest = await verifyRequest(cookieHeader(login), options());
    expect(byRequest.session.session_id).toBe(login.session.session_id);
    expect(byRequest.user?.user_id).toBe(login.user_id);

    later(25); // 35 minutes in all: the session has ended
    await sessionError(verifyRequest(cookieHeader(login), options()), 'session_not_found');
  });

  it('says what is wrong with a wrong project id or public token', async () => {
    const login = await signIn('misconfigured@example.com');
    const jwks = await sessionError(verifySession(login.session_jwt, options({ projectId: 'project-test-typo' })), 'jwks_unavailable');
    expect(jwks.message).toBe(
      `Could not get the project's signing keys from ${emulator.url}/v1/sessions/jwks/project-test-typo: it answered 404 project_not_found.`,
    );
    const token = await sessionError(
      verifySession(login.session_token, options({ publicToken: 'public-token-test-typo', online: true })),
      'provider_error',
    );
    expect(token.errorType).toBe('invalid_public_token');
  });
});
