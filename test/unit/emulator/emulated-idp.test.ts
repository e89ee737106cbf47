import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseAuthnRequest } from '../../../emulator/src/products/emulated-idp/authn-request';
import { selfSignedCertificate } from '../../../emulator/src/products/emulated-idp/certificate';
import { splitGroups, subjectOf } from '../../../emulator/src/products/emulated-idp/identity';

/** The emulated identity provider's pieces that need no server (the flows: test/integration/emulated-idp.test.ts). */

describe('the self-signed certificate', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = new Date('2026-06-01T00:00:00Z');
  const certificate = new X509Certificate(selfSignedCertificate(privateKey, publicKey, 'Test IdP', now));

  it('is signed by its own key, for that key, with SHA-256', () => {
    expect(certificate.verify(publicKey)).toBe(true);
    expect(certificate.checkIssued(certificate)).toBe(true);
    expect(certificate.publicKey.export({ format: 'der', type: 'spki' })).toEqual(publicKey.export({ format: 'der', type: 'spki' }));
    expect(certificate.subject).toBe('CN=Test IdP');
    expect(certificate.ca).toBe(false);
  });

  it('is valid from a year before now for a century', () => {
    expect(new Date(certificate.validFrom).getTime()).toBeLessThan(now.getTime());
    expect(new Date(certificate.validTo).getUTCFullYear()).toBe(2126);
  });

  it('is refused by another key', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(certificate.verify(other)).toBe(false);
  });
});

describe('AuthnRequest parsing', () => {
  const xml = (attributes = 'ID="_r1" Version="2.0" AssertionConsumerServiceURL="http://127.0.0.1:9/acs"', inner = '<saml:Issuer> sp-entity </saml:Issuer>'): string =>
    `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ${attributes}>${inner}</samlp:AuthnRequest>`;
  const redirect = (text: string): string => deflateRawSync(Buffer.from(text)).toString('base64');
  const post = (text: string): string => Buffer.from(text).toString('base64');

  it('reads the ID, the Issuer and the ACS URL from either binding', () => {
    const expected = { id: '_r1', issuer: 'sp-entity', acsUrl: 'http://127.0.0.1:9/acs' };
    expect(parseAuthnRequest(redirect(xml()), 'redirect')).toEqual(expected);
    expect(parseAuthnRequest(post(xml()), 'post')).toEqual(expected);
  });

  it('accepts the HTTP-POST protocol binding and refuses another', () => {
    const base = 'ID="_r1" Version="2.0" AssertionConsumerServiceURL="http://127.0.0.1:9/acs"';
    expect(() => parseAuthnRequest(post(xml(`${base} ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"`)), 'post')).not.toThrow();
    expect(() => parseAuthnRequest(post(xml(`${base} ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Artifact"`)), 'post')).toThrow(
      /HTTP-Artifact is not supported/,
    );
  });

  it.each([
    ['an element in another namespace', xml().replaceAll('urn:oasis:names:tc:SAML:2.0:protocol', 'urn:example')],
    ['no Issuer', xml(undefined, '')],
    ['two Issuers', xml(undefined, '<saml:Issuer>a</saml:Issuer><saml:Issuer>b</saml:Issuer>')],
    ['an Issuer in no namespace', xml(undefined, '<Issuer>sp</Issuer>')],
    ['an ID that is no XML ID', xml('ID="1 2" Version="2.0" AssertionConsumerServiceURL="http://127.0.0.1:9/acs"')],
    ['no ACS URL', xml('ID="_r1" Version="2.0"')],
    ['a relative ACS URL', xml('ID="_r1" Version="2.0" AssertionConsumerServiceURL="/acs"')],
    ['a document type', `<!DOCTYPE r [<!ENTITY big "x">]>${xml()}`],
    ['text that is not XML', 'AuthnRequest ID="_r1"'],
    ['two root elements', `${xml()}${xml()}`],
  ])('refuses %s', (_what, text) => {
    expect(() => parseAuthnRequest(post(text), 'post')).toThrow(/SAML request is unusable/);
  });

  it('refuses an uncompressed request on the redirect binding and a compressed bomb past its limit', () => {
    expect(() => parseAuthnRequest(post(xml()), 'redirect')).toThrow(/DEFLATE/);
    const bomb = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20)).toString('base64');
    expect(() => parseAuthnRequest(bomb, 'redirect')).toThrow(/DEFLATE/);
  });
});

describe('identities', () => {
  it('splits groups on commas, trimmed, blanks and repeats dropped', () => {
    expect(splitGroups(' a, b,,a ,c ')).toEqual(['a', 'b', 'c']);
    expect(splitGroups('')).toEqual([]);
  });

  it('gives an email one subject whatever its case, and another email another', () => {
    expect(subjectOf('Ada@Example.com')).toBe(subjectOf('ada@example.com'));
    expect(subjectOf('ada@example.com')).not.toBe(subjectOf('bob@example.com'));
  });
});
