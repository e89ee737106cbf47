/**
 * The project's signing keys, fetched from its JWKS URL with jose's remote key
 * set: one per URL for the whole process, so the keys are fetched once and
 * then cached (10 minutes); a JWT whose `kid` is not in the cached set makes
 * it fetch again, at most once every 30 seconds (jose's cooldown), which is
 * how a rotated key is picked up.
 */
import { createRemoteJWKSet, customFetch, errors, type FlattenedJWSInput, type JWSHeaderParameters } from 'jose';
import { isRecord } from './parse';

/** How long one JWKS fetch may take. */
export const JWKS_TIMEOUT_MS = 5000;

/**
 * A JWKS that could not be fetched or read. Thrown by the key getter, so the
 * verifier can tell it from a problem of the token itself.
 */
export class JwksUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JwksUnavailable';
  }
}

export type KeyGetter = (header: JWSHeaderParameters, token: FlattenedJWSInput) => Promise<CryptoKey>;

const keySets = new Map<string, KeyGetter>();

/**
 * Fetches like jose does, but turns an answer other than 200 into an error
 * that says what came back (the provider's `error_type` when its body has
 * one): a 404 `project_not_found` usually means a wrong `projectId`.
 */
async function fetchJwks(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (response.status === 200) return response;
  let errorType = '';
  try {
    const body: unknown = await response.json();
    if (isRecord(body) && typeof body.error_type === 'string') errorType = ` ${body.error_type}`;
  } catch {
    // Not a provider error body: the status says enough.
  }
  throw new Error(`it answered ${response.status}${errorType}`);
}

function describe(cause: unknown): string {
  if (cause instanceof errors.JWKSTimeout) return `no answer within ${JWKS_TIMEOUT_MS / 1000} s`;
  if (cause instanceof errors.JWKSInvalid) return 'the answer is not a JSON Web Key Set';
  // fetch's own message is terse ('fetch failed'); its cause says why (e.g. ECONNREFUSED).
  if (cause instanceof Error) return cause.cause instanceof Error ? `${cause.message} (${cause.cause.message})` : cause.message;
  return String(cause);
}

function createKeyGetter(url: string): KeyGetter {
  const remote = createRemoteJWKSet(new URL(url), {
    timeoutDuration: JWKS_TIMEOUT_MS,
    [customFetch]: fetchJwks,
  });
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (cause) {
      // A set without the JWT's key is the token's problem, not the set's.
      if (cause instanceof errors.JWKSNoMatchingKey || cause instanceof errors.JWKSMultipleMatchingKeys) throw cause;
      throw new JwksUnavailable(`Could not get the project's signing keys from ${url}: ${describe(cause)}.`, { cause });
    }
  };
}

/** The key getter of the JWKS at `url`, shared by every check in this process. */
export function keysAt(url: string): KeyGetter {
  let getter = keySets.get(url);
  if (!getter) {
    getter = createKeyGetter(url);
    keySets.set(url, getter);
  }
  return getter;
}
