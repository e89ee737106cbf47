import { randomBytes } from 'node:crypto';
import { generateServiceProviderMetadata, SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import type { EmulatorDeps } from '../../../context';
import { audienceUri, callbackUrl, type ReadonlySamlConnection } from './connections';
import { SsoErrors } from './errors';

/**
 * The emulator as a SAML service provider (docs/architecture.md, "SSO"), with
 * @node-saml/node-saml doing the protocol and the XML signature work: the
 * AuthnRequest (HTTP-Redirect binding) and the check of the response posted
 * to the ACS. The signature is checked against the connection's configured
 * certificates only, never a key the response carries in its KeyInfo. On top
 * of node-saml's checks (signature, issuer, audience, InResponseTo, time
 * window by the wall clock), the verified assertion's Recipient, the
 * response's Destination and the time window by the emulator's clock (which
 * the dev API moves forward) are checked here, and the assertion id is
 * handed back for the replay check.
 */

/** Clocks of the identity provider and the emulator may differ this much. */
export const CLOCK_SKEW_MS = 60_000;

const ASSERTION = "/*[local-name()='Assertion']";

function serviceProvider(
  origin: string,
  connection: ReadonlySamlConnection,
  requestId: string,
  cacheProvider: CacheProvider,
): SAML {
  return new SAML({
    entryPoint: connection.idp_sso_url,
    issuer: audienceUri(origin, connection.connection_id),
    audience: audienceUri(origin, connection.connection_id),
    callbackUrl: callbackUrl(origin, connection.connection_id),
    idpIssuer: connection.idp_entity_id,
    // Only the pinned certificates: node-saml never trusts a certificate the response carries.
    idpCert: connection.verification_certificates.map((cert) => cert.certificate),
    // A signed Response or a signed Assertion is enough (node-saml refuses when neither verifies).
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider,
    generateUniqueId: () => requestId,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  });
}

/** node-saml's request-id store, answering for the one request this sign-in sent (kept in the SSO state record). */
function oneRequestCache(requestId: string): CacheProvider {
  return {
    saveAsync: (key, value) => Promise.resolve({ value, createdAt: Date.now() }),
    // Wall-clock "now": node-saml compares it with the wall clock; the state's own expiry is checked by the emulator's clock.
    getAsync: (key) => Promise.resolve(key === requestId ? new Date().toISOString() : null),
    removeAsync: () => Promise.resolve(null),
  };
}

/** A new AuthnRequest for the connection: the URL to send the browser to, and the request id to remember. */
export async function samlStart(
  origin: string,
  connection: ReadonlySamlConnection,
  relayState: string,
): Promise<{ url: string; requestId: string }> {
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const sp = serviceProvider(origin, connection, requestId, oneRequestCache(requestId));
  const url = await sp.getAuthorizeUrlAsync(relayState, undefined, {});
  return { url, requestId };
}

export interface VerifiedAssertion {
  profile: Profile;
  assertionId: string;
  /** When the assertion stops being valid: the replay record is kept until then. */
  notOnOrAfterMs: number;
}

function parseXml(xml: string): Document {
  let failed = false;
  let doc: unknown;
  try {
    // Anything but a warning makes the document unusable (xmldom throws on fatal errors itself).
    doc = new DOMParser({ onError: (level) => void (level !== 'warning' && (failed = true)) }).parseFromString(xml, 'text/xml');
  } catch {
    failed = true;
  }
  if (failed) throw SsoErrors.samlResponseInvalid('malformed XML');
  // xmldom's Document is the DOM's in shape; its typings are its own.
  return doc as Document;
}

function attributeValues(doc: Node, expression: string): string[] {
  const found = xpath.select(expression, doc);
  if (!Array.isArray(found)) return [];
  return found.flatMap((node) => ('value' in node && typeof node.value === 'string' ? [node.value] : []));
}

/**
 * Checks a posted SAMLResponse for the sign-in that sent `requestId`; answers
 * the verified assertion or refuses with `invalid_saml_response`.
 */
export async function verifySamlResponse(
  deps: EmulatorDeps,
  origin: string,
  connection: ReadonlySamlConnection,
  requestId: string,
  samlResponse: string,
): Promise<VerifiedAssertion> {
  const sp = serviceProvider(origin, connection, requestId, oneRequestCache(requestId));
  let profile: Profile | null;
  try {
    ({ profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw SsoErrors.samlResponseInvalid(error instanceof Error ? error.message : 'unreadable');
  }
  if (!profile) throw SsoErrors.samlResponseInvalid('no assertion');
  const acs = callbackUrl(origin, connection.connection_id);

  // The Response element itself may be unsigned; its Destination, when present, must still be this ACS.
  const responseDoc = parseXml(Buffer.from(samlResponse, 'base64').toString('utf8'));
  const destinations = attributeValues(responseDoc, "/*[local-name()='Response']/@Destination");
  if (destinations.some((destination) => destination !== acs)) throw SsoErrors.samlResponseInvalid('Destination is not this connection');

  // Everything below is read from the assertion node-saml verified, not from the posted text.
  const assertion = parseXml(profile.getAssertionXml?.() ?? '');
  const recipients = attributeValues(assertion, `${ASSERTION}/*[local-name()='Subject']/*[local-name()='SubjectConfirmation']/*[local-name()='SubjectConfirmationData']/@Recipient`);
  if (recipients.length === 0 || recipients.some((recipient) => recipient !== acs)) {
    throw SsoErrors.samlResponseInvalid('Recipient is not this connection');
  }
  const [assertionId] = attributeValues(assertion, `${ASSERTION}/@ID`);
  if (!assertionId) throw SsoErrors.samlResponseInvalid('the assertion has no ID');

  const now = deps.clock.nowMs();
  const notBefore = attributeValues(assertion, `${ASSERTION}/*[local-name()='Conditions']/@NotBefore`).map(Date.parse);
  const notOnOrAfter = [
    ...attributeValues(assertion, `${ASSERTION}/*[local-name()='Conditions']/@NotOnOrAfter`),
    ...attributeValues(assertion, `${ASSERTION}/*[local-name()='Subject']/*[local-name()='SubjectConfirmation']/*[local-name()='SubjectConfirmationData']/@NotOnOrAfter`),
  ].map(Date.parse);
  if (notOnOrAfter.length === 0 || notOnOrAfter.some(Number.isNaN)) throw SsoErrors.samlResponseInvalid('the assertion has no NotOnOrAfter');
  if (notBefore.some((at) => Number.isNaN(at) || now + CLOCK_SKEW_MS < at)) throw SsoErrors.samlResponseInvalid('the assertion is not valid yet');
  const expiresAt = Math.min(...notOnOrAfter);
  if (now - CLOCK_SKEW_MS >= expiresAt) throw SsoErrors.samlResponseInvalid('the assertion has expired');
  return { profile, assertionId, notOnOrAfterMs: expiresAt + CLOCK_SKEW_MS };
}

/**
 * The service provider's metadata for a connection, served at its
 * `audience_uri` so an identity provider can be configured from one URL:
 * its entity id and the ACS (HTTP-POST). It signs nothing and asks for
 * signed assertions.
 */
export function serviceProviderMetadata(origin: string, connection: ReadonlySamlConnection): string {
  return generateServiceProviderMetadata({
    issuer: audienceUri(origin, connection.connection_id),
    callbackUrl: callbackUrl(origin, connection.connection_id),
    identifierFormat: null,
    wantAssertionsSigned: true,
  });
}

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

/** An identity provider's metadata document: its entity id, HTTP-Redirect SSO URL and signing certificates. */
export function parseIdpMetadata(xml: string): IdpMetadata {
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch {
    throw SsoErrors.metadataUnusable('malformed XML');
  }
  const descriptor = "//*[local-name()='EntityDescriptor']";
  const idp = `${descriptor}/*[local-name()='IDPSSODescriptor']`;
  const [entityId] = attributeValues(doc, `${descriptor}/@entityID`);
  const [ssoUrl] = attributeValues(
    doc,
    `${idp}/*[local-name()='SingleSignOnService'][@Binding='urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect']/@Location`,
  );
  const certNodes = xpath.select(
    `${idp}/*[local-name()='KeyDescriptor'][not(@use) or @use='signing']//*[local-name()='X509Certificate']/text()`,
    doc,
  );
  const certificates = Array.isArray(certNodes)
    ? certNodes.flatMap((node) => ('data' in node && typeof node.data === 'string' ? [node.data.replace(/\s+/g, '')] : []))
    : [];
  if (!entityId) throw SsoErrors.metadataUnusable('no EntityDescriptor entityID');
  if (!ssoUrl) throw SsoErrors.metadataUnusable('no HTTP-Redirect SingleSignOnService');
  if (certificates.length === 0) throw SsoErrors.metadataUnusable('no signing certificate');
  return { entityId, ssoUrl, certificates };
}

