/**
 * The passcode field (docs/behaviour.md §2.3, §5.3): digits only, at most 6,
 * auto-submitted when the sixth digit arrives.
 */

/** docs/behaviour.md §9: passcodes have 6 digits. */
export const PASSCODE_LENGTH = 6;

/**
 * Keeps ASCII digits only and cuts to 6, so pasting '123 456' or
 * '123-456-789' yields '123456'.
 */
export function sanitizePasscode(input: string): string {
  return input.replace(/[^0-9]/g, '').slice(0, PASSCODE_LENGTH);
}

/** True for exactly 6 digits. */
export function isComplete(code: string): boolean {
  return code.length === PASSCODE_LENGTH && /^[0-9]+$/.test(code);
}

/**
 * Auto-submit fires on the change that completes the code, not on every
 * render while it stays complete, so a failed attempt is not resubmitted
 * until the user edits the code.
 */
export function shouldAutoSubmit(previous: string, next: string): boolean {
  return isComplete(next) && next !== previous;
}
