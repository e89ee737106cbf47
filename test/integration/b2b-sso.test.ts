// @vitest-environment node
/**
 * B2B SSO against the real emulator over HTTP, with real identity providers
 * run by the test (support/sso-idps/: samlify for SAML, oidc-provider for
 * OIDC): round trips through start → identity provider → ACS or callback →
 * redirect → `b2b/sso/authenticate`, JIT provisioning rules, MFA owed,
 * connection CRUD under RBAC, and no reach into another organization's
 * connections.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { B2BOidcConnection, B2BSamlConnection } from '../../protocol';
import { b2b, expectError, signInByCode, startB2BEmulator } from './support/b2b-http';
import type { Emulator } from './support/harness';
import { APP_SIGNUP, samlSignIn, ssoTokenOf, startRedirect } from './support/sso-flow';
import { OidcTestIdp, throughOidcIdp } from './support/sso-idps/oidc-idp';
import { IDP_CERT, SamlTestIdp } from './support/sso-idps/saml-idp';

let emulator: Emulator;
const idp = new SamlTestIdp();

beforeAll(async () => {
  emulator = await startB2BEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.api.reset());

/** Acme with an admin, a plain member and a SAML connection to the test IdP. */
async function acmeWithSaml(settings: Record<string, unknown> = {}) {
  const seeded = await emulator.api.organizations.create({
    organization_name: 'Acme',
    members: [
      { email_address: 'admin@acme.test', roles: ['stytch_admin'] },
      { email_address: 'member@acme.test' },
      { email_address: 'invited@acme.test', status: 'invited', email_address_verified: false },
    ],
    sso_connections: [
      {
        type: 'saml',
        display_name: 'Acme IdP',
        idp_entity_id: idp.entityId,
        idp_sso_url: idp.ssoUrl,
        x509_certificate: IDP_CERT,
        attribute_mapping: { first_name: 'firstName', last_name: 'lastName', groups: 'groups' },
      },
    ],
    ...settings,
  });
  const connection = seeded.sso_connections[0] as B2BSamlConnection;
  return { ...seeded, connection };
}

describe('SAML', () => {
  it('a member signs in: start → AuthnRequest → signed response at the ACS → redirect → authenticate; the token is single use', async () => {
    const { organization, connection } = await acmeWithSaml();
    expect(connection.status).toBe('active');
    expect(organization.sso_active_connections).toEqual([{ connection_id: connection.connection_id, display_name: 'Acme IdP', identity_provider: 'generic' }]);

    const redirect = await startRedirect(emulator, connection.connection_id);
    expect(redirect.startsWith(`${idp.ssoUrl}?`)).toBe(true);
    const request = await idp.readRequest(redirect, connection);
    expect(request.issuer).toBe(connection.audience_uri);
    expect(request.acs).toBe(connection.acs_url);

    const form = await idp.respond(redirect, connection, { email: 'member@acme.test', attributes: { firstName: 'Mia', lastName: 'Ek' } });
    const acs = await fetch(connection.acs_url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
    const token = ssoTokenOf(acs);
    const signedIn = await b2b(emulator, 'POST', '/b2b/sso/authenticate', { sso_token: token, session_duration_minutes: 60 });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.member_authenticated).toBe(true);
    expect(signedIn.json.member.email_address).toBe('member@acme.test');
    expect(signedIn.json.member_session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_saml' });
    expect(signedIn.json.member.sso_registrations).toEqual([
      expect.objectContaining({ connection_id: connection.connection_id, external_id: 'member@acme.test', sso_attributes: expect.objectContaining({ firstName: 'Mia' }) }),
    ]);
    expectError(await b2b(emulator, 'POST', '/b2b/sso/authenticate', { sso_token: token, session_duration_minutes: 60 }), 404, 'sso_token_not_found');
  });

  it('an invited member becomes active and verified; a new address joins by JIT (signup URL) with its name and group roles', async () => {
    const { organization, connection } = await acmeWithSaml();
    const invited = await b2b(emulator, 'POST', '/b2b/sso/authenticate', {
      sso_token: ssoTokenOf(await samlSignIn(emulator, idp, connection, { email: 'invited@acme.test' })),
      session_duration_minutes: 60,
    });
    expect(invited.json.member).toMatchObject({ status: 'active', email_address_verified: true });

    const admin = await signInByCode(emulator, organization.organization_id, 'admin@acme.test');
    const updated = await b2b(
      emulator,
      'PUT',
      `/b2b/sso/saml/${connection.connection_id}`,
      {
        saml_connection_implicit_role_assignments: [{ role_id: 'stytch_member' }],
        saml_group_implicit_role_assignments: [{ role_id: 'stytch_admin', group: 'engineering' }],
      },
      admin.json.session_token,
    );
    expect(updated.status).toBe(200);
    const response = await samlSignIn(emulator, idp, connection, {
      email: 'New@Acme.test',
      attributes: { firstName: 'Nora', lastName: 'Berg', groups: ['engineering', 'sales'] },
    });
    const joined = await b2b(emulator, 'POST', '/b2b/sso/authenticate', { sso_token: ssoTokenOf(response, APP_SIGNUP), session_duration_minutes: 60 });
    expect(joined.status).toBe(200);
    expect(joined.json.member).toMatchObject({ email_address: 'new@acme.test', name: 'Nora Berg', status: 'active', is_admin: true });
    expect(joined.json.member.roles).toContainEqual({
      role_id: 'stytch_admin',
      sources: [{ type: 'sso_connection_group', details: { connection_id: connection.connection_id, group: 'engineering' } }],
    });
  });
});

describe('OIDC', () => {
  const oidc = new OidcTestIdp();
  beforeAll(() => oidc.start());
  afterAll(() => oidc.close());

  /** Acme with an OIDC connection to the test provider, its endpoints read from the issuer's discovery document. */
  async function acmeWithOidc(settings: Record<string, unknown> = {}) {
    const client = oidc.addClient();
    const seeded = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'admin@acme.test', roles: ['stytch_admin'] }, { email_address: 'member@acme.test' }],
      sso_connections: [{ type: 'oidc', display_name: 'Acme OIDC', issuer: oidc.issuer, client_id: client.client_id, client_secret: client.client_secret }],
      ...settings,
    });
    const connection = seeded.sso_connections[0] as B2BOidcConnection;
    oidc.allowRedirect(client.client_id, connection.redirect_url);
    return { ...seeded, connection, client };
  }

  it('a member signs in: start → authorization request → code flow at the callback → redirect → authenticate', async () => {
    const { connection } = await acmeWithOidc();
    expect(connection).toMatchObject({ status: 'active', issuer: oidc.issuer, token_url: expect.stringContaining(oidc.issuer), client_secret: '' });
    oidc.nextUser = { email: 'member@acme.test', given_name: 'Mia', family_name: 'Ek' };
    const redirect = await startRedirect(emulator, connection.connection_id);
    const authorization = new URL(redirect);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const callback = await throughOidcIdp(oidc, redirect);
    expect(callback.startsWith(`${connection.redirect_url}?`)).toBe(true);
    const answered = await fetch(callback, { redirect: 'manual' });
    const token = ssoTokenOf(answered);
    const signedIn = await b2b(emulator, 'POST', '/b2b/sso/authenticate', { sso_token: token, session_duration_minutes: 60 });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.member_session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_oidc' });
    expect(signedIn.json.member.sso_registrations[0]).toMatchObject({ connection_id: connection.connection_id, external_id: 'user-member@acme.test' });
  });

  it('the callback is single use: the same code and state again are refused', async () => {
    const { connection } = await acmeWithOidc();
    oidc.nextUser = { email: 'member@acme.test' };
    const callback = await throughOidcIdp(oidc, await startRedirect(emulator, connection.connection_id));
    ssoTokenOf(await fetch(callback, { redirect: 'manual' }));
    const again = await fetch(callback, { redirect: 'manual' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error_type: string }).error_type).toBe('sso_state_not_found');
  });
});
