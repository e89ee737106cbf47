import { oauthErrors } from '../../error-formats';
import type { Product } from '../product';
import { emulatedIdpDevRoutes } from './dev-routes';
import { EMULATED_IDP_KEY } from './keys';
import { oidcRoutes } from './oidc-routes';
import { pageErrors } from './pages';
import { EMULATED_IDP_CODES, EMULATED_IDP_IDENTITIES, EMULATED_IDP_LOGINS, EMULATED_IDP_TOKENS } from './records';
import { samlRoutes } from './saml-routes';
import { OIDC_BASE_PATH, SAML_BASE_PATH } from './settings';

/**
 * The emulator's own identity provider for testing B2B SSO offline: a SAML
 * 2.0 IdP under `/emulated-idp/saml` (errors as HTML pages, a browser reads
 * them) and an OpenID Connect provider under `/emulated-idp/oidc` (errors as
 * RFC 6749 bodies), each with a login page that picks a test identity, and
 * the dev API's settings and identity queue. Its key and certificate are kept
 * across resets. docs/testing.md, "Testing SSO without an identity provider".
 */
const emulatedIdp: Product = {
  name: 'emulated-idp',
  collections: [EMULATED_IDP_LOGINS, EMULATED_IDP_CODES, EMULATED_IDP_TOKENS, EMULATED_IDP_IDENTITIES],
  persistedState: [EMULATED_IDP_KEY],
  devRoutes: emulatedIdpDevRoutes,
  surfaces: [
    { basePath: SAML_BASE_PATH, routes: samlRoutes, errors: pageErrors },
    { basePath: OIDC_BASE_PATH, routes: oidcRoutes, errors: oauthErrors },
  ],
};

export default emulatedIdp;
