/**
 * The passcode expiry countdown (docs/behaviour.md §2.3, §11): shown as m:ss, ticking each
 * second, 'Your code has expired.' once time is up. Whether a code has expired
 * is decided here, once (`isExpired`): by the countdown, and by the screen when
 * a code is refused.
 */

/** docs/behaviour.md §9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

/** The minutes' and the seconds' digit formats of a language, made once each. */
const digitFormats = new Map<string, { minutes: Intl.NumberFormat; seconds: Intl.NumberFormat }>();

function digitsOf(locale: string): { minutes: Intl.NumberFormat; seconds: Intl.NumberFormat } {
  let formats = digitFormats.get(locale);
  if (formats === undefined) {
    formats = {
      minutes: new Intl.NumberFormat(locale, { useGrouping: false }),
      seconds: new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
    };
    digitFormats.set(locale, formats);
  }
  return formats;
}

/**
 * Formats remaining milliseconds as `m:ss` (minutes are not padded and may
 * exceed 59) in the digits of `locale`, the widget's language (`t.locale`: Arabic
 * shows its own digits, docs/i18n.md). Partial seconds round up, so the display
 * reads 0:00 only once the code has actually expired; negative or non-finite
 * input reads 0:00.
 */
export function formatCountdown(ms: number, locale = 'en'): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const digits = digitsOf(locale);
  return `${digits.minutes.format(Math.floor(totalSeconds / 60))}:${digits.seconds.format(totalSeconds % 60)}`;
}

/** Milliseconds left until `expiresAt` (epoch ms) at `now`, never negative. */
export function remainingMs(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - now);
}

/**
 * The code has expired: `now` has reached `expiresAt`, or the server's answer
 * to it (`error`, when a code was refused) says so, its clock being the one
 * that counts.
 */
export function isExpired(expiresAt: number, now: number, error?: unknown): boolean {
  return now >= expiresAt || (error !== undefined && isExpiredCodeError(error));
}

/**
 * The server says the code has expired. The provider answers an expired code
 * with `otp_code_not_found` like a wrong one; the emulator adds
 * `error_details.reason: 'expired'` so the screen can follow the server's
 * clock rather than the browser's.
 */
function isExpiredCodeError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { error_type: type, error_details: details } = error as { error_type?: unknown; error_details?: unknown };
  if (type === 'otp_code_expired') return true;
  return (
    type === 'otp_code_not_found' &&
    typeof details === 'object' &&
    details !== null &&
    (details as { reason?: unknown }).reason === 'expired'
  );
}

/**
 * How long a passcode sent without an expiry lives by the server's default (docs/behaviour.md
 * §11): the B2B email and SMS sends pass none, so their screens count down from the send. The
 * server's answer to a refused code (`isExpired`'s `error`) still wins over this clock.
 */
export const SERVER_DEFAULT_PASSCODE_MINUTES = 5;

/** Expiry instant (epoch ms) of a code sent at `sent` that lives `minutes`. */
export function passcodeExpiresAt(sent: number, minutes = SERVER_DEFAULT_PASSCODE_MINUTES): number {
  return sent + minutes * 60_000;
}
