/**
 * Base64 helpers over `btoa`, which only takes Latin-1: text is UTF-8 encoded
 * first so a non-ASCII host name or time zone cannot make a request throw.
 */

/** Standard base64 (with padding) of the UTF-8 bytes of `text`. */
export function base64FromText(text: string): string {
  return base64FromBytes(new TextEncoder().encode(text));
}

/** Standard base64 (with padding) of `bytes`. */
export function base64FromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64url without padding (RFC 4648 §5), as PKCE challenges use. */
export function base64UrlFromBytes(bytes: Uint8Array): string {
  return base64FromBytes(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
