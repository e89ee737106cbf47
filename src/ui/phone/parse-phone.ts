/**
 * Phone number parsing and as-you-type formatting (docs/behaviour.md §5.2), backed by
 * libphonenumber-js loaded lazily: the parser's metadata is the heaviest part
 * of the phone form, so it is a separate chunk fetched on first use, never
 * part of the first load.
 *
 * Both entry points race the load against a timeout:
 * - submit (`parsePhone`, 2 s): on timeout the number is treated as valid
 *   with the country calling code prefixed (docs/behaviour.md §5.2);
 * - typing (`formatPhoneAsYouType`, 10 s): on timeout the raw input is kept.
 */
import type { CountryCode as LibCountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, callingCodeFor, withCallingCode } from './country-codes';

/** docs/behaviour.md §9: typing-time formatting waits at most 10 s for the parser. */
export const PHONE_FORMAT_TIMEOUT_MS = 10_000;
/** docs/behaviour.md §9: submit-time parsing waits at most 2 s. */
export const PHONE_SUBMIT_TIMEOUT_MS = 2_000;

/** The part of `libphonenumber-js/min` used here. */
export type PhoneLib = Pick<typeof import('libphonenumber-js/min'), 'parsePhoneNumberFromString' | 'AsYouType'>;

type PhoneNumberLike = NonNullable<ReturnType<PhoneLib['parsePhoneNumberFromString']>>;

/** The parser's region for an ISO code from the country table (unknown → US). */
function regionFor(country: string): LibCountryCode {
  return (callingCodeFor(country) !== undefined ? country.toUpperCase() : DEFAULT_COUNTRY) as LibCountryCode;
}

export type PhoneLibLoader = () => Promise<PhoneLib>;

let cached: Promise<PhoneLib> | null = null;

/**
 * The default loader: one dynamic import per page (the promise is cached), so
 * bundlers emit libphonenumber-js as its own chunk. A failed load is forgotten
 * so a later call can retry.
 */
export const loadPhoneLib: PhoneLibLoader = () => {
  cached ??= import('./phone-lib').catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
};

/** Starts fetching the parser early (e.g. when a phone tab is shown); errors are ignored. */
export function preloadPhoneLib(loader: PhoneLibLoader = loadPhoneLib): void {
  loader().catch(() => {});
}

export interface PhoneParseOptions {
  /** Give up waiting for the parser after this many ms. Default {@link PHONE_SUBMIT_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Replaces the lazy import (tests, hosts with their own copy). */
  loader?: PhoneLibLoader;
}

export interface ParsedPhone {
  isValid: boolean;
  /** `+<calling code><digits>`: what the OTP call sends. */
  e164: string;
  /** National format for display, e.g. '(213) 373-4253'; the raw input when not parsed. */
  national: string;
  /** International format for display, e.g. '+1 213 373 4253'; the E.164 form when not parsed. */
  international: string;
  /** True when the parser did not arrive in time and the fallback was used. */
  timedOut: boolean;
}

const TIMED_OUT = Symbol('timed out');

/** Resolves with the loaded parser, or `TIMED_OUT` after `ms` (or when loading fails). */
function withTimeout(loader: PhoneLibLoader, ms: number): Promise<PhoneLib | typeof TIMED_OUT> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(TIMED_OUT), ms);
    loader().then(
      (lib) => {
        clearTimeout(timer);
        resolve(lib);
      },
      () => {
        clearTimeout(timer);
        resolve(TIMED_OUT);
      },
    );
  });
}

/**
 * Parses `raw` as a number of `country` (an ISO code; numbers typed with a
 * leading '+' keep their own country). Never rejects: a parser that does not
 * load within `timeoutMs` (or fails to load) yields a valid result of
 * `+<calling code><digits>` (docs/behaviour.md §5.2).
 */
export async function parsePhone(raw: string, country: string, options: PhoneParseOptions = {}): Promise<ParsedPhone> {
  const timeoutMs = options.timeoutMs ?? PHONE_SUBMIT_TIMEOUT_MS;
  const lib = await withTimeout(options.loader ?? loadPhoneLib, timeoutMs);
  const trimmed = raw.trim();
  if (lib === TIMED_OUT) {
    const e164 = withCallingCode(country, trimmed);
    return { isValid: /\d/.test(trimmed), e164, national: trimmed, international: e164, timedOut: true };
  }
  const region = regionFor(country);
  let parsed: PhoneNumberLike | undefined;
  try {
    parsed = lib.parsePhoneNumberFromString(trimmed, region);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || !parsed.isValid()) {
    const e164 = withCallingCode(country, trimmed);
    return { isValid: false, e164, national: trimmed, international: e164, timedOut: false };
  }
  return {
    isValid: true,
    e164: parsed.number,
    national: parsed.formatNational(),
    international: parsed.formatInternational(),
    timedOut: false,
  };
}

/**
 * Formats partial input while typing, e.g. '213373' → '(213) 373'. Resolves
 * with `raw` unchanged when the parser does not arrive within `timeoutMs`
 * (default {@link PHONE_FORMAT_TIMEOUT_MS}) or fails to format.
 */
export async function formatPhoneAsYouType(
  raw: string,
  country: string,
  options: PhoneParseOptions = {},
): Promise<string> {
  const lib = await withTimeout(options.loader ?? loadPhoneLib, options.timeoutMs ?? PHONE_FORMAT_TIMEOUT_MS);
  if (lib === TIMED_OUT) return raw;
  try {
    return new lib.AsYouType(regionFor(country)).input(raw);
  } catch {
    return raw;
  }
}

/** Digits of a displayed number as E.164 (`'+1 213 373 4253'` → `'+12133734253'`). */
export function toE164(display: string): string {
  return `+${display.replace(/\D/g, '')}`;
}
