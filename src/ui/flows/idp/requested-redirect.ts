/**
 * Whether an address the provider returned is the one the request asked for
 * (docs/protocol.md §7.9; OAuth 2.0 Security BCP §4.1 and §4.11): the
 * consent page leaves only for the request's own `redirect_uri` or
 * `post_logout_redirect_uri`, never for another address an answer names.
 *
 * The returned address matches when it is the requested one exactly, or the
 * same http(s) URL with the provider's parameters added to its query: the
 * same origin (scheme, host, port), no user information other than the
 * requested one's, the same path and fragment, and every parameter of the
 * requested query kept with its value (the provider may append `code`,
 * `state`, `iss`, `error` or re-encode the query, never drop or change what
 * the relying party registered). Anything that is not an absolute http(s) URL
 * never matches: the widget navigates only on the web.
 *
 * Pure: no DOM, no network.
 */

/** An absolute http(s) URL with a host, or null. */
function httpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
}

/** Every parameter of `requested` is in `returned` with its value (as many times as requested). */
function keepsQuery(requested: URLSearchParams, returned: URLSearchParams): boolean {
  const left = [...returned];
  for (const [key, value] of requested) {
    const at = left.findIndex(([k, v]) => k === key && v === value);
    if (at === -1) return false;
    left.splice(at, 1);
  }
  return true;
}

export function isRequestedRedirect(requested: string, returned: string): boolean {
  const asked = httpUrl(requested);
  const got = httpUrl(returned);
  if (asked === null || got === null) return false;
  if (returned === requested) return true;
  return (
    got.origin === asked.origin &&
    got.username === asked.username &&
    got.password === asked.password &&
    got.pathname === asked.pathname &&
    got.hash === asked.hash &&
    keepsQuery(asked.searchParams, got.searchParams)
  );
}
