// @vitest-environment node
/**
 * The emulator's OpenID provider for B2B members, driven by an independent
 * relying party (openid-client) over HTTP: the consent page's B2B calls
 * (`idp/b2b/oauth/authorize/start|submit`) with a member session issue a
 * code whose tokens name the member and its organization; a first-party
 * client's `full_access` token comes back as a member session through
 * `b2b/sessions/exchange_access_token`; `b2b/oauth/logout/start` checks the
 * post-logout URI and the hint.
 */
import * as client from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from './support/harness';
import { b2b, expectError, signInByCode, startB2BEmulator } from './support/b2b-http';
import { authorizationRequest, discoverProvider } from './support/oidc-relying-party';

const CONSENT_PAGE = 'http://localhost:3000/consent';
const CALLBACK = 'http://localhost:4000/callback';
const SIGNED_OUT = 'http://localhost:4000/signed-out';

let emulator: Emulator;
let sessionToken: string;
let memberId: string;
let organizationId: string;

beforeAll(async () => {
  emulator = await startB2BEmulator({
    idp: { authorizationUrl: CONSENT_PAGE, logoutUrl: CONSENT_PAGE },
    connectedApps: [
      {
        client_id: 'rp-third',
        client_secret: 'rp-secret',
        client_name: 'Partner App',
        client_type: 'third_party',
        redirect_uris: [CALLBACK],
        post_logout_redirect_uris: [SIGNED_OUT],
      },
      {
        client_id: 'rp-first',
        client_secret: 'first-secret',
        client_name: 'Own App',
        client_type: 'first_party',
        redirect_uris: [CALLBACK],
        post_logout_redirect_uris: [SIGNED_OUT],
      },
    ],
  });
});
afterAll(() => emulator.close());
beforeEach(async () => {
  await emulator.api.reset();
  const { organization } = await emulator.api.organizations.create({
    organization_name: 'Acme',
    organization_slug: 'acme',
    members: [{ email_address: 'ada@acme.test', name: 'Ada Lovelace' }],
  });
  organizationId = organization.organization_id;
  const signedIn = await signInByCode(emulator, organizationId, 'ada@acme.test');
  sessionToken = signedIn.json.session_token;
  memberId = signedIn.json.member_id;
});

/** The relying party's authorization URL, then what the consent page does with the member's session. */
async function authorize(config: client.Configuration, scope: string, secret = sessionToken) {
  const nonce = client.randomNonce();
  const { url, verifier, state } = await authorizationRequest(config, CALLBACK, scope, { nonce });
  expect(url.origin + url.pathname).toBe(CONSENT_PAGE);
  const params = {
    client_id: url.searchParams.get('client_id'),
    redirect_uri: url.searchParams.get('redirect_uri'),
    response_type: 'code',
    scopes: scope.split(' '),
    code_challenge: url.searchParams.get('code_challenge'),
    state,
    nonce,
  };
  const start = await b2b(emulator, 'POST', '/idp/b2b/oauth/authorize/start', params, secret);
  const submit = await b2b(emulator, 'POST', '/idp/b2b/oauth/authorize/submit', { ...params, consent_granted: true }, secret);
  return { start, submit, verifier, state, nonce };
}

describe('the OpenID provider for members', () => {
  it('issues a code whose tokens name the member and its organization; userinfo and refresh too', async () => {
    const config = await discoverProvider(emulator, 'rp-third', 'rp-secret');
    const { start, submit, verifier, state, nonce } = await authorize(config, 'openid email profile offline_access');
    expect(start.status).toBe(200);
    expect(start.json).toMatchObject({ member_id: memberId, consent_required: true, client: { client_name: 'Partner App' } });
    expect(start.json.scope_results.map((r: { scope: string; is_grantable: boolean }) => [r.scope, r.is_grantable])).toEqual([
      ['openid', true],
      ['email', true],
      ['profile', true],
      ['offline_access', true],
    ]);
    const redirect = new URL(submit.json.redirect_uri);
    const tokens = await client.authorizationCodeGrant(config, redirect, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    expect(tokens.claims()).toMatchObject({
      sub: memberId,
      aud: 'rp-third',
      email: 'ada@acme.test',
      name: 'Ada Lovelace',
      'https://stytch.com/organization': { organization_id: organizationId, slug: 'acme' },
    });
    const info = await client.fetchUserInfo(config, tokens.access_token, memberId);
    expect(info).toMatchObject({ sub: memberId, email: 'ada@acme.test', email_verified: true });
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.claims()?.sub).toBe(memberId);

    // A third-party token cannot become a member session: it was never granted full_access.
    expectError(
      await b2b(emulator, 'POST', '/b2b/sessions/exchange_access_token', { access_token: tokens.access_token }),
      400,
      'oauth_access_token_exchange_missing_full_access',
    );
  });

  it('refuses without a member session, and answers login_required for prompt=none', async () => {
    const params = { client_id: 'rp-third', redirect_uri: CALLBACK, response_type: 'code', scopes: ['openid'], code_challenge: 'x'.repeat(43) };
    expectError(await b2b(emulator, 'POST', '/idp/b2b/oauth/authorize/start', params), 401, 'user_unauthenticated');
    const silent = await b2b(emulator, 'POST', '/idp/b2b/oauth/authorize/start', { ...params, prompt: 'none', state: 's' });
    expect(silent.status).toBe(200);
    expect(new URL(silent.json.redirect_uri).searchParams.get('error')).toBe('login_required');
    // An unknown client or redirect URI is an error, never a redirect.
    expectError(
      await b2b(emulator, 'POST', '/idp/b2b/oauth/authorize/start', { ...params, redirect_uri: 'https://evil.test/cb' }, sessionToken),
      400,
      'invalid_redirect_uri',
    );
  });

  it('exchanges a first-party full_access token for a new member session, once the token is valid', async () => {
    const config = await discoverProvider(emulator, 'rp-first', 'first-secret');
    const { start, submit, verifier, state, nonce } = await authorize(config, 'openid full_access');
    expect(start.json.consent_required).toBe(false);
    const tokens = await client.authorizationCodeGrant(config, new URL(submit.json.redirect_uri), {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
    });
    const exchanged = await b2b(emulator, 'POST', '/b2b/sessions/exchange_access_token', {
      access_token: tokens.access_token,
      session_duration_minutes: 30,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.json).toMatchObject({ member_id: memberId, member_authenticated: true });
    expect(exchanged.json.member_session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'access_token_exchange',
        delivery_method: 'oauth_access_token_exchange',
        oauth_access_token_exchange_factor: { client_id: 'rp-first' },
      }),
    ]);
    expect(exchanged.json.session_token).not.toBe(sessionToken);
    expectError(
      await b2b(emulator, 'POST', '/b2b/sessions/exchange_access_token', { access_token: 'not-a-token' }),
      404,
      'idp_access_token_not_found',
    );

    // A first-party client's logout with this member's own ID token skips the confirmation.
    const logout = await b2b(
      emulator,
      'POST',
      '/b2b/oauth/logout/start',
      { client_id: 'rp-first', post_logout_redirect_uri: SIGNED_OUT, state: 'bye', id_token_hint: tokens.id_token },
      sessionToken,
    );
    expect(logout.json).toMatchObject({ consent_required: false, redirect_uri: `${SIGNED_OUT}?state=bye` });
    expectError(
      await b2b(emulator, 'POST', '/b2b/oauth/logout/start', { client_id: 'rp-first', post_logout_redirect_uri: 'https://evil.test/', state: 'x' }),
      400,
      'invalid_post_logout_redirect_uri',
    );
  });
});
