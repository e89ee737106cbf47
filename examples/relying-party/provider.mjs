// The OpenID Connect provider as openid-client sees it, discovered lazily: the
// relying party may start before the emulator answers, and a failed discovery
// is tried again on the next request instead of being remembered.
import * as client from 'openid-client';

/** Seconds a discovery request may take: a page waiting on it should fail soon, not in 30 s. */
const DISCOVERY_TIMEOUT_SECONDS = 5;

export function lazyProvider({ issuer, clientId, clientSecret }) {
  let pending = null;
  return function provider() {
    pending ??= client
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        // The emulator is plain http on loopback; a real provider is https.
        execute: [client.allowInsecureRequests],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      })
      .catch((error) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}

/**
 * The code and description of any failure: an OAuth error from the provider
 * (`error`, `error_description`), or one of openid-client's own checks.
 */
export function describeFailure(error) {
  const description = String(error?.error_description ?? error?.message ?? error);
  // A network failure says only 'fetch failed'; its cause says what failed (e.g. ECONNREFUSED).
  const cause = error?.cause?.message ?? error?.cause?.cause?.message;
  return {
    code: String(error?.error ?? error?.code ?? error?.name ?? 'error'),
    description: cause && !description.includes(cause) ? `${description} (${cause})` : description,
  };
}
