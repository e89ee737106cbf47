/**
 * Two clients over one origin's cookies, storage, tab channel and locks (the
 * in-memory seams), standing in for two tabs: one tab leads the refresh, and
 * every tab follows logins and logouts at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REFRESH_INTERVAL_MS } from '../../../../src/core/session/refresh-loop';
import { sessionStateKey } from '../../../../src/core/storage-keys';
import { clientHarness, sharedTabs, TOKEN } from '../client-harness';
import { dataResponse, flushPromises, makeAuthResponse, makeSession } from '../fakes';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

function tab(tabs: ReturnType<typeof sharedTabs>, options: Parameters<typeof clientHarness>[0] = {}) {
  const h = clientHarness({ customBaseUrl: undefined, tabs, ...options });
  cleanups.push(h.client.destroy);
  return h;
}

const refreshes = (h: ReturnType<typeof clientHarness>) =>
  h.calls.filter((c) => c.url.endsWith('/sessions/authenticate')).length;

describe('two tabs of one origin', () => {
  it('one refresh serves both tabs: only the tab whose timer fires first (the leader) sends it', async () => {
    const tabs = sharedTabs();
    let version = 0;
    const refreshed = () => dataResponse(makeAuthResponse({ session_jwt: `jwt-refreshed-${++version}` }));
    const a = tab(tabs, { fallback: refreshed });
    const b = tab(tabs, { fallback: refreshed });

    a.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    await flushPromises();
    expect(b.client.sessionApi.getSync()?.session_id).toBe('session-test-1');

    // Both tabs' timers are due at 180 s on the shared clock; A's was armed first.
    await tabs.scheduler.advance(5 * REFRESH_INTERVAL_MS);
    expect(refreshes(a)).toBe(5);
    expect(refreshes(b)).toBe(0);
    expect(b.client.sessionApi.getTokens()?.session_jwt).toBe('jwt-refreshed-5');
    expect(b.client.sessionApi.getSync()?.session_id).toBe('session-test-1');
  });

  it('a tab whose timer fires while another tab is refreshing does not refresh too', async () => {
    const tabs = sharedTabs();
    let release!: (response: Response) => void;
    const a = tab(tabs, { fallback: () => new Promise<Response>((resolve) => (release = resolve)) });
    const b = tab(tabs, { fallback: () => dataResponse(makeAuthResponse()) });
    a.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    await flushPromises();

    await tabs.scheduler.advance(REFRESH_INTERVAL_MS);
    expect(refreshes(a)).toBe(1);
    expect(tabs.locks.isHeld(`portico_session_refresh_${TOKEN}`)).toBe(true);
    expect(refreshes(b)).toBe(0);

    release(dataResponse(makeAuthResponse({ session_jwt: 'jwt-from-a' })));
    await flushPromises();
    expect(b.client.sessionApi.getTokens()?.session_jwt).toBe('jwt-from-a');
    expect(refreshes(b)).toBe(0);
  });

  it('when the leading tab closes, the next one takes over within one interval', async () => {
    const tabs = sharedTabs();
    const a = tab(tabs, { fallback: () => dataResponse(makeAuthResponse({ session_jwt: 'jwt-a' })) });
    const b = tab(tabs, { fallback: () => dataResponse(makeAuthResponse({ session_jwt: 'jwt-b' })) });
    a.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    await flushPromises();
    await tabs.scheduler.advance(REFRESH_INTERVAL_MS);
    expect(refreshes(a)).toBe(1);

    a.client.destroy();
    await tabs.scheduler.advance(REFRESH_INTERVAL_MS);
    expect(refreshes(b)).toBe(1);
    expect(b.client.sessionApi.getTokens()?.session_jwt).toBe('jwt-b');
  });

  it('a sign-in in tab A shows in tab B at once: getSync and onChange', async () => {
    const tabs = sharedTabs();
    const a = tab(tabs);
    const b = tab(tabs);
    const seen: Array<string | null> = [];
    b.client.sessionApi.onChange((s) => seen.push(s?.session_id ?? null));

    a.client.ctx.session.handleAuthenticateResponse(makeAuthResponse({ session: makeSession({ session_id: 'session-a' }) }));
    await flushPromises();
    expect(b.client.sessionApi.getSync()?.session_id).toBe('session-a');
    expect(b.client.ctx.session.getUserSync()?.user_id).toBe('user-test-1');
    expect(seen).toEqual(['session-a']);
  });

  it('a revoke in tab A clears tab B', async () => {
    const tabs = sharedTabs();
    const a = tab(tabs, { fallback: () => dataResponse({ request_id: 'r', status_code: 200 }) });
    const b = tab(tabs);
    a.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    await flushPromises();
    const seen: Array<string | null> = [];
    b.client.sessionApi.onChange((s) => seen.push(s?.session_id ?? null));

    await a.client.sessionApi.revoke();
    await flushPromises();
    expect(b.client.sessionApi.getSync()).toBeNull();
    expect(b.client.sessionApi.getTokens()).toBeNull();
    expect(seen).toEqual([null]);
  });

  it('without a tab channel, the storage event still carries the state', () => {
    const h = clientHarness({ customBaseUrl: undefined });
    cleanups.push(h.client.destroy);
    const state = { session: makeSession(), user: makeAuthResponse().user };
    h.events.emit(sessionStateKey(TOKEN), JSON.stringify(state));
    expect(h.client.sessionApi.getSync()?.session_id).toBe('session-test-1');
  });
});
