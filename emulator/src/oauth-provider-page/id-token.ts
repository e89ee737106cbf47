import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SigningKeyRecord } from '../signing-keys';
import type { DeepReadonly } from '../store/readonly';

/**
 * The emulated identity provider's ID tokens (the `id_token` of
 * `provider_values`, docs/protocol.md §7.7), shared by the consumer `oauth`
 * product and the B2B product, each of which keeps its own key in its own
 * collection. ES256 on P-256, not RSA: the key is created on first use, and
 * an RSA key takes hundreds of ms.
 */

export const ID_TOKEN_LIFETIME_SECONDS = 3600;

/** A new key in the session key's record shape (signing-keys.ts). */
export function newProviderKey(): SigningKeyRecord {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    kid: `oauth-key-test-${randomUUID()}`,
    privateJwk: privateKey.export({ format: 'jwk' }),
    publicJwk: publicKey.export({ format: 'jwk' }),
  };
}

export function providerKeyJwks(key: DeepReadonly<SigningKeyRecord>): { keys: Array<Record<string, unknown>> } {
  const { kty, crv, x, y } = key.publicJwk;
  return { keys: [{ kty, crv, x, y, kid: key.kid, alg: 'ES256', use: 'sig' }] };
}

export async function signProviderIdToken(
  key: DeepReadonly<SigningKeyRecord>,
  input: {
    issuer: string;
    /** The OAuth client the project registered with the provider: here, the project. */
    audience: string;
    subject: string;
    email: string;
    name: string;
    nowSeconds: number;
    /** Provider-specific claims (a B2B provider's tenant: `hd`, `tid`, …). */
    extraClaims?: Record<string, unknown>;
  },
): Promise<string> {
  return new SignJWT({ ...input.extraClaims, email: input.email, email_verified: true, name: input.name })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(input.audience)
    .setSubject(input.subject)
    .setIssuedAt(input.nowSeconds)
    .setExpirationTime(input.nowSeconds + ID_TOKEN_LIFETIME_SECONDS)
    .sign(createPrivateKey({ key: { ...key.privateJwk }, format: 'jwk' }));
}
