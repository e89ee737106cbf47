/**
 * Session state a host can route on (docs/architecture.md, "Session state a
 * host can route on"): `getInfo()` with `isInitialized` and `fromCache`, the
 * observers told in the next task, and a server-side client that does nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../../src/core/session/session-observers';
import { sessionStateKey } from '../../../../src/core/storage-keys';
import { bootstrapData, clientHarness, emulatorBootstrap, TOKEN } from '../client-harness';
import { apiErrorBody, dataResponse, flushPromises, jsonResponse, makeAuthResponse, makeSession, makeUser } from '../fakes';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

function harness(options: Parameters<typeof clientHarness>[0] = {}) {
  const h = clientHarness(options);
  cleanups.push(h.client.destroy);
  return h;
}

const storedState = { session: makeSession(), user: makeUser() };
const withCookieAndState = ({ cookies, storage }: { cookies: { write(c: string): void }; storage: { setItem(k: string, v: string): void } }) => {
  cookies.write('stytch_session=token-old; Path=/');
  storage.setItem(sessionStateKey(TOKEN), JSON.stringify(storedState));
};

describe('session info', () => {
  it('without a session cookie: uninitialized until the startup task, then initialized with no session', async () => {
    const h = harness({ customBaseUrl: undefined, runStartup: false });
    expect(h.client.sessionApi.getInfo()).toEqual({ session: null, isInitialized: false, fromCache: false });
    await h.scheduler.advance(0);
    expect(h.client.sessionApi.getInfo()).toEqual({ session: null, isInitialized: true, fromCache: false });
    expect(h.calls).toHaveLength(0);
  });

  it('with a cookie and stored state: fromCache until the startup check answers, then confirmed', async () => {
    let answer: (r: Response) => void = () => {};
    const h = harness({
      customBaseUrl: undefined,
      prepare: withCookieAndState,
      initialAnswers: [() => new Promise<Response>((resolve) => (answer = resolve))],
    });
    const before = h.client.sessionApi.getInfo();
    expect(before).toEqual({ session: storedState.session, isInitialized: false, fromCache: true });
    // The same object while nothing changes (what useSyncExternalStore needs).
    expect(h.client.sessionApi.getInfo()).toBe(before);
    expect(h.client.observers.userInfo()).toEqual({ user: storedState.user, isInitialized: false, fromCache: true });

    const fresh = makeSession({ session_id: 'session-test-1', last_accessed_at: '2030-01-01T00:00:00Z' });
    answer(dataResponse(makeAuthResponse({ session: fresh })));
    await flushPromises();
    expect(h.client.sessionApi.getInfo()).toEqual({ session: fresh, isInitialized: true, fromCache: false });
    expect(h.client.observers.userInfo()).toMatchObject({ isInitialized: true, fromCache: false });
  });

  it('a cookie-only session (no stored state): no session until the startup check brings it', async () => {
    const h = harness({
      customBaseUrl: undefined,
      runStartup: false,
      prepare: ({ cookies }) => cookies.write('stytch_session=token-old; Path=/'),
      initialAnswers: [() => dataResponse(makeAuthResponse())],
    });
    const seen: SessionInfo[] = [];
    h.client.sessionApi.onInfoChange((info) => seen.push(info));
    expect(h.client.sessionApi.getInfo()).toEqual({ session: null, isInitialized: false, fromCache: false });
    await h.scheduler.advance(0);
    await flushPromises();
    expect(h.client.sessionApi.getInfo()).toMatchObject({ isInitialized: true, fromCache: false });
    expect(h.client.sessionApi.getInfo().session?.session_id).toBe('session-test-1');
    // One notification for the session and the initialization together.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(h.client.sessionApi.getInfo());
  });

  it('an unrecoverable startup answer: initialized, signed out', async () => {
    const h = harness({
      customBaseUrl: undefined,
      prepare: withCookieAndState,
      initialAnswers: [() => jsonResponse(404, apiErrorBody('session_not_found', 404))],
    });
    await flushPromises();
    expect(h.client.sessionApi.getInfo()).toEqual({ session: null, isInitialized: true, fromCache: false });
  });

  it('a transient startup failure: initialized with the stored session, still from cache', async () => {
    const h = harness({
      customBaseUrl: undefined,
      prepare: withCookieAndState,
      initialAnswers: [() => jsonResponse(500, apiErrorBody('internal_server_error', 500))],
    });
    await flushPromises();
    expect(h.client.sessionApi.getInfo()).toEqual({ session: storedState.session, isInitialized: true, fromCache: true });
  });

  it('with a customBaseUrl and no cookie: initialized once the bootstrap shows no custom domain', async () => {
    let answer: (r: Response) => void = () => {};
    const h = harness({ bootstrap: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await flushPromises();
    expect(h.client.sessionApi.getInfo().isInitialized).toBe(false);
    answer(dataResponse(bootstrapData()));
    await flushPromises();
    expect(h.client.sessionApi.getInfo()).toEqual({ session: null, isInitialized: true, fromCache: false });
    expect(h.apiCalls()).toHaveLength(0);
  });

  it('whenInitialized resolves with the info once initialized; its signal stops only the wait', async () => {
    const h = harness({ customBaseUrl: undefined, runStartup: false });
    const first = h.client.sessionApi.whenInitialized();
    const controller = new AbortController();
    const second = h.client.sessionApi.whenInitialized({ signal: controller.signal });
    controller.abort(new Error('left the screen'));
    await expect(second).rejects.toThrow('left the screen');
    await h.scheduler.advance(0);
    await expect(first).resolves.toEqual({ session: null, isInitialized: true, fromCache: false });
    await expect(h.client.sessionApi.whenInitialized()).resolves.toMatchObject({ isInitialized: true });
    expect(() => h.client.sessionApi.whenInitialized('x' as never)).toThrow('Invalid call to session.whenInitialized');
  });
});

describe('observers hear of a change in the next task', () => {
  it("after the caller's own continuation: a login's result is handled before onChange runs", async () => {
    const h = harness({ customBaseUrl: undefined, bootstrap: emulatorBootstrap, fallback: () => dataResponse(makeAuthResponse()) });
    await flushPromises();
    const order: string[] = [];
    h.client.sessionApi.onChange(() => order.push('session observer'));
    h.client.observers.onUserChange(() => order.push('user observer'));
    const { createOtps } = await import('../../../../src/core/products/otps');
    await createOtps(h.client.ctx)
      .authenticate('123456', 'phone-number-test-1', { session_duration_minutes: 30 })
      .then(() => order.push('caller continued'));
    // The session is written at once …
    expect(h.client.sessionApi.getSync()?.session_id).toBe('session-test-1');
    await Promise.resolve().then(() => order.push('caller continued again'));
    expect(order).toEqual(['caller continued', 'caller continued again']);
    // … and observers are told once the task is over.
    await flushPromises();
    expect(order).toEqual(['caller continued', 'caller continued again', 'session observer', 'user observer']);
  });

  it('changes within one task reach an observer once, and not at all when they cancel out', async () => {
    const h = harness({ customBaseUrl: undefined });
    await flushPromises();
    const seen: Array<string | null> = [];
    h.client.sessionApi.onChange((s) => seen.push(s?.session_id ?? null));
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    h.client.ctx.session.clear();
    await flushPromises();
    expect(seen).toEqual([]);
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse({ session: makeSession({ session_id: 'session-test-2' }) }));
    await flushPromises();
    expect(seen).toEqual(['session-test-2']);
  });

  it('a destroyed client tells nobody', async () => {
    const h = harness({ customBaseUrl: undefined });
    await flushPromises();
    const seen: unknown[] = [];
    h.client.sessionApi.onChange((s) => seen.push(s));
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    h.client.destroy();
    await flushPromises();
    expect(seen).toEqual([]);
  });
});

describe('on a server (no document)', () => {
  it('the client is inert: no startup timer, no request, no tab channel; never initialized', async () => {
    const opened: string[] = [];
    const h = harness({
      prepare: withCookieAndState,
      seams: { inBrowser: false, openTabChannel: (name) => (opened.push(name), null) },
    });
    await flushPromises();
    expect(h.scheduler.pendingCount()).toBe(0);
    expect(h.calls).toHaveLength(0);
    expect(opened).toEqual([]);
    expect(h.client.sessionApi.getInfo().isInitialized).toBe(false);
  });
});
