import type { ApiErrorBody } from '../../protocol';

/**
 * Provider-shaped errors. Handlers throw `ApiError`; the app's error handler
 * turns it into the top-level error body of docs/protocol.md §3 (never the keys
 * `body`, `params` or `query`, which the SDK would read as a schema error).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorType: string;
  /** Extra machine-readable facts (`error_details`), e.g. why a passcode was refused. */
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, errorType: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorType = errorType;
    this.details = details;
  }
}

export function apiError(status: number, errorType: string, message: string, details?: Record<string, unknown>): ApiError {
  return new ApiError(status, errorType, message, details);
}

export function errorBody(
  status: number,
  errorType: string,
  message: string,
  requestId: string,
  details?: Record<string, unknown>,
): ApiErrorBody {
  return {
    status_code: status,
    request_id: requestId,
    error_type: errorType,
    error_message: message,
    error_url: `https://stytch.com/docs/api/errors/${status}#${errorType}`,
    ...(details === undefined ? {} : { error_details: details }),
  };
}

/** The catalogue of errors the emulator raises, in one place. */
export const Errors = {
  invalidPublicToken: () =>
    apiError(401, 'invalid_public_token', 'The public token is invalid or does not belong to this project.'),
  publicTokenNotFound: () => apiError(404, 'public_token_not_found', 'The public token could not be found.'),
  userUnauthenticated: () =>
    apiError(401, 'user_unauthenticated', 'Must have an active session to call this method.'),
  unauthorizedCredentials: () =>
    apiError(401, 'unauthorized_credentials', 'The session token is invalid, expired or revoked.'),
  sessionNotFound: () => apiError(404, 'session_not_found', 'Session could not be found.'),
  badRequest: (message: string) => apiError(400, 'bad_request', message),
  invalidEmail: () => apiError(400, 'invalid_email', 'Email format is invalid.'),
  invalidPhoneNumber: () =>
    apiError(
      400,
      'invalid_phone_number',
      'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
    ),
  invalidCode: () => apiError(400, 'invalid_code', 'The code must be exactly 6 digits.'),
  tooManyRequests: () =>
    apiError(429, 'too_many_requests', 'Too many messages were sent to this destination; try again in a minute.'),
  /** A client address past its wrong-guess limit (failure-limits.ts): the client is refused, no account locked. */
  tooManyFailures: () =>
    apiError(429, 'too_many_requests', 'Too many failed attempts from this client. Please try again later.'),
  emailNotFound: () => apiError(404, 'email_not_found', 'Email could not be found.'),
  phoneNumberNotFound: () => apiError(404, 'phone_number_not_found', 'Phone number could not be found.'),
  duplicateEmail: () => apiError(409, 'duplicate_email', 'This email address belongs to another user.'),
  duplicatePhoneNumber: () =>
    apiError(409, 'duplicate_phone_number', 'This phone number belongs to another user.'),
  missingPkce: () => apiError(400, 'missing_pkce', 'This flow requires PKCE: send a code_challenge.'),
  pkceMismatch: () =>
    apiError(400, 'pkce_mismatch', 'The PKCE code_verifier is missing or does not match the code_challenge.'),
  otpCodeNotFound: () => apiError(401, 'otp_code_not_found', 'The OTP code could not be found.'),
  lockLimitReached: () =>
    apiError(401, 'user_lock_limit_reached', 'Too many failed authentication attempts. Please try again later.'),
  notSupported: (what: string) =>
    apiError(400, 'not_supported_in_emulator', `${what} is not supported by the Portico emulator.`),
  routeNotFound: (method: string, path: string) =>
    apiError(404, 'route_not_found', `The emulator has no route ${method} ${path}.`),
  internal: () =>
    apiError(500, 'internal_server_error', 'The emulator hit an unexpected error; see its console.'),
} as const;

/** A JSON error response (`Content-Type: application/json`, as the SDK requires to read it). */
export function errorResponse(
  status: number,
  errorType: string,
  message: string,
  requestId: string,
  details?: Record<string, unknown>,
): Response {
  return new Response(JSON.stringify(errorBody(status, errorType, message, requestId, details)), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8' },
  });
}
