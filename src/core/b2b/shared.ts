/**
 * Helpers of the B2B product modules: calls whose answer signs a member in
 * (or starts an intermediate session), and the intermediate session token a
 * call carries.
 */
import type { RequestOptions } from '../client-context';
import type { B2BClientContext } from './context';

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

/** The intermediate session token cookie, or undefined (left out of the body). */
export function intermediateSessionToken(ctx: B2BClientContext): string | undefined {
  return ctx.session.getIntermediateSessionToken() ?? undefined;
}

/** Encodes one path segment (an id). */
export function segment(id: string): string {
  return encodeURIComponent(id);
}
