/**
 * The identity-provider request on the consent page's address (docs/behaviour.md
 * §5.6; docs/protocol.md §7.9): logout vs authorize, required parameters,
 * defaults, optional parameters copied only when present, `resource` → `resources`.
 */
import { describe, expect, it } from 'vitest';
import { clientNameFor, parseIDPRequest } from '../../../../src/ui/flows/idp/request';

describe('parseIDPRequest: which flow', () => {
  it('post_logout_redirect_uri makes it a logout (even with redirect_uri present)', () => {
    expect(
      parseIDPRequest('?client_id=c1&post_logout_redirect_uri=https%3A%2F%2Frp.example%2Fbye&redirect_uri=https%3A%2F%2Frp.example%2Fcb'),
    ).toEqual({ kind: 'logout', params: { client_id: 'c1', post_logout_redirect_uri: 'https://rp.example/bye' } });
  });

  it('without post_logout_redirect_uri it is an authorize', () => {
    expect(parseIDPRequest('?client_id=c1&redirect_uri=https%3A%2F%2Frp.example%2Fcb')).toEqual({
      kind: 'authorize',
      params: {
        client_id: 'c1',
        redirect_uri: 'https://rp.example/cb',
        response_type: 'code',
        scopes: ['openid', 'email', 'profile'],
      },
    });
  });

  it('accepts the query string with or without its leading "?"', () => {
    expect(parseIDPRequest('client_id=c1&redirect_uri=https://rp.example/cb')).toEqual(
      parseIDPRequest('?client_id=c1&redirect_uri=https://rp.example/cb'),
    );
  });
});

describe('parseIDPRequest: required parameters', () => {
  it.each([
    ['', 'client_id'],
    ['?redirect_uri=https://rp.example/cb', 'client_id'],
    ['?client_id=&redirect_uri=https://rp.example/cb', 'client_id'],
    ['?client_id=%20%20&redirect_uri=https://rp.example/cb', 'client_id'],
    ['?client_id=c1', 'redirect_uri'],
    ['?client_id=c1&redirect_uri=', 'redirect_uri'],
    ['?client_id=c1&redirect_uri=%20', 'redirect_uri'],
  ])('authorize %j names %s', (search, param) => {
    expect(parseIDPRequest(search)).toEqual({ kind: 'missing', param });
  });

  it.each([
    ['?post_logout_redirect_uri=https://rp.example/bye', 'client_id'],
    ['?client_id=&post_logout_redirect_uri=https://rp.example/bye', 'client_id'],
    ['?client_id=c1&post_logout_redirect_uri=', 'post_logout_redirect_uri'],
    ['?client_id=c1&post_logout_redirect_uri=%20', 'post_logout_redirect_uri'],
    // Present but empty still means logout: it is the logout parameter that is missing, not redirect_uri.
    ['?client_id=c1&redirect_uri=https://rp.example/cb&post_logout_redirect_uri=', 'post_logout_redirect_uri'],
  ])('logout %j names %s', (search, param) => {
    expect(parseIDPRequest(search)).toEqual({ kind: 'missing', param });
  });
});

describe('parseIDPRequest: authorize parameters', () => {
  const base = 'client_id=c1&redirect_uri=https://rp.example/cb';

  it('keeps the given response_type; an empty one falls back to code', () => {
    const given = parseIDPRequest(`?${base}&response_type=token`);
    expect(given.kind === 'authorize' && given.params.response_type).toBe('token');
    const empty = parseIDPRequest(`?${base}&response_type=`);
    expect(empty.kind === 'authorize' && empty.params.response_type).toBe('code');
  });

  it('splits scope on spaces, ignoring extra spaces, in the order given', () => {
    const parsed = parseIDPRequest(`?${base}&scope=${encodeURIComponent('  openid   phone read:docs ')}`);
    expect(parsed.kind === 'authorize' && parsed.params.scopes).toEqual(['openid', 'phone', 'read:docs']);
    const plus = parseIDPRequest(`?${base}&scope=openid+offline_access`);
    expect(plus.kind === 'authorize' && plus.params.scopes).toEqual(['openid', 'offline_access']);
  });

  it('copies every optional parameter present, and only those', () => {
    const search =
      `?${base}&code_challenge=ch&code_challenge_method=S256&state=st&nonce=n1&prompt=consent` +
      '&resource=https://api.example/a&resource=https://api.example/b';
    expect(parseIDPRequest(search)).toEqual({
      kind: 'authorize',
      params: {
        client_id: 'c1',
        redirect_uri: 'https://rp.example/cb',
        response_type: 'code',
        scopes: ['openid', 'email', 'profile'],
        code_challenge: 'ch',
        code_challenge_method: 'S256',
        state: 'st',
        nonce: 'n1',
        prompt: 'consent',
        resources: ['https://api.example/a', 'https://api.example/b'],
      },
    });
  });

  it.each(['code_challenge', 'code_challenge_method', 'state', 'nonce', 'prompt'])('%s alone is copied, nothing else added', (key) => {
    const parsed = parseIDPRequest(`?${base}&${key}=v`);
    expect(parsed.kind).toBe('authorize');
    if (parsed.kind !== 'authorize') return;
    expect(Object.keys(parsed.params).sort()).toEqual(['client_id', 'redirect_uri', 'response_type', 'scopes', key].sort());
    expect((parsed.params as unknown as Record<string, unknown>)[key]).toBe('v');
  });

  it('a single resource is a one-entry resources list; none leaves resources out', () => {
    const one = parseIDPRequest(`?${base}&resource=https://api.example/a`);
    expect(one.kind === 'authorize' && one.params.resources).toEqual(['https://api.example/a']);
    const none = parseIDPRequest(`?${base}`);
    expect(none.kind === 'authorize' && 'resources' in none.params).toBe(false);
  });
});

describe('parseIDPRequest: logout parameters', () => {
  it('copies state and id_token_hint only when present', () => {
    const bye = 'client_id=c1&post_logout_redirect_uri=https://rp.example/bye';
    expect(parseIDPRequest(`?${bye}&state=s&id_token_hint=tok`)).toEqual({
      kind: 'logout',
      params: { client_id: 'c1', post_logout_redirect_uri: 'https://rp.example/bye', state: 's', id_token_hint: 'tok' },
    });
    expect(parseIDPRequest(`?${bye}&state=s`)).toEqual({
      kind: 'logout',
      params: { client_id: 'c1', post_logout_redirect_uri: 'https://rp.example/bye', state: 's' },
    });
    expect(parseIDPRequest(`?${bye}&id_token_hint=tok`)).toEqual({
      kind: 'logout',
      params: { client_id: 'c1', post_logout_redirect_uri: 'https://rp.example/bye', id_token_hint: 'tok' },
    });
  });

  it('ignores authorize-only parameters', () => {
    const parsed = parseIDPRequest('?client_id=c1&post_logout_redirect_uri=https://rp.example/bye&scope=openid&nonce=n&prompt=none');
    expect(parsed).toEqual({ kind: 'logout', params: { client_id: 'c1', post_logout_redirect_uri: 'https://rp.example/bye' } });
  });
});

describe('clientNameFor', () => {
  it("is the provider's name when it has one", () => {
    expect(clientNameFor('Docs App', 'https://rp.example/cb', 'The App')).toBe('Docs App');
  });

  it("falls back to the redirect URI's host name (no port) when the name is absent or blank", () => {
    expect(clientNameFor(undefined, 'https://rp.example:8443/cb?x=1', 'The App')).toBe('rp.example');
    expect(clientNameFor('', 'http://localhost:3000/cb', 'The App')).toBe('localhost');
    expect(clientNameFor('   ', 'https://rp.example/cb', 'The App')).toBe('rp.example');
  });

  it("is the fallback ('The App') when the redirect URI cannot be parsed or has no host", () => {
    expect(clientNameFor(undefined, 'not a url', 'The App')).toBe('The App');
    expect(clientNameFor(undefined, '/relative/cb', 'The App')).toBe('The App');
    expect(clientNameFor(undefined, 'urn:example:app', 'The App')).toBe('The App');
  });
});
