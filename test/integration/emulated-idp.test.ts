// @vitest-environment node
/**
 * The emulator's own identity provider (docs/testing.md, "Testing SSO without
 * an identity provider"), driven over HTTP by independent libraries acting as
 * the service provider / relying party: @node-saml/node-saml builds the
 * AuthnRequest and validates the signed response (signature, audience,
 * InResponseTo through its cache); openid-client v6 runs the code flow with
 * PKCE and a nonce. The pages are read with jsdom, as a browser would see them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { JSDOM } from 'jsdom';
import * as client from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmulatedIdpSettings } from '../../emulator/src';
import { startTestEmulator, type Emulator } from './support/harness';

const SP_ENTITY_ID = 'urn:portico:test-service-provider';
const CLIENT_ID = 'sso-test-client';

let emulator: Emulator;
let settings: EmulatedIdpSettings;

beforeAll(async () => {
  emulator = await startTestEmulator();
  settings = await emulator.api.emulatedIdp.settings(CLIENT_ID);
});

afterAll(async () => {
  await emulator.stop();
});

beforeEach(async () => {
  await emulator.api.reset();
});

interface FormOnPage {
  action: string;
  fields: Record<string, string>;
  page: Document;
}

/** The page's first form: its absolute action and its fields' values, as the browser would submit them. */
function formOf(html: string, pageUrl: string): FormOnPage {
  const page = new JSDOM(html, { url: pageUrl }).window.document;
  const form = page.querySelector('form');
  if (!form) throw new Error(`no form on the page:\n${html}`);
  const fields: Record<string, string> = {};
  for (const input of Array.from(form.querySelectorAll('input'))) fields[input.name] = input.value;
  return { action: new URL(form.getAttribute('action') ?? '', pageUrl).toString(), fields, page };
}

async function getPage(url: string): Promise<{ response: Response; html: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { response, html: await response.text() };
}

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
    body: new URLSearchParams(fields),
  });
}

describe('SAML', () => {
  function serviceProvider(overrides: { callbackUrl?: string; idpCert?: string } = {}): SAML {
    return new SAML({
      entryPoint: settings.saml.idp_sso_url,
      issuer: SP_ENTITY_ID,
      audience: SP_ENTITY_ID,
      callbackUrl: overrides.callbackUrl ?? `${emulator.url}/v1/public/sso/saml/acs/test`,
      idpCert: overrides.idpCert ?? settings.saml.x509_certificate,
      idpIssuer: settings.saml.idp_entity_id,
      validateInResponseTo: ValidateInResponseTo.always,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: true,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'sha256',
    });
  }

  /** Start → login page → posted identity → the auto-submitting page's form. */
  async function signIn(sp: SAML, identity: Record<string, string>, relayState = 'relay-1'): Promise<FormOnPage> {
    const start = await getPage(await sp.getAuthorizeUrlAsync(relayState, undefined, {}));
    expect(start.response.status).toBe(200);
    const login = formOf(start.html, start.response.url || settings.saml.idp_sso_url);
    const answer = await postForm(login.action, { ...login.fields, ...identity });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    return formOf(await answer.text(), login.action);
  }

  it('publishes metadata with the entity ID, the signing certificate and both SSO bindings', async () => {
    const response = await fetch(`${emulator.url}/emulated-idp/saml/metadata`);
    expect(response.headers.get('content-type')).toContain('xml');
    const doc = new JSDOM(await response.text(), { contentType: 'text/xml' }).window.document;
    const root = doc.documentElement;
    expect(root.localName).toBe('EntityDescriptor');
    expect(root.getAttribute('entityID')).toBe(`${emulator.url}/emulated-idp/saml`);
    expect(settings.saml.idp_entity_id).toBe(`${emulator.url}/emulated-idp/saml`);
    const certificate = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'X509Certificate')[0]?.textContent;
    expect(settings.saml.x509_certificate.replace(/-----[A-Z ]+-----|\s/g, '')).toBe(certificate);
    const services = Array.from(doc.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:metadata', 'SingleSignOnService'));
    expect(services.map((s) => [s.getAttribute('Binding')?.split(':').pop(), s.getAttribute('Location')])).toEqual([
      ['HTTP-Redirect', `${emulator.url}/emulated-idp/saml/sso`],
      ['HTTP-POST', `${emulator.url}/emulated-idp/saml/sso`],
    ]);
  });

  it('answers node-saml with a signed response it validates: NameID, attributes, RelayState', async () => {
    const sp = serviceProvider();
    const post = await signIn(sp, {
      email: 'Ada@Example.com',
      first_name: 'Ada',
      last_name: 'Love<lace> & "Co"',
      groups: 'admins, engineers,,admins',
    });
    expect(post.action).toBe(`${emulator.url}/v1/public/sso/saml/acs/test`);
    expect(post.fields.RelayState).toBe('relay-1');
    expect(post.page.querySelector('button[type=submit]')?.textContent).toBe('Continue');

    const { profile, loggedOut } = await sp.validatePostResponseAsync({
      SAMLResponse: post.fields.SAMLResponse!,
      RelayState: post.fields.RelayState!,
    });
    expect(loggedOut).toBe(false);
    expect(profile?.issuer).toBe(settings.saml.idp_entity_id);
    expect(profile?.nameID).toBe('ada@example.com');
    expect(profile?.nameIDFormat).toBe('urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress');
    expect(profile?.email).toBe('ada@example.com');
    expect(profile?.first_name).toBe('Ada');
    expect(profile?.last_name).toBe('Love<lace> & "Co"'); // escaped by the XML serializer, read back whole
    expect(profile?.groups).toEqual(['admins', 'engineers']);

    // The same response again: node-saml's InResponseTo cache has used the request up.
    await expect(sp.validatePostResponseAsync({ SAMLResponse: post.fields.SAMLResponse! })).rejects.toThrow(/InResponseTo/);
  });

  it('is refused by a service provider that trusts another certificate', async () => {
    const other = await startTestEmulator();
    try {
      const otherCert = (await other.api.emulatedIdp.settings()).saml.x509_certificate;
      expect(otherCert).not.toBe(settings.saml.x509_certificate);
      const sp = serviceProvider({ idpCert: otherCert });
      const post = await signIn(sp, { email: 'mallory@example.com' });
      await expect(sp.validatePostResponseAsync({ SAMLResponse: post.fields.SAMLResponse! })).rejects.toThrow(/signature/i);
    } finally {
      await other.stop();
    }
  });

  it('keeps its certificate across a reset', async () => {
    await emulator.api.reset();
    expect((await emulator.api.emulatedIdp.settings(CLIENT_ID)).saml.x509_certificate).toBe(settings.saml.x509_certificate);
  });

  it('writes its key to the snapshot when it makes it, and keeps it across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'idpemu-snapshot-'));
    const dataFile = path.join(dir, 'state.json');
    try {
      const first = await startTestEmulator({ dataFile });
      let certificate: string;
      try {
        certificate = (await first.api.emulatedIdp.settings()).saml.x509_certificate;
        // In the snapshot itself, not only in the journal: no compaction or stop is needed to keep it.
        await vi.waitFor(() => {
          const snapshot = JSON.parse(readFileSync(dataFile, 'utf8')) as { state: Record<string, { key: { certificatePem: string } | null }> };
          expect(snapshot.state['emulatedIdp.signingKey']?.key?.certificatePem).toBe(certificate);
        });
      } finally {
        await first.stop();
      }
      const second = await startTestEmulator({ dataFile });
      try {
        expect((await second.api.emulatedIdp.settings()).saml.x509_certificate).toBe(certificate);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the login page once: its state is single use', async () => {
    const sp = serviceProvider();
    const start = await getPage(await sp.getAuthorizeUrlAsync('r', undefined, {}));
    const login = formOf(start.html, settings.saml.idp_sso_url);
    expect((await postForm(login.action, { ...login.fields, email: 'a@example.com' })).status).toBe(200);
    const again = await postForm(login.action, { ...login.fields, email: 'a@example.com' });
    expect(again.status).toBe(400);
    expect(again.headers.get('content-type')).toContain('text/html');
    expect(await again.text()).toContain('expired or was already answered');
  });

  it('refuses an ACS URL off the emulator origin, with a 400 page', async () => {
    const sp = serviceProvider({ callbackUrl: 'https://attacker.example/acs' });
    const { response, html } = await getPage(await sp.getAuthorizeUrlAsync('r', undefined, {}));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('https://attacker.example/acs');
    expect(html).not.toContain('<form');
  });

  it('refuses malformed AuthnRequests', async () => {
    const sso = settings.saml.idp_sso_url;
    const cases = [
      `${sso}`,
      `${sso}?SAMLRequest=${encodeURIComponent('not base64 !')}`,
      // Base64 of plain XML on the redirect binding, which must be DEFLATE-compressed.
      `${sso}?SAMLRequest=${encodeURIComponent(Buffer.from('<x/>').toString('base64'))}`,
    ];
    for (const url of cases) expect((await getPage(url)).response.status, url).toBe(400);

    const post = async (xml: string): Promise<Response> => postForm(sso, { SAMLRequest: Buffer.from(xml).toString('base64') });
    const acs = `${emulator.url}/acs`;
    const good = `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_abc" Version="2.0" AssertionConsumerServiceURL="${acs}"><saml:Issuer>sp</saml:Issuer></samlp:AuthnRequest>`;
    expect((await post(good)).status).toBe(200); // the POST binding, plain base64
    expect((await post(good.replace('<saml:Issuer>sp</saml:Issuer>', ''))).status).toBe(400);
    expect((await post(good.replace('ID="_abc"', ''))).status).toBe(400);
    expect((await post(good.replace('Version="2.0"', 'Version="1.1"'))).status).toBe(400);
    expect((await post(good.replace('AuthnRequest', 'LogoutRequest').replace('AuthnRequest', 'LogoutRequest'))).status).toBe(400);
    expect((await post(good.slice(0, -5))).status).toBe(400); // not well-formed
    const doctype = `<!DOCTYPE x [<!ENTITY e "sp">]>${good.replace('>sp<', '>&e;<')}`;
    expect((await post(doctype)).status).toBe(400);
  });

  it('prefills a queued identity and shows every value as text', async () => {
    await emulator.api.emulatedIdp.queueIdentity({
      email: 'queued@example.com',
      first_name: '<script>alert(1)</script>',
      groups: ['ops'],
    });
    const start = await getPage(await serviceProvider().getAuthorizeUrlAsync('r', undefined, {}));
    const login = formOf(start.html, settings.saml.idp_sso_url);
    expect(login.fields.email).toBe('queued@example.com');
    expect(login.fields.first_name).toBe('<script>alert(1)</script>');
    expect(login.fields.groups).toBe('ops');
    expect(login.page.querySelector('script')).toBeNull();
    expect(start.html).toContain('&lt;script&gt;');
  });
});

describe('OpenID Connect', () => {
  const redirectUri = (): string => `${emulator.url}/v1/public/sso/oidc/callback`;

  async function discover(secret = settings.oidc.client_secret, auth: 'basic' | 'post' = 'basic'): Promise<client.Configuration> {
    return client.discovery(
      new URL(settings.oidc.issuer),
      CLIENT_ID,
      secret,
      auth === 'basic' ? client.ClientSecretBasic(secret) : client.ClientSecretPost(secret),
      { execute: [client.allowInsecureRequests] },
    );
  }

  /** Authorization URL with PKCE and a nonce → login page → posted identity → the redirect back. */
  async function authorize(
    config: client.Configuration,
    identity: Record<string, string>,
  ): Promise<{ callback: URL; verifier: string; nonce: string; state: string }> {
    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
      state,
    });
    const start = await getPage(url.toString());
    expect(start.response.status).toBe(200);
    const login = formOf(start.html, url.toString());
    const answer = await postForm(login.action, { ...login.fields, ...identity });
    expect(answer.status).toBe(303);
    return { callback: new URL(answer.headers.get('location')!), verifier, nonce, state };
  }

  it('runs the code flow with PKCE and a nonce for openid-client (client_secret_basic)', async () => {
    const config = await discover();
    expect(config.serverMetadata().issuer).toBe(`${emulator.url}/emulated-idp/oidc`);
    const { callback, verifier, nonce, state } = await authorize(config, {
      email: 'Grace@Example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      groups: 'navy, cobol',
    });
    expect(callback.origin + callback.pathname).toBe(redirectUri());
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: settings.oidc.issuer,
      aud: CLIENT_ID,
      email: 'grace@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      name: 'Grace Hopper',
      groups: ['navy', 'cobol'],
      nonce,
    });
    expect(claims.sub).toMatch(/^emulated-idp-/);

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo).toMatchObject({ sub: claims.sub, email: 'grace@example.com', groups: ['navy', 'cobol'] });

    // The same email again: the same subject.
    const second = await authorize(config, { email: 'grace@example.com' });
    const again = await client.authorizationCodeGrant(config, second.callback, {
      pkceCodeVerifier: second.verifier,
      expectedNonce: second.nonce,
      expectedState: second.state,
    });
    expect(again.claims()?.sub).toBe(claims.sub);
  });

  it('accepts client_secret_post', async () => {
    const config = await discover(settings.oidc.client_secret, 'post');
    const { callback, verifier, nonce, state } = await authorize(config, { email: 'post@example.com' });
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state });
    expect(tokens.claims()?.email).toBe('post@example.com');
  });

  it('refuses a wrong client secret, a reused code, a wrong verifier and another client', async () => {
    const config = await discover();
    const { callback, verifier, nonce, state } = await authorize(config, { email: 'code@example.com' });
    const code = callback.searchParams.get('code')!;
    const token = (body: Record<string, string>, secret = settings.oidc.client_secret, clientId = CLIENT_ID): Promise<Response> =>
      fetch(`${settings.oidc.issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri(), ...body }),
      });

    const wrongSecret = await token({ code_verifier: verifier }, 'not-the-secret');
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });

    const otherClient = (await emulator.api.emulatedIdp.settings('another-client')).oidc;
    expect(otherClient.client_secret).not.toBe(settings.oidc.client_secret);
    const stolen = await token({ code_verifier: verifier }, otherClient.client_secret, 'another-client');
    expect(await stolen.json()).toMatchObject({ error: 'invalid_grant' });
    // The failed redemption used the code up, whoever tried: openid-client's own redemption fails too.
    await expect(
      client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });

    const fresh = await authorize(config, { email: 'code@example.com' });
    const wrongVerifier = await fetch(`${settings.oidc.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: fresh.callback.searchParams.get('code')!,
        redirect_uri: redirectUri(),
        code_verifier: client.randomPKCECodeVerifier(),
        client_id: CLIENT_ID,
        client_secret: settings.oidc.client_secret,
      }),
    });
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const good = await authorize(config, { email: 'code@example.com' });
    await client.authorizationCodeGrant(config, good.callback, {
      pkceCodeVerifier: good.verifier,
      expectedNonce: good.nonce,
      expectedState: good.state,
    });
    // Reuse of a redeemed code.
    await expect(
      client.authorizationCodeGrant(config, good.callback, { pkceCodeVerifier: good.verifier, expectedNonce: good.nonce, expectedState: good.state }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a redirect_uri off the emulator origin, and an expired code', async () => {
    const config = await discover();
    const foreign = client.buildAuthorizationUrl(config, { redirect_uri: 'https://attacker.example/cb', scope: 'openid' });
    const refused = await fetch(foreign, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_request' });

    const { callback, verifier, nonce, state } = await authorize(config, { email: 'late@example.com' });
    await emulator.api.clock.advance(11 * 60);
    await expect(
      client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state }),
    ).rejects.toMatchObject({ error: 'invalid_grant', error_description: 'The code has expired.' });
  });

  it('refuses userinfo without a valid access token', async () => {
    const response = await fetch(`${settings.oidc.issuer}/userinfo`, { headers: { authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
  });
});
