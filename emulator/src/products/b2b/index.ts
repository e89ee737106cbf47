import type { Product } from '../product';
import { b2bDevRoutes } from './dev-routes';
import { discoveryRoutes } from './discovery-routes';
import { emailRoutes } from './email-routes';
import { mfaRoutes } from './mfa-routes';
import { organizationRoutes } from './organization-routes';
import { attestRoutes, B2B_ATTESTED_TOKENS } from './attest-routes';
import { B2B_IMPERSONATION_TOKENS, impersonationRoutes } from './impersonation-routes';
import { memberIdpSubjects } from './idp-subject';
import { b2bOAuthPublicRoutes } from './oauth-public-routes';
import { B2B_OAUTH_COLLECTIONS } from './oauth-records';
import { b2bOAuthRoutes } from './oauth-routes';
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
 * recovery codes, passwords, SSO by SAML and OIDC (`sso/`), OAuth (organization and discovery, through the
 * emulated provider's page under `/v1/b2b/public`), impersonation. Its records are no consumer
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
  routes.route('/', b2bOAuthRoutes(deps));
  routes.route('/', impersonationRoutes(deps));
  routes.route('/', attestRoutes(deps));
  return routes;
}

const b2b: Product = {
  name: 'b2b',
  collections: [...B2B_COLLECTIONS, ...SSO_COLLECTIONS, ...B2B_OAUTH_COLLECTIONS, B2B_IMPERSONATION_TOKENS, B2B_ATTESTED_TOKENS],
  sdkRoutes: b2bSdkRoutes,
  devRoutes: b2bDevRoutes,
  // Members as subjects of the OpenID provider (products/idp/member-routes.ts).
  idpSubjects: memberIdpSubjects,
  surfaces: [
    // SSO's browser side: the start and the identity provider's callback (sso/public-routes.ts).
    { basePath: '/v1/public', routes: ssoPublicRoutes, errors: providerErrors },
    // The B2B OAuth browser starts and the emulated provider's page (oauth-public-routes.ts).
    { basePath: '/v1/b2b/public', routes: b2bOAuthPublicRoutes, errors: providerErrors },
  ],
};

export default b2b;
