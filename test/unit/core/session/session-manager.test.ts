import { describe, expect, it, vi } from 'vitest';
import { createMemoryCookieJar } from '../../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';
import { cookieNames, createCookieStore } from '../../../../src/core/session/cookies';
import { createSessionManager } from '../../../../src/core/session/session-manager';
import { createSessionStateStore } from '../../../../src/core/session/session-storage';
import type { CookieOptions } from '../../../../src/core/options';
import { PorticoError, PorticoSessionExpiredError } from '../../../../src/core/errors';
import { fakeStorageEvents, makeAuthResponse, makeSession, makeUser, thrownBy } from '../fakes';

const KEY = 'stytch_sdk_state_public-token-test-1';
const NOW = Date.parse('2030-01-01T00:00:00.000Z');

function setup(options: { hostname?: string; cookieOptions?: CookieOptions; prepare?: (h: Harness) => void } = {}) {
  const jar = createMemoryCookieJar(() => NOW);
  const storage = createMemoryStorage();
  const events = fakeStorageEvents();
  const harness = { jar, storage, events };
  options.prepare?.(harness);
  const names = cookieNames(options.cookieOptions);
  const manager = createSessionManager({
    cookies: createCookieStore({
      jar,
      hostname: () => options.hostname ?? 'localhost',
      options: options.cookieOptions,
      storage,
      seenDomainsKey: 'seen',
    }),
    names,
    state: createSessionStateStore({ storage, onStorageChange: events.onStorageChange, key: KEY }),
    now: () => NOW,
  });
  return { ...harness, manager, cookie: (name: string) => jarValue(jar.read(), name) };
}
type Harness = { jar: ReturnType<typeof createMemoryCookieJar>; storage: ReturnType<typeof createMemoryStorage>; events: ReturnType<typeof fakeStorageEvents> };

function jarValue(all: string, name: string): string | null {
  const hit = all.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

const storedState = { session: makeSession(), user: makeUser() };

/** `run` throws the `invalid_response` PorticoError with exactly `message`. */
function expectInvalidResponse(run: () => unknown, message: string): void {
  const error = thrownBy(run);
  expect(error).toBeInstanceOf(PorticoError);
  expect((error as PorticoError).code).toBe('invalid_response');
  expect((error as PorticoError).message).toBe(message);
}

describe('session manager at startup', () => {
  it('clears stored state when there is no session cookie', () => {
    const { manager, storage } = setup({
      prepare: ({ storage }) => storage.setItem(KEY, JSON.stringify(storedState)),
    });
    expect(manager.getSync()).toBeNull();
    expect(manager.getUserSync()).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
    expect(manager.hasSession()).toBe(false);
  });

  it('restores stored state when the session cookie exists', () => {
    const { manager } = setup({
      prepare: ({ storage, jar }) => {
        storage.setItem(KEY, JSON.stringify(storedState));
        jar.write('stytch_session=tok; Path=/');
      },
    });
    expect(manager.getSync()).toEqual(storedState.session);
    expect(manager.getUserSync()).toEqual(storedState.user);
    expect(manager.hasSession()).toBe(true);
    expect(manager.hasSessionCookie()).toBe(true);
    expect(manager.readSessionToken()).toBe('tok');
  });
});

describe('handleAuthenticateResponse', () => {
  it('with both tokens: writes both cookies expiring at session.expires_at, removes the IST cookie, stores state', () => {
    const { manager, jar, cookie, storage } = setup({
      prepare: ({ jar }) => jar.write('stytch_intermediate_session_token=ist; Path=/'),
    });
    const listener = vi.fn();
    manager.onChange(listener);
    const data = makeAuthResponse();
    jar.written.length = 0;
    manager.handleAuthenticateResponse(data);

    expect(cookie('stytch_session')).toBe(data.session_token);
    expect(cookie('stytch_session_jwt')).toBe(data.session_jwt);
    expect(cookie('stytch_intermediate_session_token')).toBeNull();
    expect(jar.written).toContain(
      `stytch_session=${data.session_token}; Path=/; Expires=Tue, 01 Jan 2030 00:30:00 GMT; SameSite=Lax`,
    );
    expect(jar.written).toContain(
      `stytch_session_jwt=${data.session_jwt}; Path=/; Expires=Tue, 01 Jan 2030 00:30:00 GMT; SameSite=Lax`,
    );
    expect(manager.getSync()).toEqual(data.session);
    expect(manager.getUserSync()).toEqual(data.user);
    expect(manager.getTokens()).toEqual({ session_token: data.session_token, session_jwt: data.session_jwt });
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({ session: data.session, user: data.user });
    expect(listener).toHaveBeenCalledWith({ session: data.session, user: data.user });
  });

  it('writes Secure cookies on a non-local host and uses configured names', () => {
    const { manager, jar, cookie } = setup({
      hostname: 'app.example.com',
      cookieOptions: { opaqueTokenCookieName: 'my_session', jwtCookieName: 'my_jwt' },
    });
    manager.handleAuthenticateResponse(makeAuthResponse());
    expect(cookie('my_session')).toBe('token-session-test-1');
    expect(cookie('my_jwt')).toBe('jwt-session-test-1');
    expect(jar.written.find((c) => c.startsWith('my_session=token'))).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('with an intermediate session token only: writes the IST cookie for 10 minutes and removes session cookies', () => {
    const { manager, jar, cookie } = setup();
    manager.handleAuthenticateResponse(makeAuthResponse());
    const listener = vi.fn();
    manager.onChange(listener);
    jar.written.length = 0;
    manager.handleAuthenticateResponse(
      makeAuthResponse({ session_token: '', session_jwt: '', intermediate_session_token: 'ist-1' }),
    );
    expect(jar.written).toContain(
      'stytch_intermediate_session_token=ist-1; Path=/; Expires=Tue, 01 Jan 2030 00:10:00 GMT; SameSite=Lax',
    );
    expect(cookie('stytch_intermediate_session_token')).toBe('ist-1');
    expect(cookie('stytch_session')).toBeNull();
    expect(cookie('stytch_session_jwt')).toBeNull();
    expect(manager.getSync()).toBeNull();
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('with no tokens (opaque mode): removes the session cookies but keeps the session state', () => {
    const { manager, cookie } = setup();
    manager.handleAuthenticateResponse(makeAuthResponse());
    manager.handleAuthenticateResponse(makeAuthResponse({ session_token: '', session_jwt: '' }));
    expect(cookie('stytch_session')).toBeNull();
    expect(cookie('stytch_session_jwt')).toBeNull();
    expect(manager.getTokens()).toBeNull();
    expect(manager.readSessionToken()).toBeNull();
    expect(manager.getSync()?.session_id).toBe('session-test-1');
    expect(manager.hasSession()).toBe(true);
  });

  it.each([
    ['no session', { session: undefined }, 'Invalid authenticate response from the server: session is missing.'],
    ['no user', { user: undefined }, 'Invalid authenticate response from the server: user is missing.'],
    ['no session and no user', { session: null, user: undefined }, 'Invalid authenticate response from the server: session and user are missing.'],
    ['a session token without a JWT', { session_jwt: '' }, 'Invalid authenticate response from the server: session_jwt is missing.'],
    ['a JWT without a session token', { session_token: undefined }, 'Invalid authenticate response from the server: session_token is missing.'],
  ])('rejects an answer with %s (PorticoError invalid_response) and changes nothing', (_label, change, message) => {
    const { manager, jar } = setup();
    const listener = vi.fn();
    manager.onChange(listener);
    jar.written.length = 0;
    expectInvalidResponse(() => manager.handleAuthenticateResponse({ ...makeAuthResponse(), ...change } as never), message);
    expect(jar.written).toEqual([]);
    expect(manager.getSync()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  const notIso = 'Invalid authenticate response from the server: session.expires_at is not an ISO-8601 date-time.';
  it.each<[string, { expires_at: unknown }, string]>([
    ['no session.expires_at', { expires_at: undefined }, 'Invalid authenticate response from the server: session.expires_at is missing.'],
    ['a null session.expires_at', { expires_at: null }, 'Invalid authenticate response from the server: session.expires_at is missing.'],
    ...['next Tuesday', '1', '2030-01-01T00:30:00', '2030-02-30T00:30:00Z', ''].map(
      (value): [string, { expires_at: unknown }, string] => [`session.expires_at '${value}'`, { expires_at: value }, notIso],
    ),
    ['a numeric session.expires_at', { expires_at: 1_893_457_800_000 }, notIso],
  ])('rejects an answer with %s (invalid_response) and changes nothing, a session held before included', (_label, change, message) => {
    const { manager, jar, storage } = setup();
    const before = makeAuthResponse({ session: makeSession({ session_id: 'session-before' }) });
    manager.handleAuthenticateResponse(before);
    const stored = storage.getItem(KEY);
    const listener = vi.fn();
    manager.onChange(listener);
    jar.written.length = 0;
    const answer = makeAuthResponse({ session: { ...makeSession(), ...change } as never });
    expectInvalidResponse(() => manager.handleAuthenticateResponse(answer), message);
    expect(jar.written).toEqual([]);
    expect(manager.getSync()?.session_id).toBe('session-before');
    expect(storage.getItem(KEY)).toBe(stored);
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    ['a minute before now', '2029-12-31T23:59:00.000Z'],
    ['exactly now', '2030-01-01T00:00:00Z'],
    ['a second before now, with an offset', '2030-01-01T00:59:59+01:00'],
  ])('rejects a session that expired %s (PorticoSessionExpiredError, code session_expired): no cookie, no state', (_label, expiresAt) => {
    const { manager, jar, storage } = setup();
    const listener = vi.fn();
    manager.onChange(listener);
    const error = thrownBy(() => manager.handleAuthenticateResponse(makeAuthResponse({ session: makeSession({ expires_at: expiresAt }) })));
    expect(error).toBeInstanceOf(PorticoSessionExpiredError);
    expect(error).toMatchObject({ code: 'session_expired', expires_at: expiresAt, name: 'PorticoSessionExpiredError' });
    expect(jar.written).toEqual([]);
    expect(jar.read()).toBe('');
    expect(manager.getSync()).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('rejects an expired session in opaque mode (no tokens) too; an intermediate-only answer has no session to expire', () => {
    const { manager, cookie } = setup();
    const expired = makeSession({ expires_at: '2029-12-31T23:00:00.000Z' });
    expect(() => manager.handleAuthenticateResponse(makeAuthResponse({ session: expired, session_token: '', session_jwt: '' }))).toThrow(
      PorticoSessionExpiredError,
    );
    expect(manager.getSync()).toBeNull();
    manager.handleAuthenticateResponse(
      makeAuthResponse({ session: expired, session_token: '', session_jwt: '', intermediate_session_token: 'ist-1' }),
    );
    expect(cookie('stytch_intermediate_session_token')).toBe('ist-1');
  });

  it('accepts a session that expires a second from now, with microseconds and an offset', () => {
    const { manager, jar } = setup();
    manager.handleAuthenticateResponse(makeAuthResponse({ session: makeSession({ expires_at: '2030-01-01T01:00:01.000123+01:00' }) }));
    expect(manager.getSync()?.session_id).toBe('session-test-1');
    expect(jar.written.find((c) => c.startsWith('stytch_session='))).toContain('Expires=Tue, 01 Jan 2030 00:00:01 GMT');
  });

  it('rejects an answer that is not an object', () => {
    const { manager } = setup();
    expect(() => manager.handleAuthenticateResponse(null as never)).toThrow(PorticoError);
  });

  it('keeps the cached user when a refresh answer omits it', () => {
    const { manager } = setup();
    manager.handleAuthenticateResponse(makeAuthResponse());
    const { user: _omitted, ...withoutUser } = makeAuthResponse();
    manager.handleAuthenticateResponse(withoutUser as never);
    expect(manager.getUserSync()?.user_id).toBe('user-test-1');
  });
});

describe('other transitions', () => {
  it('updateUser replaces the cached user and notifies', () => {
    const { manager } = setup();
    manager.handleAuthenticateResponse(makeAuthResponse());
    const listener = vi.fn();
    manager.onChange(listener);
    const user = makeUser({ name: { first_name: 'Ada' } });
    manager.updateUser(user);
    expect(manager.getUserSync()).toEqual(user);
    expect(listener).toHaveBeenCalledWith({ session: makeSession(), user });
  });

  it('updateUser without a session is ignored', () => {
    const { manager } = setup();
    manager.updateUser(makeUser());
    expect(manager.getUserSync()).toBeNull();
  });

  it('clear removes all cookies and the state and notifies once', () => {
    const { manager, cookie, storage } = setup();
    manager.handleAuthenticateResponse(makeAuthResponse());
    const listener = vi.fn();
    manager.onChange(listener);
    manager.clear();
    manager.clear();
    expect(cookie('stytch_session')).toBeNull();
    expect(cookie('stytch_session_jwt')).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
    expect(manager.getSync()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('adopts state changes from other tabs and notifies', () => {
    const { manager, events, storage } = setup();
    const listener = vi.fn();
    manager.onChange(listener);
    events.emit(KEY, JSON.stringify(storedState));
    expect(manager.getSync()).toEqual(storedState.session);
    expect(listener).toHaveBeenLastCalledWith(storedState);
    // The other tab wrote storage itself; this tab does not write back.
    expect(storage.getItem(KEY)).toBeNull();
    events.emit(KEY, null);
    expect(manager.getSync()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);
    manager.dispose();
    events.emit(KEY, JSON.stringify(storedState));
    expect(manager.getSync()).toBeNull();
  });

  it('unsubscribes listeners and isolates a throwing one', () => {
    const { manager } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = vi.fn(() => {
      throw new Error('boom');
    });
    const good = vi.fn();
    manager.onChange(bad);
    const off = manager.onChange(good);
    manager.handleAuthenticateResponse(makeAuthResponse());
    expect(good).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    off();
    manager.clear();
    expect(good).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('sessionDurationMinutes', () => {
  it('is the duration passed with the login, else derived from the session', () => {
    const { manager } = setup();
    expect(manager.sessionDurationMinutes()).toBeUndefined();
    manager.handleAuthenticateResponse(makeAuthResponse());
    expect(manager.sessionDurationMinutes()).toBe(30);
    manager.handleAuthenticateResponse(makeAuthResponse(), { sessionDurationMinutes: 60 });
    expect(manager.sessionDurationMinutes()).toBe(60);
    manager.clear();
    expect(manager.sessionDurationMinutes()).toBeUndefined();
  });
});

describe('the session version', () => {
  it('moves on every change, so an answer stamped before it is not applied', () => {
    const { manager, events } = setup();
    const before = manager.stamp();
    expect(manager.isCurrent(before)).toBe(true);
    manager.handleAuthenticateResponse(makeAuthResponse({ session_jwt: 'jwt-new' }));
    expect(manager.isCurrent(before)).toBe(false);

    const stamped = manager.stamp();
    expect(manager.handleAuthenticateResponse(makeAuthResponse({ session_jwt: 'jwt-late' }), { sentAt: before })).toBe(false);
    expect(manager.getTokens()?.session_jwt).toBe('jwt-new');
    expect(manager.isCurrent(stamped)).toBe(true);

    events.emit(KEY, JSON.stringify(storedState));
    expect(manager.isCurrent(stamped)).toBe(false);
    const afterTabs = manager.stamp();
    manager.clear();
    expect(manager.isCurrent(afterTabs)).toBe(false);
  });

  it('a JWT cookie written by another tab also makes older stamps stale', () => {
    const { manager, jar } = setup();
    manager.handleAuthenticateResponse(makeAuthResponse({ session_jwt: 'jwt-1' }));
    const stamp = manager.stamp();
    jar.write('stytch_session_jwt=jwt-from-other-tab; Path=/');
    expect(manager.isCurrent(stamp)).toBe(false);
  });
});
