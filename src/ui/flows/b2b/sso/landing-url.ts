/**
 * Whether the page URL is an SSO redirect's landing (`stytch_token_type=sso`
 * with its `token`): pure, for the registry line (../index.ts) that opens the
 * login mount on the SSO flow's landing screen then. Entry code: a few lines.
 */
export function ssoTokenFromUrl(href: string): string | null {
  let params: URLSearchParams;
  try {
    params = new URL(href).searchParams;
  } catch {
    return null;
  }
  const token = params.get('token');
  return params.get('stytch_token_type') === 'sso' && token !== null && token !== '' ? token : null;
}

/** The page's address, or '' outside a browser (a server render opens on Main). */
export function pageHref(): string {
  return globalThis.location?.href ?? '';
}
