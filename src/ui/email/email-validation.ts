/**
 * The widget's email check: the generic pattern (docs/behaviour.md §5.1) plus the
 * limits the server enforces, so an address the server would refuse is
 * refused here, before a network call. It is not an RFC 5322 parser; the
 * server remains the authority (its `invalid_email` error maps to the same
 * text).
 */

/** Longest whole address (RFC 5321 path limit, as the server applies it). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest local part (before the '@'). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/**
 * local part: one or more allowed characters; domain: dot-separated labels
 * of allowed characters, the last being 2+ letters. Refused anywhere:
 * whitespace, a second '@', angle brackets and double quotes (no display
 * names, no quoted local parts), and the control characters U+0000–U+001F
 * and U+007F. The apostrophe stays allowed: it is common in real local
 * parts (o'neil@…).
 */
export const EMAIL_PATTERN = /^[^\s@<>"\u0000-\u001f\u007f]+@(?:[^\s@<>"\u0000-\u001f\u007f.]+\.)+[A-Za-z]{2,}$/;

/** True when `email` passes the pattern and the length limits. Surrounding whitespace fails: trim input first. */
export function isValidEmail(email: string): boolean {
  // Lengths first: cheap, and keeps the pattern off pathological input.
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.indexOf('@');
  if (at > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return EMAIL_PATTERN.test(email);
}

/** The domain part of an address (lower-cased), or undefined when there is no '@'. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 0 || at === email.length - 1) return undefined;
  return email.slice(at + 1).toLowerCase();
}
