import { z } from 'zod';
import type { EmulatorDeps } from '../../context';
import { generateSigningKey, privateKeyOf, publicKeyOf, signingKeySchema, type SigningKeyRecord } from '../../signing-keys';
import { definePersistedState } from '../../store/state';
import { selfSignedCertificate } from './certificate';

/**
 * The emulated identity provider's RSA key and its self-signed certificate:
 * generated once per emulator, kept across resets and in the snapshot (like
 * the session key, sessions/keys.ts), so a connection configured with the
 * certificate keeps working after `POST /_emulator/reset` and a restart. One
 * key signs both the SAML assertions and the OpenID ID tokens.
 */
export interface EmulatedIdpKeyRecord extends SigningKeyRecord {
  certificatePem: string;
}

const keySchema = z.intersection(signingKeySchema, z.object({ certificatePem: z.string().min(1) }));

function generate(): EmulatedIdpKeyRecord {
  const key = generateSigningKey();
  const certificatePem = selfSignedCertificate(privateKeyOf(key), publicKeyOf(key), 'Portico emulated identity provider', new Date());
  return { ...key, certificatePem };
}

export const EMULATED_IDP_KEY = definePersistedState<EmulatedIdpKeyRecord>('emulatedIdp.signingKey', keySchema, generate);

export function emulatedIdpKey(deps: EmulatorDeps): EmulatedIdpKeyRecord {
  return deps.store.stateOf(EMULATED_IDP_KEY);
}
