/**
 * Redeems the token of the page's address (a magic link, OAuth or
 * impersonation landing; docs/protocol.md §7.1) through the public client.
 * The client redeems a token once, however often it is asked, and takes it
 * off the address bar (`history.replaceState`), so a reload or a remount
 * does not spend it twice.
 */
import type { AuthenticateByUrlOptions, AuthenticateByUrlResult, PorticoClient } from '../../../core';
import type { NormalizedLoginConfig } from '../../config/config-types';

/** Thrown when the address carries no token this page redeems (none, or a password reset's). */
export class NoUrlTokenError extends Error {
  override name = 'NoUrlTokenError';
}

export async function redeemUrlToken(
  env: { client: PorticoClient; config: NormalizedLoginConfig },
  noTokenText: string,
  signal: AbortSignal,
): Promise<AuthenticateByUrlResult> {
  // The signal stops the wait when the landing unmounts (a client that knows no signal ignores it).
  const options: AuthenticateByUrlOptions & { signal: AbortSignal } = {
    session_duration_minutes: env.config.sessionOptions.sessionDurationMinutes,
    signal,
  };
  const result = await env.client.authenticateByUrl(options);
  if (result === null) throw new NoUrlTokenError(noTokenText);
  return result;
}
