import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';

/**
 * RS256 signing keys kept as JWK: the one that signs session JWTs (generated
 * once, stored in the snapshot and kept across resets, so JWTs verify across
 * restarts), the identity provider's and the emulated Google's.
 */

/**
 * A JSON Web Key (RFC 7517) as node:crypto exports it. The emulator's own
 * type, not node's `JsonWebKey`: that one left `node:crypto` for a global in
 * newer @types/node, so declaration files naming it failed a host's
 * typecheck under `skipLibCheck: false` (docs/testing.md, "The package's
 * declaration files").
 */
export interface Jwk {
  kty?: string;
  kid?: string;
  alg?: string;
  use?: string;
  crv?: string;
  n?: string;
  e?: string;
  d?: string;
  p?: string;
  q?: string;
  dp?: string;
  dq?: string;
  qi?: string;
  x?: string;
  y?: string;
  [parameter: string]: unknown;
}

export interface SigningKeyRecord {
  kid: string;
  privateJwk: Jwk;
  publicJwk: Jwk;
}

const jwkSchema = z.record(z.string(), z.unknown());

/** A stored key as read back from a snapshot. */
export const signingKeySchema = z.object({
  kid: z.string().min(1),
  privateJwk: jwkSchema,
  publicJwk: jwkSchema,
}) as unknown as z.ZodType<SigningKeyRecord>;

export function generateSigningKey(): SigningKeyRecord {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid: `jwk-test-${randomUUID()}`,
    privateJwk: privateKey.export({ format: 'jwk' }),
    publicJwk: publicKey.export({ format: 'jwk' }),
  };
}

const privateKeys = new Map<string, KeyObject>();
const publicKeys = new Map<string, KeyObject>();

export function privateKeyOf(record: SigningKeyRecord): KeyObject {
  let key = privateKeys.get(record.kid);
  if (!key) {
    key = createPrivateKey({ key: record.privateJwk, format: 'jwk' });
    privateKeys.set(record.kid, key);
  }
  return key;
}

export function publicKeyOf(record: SigningKeyRecord): KeyObject {
  let key = publicKeys.get(record.kid);
  if (!key) {
    key = createPublicKey({ key: record.publicJwk, format: 'jwk' });
    publicKeys.set(record.kid, key);
  }
  return key;
}

/** The public JWK set, as served at the JWKS endpoints. */
export function jwksOf(record: SigningKeyRecord): { keys: Array<Record<string, unknown>> } {
  const { kty, n, e } = record.publicJwk;
  return { keys: [{ kty, n, e, kid: record.kid, alg: 'RS256', use: 'sig' }] };
}
