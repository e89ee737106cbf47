/**
 * The client's error classes. Every error the client throws is a `PorticoError`
 * with a closed `code`, so callers (and the UI's message catalogue) can branch
 * on the code instead of parsing messages.
 */
import type { ApiErrorBody } from './wire-types';

/**
 * Closed set of error codes. `api_error` carries the provider's `error_type`;
 * the three unreachable codes double as message-catalogue keys; the rest are
 * SDK-side failures.
 */
export type PorticoErrorCode =
  | 'api_error'
  | 'schema_error'
  | 'network_error'
  | 'invalid_json'
  | 'invalid_response'
  | 'invalid_call'
  | 'internal_error'
  | 'no_current_session'
  | 'session_expired'
  | 'missing_pkce_verifier'
  | 'passkeys_unsupported'
  | 'passkeys_misconfigured'
  | 'user_cancelled';

/** Base class of every error the client throws. */
export class PorticoError extends Error {
  readonly code: PorticoErrorCode;

  constructor(code: PorticoErrorCode, message: string, options?: { cause?: unknown }) {
    // `cause` goes through the standard ErrorOptions so devtools show the chain.
    super(message, options && 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'PorticoError';
    this.code = code;
  }
}

/** A JSON error answer from the provider (docs/protocol.md §3). */
export class PorticoApiError extends PorticoError {
  readonly status_code: number;
  readonly error_type: string;
  readonly error_message: string;
  readonly error_url: string;
  readonly request_id?: string;
  readonly error_details?: Record<string, unknown>;

  constructor(body: ApiErrorBody, options?: { cause?: unknown }) {
    // `.message` is the server's own text; the UI localises via `error_type`.
    super('api_error', body.error_message, options);
    this.name = 'PorticoApiError';
    this.status_code = body.status_code;
    this.error_type = body.error_type;
    this.error_message = body.error_message;
    this.error_url = body.error_url;
    if (body.request_id !== undefined) this.request_id = body.request_id;
    if (body.error_details !== undefined) this.error_details = body.error_details;
  }
}

/** One entry of a schema error: where in the request, and what is wrong. */
export interface SchemaErrorEntry {
  path: string;
  message: string;
}

/**
 * The provider's request-schema error: a non-2xx JSON body with a `body`,
 * `params` or `query` key (ajv-style). The message lists each problem as
 * `path: message`, one per line, e.g. `body.email: must be a string`.
 */
export class PorticoSchemaError extends PorticoError {
  readonly entries: SchemaErrorEntry[];
  readonly details: Record<string, unknown>;

  constructor(details: Record<string, unknown>, options?: { cause?: unknown }) {
    const entries = schemaErrorEntries(details);
    super('schema_error', entries.map((e) => `${e.path}: ${e.message}`).join('\n'), options);
    this.name = 'PorticoSchemaError';
    this.entries = entries;
    this.details = details;
  }
}

/** The sections of a request a schema error can point into. */
export const SCHEMA_ERROR_SECTIONS = ['body', 'params', 'query'] as const;

/** True when a JSON error body is a schema error rather than an API error. */
export function isSchemaErrorBody(body: unknown): body is Record<string, unknown> {
  return isRecord(body) && SCHEMA_ERROR_SECTIONS.some((key) => key in body);
}

function schemaErrorEntries(details: Record<string, unknown>): SchemaErrorEntry[] {
  const entries: SchemaErrorEntry[] = [];
  for (const section of SCHEMA_ERROR_SECTIONS) {
    const value = details[section];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) entries.push(schemaEntry(section, item));
    } else if (isRecord(value)) {
      // Also accept a `{ field: message }` map, which some validators produce.
      for (const [field, message] of Object.entries(value)) {
        entries.push({ path: joinPath(section, field), message: String(message) });
      }
    } else {
      entries.push({ path: section, message: String(value) });
    }
  }
  return entries;
}

function schemaEntry(section: string, item: unknown): SchemaErrorEntry {
  if (!isRecord(item)) return { path: section, message: String(item) };
  // ajv v6 says `dataPath` ('.email'), ajv v8 `instancePath` ('/email').
  const rawPath = [item.instancePath, item.dataPath, item.path].find((p) => typeof p === 'string') as
    | string
    | undefined;
  const message = typeof item.message === 'string' ? item.message : JSON.stringify(item);
  return { path: joinPath(section, rawPath ?? ''), message };
}

function joinPath(section: string, rawPath: string): string {
  const segments = rawPath.split(/[./]/).filter((s) => s !== '');
  return [section, ...segments].join('.');
}

/** Texts of the three "could not talk to the server" failures (docs/behaviour.md §8.2). */
export const UNREACHABLE_MESSAGES = {
  network_error: 'Unable to contact our servers.',
  invalid_json: 'Invalid JSON response from our servers.',
  invalid_response: 'Invalid or no response from server',
} as const;

export type UnreachableKind = keyof typeof UNREACHABLE_MESSAGES;

/**
 * The server could not be reached (`network_error`), answered a 2xx that is
 * not JSON (`invalid_json`), or answered a non-JSON / empty error
 * (`invalid_response`).
 */
export class PorticoUnreachableError extends PorticoError {
  declare readonly code: UnreachableKind;

  constructor(kind: UnreachableKind, options?: { cause?: unknown }) {
    super(kind, UNREACHABLE_MESSAGES[kind], options);
    this.name = 'PorticoUnreachableError';
  }
}

/** Text of `session_expired` (Portico's wording), shown to the visitor like the unreachable texts. */
export const SESSION_EXPIRED_MESSAGE =
  "Sign-in could not be completed because the session has already expired. Check your device's date and time, then try again.";

/**
 * An authenticate answer whose session had already expired by the page's
 * clock (docs/protocol.md §6): the browser would drop cookies that expire in
 * the past, so the answer is refused as a whole and nothing is stored.
 */
export class PorticoSessionExpiredError extends PorticoError {
  declare readonly code: 'session_expired';
  /** The answer's `session.expires_at`. */
  readonly expires_at: string;

  constructor(expiresAt: string) {
    super('session_expired', SESSION_EXPIRED_MESSAGE);
    this.name = 'PorticoSessionExpiredError';
    this.expires_at = expiresAt;
  }
}

/** A client method was called with arguments of the wrong type. */
export class PorticoInvalidCallError extends PorticoError {
  declare readonly code: 'invalid_call';

  constructor(message: string) {
    super('invalid_call', message);
    this.name = 'PorticoInvalidCallError';
  }
}

/** True for any error thrown by the client. */
export function isPorticoError(error: unknown): error is PorticoError {
  return error instanceof PorticoError;
}

/** True for a JSON error answer of the provider (has `error_type`). */
export function isPorticoApiError(error: unknown): error is PorticoApiError {
  return error instanceof PorticoApiError;
}

/** True when the server could not be reached or answered garbage. */
export function isPorticoUnreachableError(error: unknown): error is PorticoUnreachableError {
  return error instanceof PorticoUnreachableError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
