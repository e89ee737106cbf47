import { DOMImplementation, XMLSerializer } from '@xmldom/xmldom';
import { certificateBody } from './certificate';
import type { EmulatedSamlIdp } from './settings';
import { NS } from './xml';

/**
 * The SAML identity provider's metadata (SAML Metadata §2.4.3): its entity ID,
 * the signing certificate, and one SingleSignOnService URL for both the
 * HTTP-Redirect and the HTTP-POST binding. Built as a DOM, like the response.
 */
const BINDINGS = ['urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST'];
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export function idpMetadataXml(idp: EmulatedSamlIdp): string {
  const doc = new DOMImplementation().createDocument(NS.metadata, 'md:EntityDescriptor', null);
  const root = doc.documentElement!;
  root.setAttribute('entityID', idp.idp_entity_id);
  const add = (parent: typeof root, namespace: string, name: string, attributes: Record<string, string> = {}, text?: string) => {
    const element = doc.createElementNS(namespace, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    if (text !== undefined) element.appendChild(doc.createTextNode(text));
    parent.appendChild(element);
    return element;
  };
  const descriptor = add(root, NS.metadata, 'md:IDPSSODescriptor', {
    WantAuthnRequestsSigned: 'false',
    protocolSupportEnumeration: NS.protocol,
  });
  const keyDescriptor = add(descriptor, NS.metadata, 'md:KeyDescriptor', { use: 'signing' });
  const keyInfo = add(keyDescriptor, NS.dsig, 'ds:KeyInfo');
  const x509Data = add(keyInfo, NS.dsig, 'ds:X509Data');
  add(x509Data, NS.dsig, 'ds:X509Certificate', {}, certificateBody(idp.x509_certificate));
  add(descriptor, NS.metadata, 'md:NameIDFormat', {}, EMAIL_FORMAT);
  for (const binding of BINDINGS) {
    add(descriptor, NS.metadata, 'md:SingleSignOnService', { Binding: binding, Location: idp.idp_sso_url });
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc, { requireWellFormed: true })}`;
}
