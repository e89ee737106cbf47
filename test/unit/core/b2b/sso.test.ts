/**
 * B2B SSO (src/core/b2b/sso.ts, loaded on first use): the browser start,
 * the token redemption with the PKCE verifier, and the connection calls.
 */
import { describe, expect, it } from 'vitest';
import { dataResponse } from '../fakes';
import { b2bHarness, sessionAnswer } from './b2b-harness';

const OK = { request_id: 'request-id-1', status_code: 200 };
const CONNECTION = { organization_id: 'organization-test-1', connection_id: 'saml-connection-1', status: 'pending', display_name: 'Okta', identity_provider: 'okta' };

describe('B2B client: SSO', () => {
  it('starts a connection with PKCE and redeems the sso token with the verifier', async () => {
    const h = b2bHarness({ bootstrap: { pkce_required_for_sso: true } });
    await h.client.sso.start({ connection_id: 'saml-connection-1', login_redirect_url: 'http://localhost:3000/authenticate' });
    const url = new URL(h.navigated[0]!);
    expect(url.origin + url.pathname).toBe('http://localhost:8787/v1/public/sso/start');
    expect(url.searchParams.get('public_token')).toBe('public-token-test-b2b');
    expect(url.searchParams.get('connection_id')).toBe('saml-connection-1');
    expect(url.searchParams.get('login_redirect_url')).toBe('http://localhost:3000/authenticate');
    const challenge = url.searchParams.get('pkce_code_challenge');

    h.answer(() => dataResponse(sessionAnswer()));
    await h.client.sso.authenticate({ sso_token: 'sso-token-1', session_duration_minutes: 30 });
    const [redeem] = h.apiCalls();
    expect(h.path(redeem)).toBe('/b2b/sso/authenticate');
    const body = redeem!.body as { sso_token: string; pkce_code_verifier: string };
    expect(body.sso_token).toBe('sso-token-1');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body.pkce_code_verifier)));
    expect(Buffer.from(digest).toString('base64url')).toBe(challenge);
    expect(h.cookie('stytch_session')).toBe('session-token-1');
  });

  it('manages connections', async () => {
    const h = b2bHarness();
    const connection = () => dataResponse({ ...OK, connection: CONNECTION });
    h.answer(
      () => dataResponse({ ...OK, saml_connections: [CONNECTION], oidc_connections: [], external_connections: [] }),
      () => dataResponse({ ...OK, connections: [] }),
      connection,
      connection,
      connection,
      connection,
      connection,
      connection,
      () => dataResponse({ ...OK, connection_id: 'saml-connection-1' }),
    );
    await h.client.sso.getConnections();
    await h.client.sso.discoverConnections('ada+sso@acme.example');
    await h.client.sso.saml.createConnection({ display_name: 'Okta' });
    await h.client.sso.saml.updateConnection({ connection_id: 'saml-connection-1', idp_sso_url: 'https://idp.example/sso' });
    await h.client.sso.saml.updateConnectionByURL({ connection_id: 'saml-connection-1', metadata_url: 'https://idp.example/metadata' });
    await h.client.sso.saml.deleteVerificationCertificate({ connection_id: 'saml-connection-1', certificate_id: 'cert-1' });
    await h.client.sso.oidc.createConnection({ display_name: 'Entra' });
    await h.client.sso.oidc.updateConnection({ connection_id: 'oidc-connection-1', issuer: 'https://issuer.example' });
    await h.client.sso.deleteConnection('saml-connection-1');
    expect(h.apiCalls().map((c) => [c.init.method, h.path(c), c.body])).toEqual([
      ['GET', '/b2b/sso', undefined],
      ['GET', '/b2b/sso/discovery/connections?email_address=ada%2Bsso%40acme.example', undefined],
      ['POST', '/b2b/sso/saml', { display_name: 'Okta' }],
      ['PUT', '/b2b/sso/saml/saml-connection-1', { connection_id: 'saml-connection-1', idp_sso_url: 'https://idp.example/sso' }],
      ['PUT', '/b2b/sso/saml/saml-connection-1/url', { connection_id: 'saml-connection-1', metadata_url: 'https://idp.example/metadata' }],
      ['DELETE', '/b2b/sso/saml/saml-connection-1/verification_certificates/cert-1', undefined],
      ['POST', '/b2b/sso/oidc', { display_name: 'Entra' }],
      ['PUT', '/b2b/sso/oidc/oidc-connection-1', { connection_id: 'oidc-connection-1', issuer: 'https://issuer.example' }],
      ['DELETE', '/b2b/sso/saml-connection-1', undefined],
    ]);
  });

  it('checks arguments before anything is sent or navigated', async () => {
    const h = b2bHarness();
    await expect(h.client.sso.start({} as never)).rejects.toThrow('Invalid call to sso.start\nconnection_id must be a string.');
    await expect(h.client.sso.discoverConnections(7 as never)).rejects.toThrow(
      'Invalid call to sso.discoverConnections\nemail_address must be a string.',
    );
    expect(h.navigated).toEqual([]);
    expect(h.apiCalls()).toEqual([]);
  });
});
