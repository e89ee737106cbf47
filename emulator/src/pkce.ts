/**
 * The PKCE check of the token-redeeming routes (magic links, password reset
 * by email, OAuth; docs/protocol.md §7.1): a token issued with a
 * `code_challenge` needs the `code_verifier` whose S256 matches it. A
 * mismatch leaves the token usable: the provider's SDK retries with its other
 * verifier.
 */
import { Errors } from './errors';
import { digestsEqual, pkceChallenge, secretDigest } from './secrets';

export function checkPkceVerifier(dataKey: string, codeChallenge: string | null, verifier: string | undefined): void {
  if (codeChallenge === null) return;
  if (!verifier) throw Errors.pkceMismatch();
  // Compared as digests, in constant time.
  const sent = secretDigest(dataKey, pkceChallenge(verifier));
  if (!digestsEqual(sent, secretDigest(dataKey, codeChallenge))) throw Errors.pkceMismatch();
}
