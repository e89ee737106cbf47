import { describe, expect, it } from 'vitest';
import {
  cookieNames,
  createCookieStore,
  DEFAULT_COOKIE_NAMES,
  formatCookie,
  INTERMEDIATE_SESSION_COOKIE_MINUTES,
  isLocalHostname,
  readCookie,
} from '../../../../src/core/session/cookies';
import type { CookieOptions } from '../../../../src/core/options';
import { createMemoryCookieJar } from '../../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';

const EXPIRES = new Date('2030-01-01T00:30:00.000Z');

describe('cookie constants', () => {
  it('default names and the 10-minute intermediate cookie', () => {
    expect(DEFAULT_COOKIE_NAMES).toEqual({
      opaqueToken: 'stytch_session',
      jwt: 'stytch_session_jwt',
      intermediateSessionToken: 'stytch_intermediate_session_token',
    });
    expect(INTERMEDIATE_SESSION_COOKIE_MINUTES).toBe(10);
  });

  it('configured names override each default separately', () => {
    expect(cookieNames({ jwtCookieName: 'my_jwt' })).toEqual({
      opaqueToken: 'stytch_session',
      jwt: 'my_jwt',
      intermediateSessionToken: 'stytch_intermediate_session_token',
    });
    expect(
      cookieNames({ opaqueTokenCookieName: 'a', jwtCookieName: 'b', istCookieName: 'c' }),
    ).toEqual({ opaqueToken: 'a', jwt: 'b', intermediateSessionToken: 'c' });
  });
});

describe('formatCookie', () => {
  it('writes Path, Domain, Expires (UTC string), SameSite=Lax and Secure', () => {
    expect(formatCookie('stytch_session', 'tok', { path: '/', domain: 'example.com', expires: EXPIRES, secure: true })).toBe(
      'stytch_session=tok; Path=/; Domain=example.com; Expires=Tue, 01 Jan 2030 00:30:00 GMT; SameSite=Lax; Secure',
    );
  });

  it('omits absent attributes, an invalid date and Secure when false', () => {
    expect(formatCookie('a', 'b', { secure: false })).toBe('a=b; SameSite=Lax');
    expect(formatCookie('a', 'b', { secure: false, expires: new Date(Number.NaN) })).toBe('a=b; SameSite=Lax');
  });

  it('encodes the value', () => {
    expect(formatCookie('a', 'x y;z', { secure: false })).toBe('a=x%20y%3Bz; SameSite=Lax');
  });
});

describe('isLocalHostname', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.0.0.5', true],
    ['127.255.10.1', true],
    ['[::1]', true],
    ['example.com', false],
    ['localhost.example.com', false],
    ['127.0.0.1.example.com', false],
    ['10.0.0.1', false],
  ])('%s → %s', (host, local) => {
    expect(isLocalHostname(host)).toBe(local);
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const jar = 'stytch_session_jwt=j; stytch_session=t%20x; other=1';
    expect(readCookie(jar, 'stytch_session')).toBe('t x');
    expect(readCookie(jar, 'stytch_session_jwt')).toBe('j');
    expect(readCookie(jar, 'missing')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
  });
});

describe('createCookieStore', () => {
  function store(hostname: string, options?: CookieOptions) {
    const jar = createMemoryCookieJar(() => Date.parse('2030-01-01T00:00:00Z'));
    const storage = createMemoryStorage();
    const cookies = createCookieStore({ jar, hostname: () => hostname, options, storage, seenDomainsKey: 'seen' });
    return { jar, storage, cookies };
  }

  it.each([
    ['localhost', false],
    ['127.0.0.5', false],
    ['[::1]', false],
    ['example.com', true],
  ])('on %s Secure is %s', (hostname, secure) => {
    const { jar, cookies } = store(hostname);
    cookies.set('stytch_session', 'tok', EXPIRES);
    expect(jar.written).toEqual([
      `stytch_session=tok; Path=/; Expires=Tue, 01 Jan 2030 00:30:00 GMT; SameSite=Lax${secure ? '; Secure' : ''}`,
    ]);
    expect(cookies.get('stytch_session')).toBe('tok');
  });

  it('uses the configured path', () => {
    const { jar, cookies } = store('example.com', { path: '/app' });
    cookies.set('a', 'b');
    expect(jar.written[0]).toBe('a=b; Path=/app; SameSite=Lax; Secure');
  });

  it('sets Domain only with availableToSubdomains on a non-local host', () => {
    const subdomains = store('app.example.com', { availableToSubdomains: true });
    subdomains.cookies.set('a', 'b');
    expect(subdomains.jar.written[0]).toBe('a=b; Path=/; Domain=app.example.com; SameSite=Lax; Secure');

    const configured = store('app.example.com', { availableToSubdomains: true, domain: '.example.com' });
    configured.cookies.set('a', 'b');
    expect(configured.jar.written[0]).toContain('Domain=.example.com');

    const withoutFlag = store('app.example.com', { domain: '.example.com' });
    withoutFlag.cookies.set('a', 'b');
    expect(withoutFlag.jar.written[0]).not.toContain('Domain');

    const local = store('localhost', { availableToSubdomains: true, domain: 'localhost' });
    local.cookies.set('a', 'b');
    expect(local.jar.written[0]).toBe('a=b; Path=/; SameSite=Lax');
  });

  it('removes by expiring every path × domain combination, including domains seen before', () => {
    const { jar, cookies, storage } = store('app.example.com', { availableToSubdomains: true, path: '/app' });
    cookies.set('a', 'b');
    storage.setItem('seen', JSON.stringify(['app.example.com', 'old.example.com']));
    jar.written.length = 0;
    cookies.remove('a');
    expect(cookies.get('a')).toBeNull();
    expect(jar.written.every((c) => c.startsWith('a=; ') && c.includes('Expires=Thu, 01 Jan 1970 00:00:00 GMT'))).toBe(true);
    expect(jar.written).toContain('a=; Path=/app; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure');
    expect(jar.written).toContain(
      'a=; Path=/app; Domain=app.example.com; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure',
    );
    expect(jar.written).toContain('a=; Path=/; Domain=old.example.com; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure');
    expect(jar.written).toContain('a=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure');
    // 3 paths (/app, /, none) × 3 domains (none, app.example.com, old.example.com)
    expect(jar.written).toHaveLength(9);
  });

  it('remembers written domains in storage', () => {
    const { cookies, storage } = store('app.example.com', { availableToSubdomains: true });
    cookies.set('a', 'b');
    cookies.set('c', 'd');
    expect(JSON.parse(storage.getItem('seen') ?? '[]')).toEqual(['app.example.com']);
  });
});
