/**
 * Small formatters the mailbox page uses on both sides: the server renders
 * the first view with them, and the page's script (which receives their
 * source, see mailbox-page.ts) keeps the view current. So each function must
 * stay self-contained: no imports, no references outside its own body.
 */

/** "just now", "45 s ago", "2 min ago", "3 h ago", "2 d ago". */
export function relativeTime(sentMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - sentMs) / 1000));
  if (seconds < 10) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86400)} d ago`;
}

/** Only http(s) links are made clickable; anything else (`javascript:`, app schemes) stays text. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
