/**
 * PKCE (RFC 7636) for the redirect flows (docs/protocol.md §7.7): a verifier kept in
 * localStorage per flow, and its S256 challenge.
 */
import { base64UrlFromBytes } from './base64';
import type { PkceNamespace, PkceStore } from './client-context';
import type { ClientSeams, KeyValueStorage } from './seams/client-seams';
import { pkceVerifierKey } from './storage-keys';

/** Random 32-bit words per verifier (docs/behaviour.md §9). */
export const PKCE_VERIFIER_WORDS = 16;

/**
 * A verifier from 16 random 32-bit words, each as 8 zero-padded lowercase hex
 * digits: always 128 characters, the most RFC 7636 allows, and 512 bits of
 * entropy. (The provider's SDK pads each word to 2 digits only, docs/protocol.md
 * §7.7, which gives a variable length; fixed-width words keep every verifier
 * the same shape.)
 */
export function createPkceVerifier(randomWords: ClientSeams['randomWords']): string {
  return Array.from(randomWords(PKCE_VERIFIER_WORDS), (word) => word.toString(16).padStart(8, '0')).join('');
}

/** The S256 challenge: base64url (no padding) of SHA-256 over the verifier's ASCII. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlFromBytes(new Uint8Array(digest));
}

export interface PkceStoreDeps {
  publicToken: string;
  storage: KeyValueStorage;
  randomWords: ClientSeams['randomWords'];
}

/** Creates the store of verifiers, one per flow namespace. */
export function createPkceStore(deps: PkceStoreDeps): PkceStore {
  const key = (namespace: PkceNamespace) => pkceVerifierKey(deps.publicToken, namespace);
  return {
    async start(namespace) {
      const verifier = createPkceVerifier(deps.randomWords);
      // Stored before the redirect: the page that receives the token reads it back.
      deps.storage.setItem(key(namespace), verifier);
      return pkceChallenge(verifier);
    },
    getVerifier(namespace) {
      try {
        return deps.storage.getItem(key(namespace));
      } catch {
        return null;
      }
    },
    clear(namespace) {
      try {
        deps.storage.removeItem(key(namespace));
      } catch {
        // Nothing to clear in an unusable storage.
      }
    },
  };
}
