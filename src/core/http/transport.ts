/**
 * The `/sdk/v1` transport (docs/protocol.md §2, §3): builds the headers every call
 * carries and turns answers into `data` or a `PorticoError`.
 */
import { base64FromText } from '../base64';
import { throwIfAborted } from '../call-options';
import type { HttpClient, RequestOptions } from '../client-context';
import {
  isSchemaErrorBody,
  PorticoApiError,
  PorticoSchemaError,
  PorticoUnreachableError,
} from '../errors';
import type { CaptchaProvider, DfpProvider } from '../options';
import type { ClientSeams } from '../seams/client-seams';
import type { ApiErrorBody } from '../wire-types';
import { encodeSdkClientHeader, type SdkClientTelemetry } from './sdk-client-header';

/** The text of a non-JSON error answer that asks for captcha / DFP tokens. */
export const CAPTCHA_REQUIRED_MARKER = 'Captcha required';

export interface TransportDeps {
  publicToken: string;
  /** The API origin, without a trailing slash. */
  baseUrl: string;
  seams: Pick<ClientSeams, 'fetch' | 'locationHref'>;
  /** The opaque session token from the session cookie, if any (Basic-auth password). */
  readSessionToken(): string | null;
  /** A fresh telemetry object for `X-SDK-Client`. */
  telemetry(): SdkClientTelemetry;
  captcha?: CaptchaProvider | undefined;
  deviceFingerprint?: DfpProvider | undefined;
}

/** Creates the `HttpClient` every product module calls through. */
export function createTransport(deps: TransportDeps): HttpClient {
  const sdkBaseUrl = `${deps.baseUrl}/sdk/v1`;

  function headers(): Record<string, string> {
    // Without a session cookie the password is the public token again (`public:public`).
    const secret = deps.readSessionToken() || deps.publicToken;
    return {
      Authorization: `Basic ${base64FromText(`${deps.publicToken}:${secret}`)}`,
      // Sent even on GET/DELETE without a body, like the provider's SDK.
      'Content-Type': 'application/json',
      'X-SDK-Client': encodeSdkClientHeader(deps.telemetry()),
      'X-SDK-Parent-Host': originOf(deps.seams.locationHref()),
    };
  }

  async function send<T>(options: RequestOptions, body: object | undefined, mayRetry: boolean): Promise<T> {
    // A call its caller has given up on sends nothing (the captcha retry included).
    throwIfAborted(options.signal);
    const init: RequestInit = { method: options.method, headers: headers(), credentials: 'include' };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (options.signal) init.signal = options.signal;

    let response: Response;
    let text: string;
    try {
      response = await deps.seams.fetch(`${sdkBaseUrl}${options.path}`, init);
    } catch (cause) {
      // A caller's abort is not a network failure: let it surface as the AbortError it is.
      if (options.signal?.aborted) throw cause;
      throw new PorticoUnreachableError('network_error', { cause });
    }
    try {
      text = await response.text();
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new PorticoUnreachableError(response.status <= 299 ? 'invalid_json' : 'invalid_response', { cause });
    }

    if (response.status <= 299) {
      const parsed = parseJson(text);
      // Only `data` is returned; an answer without it (or with `data: null`, which
      // callers would dereference into a TypeError) is as unusable as non-JSON.
      if (!parsed.ok || !isRecord(parsed.value) || !isObject(parsed.value.data)) {
        throw new PorticoUnreachableError('invalid_json', parsed.ok ? {} : { cause: parsed.error });
      }
      return parsed.value.data as T;
    }

    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const parsed = parseJson(text);
      if (parsed.ok && isSchemaErrorBody(parsed.value)) throw new PorticoSchemaError(parsed.value);
      const errorBody = parsed.ok ? toApiErrorBody(parsed.value, response.status) : null;
      if (errorBody) throw new PorticoApiError(errorBody);
      throw new PorticoUnreachableError('invalid_response');
    }

    if (mayRetry && text.includes(CAPTCHA_REQUIRED_MARKER)) {
      const guard = await guardTokens();
      // Retried once only: a second 'Captcha required' falls through below.
      if (guard) return send<T>(options, { ...body, ...guard }, false);
    }
    throw new PorticoUnreachableError('invalid_response');
  }

  /** Tokens from the configured providers; null when none could supply one. */
  async function guardTokens(): Promise<{ captcha_token?: string; dfp_telemetry_id?: string } | null> {
    const [captcha_token, dfp_telemetry_id] = await Promise.all([
      safely(() => deps.captcha?.getToken()),
      safely(() => deps.deviceFingerprint?.getTelemetryId()),
    ]);
    if (captcha_token === undefined && dfp_telemetry_id === undefined) return null;
    return { captcha_token, dfp_telemetry_id };
  }

  return {
    sdkBaseUrl,
    baseUrl: deps.baseUrl,
    request<T>(options: RequestOptions): Promise<T> {
      return send<T>(options, options.body, options.retriable === true);
    },
  };
}

/** A provider that throws or is absent yields no token (the field is then left out). */
async function safely(get: () => Promise<string> | undefined): Promise<string | undefined> {
  try {
    const value = await get();
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads an API error from a JSON body; `status_code` comes from the body (the
 * provider's convention), falling back to the HTTP status. A body without an
 * `error_type` is not an API error.
 */
function toApiErrorBody(value: unknown, httpStatus: number): ApiErrorBody | null {
  if (!isRecord(value) || typeof value.error_type !== 'string') return null;
  const body: ApiErrorBody = {
    status_code: typeof value.status_code === 'number' ? value.status_code : httpStatus,
    error_type: value.error_type,
    error_message: typeof value.error_message === 'string' ? value.error_message : '',
    error_url: typeof value.error_url === 'string' ? value.error_url : '',
  };
  if (typeof value.request_id === 'string') body.request_id = value.request_id;
  if (isRecord(value.error_details)) body.error_details = value.error_details;
  return body;
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function originOf(href: string): string {
  try {
    return new URL(href).origin;
  } catch {
    return 'null';
  }
}
