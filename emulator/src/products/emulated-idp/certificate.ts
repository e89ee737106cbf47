import { createSign, X509Certificate, type KeyObject } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';

/**
 * A self-signed X.509 certificate for the emulated SAML identity provider's
 * key: SAML metadata publishes a signing key only as a certificate. Its
 * ASN.1 structures come from @peculiar/asn1-x509 (a well-kept DER library);
 * only the signature over the to-be-signed part is node:crypto's. (The
 * higher-level @peculiar/x509 needs a global reflect polyfill, which an
 * emulator loaded into a host's test process must not install.)
 */

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const COMMON_NAME = '2.5.4.3';

function sha256WithRsa(): AlgorithmIdentifier {
  return new AlgorithmIdentifier({ algorithm: SHA256_WITH_RSA, parameters: null });
}

function arrayBufferOf(bytes: Buffer): ArrayBuffer {
  return Uint8Array.from(bytes).buffer;
}

/** PEM of a certificate for `publicKey`, signed by `privateKey`, valid for a century (a test key never expires mid-suite). */
export function selfSignedCertificate(privateKey: KeyObject, publicKey: KeyObject, commonName: string, now: Date): string {
  const name = new Name([
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({ type: COMMON_NAME, value: new AttributeValue({ utf8String: commonName }) }),
    ]),
  ]);
  const notBefore = new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1));
  const notAfter = new Date(Date.UTC(now.getUTCFullYear() + 100, 0, 1));
  const serial = Buffer.from(crypto.getRandomValues(new Uint8Array(16)));
  serial[0] = (serial[0] ?? 0) & 0x7f; // a positive INTEGER (RFC 5280 §4.1.2.2)
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: arrayBufferOf(serial),
    signature: sha256WithRsa(),
    issuer: name,
    validity: new Validity({ notBefore, notAfter }),
    subject: name,
    subjectPublicKeyInfo: AsnConvert.parse(publicKey.export({ format: 'der', type: 'spki' }), SubjectPublicKeyInfo),
  });
  const signature = createSign('sha256').update(Buffer.from(AsnConvert.serialize(tbs))).sign(privateKey);
  const der = AsnConvert.serialize(
    new Certificate({ tbsCertificate: tbs, signatureAlgorithm: sha256WithRsa(), signatureValue: arrayBufferOf(signature) }),
  );
  // Parsed back by node:crypto: a certificate it cannot read is never published.
  return new X509Certificate(Buffer.from(der)).toString();
}

/** The certificate's base64 body, as SAML metadata and KeyInfo carry it. */
export function certificateBody(pem: string): string {
  return new X509Certificate(pem).raw.toString('base64');
}
