/**
 * Portico's B2B client and SSO against the real emulator over HTTP (jsdom
 * page on localhost:3000): the `sso` token a SAML sign-in at the test
 * identity provider brings is redeemed by `sso.authenticate` (cookies and
 * session as any sign-in); the signed-in admin lists, discovers, creates and
 * updates connections through the client.
 */
import { describe, expect, it } from 'vitest';
import type { B2BSamlConnection } from '../../protocol';
import { useB2BClients } from './support/b2b-clients';
import { errorTypeOf, readCookie, type Emulator } from './support/harness';
import { samlSignIn, ssoTokenOf } from './support/sso-flow';
import { IDP_CERT, SamlTestIdp } from './support/sso-idps/saml-idp';

let emulator: Emulator;
const idp = new SamlTestIdp();
const { newB2BClient } = useB2BClients({}, (started) => (emulator = started));

async function acme(): Promise<{ organizationId: string; connection: B2BSamlConnection }> {
  const seeded = await emulator.api.organizations.create({
    organization_name: 'Acme',
    members: [{ email_address: 'admin@acme.test', roles: ['stytch_admin'] }],
    sso_connections: [{ type: 'saml', display_name: 'Acme IdP', idp_entity_id: idp.entityId, idp_sso_url: idp.ssoUrl, x509_certificate: IDP_CERT }],
  });
  return { organizationId: seeded.organization.organization_id, connection: seeded.sso_connections[0] as B2BSamlConnection };
}

describe('B2B client: SSO against the emulator', () => {
  it('sso.authenticate redeems the token once: the member session and its cookies; another page is refused', async () => {
    const { organizationId, connection } = await acme();
    const token = ssoTokenOf(await samlSignIn(emulator, idp, connection, { email: 'admin@acme.test' }));
    const client = newB2BClient();
    const signedIn = await client.sso.authenticate({ sso_token: token, session_duration_minutes: 60 });
    expect(signedIn.member_authenticated).toBe(true);
    expect(signedIn.member_session?.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_saml' });
    expect(readCookie('stytch_session')).toBe(signedIn.session_token);
    expect(client.session.getSync()?.member_id).toBe(signedIn.member_id);
    expect(client.organization.getSync()?.organization_id).toBe(organizationId);
    expect(await errorTypeOf(newB2BClient().sso.authenticate({ sso_token: token, session_duration_minutes: 60 }))).toBe('sso_token_not_found');
  });

  it('the signed-in admin lists, discovers, creates and updates connections', async () => {
    const { connection } = await acme();
    const client = newB2BClient();
    await client.sso.authenticate({
      sso_token: ssoTokenOf(await samlSignIn(emulator, idp, connection, { email: 'admin@acme.test' })),
      session_duration_minutes: 60,
    });
    const listed = await client.sso.getConnections();
    expect(listed.saml_connections.map((c) => c.connection_id)).toEqual([connection.connection_id]);
    expect((await client.sso.discoverConnections('admin@acme.test')).connections.map((c) => c.connection_id)).toEqual([connection.connection_id]);

    const created = await client.sso.saml.createConnection({ display_name: 'Second' });
    expect(created.connection).toMatchObject({ display_name: 'Second', status: 'pending' });
    const oidc = await client.sso.oidc.createConnection({ display_name: 'OIDC' });
    const updated = await client.sso.oidc.updateConnection({
      connection_id: oidc.connection.connection_id,
      issuer: 'https://login.idp.example',
      client_id: 'portico',
      client_secret: 'secret',
      authorization_url: 'https://login.idp.example/authorize',
      token_url: 'https://login.idp.example/token',
      jwks_url: 'https://login.idp.example/jwks',
    });
    expect(updated.connection).toMatchObject({ status: 'active', client_id: 'portico', client_secret: '' });
    expect((await client.sso.deleteConnection(created.connection.connection_id)).connection_id).toBe(created.connection.connection_id);
    expect((await client.sso.getConnections()).oidc_connections).toHaveLength(1);
  });
});
