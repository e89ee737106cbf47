import { inflateRawSync } from 'node:zlib';
import { SamlErrors } from './errors';
import { childrenNamed, NS, parseXml } from './xml';

/**
 * A service provider's SAML 2.0 AuthnRequest (SAML Core §3.4.1), from the
 * HTTP-Redirect binding (base64 of raw DEFLATE, in the query) or the HTTP-POST
 * binding (base64, in the form). Parsed with a real XML parser (xml.ts),
 * never by pattern; anything malformed is refused with a 400 page. A
 * request's own signature (`SigAlg`/`Signature`) is not checked: the emulated
 * identity provider has no registry of service providers' keys, and it posts
 * only to the emulator's own origin (docs/testing.md, "Testing SSO without an
 * identity provider").
 */
export interface AuthnRequest {
  id: string;
  /** The service provider's entity ID, answered as the assertion's Audience. */
  issuer: string;
  acsUrl: string;
}

export type SamlBinding = 'redirect' | 'post';

const HTTP_POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const MAX_ENCODED_LENGTH = 64 * 1024;
const MAX_XML_BYTES = 256 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** xs:ID is an NCName; SAML IDs are at most a few dozen characters. */
const XML_ID = /^[A-Za-z_][A-Za-z0-9_.-]{0,255}$/;

function decode(encoded: string, binding: SamlBinding): string {
  const compact = encoded.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length > MAX_ENCODED_LENGTH || !BASE64.test(compact)) {
    throw SamlErrors.invalidRequest('SAMLRequest is not base64.');
  }
  const bytes = Buffer.from(compact, 'base64');
  if (binding === 'post') return bytes.toString('utf8');
  try {
    return inflateRawSync(bytes, { maxOutputLength: MAX_XML_BYTES }).toString('utf8');
  } catch {
    throw SamlErrors.invalidRequest('SAMLRequest is not DEFLATE-compressed (HTTP-Redirect binding).');
  }
}

export function parseAuthnRequest(encoded: string, binding: SamlBinding): AuthnRequest {
  const doc = parseXml(decode(encoded, binding));
  if (!doc) throw SamlErrors.invalidRequest('it is not well-formed XML (or declares a document type).');
  const root = doc.documentElement!;
  if (root.namespaceURI !== NS.protocol || root.localName !== 'AuthnRequest') {
    throw SamlErrors.invalidRequest('the root element is not samlp:AuthnRequest.');
  }
  if (root.getAttribute('Version') !== '2.0') throw SamlErrors.invalidRequest('Version is not 2.0.');
  const id = root.getAttribute('ID') ?? '';
  if (!XML_ID.test(id)) throw SamlErrors.invalidRequest('ID is missing or not an XML ID.');
  const issuers = childrenNamed(root, NS.assertion, 'Issuer');
  const issuer = issuers[0]?.textContent?.trim() ?? '';
  if (issuers.length !== 1 || issuer === '' || issuer.length > 1024) {
    throw SamlErrors.invalidRequest('it needs exactly one non-empty saml:Issuer (the service provider).');
  }
  const protocolBinding = root.getAttribute('ProtocolBinding');
  if (protocolBinding && protocolBinding !== HTTP_POST_BINDING) {
    throw SamlErrors.invalidRequest(`ProtocolBinding ${protocolBinding} is not supported; responses use HTTP-POST.`);
  }
  const acsUrl = root.getAttribute('AssertionConsumerServiceURL') ?? '';
  // Without SP metadata the request itself must say where the response goes.
  if (!URL.canParse(acsUrl)) throw SamlErrors.invalidRequest('AssertionConsumerServiceURL is missing or not an absolute URL.');
  return { id, issuer, acsUrl };
}
