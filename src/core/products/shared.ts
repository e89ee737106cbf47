/**
 * Small helpers shared by the product modules: authenticate-type calls,
 * `__user` handling and the primary/secondary path choice.
 */
import type { ClientContext, RequestOptions } from '../client-context';
import type { AuthenticateResponse, User } from '../wire-types';

/** `request_id` and `status_code`, present in every `data` by convention. */
export interface ResponseMeta {
  request_id: string;
  status_code: number;
}

/** The `__user` some responses carry: a full user plus the response metadata. */
type UserEnvelope = User & Partial<ResponseMeta>;

/** Removes `request_id` / `status_code` from a user-shaped `data` before caching it. */
export function stripResponseMeta(data: UserEnvelope): User {
  const { request_id: _requestId, status_code: _statusCode, ...user } = data;
  return user;
}

/**
 * Runs a call that logs a user in (docs/protocol.md §6): the session manager writes
 * the tokens, session and user (and the body's `session_duration_minutes`, for
 * keep-alive refreshes), and `__user` (if any) is stripped from the result.
 */
export async function authenticateRequest<T extends AuthenticateResponse>(
  ctx: ClientContext,
  options: RequestOptions & { body?: Record<string, unknown> },
): Promise<T> {
  const data = await ctx.http.request<T & { __user?: unknown }>(options);
  const { __user: _user, ...rest } = data;
  const result = rest as unknown as T;
  // The duration lets `keepSessionAlive` refreshes extend by the same amount.
  const sessionDurationMinutes = options.body?.['session_duration_minutes'];
  ctx.session.handleAuthenticateResponse(
    result,
    typeof sessionDurationMinutes === 'number' ? { sessionDurationMinutes } : undefined,
  );
  return result;
}

/**
 * Runs a call whose `data` carries `__user` (PUT /users/me, factor deletes,
 * POST /totps): the cached user is replaced and `__user` is stripped.
 */
export async function userUpdatingRequest<T extends object>(
  ctx: ClientContext,
  options: RequestOptions,
): Promise<T> {
  const data = await ctx.http.request<T & { __user?: UserEnvelope | null }>(options);
  const { __user: user, ...rest } = data;
  if (user && typeof user === 'object') ctx.session.updateUser(stripResponseMeta(user));
  return rest as unknown as T;
}

/** `primary` without a local session, `secondary` when one exists (adds a factor). */
export function primaryOrSecondary(ctx: ClientContext): 'primary' | 'secondary' {
  return ctx.session.hasSession() ? 'secondary' : 'primary';
}

/** Encodes one path segment (an id) for use in a request path. */
export function segment(id: string): string {
  return encodeURIComponent(id);
}

/** The current page URL, parsed; `null` when the seam returns something unparsable. */
export function currentUrl(ctx: Pick<ClientContext, 'browser'>): URL | null {
  try {
    return new URL(ctx.browser.locationHref());
  } catch {
    return null;
  }
}

/** The message of an error, including an API error's `error_message`. */
export function errorText(err: unknown): string {
  if (err && typeof err === 'object') {
    const apiMessage = (err as { error_message?: unknown }).error_message;
    const message = (err as { message?: unknown }).message;
    return [apiMessage, message].filter((m): m is string => typeof m === 'string').join(' ');
  }
  return String(err);
}
