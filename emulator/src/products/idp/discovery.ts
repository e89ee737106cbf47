import { Hono } from 'hono';
import { emulatorBaseUrl } from '../../base-url';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { SUPPORTED_CLAIMS } from './claims';
import { issuerOf } from './issuer';
import { JWKS_PATH, publicCors, TOKEN_PATH, USERINFO_PATH } from './provider-routes';
import { supportedScopes } from './scopes';

/**
 * OpenID Connect Discovery 1.0 §3 at `/.well-known/openid-configuration`
 * (docs/protocol.md §7.9). The authorization and end-session endpoints are
 * the host's pages (config `idp.authorizationUrl`, `idp.logoutUrl`), where the
 * widget's identity-provider screen runs; the back channel is the emulator's.
 * Authorization responses carry `iss` (RFC 9207), and relying parties check it.
 */
export function discoveryRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/openid-configuration', (c) => {
    const base = emulatorBaseUrl(deps, c);
    publicCors(c);
    return c.json(
      {
        issuer: issuerOf(deps, c),
        authorization_endpoint: deps.config.idp.authorizationUrl,
        end_session_endpoint: deps.config.idp.logoutUrl,
        token_endpoint: `${base}${TOKEN_PATH}`,
        userinfo_endpoint: `${base}${USERINFO_PATH}`,
        jwks_uri: `${base}${JWKS_PATH}`,
        scopes_supported: supportedScopes(deps.config.rbacPolicy),
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        claims_supported: [...SUPPORTED_CLAIMS],
        authorization_response_iss_parameter_supported: true,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
  return routes;
}
