/**
 * The provider's own published B2B headless client signing in by SSO in real
 * Chromium (docs/architecture.md, "SSO"): `sso.start` navigates to the
 * emulator's start, on to a real identity provider run by the test (samlify
 * for SAML, which answers with its auto-submitting POST form; oidc-provider
 * for OIDC, through its redirects), back through the emulator's ACS or
 * callback to the app page with `?stytch_token_type=sso&token=…`, where
 * `sso.authenticate` redeems it, with the PKCE pair the project requires
 * (`pkce.sso`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { B2BOidcConnection, B2BSamlConnection } from '../../protocol';
import { OidcTestIdp } from '../integration/support/sso-idps/oidc-idp';
import { IDP_CERT, SamlTestIdp } from '../integration/support/sso-idps/saml-idp';
import { useProviderB2BClient } from './support/provider-b2b-client';

const b2b = useProviderB2BClient();
const { call, session } = b2b;

const saml = new SamlTestIdp('e2e-idp');
const oidc = new OidcTestIdp();
beforeAll(async () => {
  await saml.serve();
  await oidc.start();
});
afterAll(async () => {
  await saml.close();
  await oidc.close();
});

/** Starts the sign-in in the page, and waits for the app page the emulator redirects to; answers its token. */
async function signInThrough(connectionId: string): Promise<string> {
  const redirect = `${b2b.appUrl}/sso-landing`;
  await session.page.evaluate(
    ({ connection_id, redirect }) => {
      void (window as unknown as { stytch: any }).stytch.sso.start({ connection_id, login_redirect_url: redirect, signup_redirect_url: redirect });
    },
    { connection_id: connectionId, redirect },
  );
  await session.page.waitForURL((url) => url.pathname === '/sso-landing' && url.searchParams.has('token'), { timeout: 20_000 });
  await session.page.waitForFunction(() => 'stytch' in window);
  const url = new URL(session.page.url());
  expect(url.searchParams.get('stytch_token_type')).toBe('sso');
  return url.searchParams.get('token')!;
}

describe("the provider's B2B client signs in by SSO", () => {
  it('through a SAML connection, with PKCE', async () => {
    await b2b.emulator.api.config.patch({ pkce: { sso: true } });
    try {
      const seeded = await b2b.emulator.api.organizations.create({
        organization_name: 'Acme',
        members: [{ email_address: 'ada@acme.test' }],
        sso_connections: [{ type: 'saml', idp_entity_id: saml.entityId, idp_sso_url: saml.ssoUrl, x509_certificate: IDP_CERT }],
      });
      const connection = seeded.sso_connections[0] as B2BSamlConnection;
      saml.answerWith = { urls: connection, user: { email: 'ada@acme.test' } };
      await session.page.reload();
      await session.page.waitForFunction(() => 'stytch' in window);
      const token = await signInThrough(connection.connection_id);
      const signedIn = await call('sso.authenticate', { sso_token: token, session_duration_minutes: 60 });
      expect(signedIn.ok, signedIn.message).toBe(true);
      expect(signedIn.member.email_address).toBe('ada@acme.test');
      expect(signedIn.member_session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_saml' });
      const again = await call('sso.authenticate', { sso_token: token, session_duration_minutes: 60 });
      expect(again.ok).toBe(false);
    } finally {
      await b2b.emulator.api.config.patch({ pkce: { sso: false } });
    }
  });

  it('through an OIDC connection', async () => {
    const client = oidc.addClient();
    const seeded = await b2b.emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test' }],
      sso_connections: [{ type: 'oidc', issuer: oidc.issuer, client_id: client.client_id, client_secret: client.client_secret }],
    });
    const connection = seeded.sso_connections[0] as B2BOidcConnection;
    oidc.allowRedirect(client.client_id, connection.redirect_url);
    oidc.nextUser = { email: 'ada@acme.test', given_name: 'Ada' };
    const token = await signInThrough(connection.connection_id);
    const signedIn = await call('sso.authenticate', { sso_token: token, session_duration_minutes: 60 });
    expect(signedIn.ok, signedIn.message).toBe(true);
    expect(signedIn.member_session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_oidc' });
  });
});
