import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { parseCustomBaseUrl, resolveApiBase, resolveBaseUrl } from '../../../src/core/base-url';

describe('resolveBaseUrl', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('uses the provider test host for tokens containing public-token-test', () => {
    expect(resolveBaseUrl('public-token-test-abc')).toBe('https://test.stytch.com');
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the provider live host for other tokens', () => {
    expect(resolveBaseUrl('public-token-live-abc')).toBe('https://api.stytch.com');
  });

  it('lets a valid customBaseUrl win, keeping scheme and port', () => {
    expect(resolveBaseUrl('public-token-test-abc', { customBaseUrl: 'http://localhost:8787' })).toBe(
      'http://localhost:8787',
    );
    expect(resolveApiBase('public-token-live-abc', { customBaseUrl: 'https://auth.example.com' })).toEqual({
      baseUrl: 'https://auth.example.com',
      custom: true,
    });
  });

  it('strips a trailing slash and any path to the origin', () => {
    expect(resolveBaseUrl('public-token-test-abc', { customBaseUrl: 'http://127.0.0.1:9111/' })).toBe(
      'http://127.0.0.1:9111',
    );
    expect(resolveBaseUrl('public-token-test-abc', { customBaseUrl: 'https://auth.example.com/some/path?x=1' })).toBe(
      'https://auth.example.com',
    );
  });

  it.each(['not a url', 'auth.example.com', 'ftp://auth.example.com', 'javascript:alert(1)', ''])(
    'warns about an invalid customBaseUrl %j and uses the default',
    (customBaseUrl) => {
      expect(resolveApiBase('public-token-test-abc', { customBaseUrl })).toEqual({
        baseUrl: 'https://test.stytch.com',
        custom: false,
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/customBaseUrl should be a valid URL/);
      expect(String(warn.mock.calls[0]?.[0])).toContain('https://test.stytch.com');
    },
  );

  it('only warns about a token without the public-token- prefix', () => {
    expect(resolveBaseUrl('my-token')).toBe('https://api.stytch.com');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("public-token-");
  });
});

describe('parseCustomBaseUrl', () => {
  it('returns the origin of http(s) URLs and null otherwise', () => {
    expect(parseCustomBaseUrl('https://a.example.com:8443/x')).toBe('https://a.example.com:8443');
    expect(parseCustomBaseUrl('http://[::1]:8787')).toBe('http://[::1]:8787');
    expect(parseCustomBaseUrl(42)).toBeNull();
    expect(parseCustomBaseUrl('localhost:8787')).toBeNull();
  });
});
