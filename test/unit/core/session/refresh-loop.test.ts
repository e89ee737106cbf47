import { describe, expect, it, vi } from 'vitest';
import { buildSdkClientTelemetry } from '../../../../src/core/http/sdk-client-header';
import { createTransport } from '../../../../src/core/http/transport';
import { createMemoryCookieJar } from '../../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';
import { cookieNames, createCookieStore } from '../../../../src/core/session/cookies';
import {
  createRefreshLoop,
  REFRESH_INTERVAL_MS,
  shouldRefreshAtStartup,
} from '../../../../src/core/session/refresh-loop';
import { createSessionManager } from '../../../../src/core/session/session-manager';
import { createSessionStateStore } from '../../../../src/core/session/session-storage';
import { UNRECOVERABLE_SESSION_ERROR_TYPES } from '../../../../src/core/session/unrecoverable-errors';
import {
  apiErrorBody,
  dataResponse,
  decodeBasic,
  fakeFetch,
  fakeStorageEvents,
  flushPromises,
  jsonResponse,
  makeAuthResponse,
  makeSession,
  manualTimers,
  textResponse,
  type RecordedCall,
} from '../fakes';

const TOKEN = 'public-token-test-1';

/** A real session manager and transport over fake fetch, timers and storage. */
function setup(options: { random?: () => number; keepSessionAlive?: boolean } = {}) {
  const scheduler = manualTimers();
  const answers: Array<(call: RecordedCall) => Response | Promise<Response>> = [];
  const { fetch, calls } = fakeFetch((call) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${call.url}`);
    return answer(call);
  });
  const jar = createMemoryCookieJar(() => Date.parse('2030-01-01T00:00:00Z'));
  const storage = createMemoryStorage();
  const session = createSessionManager({
    cookies: createCookieStore({ jar, hostname: () => 'localhost', storage, seenDomainsKey: 'seen' }),
    names: cookieNames(),
    state: createSessionStateStore({ storage, onStorageChange: fakeStorageEvents().onStorageChange, key: 'state' }),
    now: () => 0,
  });
  const http = createTransport({
    publicToken: TOKEN,
    baseUrl: 'http://localhost:8787',
    seams: { fetch, locationHref: () => 'http://localhost:3000/' },
    readSessionToken: () => session.readSessionToken(),
    telemetry: () =>
      buildSdkClientTelemetry({
        seams: { randomUUID: () => 'u', now: () => 0, timezone: () => 'UTC', locationHref: () => 'http://localhost:3000/' },
        getSession: () => session.getSync(),
        getUser: () => session.getUserSync(),
      }),
  });
  const loop = createRefreshLoop({
    http,
    session,
    timers: scheduler.timers,
    random: options.random ?? (() => 0.5),
    keepSessionAlive: options.keepSessionAlive,
  });
  const refreshCalls = () => calls.filter((c) => c.url.endsWith('/sdk/v1/sessions/authenticate'));
  return { scheduler, answers, calls, refreshCalls, session, loop, jar };
}

/** After one refresh: no session, no tokens, no timer, and no further refresh however long one waits. */
async function expectSignedOutAndStopped(h: ReturnType<typeof setup>): Promise<void> {
  await h.scheduler.advance(REFRESH_INTERVAL_MS);
  expect(h.session.getSync()).toBeNull();
  expect(h.session.getTokens()).toBeNull();
  expect(h.scheduler.pendingCount()).toBe(0);
  await h.scheduler.advance(10 * REFRESH_INTERVAL_MS);
  expect(h.refreshCalls()).toHaveLength(1);
}

const ok = (sessionId = 'session-test-1', suffix = '') => () =>
  dataResponse(
    makeAuthResponse({
      session: makeSession({ session_id: sessionId }),
      session_token: `token-${sessionId}${suffix}`,
      session_jwt: `jwt-${sessionId}${suffix}`,
    }),
  );
const fail = (type: string, status = 500) => () => jsonResponse(status, apiErrorBody(type, status));

describe('start rules', () => {
  it('refreshes at startup with a session cookie or a project custom domain, not otherwise', () => {
    expect(REFRESH_INTERVAL_MS).toBe(180000);
    expect(shouldRefreshAtStartup({ hasSessionCookie: true, customDomain: false })).toBe(true);
    expect(shouldRefreshAtStartup({ hasSessionCookie: false, customDomain: true })).toBe(true);
    expect(shouldRefreshAtStartup({ hasSessionCookie: true, customDomain: true })).toBe(true);
    expect(shouldRefreshAtStartup({ hasSessionCookie: false, customDomain: false })).toBe(false);
  });

  it.each([
    ['a 500', fail('internal_server_error', 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('a startup refresh sent without a session that fails with %s is not retried', async (_label, answer) => {
    const h = setup();
    h.answers.push(answer as () => Response);
    h.loop.start({ immediately: true });
    await flushPromises();
    expect(h.scheduler.pendingCount()).toBe(0);
    await h.scheduler.advance(10 * REFRESH_INTERVAL_MS);
    expect(h.refreshCalls()).toHaveLength(1);
  });

  it('a deferred startup decision (a promise) refreshes once it resolves true', async () => {
    const h = setup();
    let decide!: (value: boolean) => void;
    h.loop.start({ immediately: new Promise<boolean>((resolve) => (decide = resolve)) });
    await flushPromises();
    expect(h.refreshCalls()).toHaveLength(0);
    h.answers.push(ok());
    decide(true);
    await flushPromises();
    expect(h.refreshCalls()).toHaveLength(1);
    expect(h.session.getSync()?.session_id).toBe('session-test-1');
  });

  it('start({immediately}) sends one refresh at once with body {}', async () => {
    const h = setup();
    h.answers.push(fail('unauthorized_credentials', 401));
    h.loop.start({ immediately: true });
    await flushPromises();
    expect(h.refreshCalls()).toHaveLength(1);
    expect(h.refreshCalls()[0]?.body).toEqual({});
    expect(h.refreshCalls()[0]?.init.method).toBe('POST');
    expect(decodeBasic(h.refreshCalls()[0]?.headers.Authorization)).toBe(`${TOKEN}:${TOKEN}`);
    expect(h.scheduler.pendingCount()).toBe(0);
  });

  it('without a session and not immediately, nothing is scheduled', () => {
    const h = setup();
    h.loop.start();
    expect(h.scheduler.pendingCount()).toBe(0);
    expect(h.calls).toHaveLength(0);
  });
});

describe('the refresh cadence', () => {
  it('refreshes every 180000 ms once the state gains a session, writing the new tokens', async () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    expect(h.scheduler.pendingIn()).toEqual([180000]);

    h.answers.push(ok('session-test-1', '-v2'));
    await h.scheduler.advance(179999);
    expect(h.refreshCalls()).toHaveLength(0);
    await h.scheduler.advance(1);
    expect(h.refreshCalls()).toHaveLength(1);
    expect(decodeBasic(h.refreshCalls()[0]?.headers.Authorization)).toBe(`${TOKEN}:token-session-test-1`);
    expect(h.session.getTokens()).toEqual({
      session_token: 'token-session-test-1-v2',
      session_jwt: 'jwt-session-test-1-v2',
    });
    expect(h.scheduler.pendingIn()).toEqual([180000]);

    h.answers.push(ok('session-test-1', '-v3'));
    await h.scheduler.advance(180000);
    expect(h.refreshCalls()).toHaveLength(2);
    expect(decodeBasic(h.refreshCalls()[1]?.headers.Authorization)).toBe(`${TOKEN}:token-session-test-1-v2`);
  });

  it('a session already present at start is refreshed after 180000 ms', () => {
    const h = setup();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    h.loop.start();
    expect(h.scheduler.pendingIn()).toEqual([180000]);
  });

  it('sends the session duration with keepSessionAlive', async () => {
    const h = setup({ keepSessionAlive: true });
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse(), { sessionDurationMinutes: 45 });
    h.answers.push(ok());
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    expect(h.refreshCalls()[0]?.body).toEqual({ session_duration_minutes: 45 });
  });

  it('stops when the session is cleared', () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    h.session.clear();
    expect(h.scheduler.pendingCount()).toBe(0);
  });

  it('stop() cancels the timer for good', () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    h.loop.stop();
    expect(h.scheduler.pendingCount()).toBe(0);
    h.session.handleAuthenticateResponse(makeAuthResponse({ session: makeSession({ session_id: 'other' }) }));
    expect(h.scheduler.pendingCount()).toBe(0);
  });
});

describe('failures', () => {
  it('retries transient failures forever with doubling delays capped at 2^7 (no jitter at random 0.5)', async () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    h.scheduler.delays.length = 0;
    for (let i = 0; i < 10; i++) h.answers.push(fail('internal_server_error', 500));
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    for (const delay of [2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000]) {
      expect(h.scheduler.pendingIn()).toEqual([delay]);
      await h.scheduler.advance(delay);
    }
    expect(h.refreshCalls()).toHaveLength(10);
    expect(h.scheduler.pendingIn()).toEqual([256000]);
    expect(h.session.getSync()).not.toBeNull();
  });

  it('resets the backoff after a success', async () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    h.answers.push(fail('x'), fail('x'), ok(), fail('x'));
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    await h.scheduler.advance(2000);
    expect(h.scheduler.pendingIn()).toEqual([4000]);
    await h.scheduler.advance(4000);
    expect(h.scheduler.pendingIn()).toEqual([180000]);
    await h.scheduler.advance(180000);
    expect(h.scheduler.pendingIn()).toEqual([2000]);
  });

  it.each([
    ['random() = 0', () => 0, 2000 - 175],
    ['random() = 1', () => 1, 2000 + 175],
  ])('applies the jitter bound with %s', async (_label, random, expected) => {
    const h = setup({ random });
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    h.answers.push(fail('x'));
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    expect(h.scheduler.pendingIn()).toEqual([expected]);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a non-JSON 502', () => textResponse(502, 'Bad gateway')],
    ['a 2xx without JSON', () => new Response(null, { status: 204 })],
    ['invalid_session_token', fail('invalid_session_token', 401)],
    ['too_many_requests', fail('too_many_requests', 429)],
  ])('treats %s as transient', async (_label, answer) => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    h.answers.push(answer as () => Response);
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    expect(h.scheduler.pendingIn()).toEqual([2000]);
    expect(h.session.getSync()).not.toBeNull();
  });

  it.each(UNRECOVERABLE_SESSION_ERROR_TYPES)('on %s clears the session and stops', async (type) => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    h.answers.push(fail(type, 401));
    await expectSignedOutAndStopped(h);
  });

  it('on an answer whose session has already expired clears the session and stops (docs/protocol.md §6)', async () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    // The clock of this setup is 0: the session expired a minute before it.
    h.answers.push(() => dataResponse(makeAuthResponse({ session: makeSession({ expires_at: '1969-12-31T23:59:00.000Z' }) })));
    await expectSignedOutAndStopped(h);
  });

  it('lists exactly the four unrecoverable types', () => {
    expect([...UNRECOVERABLE_SESSION_ERROR_TYPES].sort()).toEqual([
      'invalid_secret_authentication',
      'session_not_found',
      'unauthorized_credentials',
      'user_unauthenticated',
    ]);
  });

  it('after an unrecoverable stop, a new login restarts the cadence', async () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    h.answers.push(fail('session_not_found', 404));
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    h.session.handleAuthenticateResponse(makeAuthResponse({ session: makeSession({ session_id: 'session-2' }) }));
    expect(h.scheduler.pendingIn()).toEqual([180000]);
  });
});

describe('stale answers', () => {
  function deferred() {
    let resolve!: (response: Response) => void;
    const promise = new Promise<Response>((r) => (resolve = r));
    return { promise, resolve };
  }

  it('discards a success for a session replaced while in flight, and keeps the cadence of the new one', async () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    const answer = deferred();
    h.answers.push(() => answer.promise);
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    expect(h.refreshCalls()).toHaveLength(1);

    h.session.handleAuthenticateResponse(makeAuthResponse({ session: makeSession({ session_id: 'session-new' }) }));
    expect(h.scheduler.pendingIn()).toEqual([180000]);
    answer.resolve(ok('session-test-1', '-stale')());
    await flushPromises();

    expect(h.session.getSync()?.session_id).toBe('session-new');
    expect(h.session.getTokens()?.session_token).toBe('token-session-new');
    expect(h.scheduler.pendingIn()).toEqual([180000]);
  });

  it('discards an unrecoverable error for a replaced session (the new one survives)', async () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    const answer = deferred();
    h.answers.push(() => answer.promise);
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    h.session.handleAuthenticateResponse(makeAuthResponse({ session: makeSession({ session_id: 'session-new' }) }));
    answer.resolve(fail('session_not_found', 404)());
    await flushPromises();
    expect(h.session.getSync()?.session_id).toBe('session-new');
    expect(h.scheduler.pendingIn()).toEqual([180000]);
  });

  it('discards an answer arriving after logout', async () => {
    const h = setup();
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    const answer = deferred();
    h.answers.push(() => answer.promise);
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    h.session.clear();
    answer.resolve(ok()());
    await flushPromises();
    expect(h.session.getSync()).toBeNull();
    expect(h.session.getTokens()).toBeNull();
    expect(h.scheduler.pendingCount()).toBe(0);
  });

  it('ignores answers arriving after stop()', async () => {
    const h = setup();
    const handle = vi.spyOn(h.session, 'handleAuthenticateResponse');
    h.loop.start();
    h.session.handleAuthenticateResponse(makeAuthResponse());
    const answer = deferred();
    h.answers.push(() => answer.promise);
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    h.loop.stop();
    handle.mockClear();
    answer.resolve(ok('session-test-1', '-late')());
    await flushPromises();
    expect(handle).not.toHaveBeenCalled();
    expect(h.scheduler.pendingCount()).toBe(0);
  });
});
