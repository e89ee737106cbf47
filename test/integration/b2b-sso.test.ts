// @vitest-environment node
/**
 * B2B SSO against the real emulator over HTTP, with real identity providers
 * run by the test (support/sso-idps/: samlify for SAML, oidc-provider for
 * OIDC): round trips through start → identity provider → ACS or callback →
 * redirect → `b2b/sso/authenticate`, JIT provisioning rules, MFA owed,
 * connection CRUD under RBAC, and no reach into another organization's
 * connections.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { B2BOidcConnection, B2BSamlConnection } from '../../protocol';
import { b2b, expectError, signInByCode, useB2BEmulator } from './support/b2b-http';
import type { Emulator } from './support/harness';
import { APP_SIGNUP, postAcs, samlSignIn, ssoTokenOf, startRedirect, startSso } from './support/sso-flow';
import { OidcTestIdp, throughOidcIdp } from './support/sso-idps/oidc-idp';
import { ATTACKER_CERT, IDP_CERT, SamlTestIdp } from './support/sso-idps/saml-idp';

let emulator: Emulator;
const idp = new SamlTestIdp();

useB2BEmulator({}, (started) => (emulator = started));

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
    // The connection's audience URI serves its service-provider metadata.
    const metadata = await (await fetch(connection.audience_uri)).text();
    expect(metadata).toContain(`entityID="${connection.audience_uri}"`);
    expect(metadata).toContain(`Location="${connection.acs_url}"`);
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

describe('JIT provisioning and MFA', () => {
  it('NOT_ALLOWED refuses a new address; RESTRICTED admits only the listed connections; settings may name only own connections', async () => {
    const { organization, connection } = await acmeWithSaml({ sso_jit_provisioning: 'NOT_ALLOWED' });
    const refused = await b2b(emulator, 'POST', '/b2b/sso/authenticate', {
      sso_token: ssoTokenOf(await samlSignIn(emulator, idp, connection, { email: 'new@acme.test' }), APP_SIGNUP),
      session_duration_minutes: 60,
    });
    expectError(refused, 403, 'sso_jit_provisioning_not_allowed');

    const admin = (await signInByCode(emulator, organization.organization_id, 'admin@acme.test')).json.session_token as string;
    const restrict = (ids: string[]) =>
      b2b(emulator, 'PUT', '/b2b/organizations/me', { sso_jit_provisioning: 'RESTRICTED', sso_jit_provisioning_allowed_connections: ids }, admin);
    expectError(await restrict(['saml-connection-test-unknown']), 400, 'invalid_connection_id');
    expect((await restrict([])).status).toBe(200);
    const notListed = await b2b(emulator, 'POST', '/b2b/sso/authenticate', {
      sso_token: ssoTokenOf(await samlSignIn(emulator, idp, connection, { email: 'new@acme.test' }), APP_SIGNUP),
      session_duration_minutes: 60,
    });
    expectError(notListed, 403, 'sso_jit_provisioning_not_allowed');
    expect((await restrict([connection.connection_id])).status).toBe(200);
    const listed = await b2b(emulator, 'POST', '/b2b/sso/authenticate', {
      sso_token: ssoTokenOf(await samlSignIn(emulator, idp, connection, { email: 'new@acme.test' }), APP_SIGNUP),
      session_duration_minutes: 60,
    });
    expect(listed.status).toBe(200);
    expect(listed.json.member.email_address).toBe('new@acme.test');
  });

  it('an organization that requires MFA gets an intermediate session bound to it, not a member session', async () => {
    const { connection } = await acmeWithSaml({ mfa_policy: 'REQUIRED_FOR_ALL' });
    const answer = await b2b(emulator, 'POST', '/b2b/sso/authenticate', {
      sso_token: ssoTokenOf(await samlSignIn(emulator, idp, connection, { email: 'member@acme.test' })),
      session_duration_minutes: 60,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ member_authenticated: false, member_session: null, session_token: '', mfa_required: { member_options: null } });
    const ist = answer.json.intermediate_session_token as string;
    expect(ist).not.toBe('');
    // The organization's identity provider proves nothing elsewhere: the session lists no organizations in discovery.
    expectError(await b2b(emulator, 'POST', '/b2b/discovery/organizations', { intermediate_session_token: ist }), 404, 'intermediate_session_not_found');
  });

  it('with pkce.sso the start needs a challenge and authenticate the verifier', async () => {
    await emulator.api.config.patch({ pkce: { sso: true } });
    try {
      const { connection } = await acmeWithSaml();
      const bare = await startSso(emulator, connection.connection_id);
      expect(bare.status).toBe(400);
      expect(((await bare.json()) as { error_type: string }).error_type).toBe('missing_pkce');
      const verifier = 'a-verifier-of-the-app-that-is-long-enough-for-pkce-0123456789';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const token = ssoTokenOf(await samlSignIn(emulator, idp, connection, { email: 'member@acme.test' }, { pkce_code_challenge: challenge }));
      const body = { sso_token: token, session_duration_minutes: 60 };
      expectError(await b2b(emulator, 'POST', '/b2b/sso/authenticate', { ...body, pkce_code_verifier: 'wrong' }), 400, 'pkce_mismatch');
      expect((await b2b(emulator, 'POST', '/b2b/sso/authenticate', { ...body, pkce_code_verifier: verifier })).status).toBe(200);
    } finally {
      await emulator.api.config.patch({ pkce: { sso: false } });
    }
  });
});

describe('connections', () => {
  it('an admin creates a SAML connection, fills it from the IdP metadata URL, rotates its certificate; a plain member may do none of it', async () => {
    const { organization } = await acmeWithSaml();
    const admin = (await signInByCode(emulator, organization.organization_id, 'admin@acme.test')).json.session_token as string;
    const member = (await signInByCode(emulator, organization.organization_id, 'member@acme.test')).json.session_token as string;

    expectError(await b2b(emulator, 'POST', '/b2b/sso/saml', { display_name: 'Nope' }, member), 403, 'unauthorized_action');
    expectError(await b2b(emulator, 'GET', '/b2b/sso', undefined, member), 403, 'unauthorized_action');
    const created = await b2b(emulator, 'POST', '/b2b/sso/saml', { display_name: 'Second IdP' }, admin);
    expect(created.json.connection).toMatchObject({ status: 'pending', display_name: 'Second IdP', verification_certificates: [] });
    const id = created.json.connection.connection_id as string;

    const second = new SamlTestIdp('second-idp');
    try {
      const metadataUrl = await second.serve();
      const filled = await b2b(emulator, 'PUT', `/b2b/sso/saml/${id}/url`, { connection_id: id, metadata_url: metadataUrl }, admin);
      expect(filled.status).toBe(200);
      expect(filled.json.connection).toMatchObject({ status: 'active', idp_entity_id: second.entityId, idp_sso_url: second.ssoUrl });
      expect(filled.json.connection.verification_certificates).toHaveLength(1);
    } finally {
      await second.close();
    }
    const rotated = await b2b(emulator, 'PUT', `/b2b/sso/saml/${id}`, { x509_certificate: ATTACKER_CERT }, admin);
    const certificates = rotated.json.connection.verification_certificates as Array<{ certificate_id: string }>;
    expect(certificates).toHaveLength(2);
    expectError(
      await b2b(emulator, 'DELETE', `/b2b/sso/saml/${id}/verification_certificates/${certificates[1]!.certificate_id}`, undefined, member),
      403,
      'unauthorized_action',
    );
    const removed = await b2b(emulator, 'DELETE', `/b2b/sso/saml/${id}/verification_certificates/${certificates[1]!.certificate_id}`, undefined, admin);
    expect(removed.json.connection.verification_certificates).toHaveLength(1);
    expectError(await b2b(emulator, 'PUT', `/b2b/sso/saml/${id}`, { x509_certificate: 'not a certificate' }, admin), 400, 'invalid_x509_certificate');

    const listed = await b2b(emulator, 'GET', '/b2b/sso', undefined, admin);
    expect(listed.json.saml_connections.map((c: { connection_id: string }) => c.connection_id)).toContain(id);
    const org = await b2b(emulator, 'GET', '/b2b/organizations/me', undefined, admin);
    expect(org.json.organization.sso_active_connections.map((c: { connection_id: string }) => c.connection_id)).toContain(id);

    expectError(await b2b(emulator, 'DELETE', `/b2b/sso/${id}`, undefined, member), 403, 'unauthorized_action');
    expect((await b2b(emulator, 'PUT', '/b2b/organizations/me', { sso_default_connection_id: id }, admin)).status).toBe(200);
    expect((await b2b(emulator, 'DELETE', `/b2b/sso/${id}`, undefined, admin)).json.connection_id).toBe(id);
    const after = await b2b(emulator, 'GET', '/b2b/organizations/me', undefined, admin);
    expect(after.json.organization.sso_default_connection_id).toBeNull();
    expect(after.json.organization.sso_active_connections.map((c: { connection_id: string }) => c.connection_id)).not.toContain(id);
    expectError(await b2b(emulator, 'DELETE', `/b2b/sso/${id}`, undefined, admin), 404, 'connection_not_found');
  });

  it("another organization's admin can neither read nor change nor delete the connection; it reads as unknown", async () => {
    const { connection } = await acmeWithSaml();
    const other = await emulator.api.organizations.create({ organization_name: 'Globex', members: [{ email_address: 'boss@globex.test', roles: ['stytch_admin'] }] });
    const boss = (await signInByCode(emulator, other.organization.organization_id, 'boss@globex.test')).json.session_token as string;
    expect((await b2b(emulator, 'GET', '/b2b/sso', undefined, boss)).json.saml_connections).toEqual([]);
    expectError(await b2b(emulator, 'PUT', `/b2b/sso/saml/${connection.connection_id}`, { display_name: 'Mine' }, boss), 404, 'connection_not_found');
    expectError(await b2b(emulator, 'DELETE', `/b2b/sso/${connection.connection_id}`, undefined, boss), 404, 'connection_not_found');
    expectError(await b2b(emulator, 'DELETE', '/b2b/sso/saml-connection-test-unknown', undefined, boss), 404, 'connection_not_found');
  });

  it('discovers the active connections of an address; deleting the organization deletes its connections', async () => {
    const { organization, connection } = await acmeWithSaml();
    const found = await b2b(emulator, 'GET', '/b2b/sso/discovery/connections?email_address=member%40acme.test');
    expect(found.json.connections).toEqual([{ connection_id: connection.connection_id, display_name: 'Acme IdP', identity_provider: 'generic' }]);
    expect((await b2b(emulator, 'GET', '/b2b/sso/discovery/connections?email_address=nobody%40else.test')).json.connections).toEqual([]);
    const admin = (await signInByCode(emulator, organization.organization_id, 'admin@acme.test')).json.session_token as string;
    expect((await b2b(emulator, 'DELETE', '/b2b/organizations/me', undefined, admin)).status).toBe(200);
    const start = await startSso(emulator, connection.connection_id);
    expect(start.status).toBe(404);
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

  it('an admin creates an OIDC connection and gives it only an issuer: the endpoints come from discovery; the secret is never shown', async () => {
    const { organization } = await acmeWithOidc();
    const admin = (await signInByCode(emulator, organization.organization_id, 'admin@acme.test')).json.session_token as string;
    const created = await b2b(emulator, 'POST', '/b2b/sso/oidc', { display_name: 'Another' }, admin);
    expect(created.json.connection).toMatchObject({ status: 'pending', issuer: '' });
    const id = created.json.connection.connection_id as string;
    const updated = await b2b(emulator, 'PUT', `/b2b/sso/oidc/${id}`, { issuer: oidc.issuer, client_id: 'abc', client_secret: 'shh' }, admin);
    expect(updated.status).toBe(200);
    expect(updated.json.connection).toMatchObject({
      status: 'active',
      client_id: 'abc',
      client_secret: '',
      authorization_url: `${oidc.issuer}/auth`,
      token_url: `${oidc.issuer}/token`,
      jwks_url: `${oidc.issuer}/jwks`,
    });
    expectError(await b2b(emulator, 'PUT', `/b2b/sso/oidc/${id}`, { issuer: 'http://127.0.0.1:9/nothing-here' }, admin), 400, 'oidc_discovery_failed');
  });
});

/** A form's action and hidden fields, read from an HTML page (attribute values HTML-escaped). */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) =>
    text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(match[1]!)] = unescape(match[2]!);
  return { action: unescape(action), fields };
}

describe("the emulator's own emulated identity provider", () => {
  it('a SAML connection to it signs a member in (its AuthnRequest, login page and signed response)', async () => {
    const { saml } = await emulator.api.emulatedIdp.settings();
    const seeded = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'member@acme.test' }],
      sso_connections: [{ type: 'saml', ...saml }],
    });
    const connection = seeded.sso_connections[0] as B2BSamlConnection;
    await emulator.api.emulatedIdp.queueIdentity({ email: 'member@acme.test', first_name: 'Mia' });
    const loginPage = await fetch(await startRedirect(emulator, connection.connection_id));
    expect(loginPage.status).toBe(200);
    const login = formOf(await loginPage.text());
    const answer = await fetch(new URL(login.action, connection.acs_url), {
      method: 'POST',
      body: new URLSearchParams({ ...login.fields, email: 'member@acme.test', first_name: 'Mia' }),
    });
    const posted = formOf(await answer.text());
    expect(posted.action).toBe(connection.acs_url);
    const token = ssoTokenOf(await postAcs(posted.action, { SAMLResponse: posted.fields.SAMLResponse ?? '', RelayState: posted.fields.RelayState ?? '' }));
    const signedIn = await b2b(emulator, 'POST', '/b2b/sso/authenticate', { sso_token: token, session_duration_minutes: 60 });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.member.sso_registrations[0].sso_attributes).toMatchObject({ first_name: 'Mia' });
  });

  it('an OIDC connection to it signs a member in (discovery, login page, code flow)', async () => {
    const { oidc } = await emulator.api.emulatedIdp.settings('portico-sso-test');
    const seeded = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'member@acme.test' }],
      sso_connections: [{ type: 'oidc', ...oidc }],
    });
    const connection = seeded.sso_connections[0] as B2BOidcConnection;
    expect(connection.status).toBe('active');
    const loginPage = await fetch(await startRedirect(emulator, connection.connection_id));
    const login = formOf(await loginPage.text());
    const back = await fetch(new URL(login.action, connection.redirect_url), {
      method: 'POST',
      body: new URLSearchParams({ ...login.fields, email: 'member@acme.test' }),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    const token = ssoTokenOf(await fetch(back.headers.get('location') ?? '', { redirect: 'manual' }));
    const signedIn = await b2b(emulator, 'POST', '/b2b/sso/authenticate', { sso_token: token, session_duration_minutes: 60 });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.member_session.authentication_factors[0]).toMatchObject({ type: 'sso', delivery_method: 'sso_oidc' });
  });
});

