// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientContext } from '../../../../src/core/create-client-context';
import { createDefaultSeams } from '../../../../src/core/seams/default-seams';
import { sessionStateKey } from '../../../../src/core/storage-keys';
import { makeAuthResponse } from '../fakes';

afterEach(() => {
  vi.restoreAllMocks();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  localStorage.clear();
});

describe('default seams in a browser', () => {
  it('use document.cookie, localStorage and the page location', () => {
    const seams = createDefaultSeams();
    seams.cookies.write('portico_test=1; Path=/; SameSite=Lax');
    expect(document.cookie).toContain('portico_test=1');
    expect(seams.cookies.read()).toContain('portico_test=1');
    seams.storage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(seams.locationHref()).toBe(window.location.href);
  });

  it('replace the page URL in the history, keeping its state, without a navigation', () => {
    const seams = createDefaultSeams();
    history.replaceState({ kept: true }, '', '/authenticate?stytch_token_type=oauth&token=t&next=1#top');
    const length = history.length;
    seams.replaceUrl(`${location.origin}/authenticate?next=1#top`);
    expect(location.href).toBe(`${location.origin}/authenticate?next=1#top`);
    expect(history.state).toEqual({ kept: true });
    expect(history.length).toBe(length);
    history.replaceState(null, '', '/');
  });

  it('report storage events of localStorage from other tabs', () => {
    const seams = createDefaultSeams();
    const listener = vi.fn();
    const off = seams.onStorageChange(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'k', newValue: 'v', storageArea: localStorage }));
    expect(listener).toHaveBeenCalledWith('k', 'v');
    off();
    window.dispatchEvent(new StorageEvent('storage', { key: 'k', newValue: 'w', storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('open a BroadcastChannel-backed tab channel over the real localStorage', async () => {
    const a = createDefaultSeams().openTabChannel('portico_test_channel');
    const b = createDefaultSeams().openTabChannel('portico_test_channel');
    expect(a).not.toBeNull();
    const heard = new Promise((resolve) => b!.subscribe(resolve));
    a!.post({ hello: 'tab' });
    await expect(heard).resolves.toEqual({ hello: 'tab' });
    a!.close();
    b!.close();
  });

  it('have no tab channel when the storage is replaced (no other tabs)', () => {
    expect(createDefaultSeams({ storage: localStorage }).openTabChannel('x')).toBeNull();
  });

  it('report page hide and hidden visibility', () => {
    const seams = createDefaultSeams();
    const listener = vi.fn();
    const off = seams.onPageHide(listener);
    window.dispatchEvent(new Event('pagehide'));
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    window.dispatchEvent(new Event('pagehide'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('give random words, UUIDs and a time zone', () => {
    const seams = createDefaultSeams();
    expect(seams.randomWords(16)).toHaveLength(16);
    expect(seams.randomUUID()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(typeof seams.timezone()).toBe('string');
  });

  it('let overrides win and ignore undefined ones', () => {
    const now = () => 42;
    const seams = createDefaultSeams({ now, random: undefined });
    expect(seams.now()).toBe(42);
    expect(typeof seams.random()).toBe('number');
  });

  it('a new client reads neither localStorage nor the cookies before the task after its creation', async () => {
    const storageGetter = vi.spyOn(window, 'localStorage', 'get');
    const cookieGetter = vi.spyOn(document, 'cookie', 'get');
    const { destroy } = createClientContext('public-token-test-jsdom', {
      seams: { fetch: () => Promise.reject(new TypeError('offline')) },
    });
    try {
      expect(storageGetter).not.toHaveBeenCalled();
      expect(cookieGetter).not.toHaveBeenCalled();
      // The startup check: no session cookie, so the stored state is cleared.
      localStorage.setItem(sessionStateKey('public-token-test-jsdom'), JSON.stringify({ stale: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(cookieGetter).toHaveBeenCalled();
      expect(localStorage.getItem(sessionStateKey('public-token-test-jsdom'))).toBeNull();
    } finally {
      destroy();
    }
  });

  describe('locks', () => {
    const request = vi.fn((_name: string, _options: object, callback: (lock: unknown) => Promise<unknown>) => callback({}));
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'locks');
      request.mockClear();
    });
    const installLocks = () => Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });

    it('are Web Locks over a usable localStorage', async () => {
      installLocks();
      await expect(createDefaultSeams().locks.runIfAvailable('l', async () => {})).resolves.toBe(true);
      expect(request).toHaveBeenCalledWith('l', { ifAvailable: true }, expect.any(Function));
    });

    it('are always free where localStorage throws (a sandboxed frame), never asking Web Locks', async () => {
      installLocks();
      vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      const seams = createDefaultSeams();
      await expect(seams.locks.runIfAvailable('l', async () => {})).resolves.toBe(true);
      expect(request).not.toHaveBeenCalled();
      // The storage falls back to memory.
      seams.storage.setItem('k', 'v');
      expect(seams.storage.getItem('k')).toBe('v');
    });
  });

  it('a client writes real session cookies and localStorage state', () => {
    const { ctx, destroy } = createClientContext('public-token-test-jsdom', {
      seams: { fetch: () => Promise.reject(new TypeError('offline')) },
    });
    try {
      ctx.session.handleAuthenticateResponse(makeAuthResponse());
      expect(document.cookie).toContain('stytch_session=token-session-test-1');
      expect(document.cookie).toContain('stytch_session_jwt=jwt-session-test-1');
      expect(JSON.parse(localStorage.getItem(sessionStateKey('public-token-test-jsdom')) ?? 'null')).toMatchObject({
        session: { session_id: 'session-test-1' },
      });
      ctx.session.clear();
      expect(document.cookie).not.toContain('stytch_session');
    } finally {
      destroy();
    }
  });
});
