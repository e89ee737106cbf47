import { DOMParser, onWarningStopParsing, type Document, type Element } from '@xmldom/xmldom';

/**
 * XML reading for the SAML side, with @xmldom/xmldom: any warning or error
 * stops the parse, and a document type declaration is refused (no DTDs, so no
 * entity expansion).
 */

export const NS = {
  protocol: 'urn:oasis:names:tc:SAML:2.0:protocol',
  assertion: 'urn:oasis:names:tc:SAML:2.0:assertion',
  metadata: 'urn:oasis:names:tc:SAML:2.0:metadata',
  dsig: 'http://www.w3.org/2000/09/xmldsig#',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  xs: 'http://www.w3.org/2001/XMLSchema',
  /** Where namespace declarations themselves live (Namespaces in XML §3). */
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;

/** The parsed document, or null when it is not well-formed XML or declares a document type. */
export function parseXml(text: string): Document | null {
  let doc: Document;
  try {
    doc = new DOMParser({ onError: onWarningStopParsing, locator: false }).parseFromString(text, 'text/xml');
  } catch {
    return null;
  }
  if (doc.doctype !== null || doc.documentElement === null) return null;
  return doc;
}

/** The element's child elements in `namespace` named `localName`. */
export function childrenNamed(element: Element, namespace: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = element.firstChild; node !== null; node = node.nextSibling) {
    const child = node as Element;
    if (node.nodeType === node.ELEMENT_NODE && child.namespaceURI === namespace && child.localName === localName) found.push(child);
  }
  return found;
}
