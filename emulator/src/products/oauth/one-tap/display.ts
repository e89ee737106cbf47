import type { EmulatorConfig } from '../../../config';
import { isAllowedOrigin } from '../../../cors';

/**
 * Whether Google would show the One Tap prompt to a page (docs/protocol.md
 * §7.7, "Google One Tap"): the page must name a client id, the project's
 * Google client, and run on one of that client's authorized JavaScript
 * origins. The reasons are GIS's own not-displayed reasons.
 */

export type NotDisplayedReason = 'missing_client_id' | 'invalid_client' | 'unregistered_origin';

/** Empty `authorizedOrigins`: any loopback http(s) origin, as a new test client allows. */
export function isAuthorizedOrigin(config: EmulatorConfig, origin: string): boolean {
  const listed = config.googleOneTap.authorizedOrigins;
  return listed.length === 0 ? isAllowedOrigin(origin, []) : listed.includes(origin);
}

/** Null when the prompt may show. */
export function notDisplayedReason(
  config: EmulatorConfig,
  clientId: string | null | undefined,
  origin: string | null | undefined,
): NotDisplayedReason | null {
  if (!clientId) return 'missing_client_id';
  if (config.googleOneTap.clientId === null || clientId !== config.googleOneTap.clientId) return 'invalid_client';
  if (!origin || !isAuthorizedOrigin(config, origin)) return 'unregistered_origin';
  return null;
}
