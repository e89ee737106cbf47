import { generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { SignJWT, type JWTPayload } from 'jose';
import type { EmulatorDeps } from '../../../context';
import type { DeepReadonly } from '../../../store/readonly';
import type { Store } from '../../../store/store';
import { jwksOf, privateKeyOf } from '../../../signing-keys';
import { GOOGLE_KEYS, type GoogleKeyRecord } from './records';

/**
 * The emulated Google's signing key (docs/protocol.md §7.7, "Google One
 * Tap"): RS256 like Google's own, generated on first use and kept in the
 * store (a reset makes a new one), its public half at
 * `/_emulator/google/jwks.json`. Generated asynchronously: an RSA key takes
 * a few hundred ms, which must not stall other requests. The record has the
 * session key's shape, so its helpers (signing-keys.ts) serve it.
 */

const generateRsa = promisify(generateKeyPair);
const pending = new WeakMap<Store, Promise<GoogleKeyRecord>>();

async function newRsaKey(kidPrefix: string): Promise<GoogleKeyRecord> {
  const { privateKey, publicKey } = await generateRsa('rsa', { modulusLength: 2048 });
  return {
    kid: `${kidPrefix}-${randomUUID()}`,
    privateJwk: privateKey.export({ format: 'jwk' }),
    publicJwk: publicKey.export({ format: 'jwk' }),
  };
}

export async function googleKey(deps: EmulatorDeps): Promise<DeepReadonly<GoogleKeyRecord>> {
  const keys = deps.store.of(GOOGLE_KEYS);
  const existing = keys.values()[0];
  if (existing) return existing;
  // Concurrent first calls share one generation, so there is only ever one key.
  let generating = pending.get(deps.store);
  if (!generating) {
    generating = newRsaKey('google-key-test');
    pending.set(deps.store, generating);
  }
  const generated = await generating.finally(() => pending.delete(deps.store));
  return keys.values()[0] ?? keys.insert(generated);
}

export async function googleJwks(deps: EmulatorDeps): Promise<{ keys: Array<Record<string, unknown>> }> {
  return jwksOf((await googleKey(deps)) as GoogleKeyRecord);
}

/** A key Google never published, for tests of a forged signature; one per process is enough. */
let throwaway: Promise<GoogleKeyRecord> | undefined;

/**
 * Signs `claims` as a Google ID token. `signWith: 'other'` signs with the
 * throwaway key under Google's `kid`, so only the signature is wrong.
 */
export async function signGoogleToken(
  deps: EmulatorDeps,
  claims: JWTPayload,
  signWith: 'google' | 'other' = 'google',
): Promise<string> {
  const google = await googleKey(deps);
  const signer = signWith === 'google' ? (google as GoogleKeyRecord) : await (throwaway ??= newRsaKey('throwaway'));
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: google.kid, typ: 'JWT' }).sign(privateKeyOf(signer));
}
