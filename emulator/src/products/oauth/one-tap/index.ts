import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../../../context';
import { googleDevRoutes } from './google-dev-routes';
import { gsiRoutes } from './gsi-routes';
import { GOOGLE_KEYS, GSI_LOG, ONE_TAP_CALLBACKS } from './records';
import { oneTapRoutes } from './routes';

/**
 * Google One Tap (docs/protocol.md §7.7, "Google One Tap"), part of the OAuth
 * product: its collections, its two `/sdk/v1` calls, and the emulated
 * Google's dev surface (keys, minted ID tokens, the GIS stand-in).
 */

export const ONE_TAP_COLLECTIONS = [ONE_TAP_CALLBACKS, GOOGLE_KEYS, GSI_LOG] as const;

export { oneTapRoutes };

export function oneTapDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.route('/', googleDevRoutes(deps));
  routes.route('/', gsiRoutes(deps));
  return routes;
}
