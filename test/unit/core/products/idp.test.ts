import { describe, expect, it } from 'vitest';
import { createHarness } from './harness';

const params = {
  client_id: 'connected-app-test-1',
  redirect_uri: 'https://rp.example.com/callback',
  response_type: 'code',
  scopes: ['openid', 'email', 'profile'],
};

describe('idp', () => {
  it('authorizeStart posts the required params only when the optional ones are absent', async () => {
    const h = createHarness();
    const start = {
      request_id: 'r',
      status_code: 200,
      consent_required: true,
      client: { client_id: 'connected-app-test-1', client_name: 'RP' },
      scope_results: [{ scope: 'openid', is_grantable: true }],
    };
    h.on('POST', '/idp/oauth/authorize/start', start);
    expect(await h.client.idp.authorizeStart(params)).toEqual(start);
    expect(h.last()).toMatchObject({ method: 'POST', path: '/idp/oauth/authorize/start' });
    expect(h.last().body).toEqual(params);
  });

  it('authorizeSubmit posts every param plus consent_granted and returns redirect_uri', async () => {
    const h = createHarness();
    h.on('POST', '/idp/oauth/authorize/submit', { redirect_uri: 'https://rp.example.com/callback?code=c' });
    const full = {
      ...params,
      code_challenge: 'chal',
      state: 'st',
      nonce: 'n',
      prompt: 'consent',
      resources: ['https://api.example.com'],
    };
    const data = await h.client.idp.authorizeSubmit({ ...full, consent_granted: false });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/idp/oauth/authorize/submit' });
    expect(h.last().body).toEqual({ ...full, consent_granted: false });
    expect(data.redirect_uri).toBe('https://rp.example.com/callback?code=c');
  });

  it('logoutStart posts to /oauth/logout/start', async () => {
    const h = createHarness();
    h.on('POST', '/oauth/logout/start', { redirect_uri: 'https://rp.example.com/bye', consent_required: true });
    await h.client.idp.logoutStart({ client_id: 'c', post_logout_redirect_uri: 'https://rp.example.com/bye' });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/oauth/logout/start' });
    expect(h.last().body).toEqual({ client_id: 'c', post_logout_redirect_uri: 'https://rp.example.com/bye' });
    await h.client.idp.logoutStart({
      client_id: 'c',
      post_logout_redirect_uri: 'https://rp.example.com/bye',
      state: 's',
      id_token_hint: 'jwt',
    });
    expect(h.last().body).toEqual({
      client_id: 'c',
      post_logout_redirect_uri: 'https://rp.example.com/bye',
      state: 's',
      id_token_hint: 'jwt',
    });
  });
});
