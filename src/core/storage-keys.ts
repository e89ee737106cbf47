/**
 * localStorage keys. They use the provider's SDK names so a page that moves
 * between that SDK and Portico keeps its state (docs/protocol.md §6, §7.7, §8);
 * the bootstrap cache is the exception (see `bootstrapKey`).
 */
import type { PkceNamespace } from './client-context';

/** `{session, user}` of the current login. */
export function sessionStateKey(publicToken: string): string {
  return `stytch_sdk_state_${publicToken}`;
}

/**
 * The server's bootstrap `data` of the last successful fetch, mapped and
 * validated again when read (bootstrap.ts). Versioned, unlike the provider's
 * SDK key (`…::bootstrap`), so an entry of another format (v2 held the
 * mapped value; the provider's SDK its own) is never read.
 */
export function bootstrapKey(publicToken: string): string {
  return `${sessionStateKey(publicToken)}::bootstrap.v3`;
}

/** The PKCE verifier of a flow in progress. */
export function pkceVerifierKey(publicToken: string, namespace: PkceNamespace): string {
  return `${sessionStateKey(publicToken)}::PKCE_VERIFIER:${namespace}`;
}

/** Cookie domains written so far, so logout can remove cookies on each of them. */
export function seenDomainsKey(publicToken: string): string {
  return `${sessionStateKey(publicToken)}::seen_domains`;
}

/**
 * The credentials this browser registered or signed in with, by
 * registration (products/webauthn-signals.ts). Portico's own key: the
 * provider's SDK keeps no such record.
 */
export function webauthnCredentialsKey(publicToken: string): string {
  return `${sessionStateKey(publicToken)}::webauthn_credentials`;
}
