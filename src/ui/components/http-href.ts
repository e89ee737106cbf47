/**
 * The normalised href of an absolute http(s) URL, or null for anything else
 * (`javascript:`, `data:`, relative or malformed), so a link built from
 * configuration or server text can never run script or leave the web.
 */
export function httpHref(value: string | undefined | null): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return url.href;
}
