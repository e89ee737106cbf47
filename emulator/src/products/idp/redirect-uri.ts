/**
 * A registered redirect URI with the response's parameters added (RFC 6749
 * §3.1.2: the URI's own query is kept). Appended as text, so the query the
 * client registered reaches it exactly as spelled; registered URIs carry no
 * fragment (config.ts refuses one). Absent values are left out.
 */
export function withParams(uri: string, params: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.append(key, value);
  const text = query.toString();
  if (text === '') return uri;
  const separator = !uri.includes('?') ? '?' : /[?&]$/.test(uri) ? '' : '&';
  return `${uri}${separator}${text}`;
}
