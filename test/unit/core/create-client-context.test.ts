import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientContext } from '../../../src/core/create-client-context';
import { REFRESH_INTERVAL_MS } from '../../../src/core/session/refresh-loop';
import { sessionStateKey } from '../../../src/core/storage-keys';
import { bootstrapData, clientHarness, emulatorBootstrap, TOKEN } from './client-harness';
import {
  apiErrorBody,
  dataResponse,
  decodeBasic,
  decodeSdkClient,
  flushPromises,
  jsonResponse,
  makeAuthResponse,
  makeSession,
  makeUser,
} from './fakes';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  vi.restoreAllMocks();
});

function harness(options: Parameters<typeof clientHarness>[0] = {}) {
  const h = clientHarness(options);
  cleanups.push(h.client.destroy);
  return h;
}

const storedState = { session: makeSession(), user: makeUser() };

describe('startup', () => {
  it('with a session cookie: refreshes at once as public:<session token> and keeps the stored state', async () => {
    const h = harness({
      customBaseUrl: undefined,
      prepare: ({ cookies, storage }) => {
        cookies.write('stytch_session=token-old; Path=/');
        storage.setItem(sessionStateKey(TOKEN), JSON.stringify(storedState));
      },
      initialAnswers: [() => dataResponse(makeAuthResponse({ session_token: 'token-new', session_jwt: 'jwt-new' }))],
    });
    expect(h.client.sessionApi.getSync()).toEqual(storedState.session);
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.url).toBe('https://test.stytch.com/sdk/v1/sessions/authenticate');
    expect(decodeBasic(h.calls[0]?.headers.Authorization)).toBe(`${TOKEN}:token-old`);
    await flushPromises();
    expect(h.client.sessionApi.getTokens()).toEqual({ session_token: 'token-new', session_jwt: 'jwt-new' });
    expect(h.scheduler.pendingIn()).toEqual([REFRESH_INTERVAL_MS]);
  });

  it('runs in the task after creation, so a page that mounts at once paints first', async () => {
    const h = harness({
      runStartup: false,
      customBaseUrl: undefined,
      prepare: ({ cookies }) => cookies.write('stytch_session=token-old; Path=/'),
      initialAnswers: [() => dataResponse(makeAuthResponse())],
    });
    expect(h.calls).toHaveLength(0);
    expect(h.scheduler.pendingIn()).toEqual([0]);
    await h.scheduler.advance(0);
    expect(h.calls.map((c) => h.path(c))).toEqual(['/sessions/authenticate']);
  });

  it('a client destroyed in the task that created it never runs the startup check', async () => {
    const h = harness({
      runStartup: false,
      customBaseUrl: undefined,
      prepare: ({ cookies }) => cookies.write('stytch_session=token-old; Path=/'),
    });
    h.client.destroy();
    await h.scheduler.advance(REFRESH_INTERVAL_MS);
    expect(h.calls).toHaveLength(0);
    expect(h.scheduler.pendingCount()).toBe(0);
  });

  it('with a customBaseUrl (the emulator) and no cookie: no refresh request at all', async () => {
    const h = harness({ bootstrap: emulatorBootstrap });
    await flushPromises();
    expect(h.apiCalls()).toHaveLength(0);
    expect(h.calls.map((c) => h.path(c))).toEqual([`/projects/bootstrap/${TOKEN}`]);
    expect(h.scheduler.pendingCount()).toBe(0);
  });

  it('with a customBaseUrl and a cookie: one refresh at once', async () => {
    const h = harness({
      bootstrap: emulatorBootstrap,
      prepare: ({ cookies }) => cookies.write('stytch_session=token-old; Path=/'),
      initialAnswers: [() => dataResponse(makeAuthResponse())],
    });
    expect(h.apiCalls().map((c) => h.path(c))).toEqual(['/sessions/authenticate']);
    await flushPromises();
    expect(h.apiCalls()).toHaveLength(1);
  });

  it('with a customBaseUrl of a project with a custom domain (bootstrap cname_domain): refreshes as public:public', async () => {
    const h = harness({
      bootstrap: () => dataResponse(bootstrapData({ cname_domain: 'login.example.com' })),
      initialAnswers: [() => dataResponse(makeAuthResponse())],
    });
    await flushPromises();
    expect(h.apiCalls().map((c) => h.path(c))).toEqual(['/sessions/authenticate']);
    expect(h.apiCalls()[0]?.url).toBe('http://localhost:8787/sdk/v1/sessions/authenticate');
    expect(decodeBasic(h.apiCalls()[0]?.headers.Authorization)).toBe(`${TOKEN}:${TOKEN}`);
    expect(h.client.sessionApi.getSync()?.session_id).toBe('session-test-1');
  });

  it('a failed startup refresh sent without a session is not retried', async () => {
    const h = harness({
      bootstrap: () => dataResponse(bootstrapData({ cname_domain: 'login.example.com' })),
      initialAnswers: [() => jsonResponse(500, apiErrorBody('internal_server_error', 500))],
    });
    await flushPromises();
    expect(h.apiCalls()).toHaveLength(1);
    expect(h.scheduler.pendingCount()).toBe(0);
    await h.scheduler.advance(10 * REFRESH_INTERVAL_MS);
    expect(h.apiCalls()).toHaveLength(1);
  });

  it('with neither: no call, and the stored state is cleared', () => {
    const h = harness({
      customBaseUrl: undefined,
      prepare: ({ storage }) => storage.setItem(sessionStateKey(TOKEN), JSON.stringify(storedState)),
    });
    expect(h.calls).toHaveLength(0);
    expect(h.client.sessionApi.getSync()).toBeNull();
    expect(h.storage.getItem(sessionStateKey(TOKEN))).toBeNull();
  });

  it('an invalid customBaseUrl warns, uses the default host and does not count as custom', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness({ customBaseUrl: 'nonsense' });
    expect(warn).toHaveBeenCalled();
    expect(h.client.ctx.http.baseUrl).toBe('https://test.stytch.com');
    expect(h.calls).toHaveLength(0);
  });

  it('validates the public token and options', () => {
    expect(() => createClientContext(5 as never)).toThrow('Invalid call to createPorticoClient\npublicToken must be a string.');
    expect(() => createClientContext(TOKEN, { customBaseUrl: 1 as never })).toThrow(
      'Invalid call to createPorticoClient\noptions.customBaseUrl must be a string.',
    );
  });
});

describe('the context', () => {
  it('exposes the token, transport, bootstrap, pkce, telemetry and browser seams', async () => {
    const navigate = vi.fn();
    const h = harness({ customBaseUrl: undefined, seams: { navigate } });
    const { ctx } = h.client;
    expect(ctx.publicToken).toBe(TOKEN);
    expect(ctx.http.sdkBaseUrl).toBe('https://test.stytch.com/sdk/v1');
    expect(ctx.browser.locationHref()).toBe('http://localhost:3000/login');
    ctx.browser.navigate('https://example.com/x');
    expect(navigate).toHaveBeenCalledWith('https://example.com/x');
    expect(await ctx.pkce.start('oauth')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ctx.pkce.getVerifier('oauth')).toMatch(/^[0-9a-f]{128}$/);
  });

  it('fetches the bootstrap lazily, once', async () => {
    const h = harness({ customBaseUrl: undefined, fallback: () => dataResponse({ captcha_settings: { enabled: false }, password_config: null, project_name: 'P' }) });
    expect(h.calls).toHaveLength(0);
    const data = await h.client.ctx.bootstrap.get();
    await h.client.ctx.bootstrap.get();
    expect(data.projectName).toBe('P');
    expect(h.calls.map((c) => h.path(c))).toEqual([`/projects/bootstrap/${TOKEN}`]);
  });

  it('sends X-SDK-Client with the logged-in ids and the page host', async () => {
    const h = harness({ customBaseUrl: undefined, fallback: () => dataResponse({}) });
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    await h.client.ctx.http.request({ method: 'GET', path: '/users/me' });
    const telemetry = decodeSdkClient(h.calls[0]?.headers['X-SDK-Client']);
    expect(telemetry).toMatchObject({
      event_id: 'event-id-uuid-1',
      app: { identifier: 'localhost' },
      timezone: 'UTC',
      client_sent_at: '2030-01-01T00:00:00.000Z',
      stytch_user_id: 'user-test-1',
      stytch_session_id: 'session-test-1',
    });
    expect(h.calls[0]?.headers['X-SDK-Parent-Host']).toBe('http://localhost:3000');
  });

  it('batches telemetry to {base}/sdk/v1/events', async () => {
    const h = harness({ customBaseUrl: undefined, fallback: () => dataResponse({}) });
    h.client.ctx.telemetry.log({ event_name: 'render_login_screen', details: { a: 1 } });
    await h.scheduler.advance(800);
    expect(h.calls[0]?.url).toBe('https://test.stytch.com/sdk/v1/events');
    expect(h.calls[0]?.body).toMatchObject([
      { event: { public_token: TOKEN, event_name: 'render_login_screen', details: { a: 1 } } },
    ]);
  });

  it('follows logins from other tabs, and refreshes them', async () => {
    const h = harness({ customBaseUrl: undefined });
    const seen: unknown[] = [];
    h.client.sessionApi.onChange((s) => seen.push(s?.session_id ?? null));
    h.events.emit(sessionStateKey(TOKEN), JSON.stringify(storedState));
    expect(h.client.sessionApi.getSync()).toEqual(storedState.session);
    await flushPromises();
    expect(seen).toEqual(['session-test-1']);
    expect(h.scheduler.pendingIn()).toEqual([REFRESH_INTERVAL_MS]);
  });

  it('the rbac namespace reads the bootstrap policy', async () => {
    const h = harness({
      customBaseUrl: undefined,
      fallback: () =>
        dataResponse({
          captcha_settings: { enabled: false },
          password_config: null,
          rbac_policy: {
            roles: [{ role_id: 'stytch_user', description: '', permissions: [{ resource_id: 'docs', actions: ['*'] }] }],
            resources: [{ resource_id: 'docs', description: '', actions: ['read'] }],
            scopes: [],
          },
        }),
    });
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    expect(await h.client.rbacApi.isAuthorized('docs', 'read')).toBe(true);
    expect(h.client.rbacApi.isAuthorizedSync('docs', 'write')).toBe(true);
  });

  it('destroy stops the refresh loop and tab sync, idempotently', () => {
    const h = harness({ customBaseUrl: undefined });
    h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    expect(h.scheduler.pendingCount()).toBe(1);
    h.client.destroy();
    h.client.destroy();
    expect(h.scheduler.pendingCount()).toBe(0);
    expect(h.events.listenerCount()).toBe(0);
  });
});
