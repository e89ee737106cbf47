import { describe, expect, it } from 'vitest';
import { API_BASE, authenticateData, createHarness, PUBLIC_TOKEN, s256 } from './harness';
import { buildOAuthStartUrl, OAUTH_PROVIDERS } from '../../../../src/core/products/oauth';
import { pkceVerifierKey } from '../../../../src/core/storage-keys';

const navigatedTo = (h: ReturnType<typeof createHarness>): URL => {
  const url = h.navigate.mock.calls.at(-1)?.[0];
  if (!url) throw new Error('no navigation');
  return new URL(url);
};

describe('buildOAuthStartUrl', () => {
  it('puts every parameter in the documented order and drops the absent ones', () => {
    const url = buildOAuthStartUrl({
      baseUrl: 'https://api.example.com/',
      provider: 'google',
      publicToken: 'public-token-test-x',
      codeChallenge: 'chal',
      customScopes: ['a', 'b'],
      providerParams: { prompt: 'select_account', login_hint: 'ada@example.com' },
      loginRedirectUrl: 'http://localhost:3000/login',
      signupRedirectUrl: 'http://localhost:3000/signup',
    });
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://api.example.com/v1/public/oauth/google/start');
    expect([...parsed.searchParams.entries()]).toEqual([
      ['public_token', 'public-token-test-x'],
      ['code_challenge', 'chal'],
      ['custom_scopes', 'a b'],
      ['provider_prompt', 'select_account'],
      ['provider_login_hint', 'ada@example.com'],
      ['login_redirect_url', 'http://localhost:3000/login'],
      ['signup_redirect_url', 'http://localhost:3000/signup'],
    ]);
    expect(buildOAuthStartUrl({ baseUrl: 'http://127.0.0.1:9111', provider: 'github', publicToken: 't', customScopes: [] })).toBe(
      'http://127.0.0.1:9111/v1/public/oauth/github/start?public_token=t',
    );
  });
});

describe('oauth.<provider>.start', () => {
  it('exposes every provider', () => {
    const h = createHarness();
    expect(OAUTH_PROVIDERS).toHaveLength(19);
    for (const provider of OAUTH_PROVIDERS) expect(typeof h.client.oauth[provider].start).toBe('function');
  });

  it('navigates to the API base start URL with every option, logging start_oauth_flow', async () => {
    const h = createHarness();
    await h.client.oauth.github.start({
      login_redirect_url: 'http://localhost:3000/login',
      signup_redirect_url: 'http://localhost:3000/signup',
      custom_scopes: ['repo', 'read:org'],
      provider_params: { allow_signup: 'false' },
    });
    expect(h.navigate).toHaveBeenCalledTimes(1);
    const url = navigatedTo(h);
    expect(`${url.origin}${url.pathname}`).toBe(`${API_BASE}/v1/public/oauth/github/start`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: PUBLIC_TOKEN,
      custom_scopes: 'repo read:org',
      provider_allow_signup: 'false',
      login_redirect_url: 'http://localhost:3000/login',
      signup_redirect_url: 'http://localhost:3000/signup',
    });
    expect(h.calls()).toEqual([]);
    await h.runTimers();
    await h.client.destroy();
    const event = h.telemetryEvents().find((e) => e['event_name'] === 'start_oauth_flow');
    expect(event?.['details']).toEqual({
      provider_type: 'github',
      custom_scopes: ['repo', 'read:org'],
      cname_domain: null,
      pkce: false,
      provider_params: { allow_signup: 'false' },
    });
  });

  it('uses https://<cname_domain> when bootstrap sets one, and adds an oauth PKCE challenge when required', async () => {
    const h = createHarness({ bootstrap: { cname_domain: 'login.example.com', pkce_required_for_oauth: true } });
    await h.client.oauth.google.start();
    const url = navigatedTo(h);
    expect(`${url.origin}${url.pathname}`).toBe('https://login.example.com/v1/public/oauth/google/start');
    const verifier = h.storage.getItem(pkceVerifierKey(PUBLIC_TOKEN, 'oauth'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: PUBLIC_TOKEN,
      code_challenge: await s256(verifier!),
    });
  });
});

describe('oauth.authenticate', () => {
  it('posts token and duration, with the oauth verifier when present, then clears it', async () => {
    const h = createHarness({ bootstrap: { pkce_required_for_oauth: true } });
    h.on('POST', '/oauth/authenticate', { ...authenticateData({ provider_type: 'Google' }), __user: {} });
    await h.client.oauth.google.start();
    const key = pkceVerifierKey(PUBLIC_TOKEN, 'oauth');
    const verifier = h.storage.getItem(key);
    const data = await h.client.oauth.authenticate('oauth-token', { session_duration_minutes: 30 });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/oauth/authenticate' });
    expect(h.last().body).toEqual({ token: 'oauth-token', code_verifier: verifier, session_duration_minutes: 30 });
    expect(data.provider_type).toBe('Google');
    expect(data).not.toHaveProperty('__user');
    expect(h.storage.getItem(key)).toBeNull();
    expect(h.client.user.getSync()).not.toBeNull();
  });

  it('sends no verifier when none is stored', async () => {
    const h = createHarness();
    h.on('POST', '/oauth/authenticate', authenticateData());
    await h.client.oauth.authenticate('oauth-token', { session_duration_minutes: 30 });
    expect(h.last().body).toEqual({ token: 'oauth-token', session_duration_minutes: 30 });
  });
});

describe('oauth.googleOneTap', () => {
  const started = { request_id: 'r', status_code: 200, google_client_id: 'client-1', oauth_callback_id: 'cb-1', nonce: 'n-1' };

  it('start sends the redirect URLs and answers the client id, callback id and nonce', async () => {
    const h = createHarness();
    h.on('POST', '/oauth/google/onetap/start', started);
    const result = await h.client.oauth.googleOneTap.start({ login_redirect_url: 'http://localhost:3000/login' });
    expect(result).toMatchObject({ google_client_id: 'client-1', oauth_callback_id: 'cb-1', nonce: 'n-1' });
    expect(h.last().body).toEqual({ login_redirect_url: 'http://localhost:3000/login' });
  });

  it('submit sends the ID token and navigates to the http(s) redirect_url the provider returned', async () => {
    const h = createHarness();
    const redirect = 'http://localhost:3000/authenticate?stytch_token_type=oauth&token=tok';
    h.on('POST', '/oauth/google/onetap/submit', { request_id: 'r', status_code: 200, redirect_url: redirect });
    await h.client.oauth.googleOneTap.submit({ id_token: 'a.b.c', oauth_callback_id: 'cb-1', signup_redirect_url: 'http://localhost:3000/signup' });
    expect(h.last().path).toBe('/oauth/google/onetap/submit');
    expect(h.last().body).toEqual({
      id_token: 'a.b.c',
      oauth_callback_id: 'cb-1',
      signup_redirect_url: 'http://localhost:3000/signup',
    });
    expect(h.navigate.mock.calls).toEqual([[redirect]]);
  });

  it('submit refuses a redirect_url that is not http(s) and navigates nowhere', async () => {
    const h = createHarness();
    h.on('POST', '/oauth/google/onetap/submit', { request_id: 'r', status_code: 200, redirect_url: 'javascript:alert(1)' });
    await expect(h.client.oauth.googleOneTap.submit({ id_token: 'a.b.c', oauth_callback_id: 'cb-1' })).rejects.toMatchObject({
      code: 'invalid_response',
    });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('submit without an ID token is an invalid call, nothing sent', async () => {
    const h = createHarness();
    await expect(h.client.oauth.googleOneTap.submit({ oauth_callback_id: 'cb-1' } as never)).rejects.toThrow(
      /^Invalid call to oauth\.googleOneTap\.submit/,
    );
    expect(h.calls()).toHaveLength(0);
  });
});
