import { z } from 'zod';
import type { EmulatorDeps } from '../../context';
import { generateSigningKey, privateKeyOf, publicKeyOf, signingKeySchema, type SigningKeyRecord } from '../../signing-keys';
import { definePersistedState } from '../../store/state';
import { selfSignedCertificate } from './certificate';

/**
 * The emulated identity provider's RSA key and its self-signed certificate:
 * one per emulator, kept across resets and in the snapshot (like the session
 * key, sessions/keys.ts), so a connection configured with the certificate
 * keeps working after `POST /_emulator/reset` and a restart. One key signs
 * both the SAML responses and the OpenID ID tokens.
 *
 * Made on first use, not with the store: persisted state is created when an
 * emulator starts, and an RSA key takes a few hundred milliseconds, which
 * every emulator of a test suite would pay for a provider most never use.
 * The state is therefore a slot, filled once; the store is then flushed so
 * the new key is in the snapshot at once rather than at the next compaction.
 */
export interface EmulatedIdpKeyRecord extends SigningKeyRecord {
  certificatePem: string;
}

export interface EmulatedIdpKeySlot {
  key: EmulatedIdpKeyRecord | null;
}

const keySchema = z.intersection(signingKeySchema, z.object({ certificatePem: z.string().min(1) }));

export const EMULATED_IDP_KEY = definePersistedState<EmulatedIdpKeySlot>(
  'emulatedIdp.signingKey',
  z.object({ key: keySchema.nullable() }),
  () => ({ key: null }),
);

function generate(): EmulatedIdpKeyRecord {
  const key = generateSigningKey();
  const certificatePem = selfSignedCertificate(privateKeyOf(key), publicKeyOf(key), 'Portico emulated identity provider', new Date());
  return { ...key, certificatePem };
}

export function emulatedIdpKey(deps: EmulatorDeps): EmulatedIdpKeyRecord {
  const slot = deps.store.stateOf(EMULATED_IDP_KEY);
  if (slot.key === null) {
    slot.key = generate();
    deps.store.flush().catch((error: unknown) => {
      console.error('[portico-emulator] could not write the emulated identity provider key to the snapshot:', error);
    });
  }
  return slot.key;
}
