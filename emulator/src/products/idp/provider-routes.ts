import { Hono } from 'hono';
import { clientAddress } from '../../client-address';
import type { EmulatorContext, EmulatorDeps, EmulatorEnv } from '../../context';
import { authenticateClient } from './client-auth';
import { TokenErrors } from './errors';
import { readForm } from './form-body';
import { issuerOf } from './issuer';
import { idpJwks } from './keys';
import { authorizationCodeGrant, refreshTokenGrant } from './token-grants';
import { findSubject } from './subjects';
import { findToken } from './tokens';

/**
 * The OpenID Connect provider's back channel under `/v1/oauth2`
 * (docs/protocol.md §7.9): the token endpoint, userinfo and the JWKS. Errors
 * use RFC 6749 §5.2 bodies (error-formats.ts `oauthErrors`); userinfo's
 * failures answer RFC 6750 §3 challenges itself.
 */

export const PROVIDER_BASE_PATH = '/v1/oauth2';
export const TOKEN_PATH = `${PROVIDER_BASE_PATH}/token`;
export const USERINFO_PATH = `${PROVIDER_BASE_PATH}/userinfo`;
export const JWKS_PATH = `${PROVIDER_BASE_PATH}/jwks.json`;

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** RFC 6750 §3.1: 401 with a Bearer challenge; `error` only when a token was presented. */
function bearerChallenge(error: 'invalid_token' | 'insufficient_scope' | null, description: string): Response {
  const status = error === 'insufficient_scope' ? 403 : 401;
  const challenge = error === null ? 'Bearer realm="portico-emulator"' : `Bearer error="${error}", error_description="${description}"`;
  const body = error === null ? {} : { error, error_description: description };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'www-authenticate': challenge, ...NO_STORE },
  });
}

/** Public data a page may read from any origin (a simple GET: no preflight). */
export function publicCors(c: EmulatorContext): void {
  c.header('Access-Control-Allow-Origin', '*');
}

export function providerRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.post('/token', async (c) => {
    const form = await readForm(c);
    const app = authenticateClient(deps, clientAddress(c, deps), c.req.header('authorization'), form);
    const issuer = issuerOf(deps, c);
    const grantType = form.get('grant_type');
    if (!grantType) throw TokenErrors.invalidRequest('grant_type is required.');
    const answer =
      grantType === 'authorization_code'
        ? await authorizationCodeGrant(deps, issuer, app, form)
        : grantType === 'refresh_token'
          ? await refreshTokenGrant(deps, issuer, app, form)
          : null;
    if (!answer) throw TokenErrors.unsupportedGrantType();
    return c.json(answer, 200, NO_STORE);
  });

  const userinfo = (c: EmulatorContext): Response => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) return bearerChallenge(null, '');
    const token = findToken(deps, match[1], 'access');
    const subject = token ? findSubject(deps, token.userId) : null;
    if (!token || !subject) return bearerChallenge('invalid_token', 'The access token is invalid, expired or revoked.');
    if (!token.scopes.includes('openid')) {
      return bearerChallenge('insufficient_scope', 'userinfo needs an access token granted the openid scope.');
    }
    publicCors(c);
    return c.json({ sub: subject.id, ...subject.claims(token.scopes) }, 200, NO_STORE);
  };
  routes.get('/userinfo', userinfo);
  routes.post('/userinfo', userinfo);

  routes.get('/jwks.json', (c) => {
    publicCors(c);
    return c.json(idpJwks(deps), 200, { 'Cache-Control': 'no-store' });
  });

  return routes;
}
