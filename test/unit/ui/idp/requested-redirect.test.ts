/**
 * The consent page's rule for leaving (docs/protocol.md §7.9; OAuth 2.0
 * Security BCP §4.1, §4.11): an address the provider returned is followed
 * only when it is the request's own `redirect_uri` / `post_logout_redirect_uri`,
 * exactly or with the provider's parameters added to its query.
 */
import { describe, expect, it } from 'vitest';
import { isRequestedRedirect } from '../../../../src/ui/flows/idp/requested-redirect';

const RP = 'https://rp.example/callback';

describe('isRequestedRedirect', () => {
  it.each<[string, string, string]>([
    ['the same address exactly', RP, RP],
    ['the code and state appended', RP, `${RP}?code=abc&state=st-1&iss=https%3A%2F%2Fidp.example`],
    ['an error appended', RP, `${RP}?error=access_denied&error_description=The+user+denied+the+request.&state=st-1`],
    ['the registered query kept, the provider parameters appended', `${RP}?tenant=acme`, `${RP}?tenant=acme&code=abc`],
    ['the registered query kept, re-ordered by the provider', `${RP}?tenant=acme&v=2`, `${RP}?code=abc&v=2&tenant=acme`],
    ['a registered query ending in ?', `${RP}?`, `${RP}?code=abc`],
    ['the same origin spelled with its default port and upper-case host', RP, 'https://RP.example:443/callback?code=abc'],
    ['a loopback relying party on http', 'http://localhost:3001/callback', 'http://localhost:3001/callback?code=abc&state=s'],
    ['a state appended to a post-logout address', 'https://rp.example/signed-out', 'https://rp.example/signed-out?state=st-9'],
    ['an origin without a path and one with /', 'https://rp.example', 'https://rp.example/?state=st-9'],
  ])('follows %s', (_name, requested, returned) => {
    expect(isRequestedRedirect(requested, returned)).toBe(true);
  });

  it.each<[string, string, string]>([
    ['another origin with the same query', RP, 'https://evil.example/callback?code=abc&state=st-1'],
    ['a host that only starts with the requested one', 'https://rp.example', 'https://rp.example.evil.example/?code=abc'],
    ['another port', RP, 'https://rp.example:8443/callback?code=abc'],
    ['http instead of https', RP, 'http://rp.example/callback?code=abc'],
    ['another path on the same origin', RP, 'https://rp.example/other?code=abc'],
    ['a longer path', RP, 'https://rp.example/callback/more?code=abc'],
    ['a trailing slash added', RP, 'https://rp.example/callback/?code=abc'],
    ['a path that resolves elsewhere', RP, 'https://rp.example/callback/../steal?code=abc'],
    ['user information added', RP, 'https://attacker@rp.example/callback?code=abc'],
    ['a fragment added', RP, `${RP}?code=abc#injected`],
    ['a registered parameter dropped', `${RP}?tenant=acme`, `${RP}?code=abc`],
    ['a registered parameter changed', `${RP}?tenant=acme`, `${RP}?tenant=evil&code=abc`],
    ['a registered parameter given once of twice', `${RP}?a=1&a=1`, `${RP}?a=1&code=abc`],
    ['a javascript: address', RP, 'javascript:alert(document.cookie)'],
    ['a data: address', RP, 'data:text/html,<script>alert(1)</script>'],
    ['a relative address', RP, '/callback?code=abc'],
    ['a protocol-relative address', RP, '//evil.example/callback?code=abc'],
    ['an empty address', RP, ''],
    ['a requested address that is not http(s), returned exactly', 'com.example.app:/callback', 'com.example.app:/callback'],
    ['a requested address that does not parse', 'not a url', 'not a url'],
  ])('refuses %s', (_name, requested, returned) => {
    expect(isRequestedRedirect(requested, returned)).toBe(false);
  });
});
