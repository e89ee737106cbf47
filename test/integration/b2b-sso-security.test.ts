// @vitest-environment node
/**
 * What the emulator's SSO must refuse (docs/security.md, "SSO"): SAML
 * responses signed by a key other than the configured certificate (even
 * with that key's certificate in KeyInfo), unsigned, replayed, for another
 * audience, recipient or destination, expired (by the wall clock or the
 * emulator's), or answering another request; OIDC ID tokens for another
 * audience or with another nonce; and `sso` tokens used twice or late.
 * Every refusal answers the error and redirects nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { B2BOidcConnection, B2BSamlConnection } from '../../protocol';
import { b2b, expectError, useB2BEmulator } from './support/b2b-http';
import type { Emulator } from './support/harness';
import { postAcs, samlSignIn, ssoTokenOf, startRedirect, startSso } from './support/sso-flow';
import { ForgedOidcIdp } from './support/sso-idps/forged-oidc-idp';
import { IDP_CERT, SamlTestIdp } from './support/sso-idps/saml-idp';

let emulator: Emulator;
const idp = new SamlTestIdp();

useB2BEmulator({}, (started) => (emulator = started));

async function samlConnection(): Promise<B2BSamlConnection> {
  const seeded = await emulator.api.organizations.create({
    organization_name: 'Acme',
    members: [{ email_address: 'member@acme.test' }],
    sso_connections: [{ type: 'saml', idp_entity_id: idp.entityId, idp_sso_url: idp.ssoUrl, x509_certificate: IDP_CERT }],
  });
  return seeded.sso_connections[0] as B2BSamlConnection;
}

/** A refusal at the ACS or callback: the provider's error body, no redirect. */
async function expectRefused(response: Response, errorType: string, message?: RegExp): Promise<void> {
  expect(response.headers.get('location')).toBeNull();
  const body = (await response.json()) as { error_type: string; error_message: string };
  expect({ status: response.status, error_type: body.error_type }).toEqual({ status: 400, error_type: errorType });
  if (message) expect(body.error_message).toMatch(message);
}

const user = { email: 'member@acme.test' };

describe('SAML responses', () => {
  it("signed by another key, with that key's certificate in KeyInfo: refused (only the configured certificate counts)", async () => {
    const connection = await samlConnection();
    await expectRefused(await samlSignIn(emulator, idp, connection, user, { signer: 'attacker' }), 'invalid_saml_response', /signature/i);
  });

  it('unsigned: refused', async () => {
    const connection = await samlConnection();
    await expectRefused(await samlSignIn(emulator, idp, connection, user, { signer: 'none' }), 'invalid_saml_response', /signature/i);
  });

  it('replayed: the same post again is refused, and so is the same assertion id in answer to a new request', async () => {
    const connection = await samlConnection();
    const redirect = await startRedirect(emulator, connection.connection_id);
    const form = await idp.respond(redirect, connection, user, { overrides: { AssertionID: '_fixed-assertion-id' } });
    ssoTokenOf(await postAcs(connection.acs_url, form));
    await expectRefused(await postAcs(connection.acs_url, form), 'sso_state_not_found');
    const again = await samlSignIn(emulator, idp, connection, user, { overrides: { AssertionID: '_fixed-assertion-id' } });
    await expectRefused(again, 'invalid_saml_response', /already used/);
  });

  it('for another audience: refused', async () => {
    const connection = await samlConnection();
    const response = await samlSignIn(emulator, idp, connection, user, { overrides: { Audience: 'https://someone-else.example/sp' } });
    await expectRefused(response, 'invalid_saml_response', /audience/i);
  });

  it('for another recipient or destination: refused', async () => {
    const connection = await samlConnection();
    const elsewhere = 'https://someone-else.example/acs';
    await expectRefused(await samlSignIn(emulator, idp, connection, user, { overrides: { SubjectRecipient: elsewhere } }), 'invalid_saml_response', /Recipient/);
    await expectRefused(await samlSignIn(emulator, idp, connection, user, { overrides: { Destination: elsewhere } }), 'invalid_saml_response', /Destination/);
  });

  it("expired by the wall clock, or by the emulator's clock moved past NotOnOrAfter: refused", async () => {
    const connection = await samlConnection();
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    const expired = await samlSignIn(emulator, idp, connection, user, {
      overrides: { ConditionsNotBefore: past, IssueInstant: past, ConditionsNotOnOrAfter: past, SubjectConfirmationDataNotOnOrAfter: past },
    });
    // node-saml's wall-clock check: no subject confirmation is valid at this time.
    await expectRefused(expired, 'invalid_saml_response', /expired|No valid subject confirmation/i);

    const redirect = await startRedirect(emulator, connection.connection_id);
    const form = await idp.respond(redirect, connection, user); // valid for 5 minutes
    await emulator.api.clock.advance(7 * 60); // the start's state lives 10
    await expectRefused(await postAcs(connection.acs_url, form), 'invalid_saml_response', /expired/);
  });

  it('answering another request (InResponseTo): refused', async () => {
    const connection = await samlConnection();
    const first = await startRedirect(emulator, connection.connection_id);
    const second = await startRedirect(emulator, connection.connection_id);
    const forFirst = await idp.respond(first, connection, user);
    const forSecond = await idp.respond(second, connection, user);
    await expectRefused(await postAcs(connection.acs_url, { ...forFirst, RelayState: forSecond.RelayState }), 'invalid_saml_response', /InResponseTo/);
    const made_up = await samlSignIn(emulator, idp, connection, user, { overrides: { InResponseTo: '_not-a-request-of-ours' } });
    await expectRefused(made_up, 'invalid_saml_response', /InResponseTo/);
  });
});

describe('the start', () => {
  it('refuses a redirect URL off the allow-list and an unknown connection, redirecting nowhere', async () => {
    const connection = await samlConnection();
    const offList = await startSso(emulator, connection.connection_id, { login_redirect_url: 'https://evil.example/collect' });
    expect(offList.status).toBe(400);
    expect(offList.headers.get('location')).toBeNull();
    expect(((await offList.json()) as { error_type: string }).error_type).toBe('invalid_redirect_url');
    expect((await startSso(emulator, 'saml-connection-test-unknown')).status).toBe(404);
  });
});

describe('sso tokens', () => {
  it('are single use and expire after 10 minutes', async () => {
    const connection = await samlConnection();
    const token = ssoTokenOf(await samlSignIn(emulator, idp, connection, user));
    const body = { sso_token: token, session_duration_minutes: 60 };
    expect((await b2b(emulator, 'POST', '/b2b/sso/authenticate', body)).status).toBe(200);
    expectError(await b2b(emulator, 'POST', '/b2b/sso/authenticate', body), 404, 'sso_token_not_found');
    const late = ssoTokenOf(await samlSignIn(emulator, idp, connection, user));
    await emulator.api.clock.advance(10 * 60 + 1);
    expectError(await b2b(emulator, 'POST', '/b2b/sso/authenticate', { ...body, sso_token: late }), 404, 'sso_token_not_found');
  });
});

describe('OIDC ID tokens', () => {
  const forged = new ForgedOidcIdp();
  beforeAll(() => forged.start());
  afterAll(() => forged.close());

  /** A start through a connection to the forged provider, and the callback URL with a made-up code. */
  async function forgedCallback(): Promise<string> {
    const seeded = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'member@acme.test' }],
      sso_connections: [{ type: 'oidc', issuer: forged.issuer, client_id: forged.clientId, client_secret: 'secret' }],
    });
    const connection = seeded.sso_connections[0] as B2BOidcConnection;
    const authorization = new URL(await startRedirect(emulator, connection.connection_id));
    forged.nonce = authorization.searchParams.get('nonce') ?? '';
    return `${connection.redirect_url}?code=made-up&state=${encodeURIComponent(authorization.searchParams.get('state') ?? '')}`;
  }

  it("the forged provider's honest token passes (so the refusals below are the claim checks)", async () => {
    forged.claims = {};
    ssoTokenOf(await fetch(await forgedCallback(), { redirect: 'manual' }));
  });

  it('for another audience: refused', async () => {
    forged.claims = { aud: 'another-client' };
    await expectRefused(await fetch(await forgedCallback(), { redirect: 'manual' }), 'oidc_callback_error', /aud/);
  });

  it('with another nonce: refused', async () => {
    forged.claims = { nonce: 'not-the-nonce-we-sent' };
    await expectRefused(await fetch(await forgedCallback(), { redirect: 'manual' }), 'oidc_callback_error', /nonce/);
  });
});
