import type { KeyObject } from 'node:crypto';
import type { EmulatorDeps } from '../../context';
import type { DeepReadonly } from '../../store/readonly';
import { generateSigningKey, jwksOf, privateKeyOf, publicKeyOf } from '../../signing-keys';
import { IDP_KEYS, type IdpKeyRecord } from './records';

/**
 * The provider's RS256 key (docs/protocol.md §7.9): generated on first use,
 * kept in the store (so ID tokens verify after a restart; a reset makes a new
 * one), published at the JWKS endpoint. Same shape and helpers as the session
 * key (sessions/keys.ts), but its own key: a relying party's tokens and the
 * project's session JWTs are not interchangeable.
 */
export function idpKey(deps: EmulatorDeps): DeepReadonly<IdpKeyRecord> {
  const keys = deps.store.of(IDP_KEYS);
  return keys.values()[0] ?? keys.insert(generateSigningKey());
}

export const idpPrivateKey = (deps: EmulatorDeps): KeyObject => privateKeyOf(idpKey(deps) as IdpKeyRecord);
export const idpPublicKey = (deps: EmulatorDeps): KeyObject => publicKeyOf(idpKey(deps) as IdpKeyRecord);
export const idpJwks = (deps: EmulatorDeps): { keys: Array<Record<string, unknown>> } => jwksOf(idpKey(deps) as IdpKeyRecord);
