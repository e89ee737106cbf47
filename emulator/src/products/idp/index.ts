import { oauthErrors } from '../../error-formats';
import type { Product } from '../product';
import { connectedAppsRoutes } from './connected-apps-routes';
import { idpDevRoutes } from './dev-routes';
import { discoveryRoutes } from './discovery';
import { PROVIDER_BASE_PATH, providerRoutes } from './provider-routes';
import { AUTHORIZATION_CODES, CONNECTED_APPS, CONSENT_GRANTS, IDP_KEYS, ISSUED_TOKENS } from './records';
import { memberIdpRoutes } from './member-routes';
import { idpRoutes } from './routes';

/**
 * The project as an OpenID Connect provider for its connected apps
 * (docs/protocol.md §7.9): the consent page's `/sdk/v1` calls (authorize
 * start and submit, logout start) for users and, through the B2B product's
 * `idpSubjects`, for members (member-routes.ts, with the member-session
 * access-token exchange), and the user's connected-apps list; the
 * discovery document and the back channel (token, userinfo, JWKS) in RFC
 * 6749 error format; the dev API's connected apps. A deleted user's grants,
 * codes and tokens go with the user (records.ts).
 */
const idp: Product = {
  name: 'idp',
  collections: [CONNECTED_APPS, CONSENT_GRANTS, AUTHORIZATION_CODES, ISSUED_TOKENS, IDP_KEYS],
  sdkRoutes: (deps) => idpRoutes(deps).route('/', connectedAppsRoutes(deps)).route('/', memberIdpRoutes(deps)),
  devRoutes: idpDevRoutes,
  surfaces: [
    { basePath: '/.well-known', routes: discoveryRoutes, errors: oauthErrors },
    { basePath: PROVIDER_BASE_PATH, routes: providerRoutes, errors: oauthErrors },
  ],
};

export default idp;
