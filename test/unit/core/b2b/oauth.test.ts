/**
 * B2B OAuth and impersonation (src/core/b2b/oauth.ts, impersonation.ts, both
 * loaded on first use): the browser starts' URLs, with the PKCE challenge
 * the project requires, and the redemptions with its verifier.
 */
import { describe, expect, it } from 'vitest';
import { dataResponse } from '../fakes';
import { b2bHarness, discoveryAnswer, sessionAnswer } from './b2b-harness';

describe('B2B client: OAuth', () => {
  it('starts into one organization: the start URL on the API origin, with its query', async () => {
    const h = b2bHarness();
    await h.client.oauth.microsoft.start({
      organization_id: 'organization-test-1',
      login_redirect_url: 'http://localhost:3000/authenticate',
      custom_scopes: ['openid', 'email'],
      provider_params: { prompt: 'select_account' },
    });
    const url = new URL(h.navigated[0]!);
    expect(url.origin + url.pathname).toBe('http://localhost:8787/v1/b2b/public/oauth/microsoft/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: 'public-token-test-b2b',
      organization_id: 'organization-test-1',
      login_redirect_url: 'http://localhost:3000/authenticate',
      custom_scopes: 'openid email',
      provider_prompt: 'select_account',
    });
  });

  it('by discovery with PKCE: the challenge on the start, the verifier on the redemption, then dropped', async () => {
    const h = b2bHarness({ bootstrap: { pkce_required_for_oauth: true } });
    await h.client.oauth.github.discovery.start({ discovery_redirect_url: 'http://localhost:3000/discover' });
    const url = new URL(h.navigated[0]!);
    expect(url.pathname).toBe('/v1/b2b/public/oauth/github/discovery/start');
    const challenge = url.searchParams.get('pkce_code_challenge');
    expect(url.searchParams.get('discovery_redirect_url')).toBe('http://localhost:3000/discover');

    h.answer(() => dataResponse(discoveryAnswer()));
    await h.client.oauth.discovery.authenticate({ discovery_oauth_token: 'oauth-token-1' });
    const [redeem] = h.apiCalls();
    expect(h.path(redeem)).toBe('/b2b/oauth/discovery/authenticate');
    const verifier = (redeem!.body as { pkce_code_verifier: string }).pkce_code_verifier;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    expect(Buffer.from(digest).toString('base64url')).toBe(challenge);
    expect(h.cookie('stytch_intermediate_session_token')).toBe('ist-discovery-1');
    expect(h.storage.getItem('stytch_sdk_state_public-token-test-b2b::PKCE_VERIFIER:oauth')).toBeNull();
  });

  it('redeems an organization token into a member session, carrying a pending intermediate session', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse(discoveryAnswer()), () => dataResponse(sessionAnswer()));
    await h.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: 't' });
    await h.client.oauth.authenticate({ oauth_token: 'oauth-token-2', session_duration_minutes: 30 });
    expect(h.apiCalls()[1]!.body).toEqual({
      oauth_token: 'oauth-token-2',
      session_duration_minutes: 30,
      intermediate_session_token: 'ist-discovery-1',
    });
    expect(h.cookie('stytch_session')).toBe('session-token-1');
  });

  it('checks arguments before navigating', async () => {
    const h = b2bHarness();
    await expect(h.client.oauth.google.start({ provider_params: { prompt: 1 } } as never)).rejects.toThrow(
      'Invalid call to oauth.google.start\nprovider_params.prompt must be a string.',
    );
    await expect(h.client.oauth.google.start(undefined as never)).rejects.toThrow(
      'Invalid call to oauth.google.start\noptions must be an object.',
    );
    expect(h.navigated).toEqual([]);
  });
});

describe('B2B client: impersonation', () => {
  it('redeems the token into a member session', async () => {
    const h = b2bHarness();
    h.answer(() => dataResponse(sessionAnswer()));
    await h.client.impersonation.authenticate({ impersonation_token: 'imp-1' });
    expect([h.path(h.apiCalls()[0]), h.apiCalls()[0]!.body]).toEqual(['/b2b/impersonation/authenticate', { impersonation_token: 'imp-1' }]);
    expect(h.client.session.getSync()?.member_session_id).toBe('member-session-test-1');
  });
});

describe('B2B client: identity provider', () => {
  it('sends the authorize start and submit and the logout start', async () => {
    const h = b2bHarness();
    const OK = { request_id: 'request-id-1', status_code: 200 };
    h.answer(
      () => dataResponse({ ...OK, client: { client_id: 'app-1', client_name: 'Notes', client_type: 'third_party' }, consent_required: true, scope_results: [] }),
      () => dataResponse({ ...OK, redirect_uri: 'https://notes.example/callback?code=c' }),
      () => dataResponse({ ...OK, redirect_uri: 'https://notes.example/bye', consent_required: false }),
    );
    const request = { client_id: 'app-1', redirect_uri: 'https://notes.example/callback', response_type: 'code', scopes: ['openid', 'email'] };
    await h.client.idp.oauthAuthorizeStart(request);
    const submitted = await h.client.idp.oauthAuthorizeSubmit({ ...request, consent_granted: true, state: 's' });
    expect(submitted.redirect_uri).toBe('https://notes.example/callback?code=c');
    await h.client.idp.oauthLogoutStart({ client_id: 'app-1', post_logout_redirect_uri: 'https://notes.example/bye', state: 's' });
    expect(h.apiCalls().map((c) => [h.path(c), c.body])).toEqual([
      ['/idp/b2b/oauth/authorize/start', request],
      ['/idp/b2b/oauth/authorize/submit', { ...request, consent_granted: true, state: 's' }],
      ['/b2b/oauth/logout/start', { client_id: 'app-1', post_logout_redirect_uri: 'https://notes.example/bye', state: 's' }],
    ]);
    await expect(h.client.idp.oauthAuthorizeSubmit({ ...request } as never)).rejects.toThrow(
      'Invalid call to idp.oauthAuthorizeSubmit\nconsent_granted must be a boolean.',
    );
  });

  it('follows only an http(s) redirect_uri', async () => {
    const h = b2bHarness();
    await h.client.idp.followRedirect('https://notes.example/callback?code=c');
    expect(h.navigated).toEqual(['https://notes.example/callback?code=c']);
    await expect(h.client.idp.followRedirect('javascript:alert(1)')).rejects.toMatchObject({ code: 'invalid_response' });
    expect(h.navigated).toHaveLength(1);
  });
});
