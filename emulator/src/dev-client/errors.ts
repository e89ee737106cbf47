/**
 * The dev client's errors (docs/testing.md, "The emulator from code"). One
 * base class with a closed code union, as the widget's own errors have
 * (docs/architecture.md, errors): a refused call, a wait that ran out, a
 * misuse of the client, an emulator that could not be reached.
 */

export type DevApiErrorCode = 'dev_api_error' | 'wait_timeout' | 'invalid_call' | 'unreachable';

export class EmulatorClientError extends Error {
  readonly code: DevApiErrorCode;

  constructor(code: DevApiErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmulatorClientError';
    this.code = code;
  }
}

/** The emulator answered a dev-API call with an error (the provider's error body). */
export class DevApiError extends EmulatorClientError {
  readonly status: number;
  /** The body's `error_type`, e.g. `user_not_found`, `duplicate_email`, `bad_request`. */
  readonly errorType: string;
  readonly errorMessage: string;
  readonly method: string;
  readonly path: string;

  constructor(init: { status: number; errorType: string; errorMessage: string; method: string; path: string }) {
    super('dev_api_error', `${init.method} ${init.path} → ${init.status} ${init.errorType}: ${init.errorMessage}`);
    this.name = 'DevApiError';
    this.status = init.status;
    this.errorType = init.errorType;
    this.errorMessage = init.errorMessage;
    this.method = init.method;
    this.path = init.path;
  }
}

/** `waitForCode`, `waitForLink` or `waitForMessage` saw nothing matching in time. */
export class WaitTimeoutError extends EmulatorClientError {
  readonly to: string;
  readonly timeoutMs: number;

  constructor(what: string, to: string, timeoutMs: number, detail: string) {
    super('wait_timeout', `Timed out after ${timeoutMs} ms waiting for ${what} sent to ${to} (${detail}).`);
    this.name = 'WaitTimeoutError';
    this.to = to;
    this.timeoutMs = timeoutMs;
  }
}

/** The client was called wrongly: 'Invalid call to api.<method>: <why>'. */
export class InvalidCallError extends EmulatorClientError {
  constructor(method: string, why: string) {
    super('invalid_call', `Invalid call to api.${method}: ${why}`);
    this.name = 'InvalidCallError';
  }
}

/** The emulator could not be reached (not started, stopped, or a dropped connection). */
export class EmulatorUnreachableError extends EmulatorClientError {
  constructor(method: string, url: string, cause: unknown) {
    super('unreachable', `${method} ${url}: the emulator could not be reached (${String(cause)}).`, { cause });
    this.name = 'EmulatorUnreachableError';
  }
}
