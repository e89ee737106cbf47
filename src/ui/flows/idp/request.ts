/**
 * The request on the consent page's address (docs/behaviour.md §2.8, §5.6;
 * docs/protocol.md §7.9): `post_logout_redirect_uri` makes it a logout,
 * anything else an authorize. Required parameters that are absent (or empty)
 * are named; optional ones are copied only when present; `scope` is split on
 * spaces (default 'openid email profile'); `response_type` defaults to `code`;
 * each `resource` becomes an entry of `resources`.
 */
import type { IDPAuthorizeParams, IDPLogoutParams } from '../../../core';

export const DEFAULT_SCOPE = 'openid email profile';
export const DEFAULT_RESPONSE_TYPE = 'code';

export type IDPRequest =
  | { kind: 'authorize'; params: IDPAuthorizeParams }
  | { kind: 'logout'; params: IDPLogoutParams };

export type ParsedIDPRequest = IDPRequest | { kind: 'missing'; param: string };

function optional<K extends string>(query: URLSearchParams, key: K): Partial<Record<K, string>> {
  const value = query.get(key);
  return value === null ? {} : ({ [key]: value } as Record<K, string>);
}

export function parseIDPRequest(search: string): ParsedIDPRequest {
  const query = new URLSearchParams(search);
  const required = (key: string): string | null => {
    const value = query.get(key);
    return value === null || value.trim() === '' ? null : value;
  };
  if (query.has('post_logout_redirect_uri')) {
    const clientId = required('client_id');
    if (clientId === null) return { kind: 'missing', param: 'client_id' };
    const postLogout = required('post_logout_redirect_uri');
    if (postLogout === null) return { kind: 'missing', param: 'post_logout_redirect_uri' };
    return {
      kind: 'logout',
      params: { client_id: clientId, post_logout_redirect_uri: postLogout, ...optional(query, 'state'), ...optional(query, 'id_token_hint') },
    };
  }
  const clientId = required('client_id');
  if (clientId === null) return { kind: 'missing', param: 'client_id' };
  const redirectUri = required('redirect_uri');
  if (redirectUri === null) return { kind: 'missing', param: 'redirect_uri' };
  // An empty `scope=` asks for nothing in particular: the default, like an absent one.
  const requested = (query.get('scope') ?? '').split(' ').filter((scope) => scope !== '');
  const scopes = requested.length > 0 ? requested : DEFAULT_SCOPE.split(' ');
  const resources = query.getAll('resource');
  return {
    kind: 'authorize',
    params: {
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: query.get('response_type') || DEFAULT_RESPONSE_TYPE,
      scopes,
      ...optional(query, 'code_challenge'),
      ...optional(query, 'code_challenge_method'),
      ...optional(query, 'state'),
      ...optional(query, 'nonce'),
      ...optional(query, 'prompt'),
      ...(resources.length > 0 ? { resources } : {}),
    },
  };
}

/** The client's name to show: the provider's, else the redirect URI's host name, else 'The App'. */
export function clientNameFor(name: string | undefined, redirectUri: string, fallback: string): string {
  if (name !== undefined && name.trim() !== '') return name;
  try {
    const host = new URL(redirectUri).hostname;
    return host === '' ? fallback : host;
  } catch {
    return fallback;
  }
}
