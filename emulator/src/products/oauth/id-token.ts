import type { EmulatorDeps } from '../../context';
import { newProviderKey, providerKeyJwks, signProviderIdToken } from '../../oauth-provider-page/id-token';
import type { DeepReadonly } from '../../store/readonly';
import type { ProviderInfo, ProviderIdentity } from './providers';
import { OAUTH_PROVIDER_KEYS, type ProviderKeyRecord } from './records';

export { ID_TOKEN_LIFETIME_SECONDS } from '../../oauth-provider-page/id-token';

/**
 * The emulated identity provider's ID tokens (the `id_token` of
 * `provider_values`, docs/protocol.md §7.7). One ES256 key signs for every
 * provider; like the session key (signing-keys.ts) it lives in the snapshot,
 * and its public half is published at `/_emulator/oauth/jwks.json` so an app
 * can verify the token the way it would verify a real provider's. The
 * signing itself is emulator/src/oauth-provider-page/id-token.ts.
 */

export function providerKey(deps: EmulatorDeps): DeepReadonly<ProviderKeyRecord> {
  const keys = deps.store.of(OAUTH_PROVIDER_KEYS);
  return keys.values()[0] ?? keys.insert(newProviderKey());
}

export function providerJwks(deps: EmulatorDeps): { keys: Array<Record<string, unknown>> } {
  return providerKeyJwks(providerKey(deps));
}

/** The issuer of a provider's ID tokens: a path on the emulator itself. */
export function issuerFor(origin: string, info: ProviderInfo): string {
  return `${origin}/_emulator/oauth/${info.type}`;
}

export async function signIdToken(
  deps: EmulatorDeps,
  input: { origin: string; info: ProviderInfo; identity: DeepReadonly<ProviderIdentity> },
): Promise<string> {
  return signProviderIdToken(providerKey(deps), {
    issuer: issuerFor(input.origin, input.info),
    audience: deps.config.projectId,
    subject: input.identity.subject,
    email: input.identity.email,
    name: input.identity.name,
    nowSeconds: Math.floor(deps.clock.nowMs() / 1000),
  });
}
