import { providerErrors } from '../../error-formats';
import type { Product } from '../product';
import { oauthDevRoutes } from './dev-routes';
import { ONE_TAP_COLLECTIONS, oneTapDevRoutes, oneTapRoutes } from './one-tap';
import { oauthPublicRoutes } from './public-routes';
import { OAUTH_IDENTITIES, OAUTH_PROVIDER_KEYS, OAUTH_STATES, OAUTH_TOKENS } from './records';
import { oauthRoutes } from './routes';

/**
 * Social sign-in (docs/protocol.md §7.7): the start and the emulated
 * provider's page under `/v1/public` (answered with the provider's error
 * body), `/oauth/authenticate`, the dev API's identity queue and ID-token
 * keys, and Google One Tap (`one-tap/`: its start and submit, the emulated
 * Google's key and the GIS stand-in under `/_emulator`). The registrations
 * themselves live on the user (`providers`), removed with
 * `DELETE /users/oauth/:id` (users/factors.ts).
 */
const oauth: Product = {
  name: 'oauth',
  collections: [OAUTH_STATES, OAUTH_TOKENS, OAUTH_IDENTITIES, OAUTH_PROVIDER_KEYS, ...ONE_TAP_COLLECTIONS],
  sdkRoutes: (deps) => oauthRoutes(deps).route('/', oneTapRoutes(deps)),
  devRoutes: (deps) => oauthDevRoutes(deps).route('/', oneTapDevRoutes(deps)),
  surfaces: [{ basePath: '/v1/public', routes: oauthPublicRoutes, errors: providerErrors }],
};

export default oauth;
