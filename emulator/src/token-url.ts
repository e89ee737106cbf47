/**
 * `<url>?stytch_token_type=<type>&token=<token>`, or `&…` when the URL
 * already has a query (docs/protocol.md §7.1). Appended as text, so the
 * app's own query is untouched; a fragment stays last.
 */
export function tokenUrl(base: string, tokenType: string, token: string): string {
  const hashAt = base.indexOf('#');
  const head = hashAt < 0 ? base : base.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : base.slice(hashAt);
  const separator = !head.includes('?') ? '?' : /[?&]$/.test(head) ? '' : '&';
  return `${head}${separator}stytch_token_type=${tokenType}&token=${encodeURIComponent(token)}${hash}`;
}
