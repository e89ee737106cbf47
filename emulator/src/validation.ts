import { z } from 'zod';
import type { EmulatorContext } from './context';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './body-limits';
import { ApiError, Errors } from './errors';

/**
 * Request bodies are checked with zod; issues map to the provider's error
 * types: a bad `email` → `invalid_email`, a bad `phone_number` →
 * `invalid_phone_number`, route-specific fields (OTP codes) → their own type,
 * anything else → `bad_request` with "path: message" text. Unknown keys
 * (captcha_token, dfp_telemetry_id, …) are ignored.
 */

/**
 * Characters refused anywhere in an address, as the provider does: control
 * characters, whitespace, angle brackets, double quotes, backticks and the
 * other RFC 5322 specials (so no quoted local parts).
 */
const EMAIL_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\s<>()[\]\\,;:"`]/;
/** Dot-separated atoms: no leading, trailing or doubled dot. */
const LOCAL_PART = /^[^@.]+(?:\.[^@.]+)*$/;
/** Labels with a TLD of at least two letters (docs/behaviour.md §5.1); no apostrophes in domains (§10). */
const DOMAIN = /^(?:[^@.']+\.)+[A-Za-z]{2,}$/;
const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH || EMAIL_FORBIDDEN.test(email)) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return at > 0 && local.length <= EMAIL_LOCAL_MAX_LENGTH && LOCAL_PART.test(local) && DOMAIN.test(domain);
}

export const emailSchema = z
  .string()
  .refine(isValidEmail)
  .transform((email) => email.toLowerCase());
export const phoneSchema = z.string().regex(E164_PATTERN);
export const otpCodeSchema = z.string().regex(/^\d{6}$/);
/** Between one minute and the provider's maximum of 366 days. */
export const sessionDurationSchema = z.int().min(1).max(527040).optional();
export const metadataSchema = z.record(z.string(), z.unknown());

export type FieldErrors = Record<string, () => ApiError>;

const DEFAULT_FIELD_ERRORS: FieldErrors = {
  email: Errors.invalidEmail,
  phone_number: Errors.invalidPhoneNumber,
};

/**
 * Whether a Content-Type header names JSON: the media type (before any `;`)
 * must be exactly `application/json`; parameters such as `charset` are fine.
 * `text/plain; application/json` or `application/jsonx` are not JSON.
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const semicolon = header.indexOf(';');
  const mediaType = (semicolon < 0 ? header : header.slice(0, semicolon)).trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * Parses a JSON request body after the nesting check. `empty` is what an
 * empty body reads as. Throws the provider-style 400 errors.
 */
export async function readJson(c: EmulatorContext, empty: unknown): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return empty;
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw Errors.badRequest('Content-Type must be application/json.');
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw Errors.badRequest(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  let protoKey = false;
  let parsed: unknown;
  try {
    // A `__proto__` key is refused outright: code that copies bodies with
    // `target[key] = value` would otherwise replace an object's prototype.
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') protoKey = true;
      return value;
    });
  } catch {
    throw Errors.badRequest('The request body is not valid JSON.');
  }
  if (protoKey) throw Errors.badRequest('The request body may not contain a "__proto__" key.');
  return parsed;
}

/** The JSON body; an empty body reads as `{}` (GET, DELETE, sessions/revoke send none). */
export function readJsonBody(c: EmulatorContext): Promise<unknown> {
  return readJson(c, {});
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('; ');
}

export function toApiError(error: z.ZodError, fieldErrors: FieldErrors = {}): ApiError {
  const map = { ...DEFAULT_FIELD_ERRORS, ...fieldErrors };
  for (const issue of error.issues) {
    const field = issue.path[0];
    const make = typeof field === 'string' ? map[field] : undefined;
    if (make) return make();
  }
  return Errors.badRequest(describeIssues(error));
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, fieldErrors?: FieldErrors): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw toApiError(result.error, fieldErrors);
  return result.data;
}

export async function parseBody<S extends z.ZodType>(
  c: EmulatorContext,
  schema: S,
  fieldErrors?: FieldErrors,
): Promise<z.output<S>> {
  return parseWith(schema, await readJsonBody(c), fieldErrors);
}
