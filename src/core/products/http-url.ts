/**
 * Whether a URL the provider returned may be followed: an absolute http(s)
 * URL, never `javascript:`, `data:` or a relative path (the client navigates
 * only to URLs the server returned, and only to the web).
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
