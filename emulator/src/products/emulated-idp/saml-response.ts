import { randomBytes } from 'node:crypto';
import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { AuthnRequest } from './authn-request';
import type { TestIdentity } from './identity';
import { NS } from './xml';

/**
 * The SAML 2.0 Response the emulated identity provider posts to the service
 * provider (SAML Core §3.3.3, the Web Browser SSO profile §4.1.4.2). Built as
 * a DOM with @xmldom/xmldom (so every value is escaped by the serializer) and
 * signed with xml-crypto's SignedXml, the library @node-saml/node-saml
 * verifies with: the Assertion first, then the whole Response over it (RSA-SHA256,
 * exclusive c14n), because node-saml by default wants both
 * (docs/testing.md, "Testing SSO without an identity provider").
 */

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
const PASSWORD_PROTECTED = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
const BASIC_ATTRIBUTE = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';

/** How long the assertion is good for, either side of now (clock skew between the two parties). */
export const ASSERTION_WINDOW_SECONDS = 5 * 60;
/** How long the service provider may keep the session it makes. */
export const SESSION_SECONDS = 8 * 60 * 60;

export interface SamlResponseInput {
  request: AuthnRequest;
  identity: TestIdentity;
  idpEntityId: string;
  now: Date;
  privateKeyPem: string;
  certificatePem: string;
}

function newXmlId(): string {
  return `_${randomBytes(20).toString('hex')}`;
}

/** SAML's xs:dateTime, UTC, whole seconds. */
function instant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function plus(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

class Builder {
  constructor(readonly doc: Document) {}

  element(parent: Element, namespace: string, name: string, attributes: Record<string, string> = {}, text?: string): Element {
    const element = this.doc.createElementNS(namespace, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    if (text !== undefined) element.appendChild(this.doc.createTextNode(text));
    parent.appendChild(element);
    return element;
  }
}

function unsignedResponse(input: SamlResponseInput, responseId: string, assertionId: string): string {
  const { request, identity, now } = input;
  const doc = new DOMImplementation().createDocument(NS.protocol, 'samlp:Response', null);
  const b = new Builder(doc);
  const response = doc.documentElement!;
  response.setAttributeNS(NS.xmlns, 'xmlns:saml', NS.assertion);
  response.setAttribute('ID', responseId);
  response.setAttribute('Version', '2.0');
  response.setAttribute('IssueInstant', instant(now));
  response.setAttribute('Destination', request.acsUrl);
  response.setAttribute('InResponseTo', request.id);
  b.element(response, NS.assertion, 'saml:Issuer', {}, input.idpEntityId);
  const status = b.element(response, NS.protocol, 'samlp:Status');
  b.element(status, NS.protocol, 'samlp:StatusCode', { Value: SUCCESS });

  const assertion = b.element(response, NS.assertion, 'saml:Assertion', {
    ID: assertionId,
    Version: '2.0',
    IssueInstant: instant(now),
  });
  assertion.setAttributeNS(NS.xmlns, 'xmlns:xs', NS.xs);
  assertion.setAttributeNS(NS.xmlns, 'xmlns:xsi', NS.xsi);
  b.element(assertion, NS.assertion, 'saml:Issuer', {}, input.idpEntityId);
  const subject = b.element(assertion, NS.assertion, 'saml:Subject');
  b.element(subject, NS.assertion, 'saml:NameID', { Format: EMAIL_FORMAT }, identity.email);
  const confirmation = b.element(subject, NS.assertion, 'saml:SubjectConfirmation', { Method: BEARER });
  b.element(confirmation, NS.assertion, 'saml:SubjectConfirmationData', {
    InResponseTo: request.id,
    NotOnOrAfter: instant(plus(now, ASSERTION_WINDOW_SECONDS)),
    Recipient: request.acsUrl,
  });
  const conditions = b.element(assertion, NS.assertion, 'saml:Conditions', {
    NotBefore: instant(plus(now, -ASSERTION_WINDOW_SECONDS)),
    NotOnOrAfter: instant(plus(now, ASSERTION_WINDOW_SECONDS)),
  });
  const restriction = b.element(conditions, NS.assertion, 'saml:AudienceRestriction');
  b.element(restriction, NS.assertion, 'saml:Audience', {}, request.issuer);
  const authn = b.element(assertion, NS.assertion, 'saml:AuthnStatement', {
    AuthnInstant: instant(now),
    SessionIndex: newXmlId(),
    SessionNotOnOrAfter: instant(plus(now, SESSION_SECONDS)),
  });
  const context = b.element(authn, NS.assertion, 'saml:AuthnContext');
  b.element(context, NS.assertion, 'saml:AuthnContextClassRef', {}, PASSWORD_PROTECTED);

  const attributes = b.element(assertion, NS.assertion, 'saml:AttributeStatement');
  const attribute = (name: string, values: readonly string[]): void => {
    const element = b.element(attributes, NS.assertion, 'saml:Attribute', { Name: name, NameFormat: BASIC_ATTRIBUTE });
    for (const value of values) {
      const valueElement = b.element(element, NS.assertion, 'saml:AttributeValue', {}, value);
      valueElement.setAttributeNS(NS.xsi, 'xsi:type', 'xs:string');
    }
  };
  attribute('email', [identity.email]);
  attribute('first_name', [identity.first_name]);
  attribute('last_name', [identity.last_name]);
  if (identity.groups.length > 0) attribute('groups', identity.groups);

  return new XMLSerializer().serializeToString(doc, { requireWellFormed: true });
}

function sign(xml: string, input: SamlResponseInput, target: 'Assertion' | 'Response'): string {
  const signer = new SignedXml({
    privateKey: input.privateKeyPem,
    publicCert: input.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
  });
  const element = `/*[local-name(.)='Response' and namespace-uri(.)='${NS.protocol}']${
    target === 'Assertion' ? `/*[local-name(.)='Assertion' and namespace-uri(.)='${NS.assertion}']` : ''
  }`;
  signer.addReference({ xpath: element, transforms: [ENVELOPED, EXCLUSIVE_C14N], digestAlgorithm: SHA256 });
  // Right after the element's Issuer, where the schema puts ds:Signature.
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${element}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

/** The signed Response, as XML text. */
export function signedSamlResponse(input: SamlResponseInput): string {
  const unsigned = unsignedResponse(input, newXmlId(), newXmlId());
  return sign(sign(unsigned, input, 'Assertion'), input, 'Response');
}
