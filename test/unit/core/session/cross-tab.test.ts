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
  it('only the leader (the first tab) sends refreshes; the follower adopts them', async () => {
    const tabs = sharedTabs();
    const a = tab(tabs, { fallback: () => dataResponse(makeAuthResponse({ session_jwt: 'jwt-refreshed' })) });
    const b = tab(tabs, { fallback: () => dataResponse(makeAuthResponse()) });

    a.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    await flushPromises();
    expect(b.client.sessionApi.getSync()?.session_id).toBe('session-test-1');
    expect(a.scheduler.pendingIn()).toEqual([REFRESH_INTERVAL_MS]);
    // The follower keeps no refresh timer at all.
    expect(b.scheduler.pendingCount()).toBe(0);

    await a.scheduler.advance(REFRESH_INTERVAL_MS);
    await b.scheduler.advance(3 * REFRESH_INTERVAL_MS);
    expect(refreshes(a)).toBe(1);
    expect(refreshes(b)).toBe(0);
    expect(b.client.sessionApi.getTokens()?.session_jwt).toBe('jwt-refreshed');
  });

  it('when the leader closes, the next tab takes over and refreshes at once', async () => {
    const tabs = sharedTabs();
    const a = tab(tabs);
    const b = tab(tabs, { fallback: () => dataResponse(makeAuthResponse()) });
    a.client.ctx.session.handleAuthenticateResponse(makeAuthResponse());
    await flushPromises();

    a.client.destroy();
    await flushPromises();
    expect(refreshes(b)).toBe(1);
    expect(b.scheduler.pendingIn()).toEqual([REFRESH_INTERVAL_MS]);
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
