/**
 * Turning a failure into what a screen shows (docs/architecture.md, "Focus,
 * input and errors"): the visitor's own input errors mark the field; every
 * other failure (network, 5xx, captcha, rate limits, an expired code) shows in
 * the screen's alert, with the field left valid.
 */
import { describeError, type MessageDescriptor } from '../i18n/format';
import type { ScreenError } from './flow';

/**
 * Thrown or returned for input the widget refuses itself (an invalid email or
 * phone number): shown like an API error, but not sent to `onError`, since
 * nothing failed.
 */
export class ValidationFailure extends Error {
  readonly descriptor: MessageDescriptor;

  constructor(descriptor: MessageDescriptor) {
    super(descriptor.key ?? descriptor.fallback ?? 'validation failed');
    this.name = 'ValidationFailure';
    this.descriptor = descriptor;
  }
}

/**
 * API error types that describe what the visitor typed (docs/behaviour.md §8.3): the
 * field is marked invalid. Everything else is not the input's fault.
 */
export const INPUT_ERROR_TYPES: ReadonlySet<string> = new Set([
  'invalid_email',
  'invalid_phone_number',
  'invalid_phone_number_country_code',
  'unsubscribed_phone_number',
  'inactive_email',
  'email_not_found',
  'invalid_code',
  'otp_code_not_found',
  'unauthorized_credentials',
  'no_user_password',
  'breached_password',
]);

/** The provider's `error_type` of a failure (an API answer), else undefined (a browser or network failure). */
export function errorType(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const type = (error as { error_type?: unknown }).error_type;
  return typeof type === 'string' && type !== '' ? type : undefined;
}

export function isInputError(error: unknown): boolean {
  if (error instanceof ValidationFailure) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { error_type: type, status_code: status } = error as { error_type?: unknown; status_code?: unknown };
  return typeof type === 'string' && INPUT_ERROR_TYPES.has(type) && (typeof status !== 'number' || status < 500);
}

export function toScreenError(error: unknown): ScreenError {
  const message = error instanceof ValidationFailure ? error.descriptor : describeError(error);
  return { message, field: isInputError(error) };
}

/** A screen error for a catalogue key, shown in the alert (not an input error). */
export function alertError(message: MessageDescriptor): ScreenError {
  return { message, field: false };
}
