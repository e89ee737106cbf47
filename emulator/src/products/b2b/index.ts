import type { Product } from '../product';
import { b2bDevRoutes } from './dev-routes';
import { discoveryRoutes } from './discovery-routes';
import { emailRoutes } from './email-routes';
import { mfaRoutes } from './mfa-routes';
import { organizationRoutes } from './organization-routes';
import { B2B_COLLECTIONS } from './records';
import { sessionRoutes } from './session-routes';
import { totpRoutes } from './totp-routes';
import { passwordRoutes } from './password-routes';
import { SSO_COLLECTIONS } from './sso/records';
import { ssoPublicRoutes } from './sso/public-routes';
import { ssoRoutes } from './sso/routes';
import { providerErrors } from '../../error-formats';
import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../../context';

/**
 * The provider's B2B products (docs/architecture.md, "B2B"): organizations
 * and members with RBAC, member sessions and intermediate sessions,
 * discovery and organization sign-in by email, MFA by SMS and TOTP with
 * recovery codes, passwords, SSO by SAML and OIDC (`sso/`). Its records are no consumer
 * user's, so a user's deletion leaves them; its dev route seeds an
 * organization with members.
 */
function b2bSdkRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.route('/', organizationRoutes(deps));
  routes.route('/', sessionRoutes(deps));
  routes.route('/', discoveryRoutes(deps));
  routes.route('/', emailRoutes(deps));
  routes.route('/', mfaRoutes(deps));
  routes.route('/', totpRoutes(deps));
  routes.route('/', passwordRoutes(deps));
  routes.route('/', ssoRoutes(deps));
  return routes;
}

const b2b: Product = {
  name: 'b2b',
  collections: [...B2B_COLLECTIONS, ...SSO_COLLECTIONS],
  sdkRoutes: b2bSdkRoutes,
  devRoutes: b2bDevRoutes,
  // SSO's browser side: the start and the identity provider's callback (sso/public-routes.ts).
  surfaces: [{ basePath: '/v1/public', routes: ssoPublicRoutes, errors: providerErrors }],
};

export default b2b;
