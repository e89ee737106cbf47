import { providerErrors } from '../../error-formats';
import type { Product } from '../product';
import { sessionDevRoutes } from './dev-routes';
import { backendJwksRoutes, wellKnownJwksRoutes } from './jwks';
import { SESSION_SIGNING_KEY } from './keys';
import { SESSIONS } from './records';
import { sessionRoutes } from './routes';

/**
 * Sessions: the session records, the JWT signing key (persisted state),
 * `/sessions/*`, a session without the UI in the dev API (dev-routes.ts), and the public keys for session JWTs outside `/sdk/v1` (the backend's JWKS path and the well-known one).
 */
const sessions: Product = {
  name: 'sessions',
  collections: [SESSIONS],
  persistedState: [SESSION_SIGNING_KEY],
  sdkRoutes: sessionRoutes,
  devRoutes: sessionDevRoutes,
  surfaces: [
    { basePath: '/v1/sessions', routes: backendJwksRoutes, errors: providerErrors },
    { basePath: '/.well-known', routes: wellKnownJwksRoutes, errors: providerErrors },
  ],
};

export default sessions;
