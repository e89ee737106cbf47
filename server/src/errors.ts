/**
 * The one error class a session check rejects with. A bad, tampered, expired
 * or missing token, an unreachable JWKS and an online answer that refuses the
 * session all end here, with a closed `code` to branch on; the original error
 * (from jose, `fetch` or the provider) is kept as `cause`.
 *
 * Wrong options are not session errors: they throw a `TypeError` ("Invalid
 * call to verifySession: …"), so a misconfigured host fails loudly instead of
 * turning every visitor away with a 401.
 */

/**
 * Why a session was not accepted.
 *
 * | code | meaning |
 * |---|---|
 * | `missing_token` | no token was given, or the request has no session cookie |
 * | `malformed_token` | not a JWT (an opaque token without `online`), or not a session JWT of the provider's shape |
 * | `unsupported_algorithm` | the JWT is not signed with RS256 (e.g. `alg: none`, HS256) |
 * | `invalid_signature` | the signature does not match the project's key: the token was altered or forged |
 * | `unknown_key` | no key of the project's JWKS has the JWT's `kid`, even after fetching it again |
 * | `expired` | `exp` is past (beyond the clock tolerance); with `online` the provider is asked instead |
 * | `not_yet_valid` | `nbf` is in the future (beyond the clock tolerance) |
 * | `wrong_issuer` | `iss` is not `stytch.com/<projectId>` |
 * | `wrong_audience` | `aud` does not contain `projectId`: a JWT of another project |
 * | `jwks_unavailable` | the JWKS could not be fetched or read (the message names the URL) |
 * | `session_not_found` | online: the provider no longer knows the session (revoked, expired, unknown token) |
 * | `provider_error` | online: any other refusal or an unreadable answer (see `errorType`, `statusCode`) |
 * | `network_error` | online: the provider could not be reached in time |
 */
export type PorticoSessionErrorCode =
  | 'missing_token'
  | 'malformed_token'
  | 'unsupported_algorithm'
  | 'invalid_signature'
  | 'unknown_key'
  | 'expired'
  | 'not_yet_valid'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'jwks_unavailable'
  | 'session_not_found'
  | 'provider_error'
  | 'network_error';

/** What the provider answered, for errors of the online check. */
export interface ProviderAnswer {
  /** The HTTP status, or the body's `status_code` when it has one. */
  statusCode: number;
  /** The body's `error_type`, when the answer was a provider error body (docs/protocol.md §3). */
  errorType?: string;
  /** The body's `request_id`, to quote when asking the provider about a call. */
  requestId?: string;
}

/** A session that was not accepted; see {@link PorticoSessionErrorCode}. */
export class PorticoSessionError extends Error {
  /** Why the session was refused. */
  readonly code: PorticoSessionErrorCode;
  /** Online check only: the HTTP status (or the body's `status_code`) of the provider's answer. */
  readonly statusCode?: number;
  /** Online check only: the provider's `error_type`, e.g. `session_not_found`, `unauthorized_credentials`. */
  readonly errorType?: string;
  /** Online check only: the provider's `request_id`. */
  readonly requestId?: string;

  constructor(
    code: PorticoSessionErrorCode,
    message: string,
    options: { cause?: unknown; answer?: ProviderAnswer } = {},
  ) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'PorticoSessionError';
    this.code = code;
    if (options.answer) {
      this.statusCode = options.answer.statusCode;
      if (options.answer.errorType !== undefined) this.errorType = options.answer.errorType;
      if (options.answer.requestId !== undefined) this.requestId = options.answer.requestId;
    }
  }
}

/** The `TypeError` for a wrong argument, in the style of the browser client's checks (src/core/validate.ts). */
export function invalidCall(method: string, problem: string): TypeError {
  return new TypeError(`Invalid call to ${method}: ${problem}`);
}
