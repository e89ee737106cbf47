/**
 * localStorage keys. They use the provider's SDK names so a page that moves
 * between that SDK and Portico keeps its state (wire notes §5, §6, §7.7, §8).
 */
import type { PkceNamespace } from './client-context';

/** `{session, user}` of the current login. */
export function sessionStateKey(publicToken: string): string {
  return `stytch_sdk_state_${publicToken}`;
}

/** The mapped (camelCase) bootstrap of the last successful fetch. */
export function bootstrapKey(publicToken: string): string {
  return `${sessionStateKey(publicToken)}::bootstrap`;
}

/** The PKCE verifier of a flow in progress. */
export function pkceVerifierKey(publicToken: string, namespace: PkceNamespace): string {
  return `${sessionStateKey(publicToken)}::PKCE_VERIFIER:${namespace}`;
}

/** Cookie domains written so far, so logout can remove cookies on each of them. */
export function seenDomainsKey(publicToken: string): string {
  return `${sessionStateKey(publicToken)}::seen_domains`;
}
