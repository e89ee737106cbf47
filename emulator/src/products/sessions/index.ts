import { providerErrors } from '../../error-formats';
import type { Product } from '../product';
import { backendJwksRoutes, wellKnownJwksRoutes } from './jwks';
import { SESSION_SIGNING_KEY } from './keys';
import { SESSIONS } from './records';
import { sessionRoutes } from './routes';

/**
 * Sessions: the session records, the JWT signing key (persisted state),
 * `/sessions/*`, and the public keys for session JWTs outside `/sdk/v1` (the backend's JWKS path and the well-known one).
 */
const sessions: Product = {
  name: 'sessions',
  collections: [SESSIONS],
  persistedState: [SESSION_SIGNING_KEY],
  sdkRoutes: sessionRoutes,
  surfaces: [
    { basePath: '/v1/sessions', routes: backendJwksRoutes, errors: providerErrors },
    { basePath: '/.well-known', routes: wellKnownJwksRoutes, errors: providerErrors },
  ],
};

export default sessions;
