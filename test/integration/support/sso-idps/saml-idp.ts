/**
 * A SAML identity provider for the SSO tests, built on samlify (an
 * independent SAML implementation, so the emulator's service provider is
 * checked against someone else's XML and signatures): it reads the
 * emulator's AuthnRequest from the HTTP-Redirect URL the start sent the
 * browser to, and answers with a signed Response for the HTTP-POST binding.
 * Tests can change any field of the response (times, audience, recipient,
 * InResponseTo), sign with another key, or not sign at all. Its metadata is
 * served on a local port for `PUT b2b/sso/saml/:id/url`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as samlify from 'samlify';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/sso');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

/** Public throw-away test keys (test/fixtures/sso/README.md). */
export const IDP_KEY = fixture('idp-key.pem');
export const IDP_CERT = fixture('idp-cert.pem');
export const ATTACKER_KEY = fixture('attacker-key.pem');
export const ATTACKER_CERT = fixture('attacker-cert.pem');

// The tests check the emulator's parsing, not samlify's: samlify's optional XSD check is not used.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

export interface SamlUser {
  email: string;
  nameId?: string;
  attributes?: Record<string, string | string[]>;
}

export interface SamlResponseOptions {
  /** Template values to replace (e.g. `ConditionsNotOnOrAfter`, `Audience`, `InResponseTo`, `SubjectRecipient`). */
  overrides?: Record<string, string>;
  /** Sign with the attacker's key (its certificate goes into the signature's KeyInfo). */
  signer?: 'idp' | 'attacker' | 'none';
}

export interface SpUrls {
  acs_url: string;
  audience_uri: string;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributeStatement(attributes: Record<string, string | string[]>): string {
  const entries = Object.entries(attributes);
  if (entries.length === 0) return '';
  const body = entries
    .map(([name, value]) => {
      const values = (Array.isArray(value) ? value : [value])
        .map((v) => `<saml:AttributeValue xsi:type="xs:string">${escape(v)}</saml:AttributeValue>`)
        .join('');
      return `<saml:Attribute Name="${escape(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values}</saml:Attribute>`;
    })
    .join('');
  return `<saml:AttributeStatement>${body}</saml:AttributeStatement>`;
}

export class SamlTestIdp {
  readonly entityId: string;
  ssoUrl: string;
  #server: Server | null = null;
  metadataUrl = '';
  /** Who a served `/sso` signs in, and the connection's URLs (set once the connection exists). */
  answerWith: { urls: SpUrls; user: SamlUser } | null = null;

  constructor(name = 'test-idp') {
    this.entityId = `https://idp.example/${name}`;
    this.ssoUrl = `https://idp.example/${name}/sso`;
  }

  #idp(signer: 'idp' | 'attacker') {
    return samlify.IdentityProvider({
      entityID: this.entityId,
      privateKey: signer === 'idp' ? IDP_KEY : ATTACKER_KEY,
      signingCert: signer === 'idp' ? IDP_CERT : ATTACKER_CERT,
      singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: this.ssoUrl }],
      singleLogoutService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: `${this.ssoUrl}/logout` }],
      nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
      wantAuthnRequestsSigned: false,
    });
  }

  #sp(urls: SpUrls) {
    return samlify.ServiceProvider({
      entityID: urls.audience_uri,
      assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: urls.acs_url }],
      wantAssertionsSigned: true,
    });
  }

  /** The IdP's metadata document (entity id, HTTP-Redirect SSO URL, signing certificate). */
  metadata(): string {
    return this.#idp('idp').getMetadata();
  }

  /**
   * Serves the IdP on a random local port: `/metadata`, and `/sso`, where a
   * browser's AuthnRequest is answered at once (no login form) for
   * `answerWith.user` with the auto-submitting HTTP-POST form to its ACS. The SSO URL and
   * the metadata then name this server.
   */
  async serve(): Promise<string> {
    this.#server = createServer((req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', this.ssoUrl);
        if (url.pathname === '/metadata') {
          res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
          res.end(this.metadata());
          return;
        }
        const answer = this.answerWith;
        if (url.pathname !== '/sso' || !answer) {
          res.writeHead(404);
          res.end();
          return;
        }
        const form = await this.respond(url.toString(), answer.urls, answer.user);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><form method="post" action="${escape(answer.urls.acs_url)}">` +
            `<input type="hidden" name="SAMLResponse" value="${escape(form.SAMLResponse)}">` +
            `<input type="hidden" name="RelayState" value="${escape(form.RelayState)}"></form>` +
            '<script>document.forms[0].submit()</script>',
        );
      })().catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    this.ssoUrl = `${origin}/sso`;
    this.metadataUrl = `${origin}/metadata`;
    return this.metadataUrl;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  /** Reads the AuthnRequest the emulator's start redirected to; answers its fields. */
  async readRequest(startRedirect: string, urls: SpUrls) {
    const url = new URL(startRedirect);
    const query = Object.fromEntries(url.searchParams);
    const octetString = url.search.slice(1);
    const { extract } = await this.#idp('idp').parseLoginRequest(this.#sp(urls), 'redirect', { query, octetString });
    return {
      extract,
      id: String(extract.request?.id),
      issuer: String(extract.issuer),
      acs: String(extract.request?.assertionConsumerServiceUrl),
      relayState: url.searchParams.get('RelayState') ?? '',
    };
  }

  /** A base64 SAMLResponse for the request, signed as asked. */
  async respond(startRedirect: string, urls: SpUrls, user: SamlUser, options: SamlResponseOptions = {}): Promise<{ SAMLResponse: string; RelayState: string }> {
    const request = await this.readRequest(startRedirect, urls);
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000).toISOString();
    const responseId = `_${randomUUID()}`;
    const values: Record<string, string> = {
      ID: responseId,
      AssertionID: `_${randomUUID()}`,
      Destination: urls.acs_url,
      Audience: urls.audience_uri,
      SubjectRecipient: urls.acs_url,
      Issuer: this.entityId,
      IssueInstant: now.toISOString(),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later,
      SubjectConfirmationDataNotOnOrAfter: later,
      NameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      NameID: user.nameId ?? user.email,
      InResponseTo: request.id,
      ...options.overrides,
    };
    // samlify escapes every template value, so the two XML fragments go in first, as they are.
    const fragments = {
      AuthnStatement: `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      AttributeStatement: attributeStatement({ email: user.email, ...user.attributes }),
    };
    const fill = (t: string) =>
      samlify.SamlLib.replaceTagsByValue(
        t.replace('{AuthnStatement}', fragments.AuthnStatement).replace('{AttributeStatement}', fragments.AttributeStatement),
        values,
      );
    const template = samlify.SamlLib.defaultLoginResponseTemplate.context;
    if (options.signer === 'none') {
      return { SAMLResponse: Buffer.from(fill(template)).toString('base64'), RelayState: request.relayState };
    }
    const idp = this.#idp(options.signer ?? 'idp');
    const { context } = await idp.createLoginResponse(
      this.#sp(urls),
      { extract: request.extract },
      'post',
      { email: user.email },
      { customTagReplacement: (t: string) => ({ id: responseId, context: fill(t) }) },
    );
    return { SAMLResponse: context, RelayState: request.relayState };
  }
}
