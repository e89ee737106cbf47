import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { EmulatorDeps } from '../../context';
import type { DeepReadonly } from '../../store/readonly';
import type { ProviderInfo, ProviderIdentity } from './providers';
import { OAUTH_PROVIDER_KEYS, type ProviderKeyRecord } from './records';

/**
 * The emulated identity provider's ID tokens (the `id_token` of
 * `provider_values`, docs/protocol.md §7.7). One ES256 key signs for every
 * provider; like the session key (signing-keys.ts) it lives in the snapshot,
 * and its public half is published at `/_emulator/oauth/jwks.json` so an app
 * can verify the token the way it would verify a real provider's. P-256, not
 * RSA: it is created on first use, and an RSA key takes hundreds of ms.
 */

export const ID_TOKEN_LIFETIME_SECONDS = 3600;

export function providerKey(deps: EmulatorDeps): DeepReadonly<ProviderKeyRecord> {
  const keys = deps.store.of(OAUTH_PROVIDER_KEYS);
  const existing = keys.values()[0];
  if (existing) return existing;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return keys.insert({
    kid: `oauth-key-test-${randomUUID()}`,
    privateJwk: privateKey.export({ format: 'jwk' }),
    publicJwk: publicKey.export({ format: 'jwk' }),
  });
}

export function providerJwks(deps: EmulatorDeps): { keys: Array<Record<string, unknown>> } {
  const key = providerKey(deps);
  const { kty, crv, x, y } = key.publicJwk;
  return { keys: [{ kty, crv, x, y, kid: key.kid, alg: 'ES256', use: 'sig' }] };
}

/** The issuer of a provider's ID tokens: a path on the emulator itself. */
export function issuerFor(origin: string, info: ProviderInfo): string {
  return `${origin}/_emulator/oauth/${info.type}`;
}

export async function signIdToken(
  deps: EmulatorDeps,
  input: { origin: string; info: ProviderInfo; identity: DeepReadonly<ProviderIdentity> },
): Promise<string> {
  const key = providerKey(deps);
  const now = Math.floor(deps.clock.nowMs() / 1000);
  return new SignJWT({ email: input.identity.email, email_verified: true, name: input.identity.name })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuerFor(input.origin, input.info))
    // The audience is the OAuth client the project registered with the provider: here, the project.
    .setAudience(deps.config.projectId)
    .setSubject(input.identity.subject)
    .setIssuedAt(now)
    .setExpirationTime(now + ID_TOKEN_LIFETIME_SECONDS)
    .sign(createPrivateKey({ key: { ...key.privateJwk }, format: 'jwk' }));
}
