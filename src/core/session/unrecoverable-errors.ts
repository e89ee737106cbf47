/**
 * Error types after which a session cannot come back (docs/protocol.md §3): on
 * `sessions/authenticate` or `sessions/revoke` they clear the local session.
 * So does a refresh answer whose session has already expired (§6): the server
 * says the session is over. Every other error is treated as transient.
 */
import { isPorticoApiError, PorticoSessionExpiredError } from '../errors';

export const UNRECOVERABLE_SESSION_ERROR_TYPES = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
] as const;

const unrecoverable: ReadonlySet<string> = new Set(UNRECOVERABLE_SESSION_ERROR_TYPES);

/** True for an API error whose type means the session is gone for good, or an answer with an expired session. */
export function isUnrecoverableSessionError(error: unknown): boolean {
  if (error instanceof PorticoSessionExpiredError) return true;
  return isPorticoApiError(error) && unrecoverable.has(error.error_type);
}
