/**
 * localStorage keys. They use the provider's SDK names so a page that moves
 * between that SDK and Portico keeps its state (wire notes §6, §7.7, §8);
 * the bootstrap cache is the exception (see `bootstrapKey`).
 */
import type { PkceNamespace } from './client-context';

/** `{session, user}` of the current login. */
export function sessionStateKey(publicToken: string): string {
  return `stytch_sdk_state_${publicToken}`;
}

/**
 * The mapped (camelCase) bootstrap of the last successful fetch. Versioned,
 * unlike the provider's SDK key (`…::bootstrap`): the value's shape is
 * Portico's own, so a change of it gets a new version and an entry of
 * another version (or the provider's) is never read. Bump on any change to
 * `BootstrapData`.
 */
export function bootstrapKey(publicToken: string): string {
  return `${sessionStateKey(publicToken)}::bootstrap.v2`;
}

/** The PKCE verifier of a flow in progress. */
export function pkceVerifierKey(publicToken: string, namespace: PkceNamespace): string {
  return `${sessionStateKey(publicToken)}::PKCE_VERIFIER:${namespace}`;
}

/** Cookie domains written so far, so logout can remove cookies on each of them. */
export function seenDomainsKey(publicToken: string): string {
  return `${sessionStateKey(publicToken)}::seen_domains`;
}
