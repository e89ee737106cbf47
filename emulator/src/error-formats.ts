import { ApiError, errorResponse, Errors } from './errors';

/**
 * How a surface answers errors. The `/sdk/v1` API and the dev API use the
 * provider's error body (docs/protocol.md §3); an OAuth 2.0 / OpenID Connect
 * surface answers RFC 6749 §5.2 bodies (`{error, error_description}`).
 */
export interface ErrorFormat {
  readonly name: string;
  respond(error: ApiError, requestId: string): Response;
}

export const providerErrors: ErrorFormat = {
  name: 'provider',
  respond: (error, requestId) =>
    errorResponse(error.status, error.errorType, error.message, requestId, error.details),
};

/**
 * RFC 6749 §5.2: the error code as `error`, the text as `error_description`,
 * never cached. A route raises `ApiError` with an RFC 6749 code as its type
 * (`invalid_request`, `invalid_client`, …) or the provider's `too_many_requests`;
 * other types (the emulator's own, such as `route_not_found`) become
 * `invalid_request`, and a 500 `server_error`.
 */
const OAUTH_ERROR_CODES = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'access_denied',
  'unsupported_response_type',
  'server_error',
  'temporarily_unavailable',
  'invalid_token',
  // The provider's throttling type: RFC 6749 §5.2 has no code for a refused
  // client address (failure-limits.ts), and a 429 `invalid_request` would read
  // as a malformed request.
  'too_many_requests',
]);

export const oauthErrors: ErrorFormat = {
  name: 'oauth',
  respond: (error) => {
    const code = OAUTH_ERROR_CODES.has(error.errorType)
      ? error.errorType
      : error.status >= 500
        ? 'server_error'
        : 'invalid_request';
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=UTF-8',
      'cache-control': 'no-store',
      pragma: 'no-cache',
    };
    // RFC 6749 §5.2: a failed client authentication answers 401 with a challenge.
    if (code === 'invalid_client' && error.status === 401) headers['www-authenticate'] = 'Basic realm="portico-emulator"';
    return new Response(JSON.stringify({ error: code, error_description: error.message }), {
      status: error.status,
      headers,
    });
  },
};

/**
 * Node's error for a request whose client went away before its body arrived
 * (a closed tab, or a slow body cut off at the request timeout,
 * connection-limits.ts): nobody reads the answer, and no emulator bug caused it.
 */
function isClientAbort(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ECONNRESET';
}

/** Any thrown value as an `ApiError` (unexpected ones are logged and become a 500). */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isClientAbort(error)) return Errors.badRequest('The client closed the connection before its request arrived.');
  console.error('[portico-emulator] unexpected error:', error);
  return Errors.internal();
}
