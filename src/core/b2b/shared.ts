/**
 * Helpers of the B2B product modules: calls whose answer signs a member in
 * (or starts an intermediate session), the intermediate session token a call
 * carries, and the two halves of a redirect sign-in (the start URL, the
 * redemption of the token it brings back). They live in the entry's module
 * graph, where magic links use them, so the lazy OAuth and SSO chunks share
 * them without a chunk of their own (docs/architecture.md, "Chunks").
 */
import type { BootstrapData, RequestOptions } from '../client-context';
import { throwIfAborted, whileWaiting, type CallOptions } from '../call-options';
import { redeemOnce } from '../redeem-once';
import type { B2BClientContext } from './context';

export { segment } from '../products/shared';

/**
 * Sends a call whose answer may sign a member in or hold an intermediate
 * session, and applies it (session-manager.ts: cookies and state, checked
 * first), passing on the body's `session_duration_minutes` for keep-alive
 * refreshes.
 */
export async function b2bAuthenticate<T>(ctx: B2BClientContext, options: RequestOptions & { body?: Record<string, unknown> }): Promise<T> {
  const data = await ctx.http.request<T>(options);
  const minutes = options.body?.['session_duration_minutes'];
  ctx.session.handleAuthenticateResponse(data, typeof minutes === 'number' ? { sessionDurationMinutes: minutes } : undefined);
  return data;
}

/**
 * A POST of the caller's options: every field but `signal` (which goes on the
 * request) is the body, with `extra` added (a PKCE challenge, the
 * intermediate session token). Most B2B calls are this.
 */
function postOf(path: string, options: CallOptions, extra: Record<string, unknown>, retriable: boolean) {
  const { signal, ...fields } = options;
  return { method: 'POST' as const, path, body: { ...fields, ...extra }, retriable, signal };
}

/** Sends the caller's options as a POST (postOf); `retriable`: retried once on a network failure. */
export function post<T>(
  ctx: B2BClientContext,
  path: string,
  options: CallOptions,
  extra: Record<string, unknown> = {},
  retriable = false,
): Promise<T> {
  return ctx.http.request<T>(postOf(path, options, extra, retriable));
}

/** Sends the caller's options as a POST whose answer signs a member in (b2bAuthenticate); retriable. */
export function postSignIn<T>(
  ctx: B2BClientContext,
  path: string,
  options: CallOptions,
  extra: Record<string, unknown> = {},
): Promise<T> {
  return b2bAuthenticate<T>(ctx, postOf(path, options, extra, true));
}

/** The intermediate session token cookie, or undefined (left out of the body). */
export function intermediateSessionToken(ctx: B2BClientContext): string | undefined {
  return ctx.session.getIntermediateSessionToken() ?? undefined;
}

/**
 * Redeems a one-time token (a magic link; an OAuth or SSO redirect's, which
 * share the `oauth` PKCE store as the provider's SDK does) with the PKCE
 * verifier its start stored, dropped once the server has decided. Once per
 * token per page (redeem-once.ts): a second call joins the first, and
 * `signal` ends only its wait.
 */
export function redeemWithVerifier<T>(
  ctx: B2BClientContext,
  kind: 'magic_links' | 'oauth',
  token: string,
  signal: AbortSignal | undefined,
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  return redeemOnce(ctx.redemptions, kind, token, signal, async () => {
    const data = await b2bAuthenticate<T>(ctx, {
      method: 'POST',
      path,
      body: { ...body, pkce_code_verifier: ctx.pkce.getVerifier(kind) ?? undefined },
      retriable: true,
    });
    ctx.pkce.clear(kind);
    return data;
  });
}

/** What an OAuth or SSO start adds to its URL besides its own parameters. */
export interface RedirectStartExtras {
  signal?: AbortSignal | undefined;
  custom_scopes?: string[] | undefined;
  /** Sent as `provider_<key>` query parameters. */
  provider_params?: Record<string, string> | undefined;
}

/**
 * Navigates the page to a redirect sign-in's start (`path` on the
 * bootstrap's custom domain, else the API origin) with the public token,
 * `params` (empty ones left out), the extras, and a PKCE challenge when
 * `pkceRequired` says the project wants one (else any stored verifier goes).
 */
export async function navigateToStart(
  ctx: B2BClientContext,
  path: string,
  params: Record<string, string | undefined>,
  extras: RedirectStartExtras,
  pkceRequired: (bootstrap: BootstrapData) => boolean,
): Promise<void> {
  const bootstrap = await whileWaiting(extras.signal, () => ctx.bootstrap.get());
  const base = bootstrap.cnameDomain ? `https://${bootstrap.cnameDomain}` : ctx.http.baseUrl;
  const url = new URL(`${base}${path}`);
  url.searchParams.set('public_token', ctx.publicToken);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  if (extras.custom_scopes?.length) url.searchParams.set('custom_scopes', extras.custom_scopes.join(' '));
  for (const [key, value] of Object.entries(extras.provider_params ?? {})) url.searchParams.set(`provider_${key}`, value);
  if (pkceRequired(bootstrap)) url.searchParams.set('pkce_code_challenge', await ctx.pkce.start('oauth'));
  else ctx.pkce.clear('oauth');
  // A caller that has given up does not take the page away.
  throwIfAborted(extras.signal);
  ctx.browser.navigate(url.toString());
}
