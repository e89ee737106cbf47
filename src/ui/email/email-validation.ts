/**
 * The spec's generic email check (section 5): a local part, '@', a domain
 * containing a dot, and a top-level domain of at least two letters. It is a
 * cheap guard against typos before a network call, not an RFC 5322 parser;
 * the server remains the authority (its `invalid_email` error maps to the
 * same text).
 */

/**
 * local part: no whitespace or '@'; domain: dot-separated labels without
 * whitespace or '@', the last being 2+ letters.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/;

/** True when `email` passes the spec's pattern. Surrounding whitespace fails: trim input first. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The domain part of an address (lower-cased), or undefined when there is no '@'. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 0 || at === email.length - 1) return undefined;
  return email.slice(at + 1).toLowerCase();
}
