import { Hono } from 'hono';
import { z } from 'zod';
import { emulatorBaseUrl } from '../../base-url';
import { clientAddress } from '../../client-address';
import type { EmulatorContext, EmulatorDeps, EmulatorEnv } from '../../context';
import { newSecretToken } from '../../ids';
import { digestsEqual, pkceChallenge, secretDigest } from '../../secrets';
import { jwksOf } from '../../signing-keys';
import { parseWith } from '../../validation';
import { OidcErrors } from './errors';
import { identityFieldsSchema, identityOf } from './identity';
import { emulatedIdpKey } from './keys';
import { finishLogin, startLogin, takeQueuedIdentity } from './login-state';
import { authenticateClient } from './oidc-client-auth';
import { identityClaims, signIdToken } from './oidc-tokens';
import { isOwnOrigin } from './own-origin';
import { loginPage } from './pages';
import { EMULATED_IDP_CODES, EMULATED_IDP_TOKENS } from './records';
import { OIDC_BASE_PATH } from './settings';

/**
 * The emulated OpenID Connect provider, issuer `<base>/emulated-idp/oidc`
 * (docs/testing.md, "Testing SSO without an identity provider"): discovery,
 * the authorization endpoint (→ the login page; its post redirects to the
 * client with a code), the token endpoint (authorization code only), JWKS and
 * userinfo. Errors are RFC 6749 §5.2 bodies; the authorization endpoint
 * answers its errors too instead of redirecting, since a redirect would go to
 * a URI not yet known to be the emulator's.
 */

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

const authorizeSchema = z.object({
  response_type: z.string().optional(),
  client_id: z.string().min(1, 'client_id is required.').max(200),
  redirect_uri: z.string().min(1, 'redirect_uri is required.').max(2048),
  scope: z.string().max(1000).default('openid'),
  state: z.string().max(2048).optional(),
  nonce: z.string().max(2048).optional(),
  code_challenge: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'code_challenge must be an S256 challenge: 43 base64url characters.')
    .optional(),
  code_challenge_method: z.string().optional(),
});

const loginFormSchema = identityFieldsSchema.extend({ state: z.string().min(1).max(200) });

function issuerOf(deps: EmulatorDeps, c: EmulatorContext): string {
  return `${emulatorBaseUrl(deps, c)}${OIDC_BASE_PATH}`;
}

/** `application/x-www-form-urlencoded` with each parameter at most once (RFC 6749 §3.2). */
async function readForm(c: EmulatorContext): Promise<Map<string, string>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw OidcErrors.invalidRequest('The body must be application/x-www-form-urlencoded.');
  const form = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(await c.req.text())) {
    if (form.has(key)) throw OidcErrors.invalidRequest(`The parameter ${key} is repeated.`);
    form.set(key, value);
  }
  return form;
}

function formFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
}

export function oidcRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;

  routes.get('/.well-known/openid-configuration', (c) => {
    const issuer = issuerOf(deps, c);
    return c.json(
      {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'groups'],
        authorization_response_iss_parameter_supported: true,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  routes.get('/jwks', (c) => c.json(jwksOf(emulatedIdpKey(deps)), 200, { 'Cache-Control': 'no-store' }));

  routes.get('/authorize', (c) => {
    const query = parseWith(authorizeSchema, Object.fromEntries(new URL(c.req.url).searchParams));
    if (!isOwnOrigin(deps, c, query.redirect_uri)) throw OidcErrors.redirectUriNotAllowed();
    if (query.response_type !== 'code') throw OidcErrors.unsupportedResponseType();
    if (!query.scope.split(' ').includes('openid')) throw OidcErrors.invalidRequest('scope must include openid.');
    if (query.code_challenge !== undefined && query.code_challenge_method !== 'S256') {
      throw OidcErrors.invalidRequest('code_challenge_method must be S256.');
    }
    if (query.code_challenge === undefined && query.code_challenge_method !== undefined) {
      throw OidcErrors.invalidRequest('code_challenge_method without code_challenge.');
    }
    const state = startLogin(deps, {
      protocol: 'oidc',
      clientId: query.client_id,
      redirectUri: query.redirect_uri,
      state: query.state ?? null,
      nonce: query.nonce ?? null,
      codeChallenge: query.code_challenge ?? null,
      scope: query.scope,
    });
    const page = loginPage({
      protocol: 'OpenID Connect',
      audience: query.client_id,
      action: `${OIDC_BASE_PATH}/login`,
      state,
      identity: takeQueuedIdentity(deps),
    });
    return c.body(page.html, 200, page.headers);
  });

  routes.post('/login', async (c) => {
    const form = parseWith(loginFormSchema, formFields(await c.req.parseBody()));
    const pending = finishLogin(deps, c, form.state, 'oidc');
    if (pending.protocol !== 'oidc') throw OidcErrors.invalidRequest('The login page was not an OpenID one.');
    const code = newSecretToken();
    store.of(EMULATED_IDP_CODES).insert({
      codeDigest: secretDigest(store.dataKey, code),
      clientId: pending.clientId,
      redirectUri: pending.redirectUri,
      codeChallenge: pending.codeChallenge,
      nonce: pending.nonce,
      scope: pending.scope,
      identity: identityOf(form),
      expiresAt: clock.isoIn(CODE_LIFETIME_SECONDS),
    });
    const target = new URL(pending.redirectUri);
    target.searchParams.set('code', code);
    if (pending.state !== null) target.searchParams.set('state', pending.state);
    target.searchParams.set('iss', issuerOf(deps, c)); // RFC 9207
    return c.redirect(target.toString(), 303);
  });

  routes.post('/token', async (c) => {
    const form = await readForm(c);
    const clientId = authenticateClient(deps, clientAddress(c, deps), c.req.header('authorization'), form);
    if (form.get('grant_type') !== 'authorization_code') throw OidcErrors.unsupportedGrantType();
    const code = form.get('code');
    if (!code) throw OidcErrors.invalidRequest('code is required.');
    const codes = store.of(EMULATED_IDP_CODES);
    const digest = secretDigest(store.dataKey, code);
    const grant = codes.get(digest);
    if (!grant || !digestsEqual(grant.codeDigest, digest)) throw OidcErrors.invalidGrant('The code is unknown or was already used.');
    codes.delete(digest); // single use, whatever the answer (RFC 6749 §4.1.2)
    if (clock.isPast(grant.expiresAt)) throw OidcErrors.invalidGrant('The code has expired.');
    if (grant.clientId !== clientId) throw OidcErrors.invalidGrant('The code was issued to another client.');
    if (form.get('redirect_uri') !== grant.redirectUri) throw OidcErrors.invalidGrant('redirect_uri differs from the authorization request’s.');
    const verifier = form.get('code_verifier');
    if (grant.codeChallenge !== null) {
      if (!verifier || !digestsEqual(
        secretDigest(store.dataKey, pkceChallenge(verifier)),
        secretDigest(store.dataKey, grant.codeChallenge),
      )) {
        throw OidcErrors.invalidGrant('code_verifier does not match the code_challenge.');
      }
    } else if (verifier !== undefined) {
      throw OidcErrors.invalidGrant('code_verifier sent for a code requested without code_challenge.');
    }
    const identity = { ...grant.identity, groups: [...grant.identity.groups] };
    const accessToken = newSecretToken();
    store.of(EMULATED_IDP_TOKENS).insert({
      tokenDigest: secretDigest(store.dataKey, accessToken),
      clientId,
      identity,
      expiresAt: clock.isoIn(ACCESS_TOKEN_LIFETIME_SECONDS),
    });
    const idToken = await signIdToken(deps, { issuer: issuerOf(deps, c), clientId, identity, nonce: grant.nonce });
    return c.json(
      { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, id_token: idToken, scope: grant.scope },
      200,
      NO_STORE,
    );
  });

  const userinfo = (c: EmulatorContext): Response => {
    const match = /^Bearer\s+([A-Za-z0-9_-]{1,200})\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) throw OidcErrors.invalidToken();
    const digest = secretDigest(store.dataKey, match[1]);
    const token = store.of(EMULATED_IDP_TOKENS).get(digest);
    if (!token || !digestsEqual(token.tokenDigest, digest) || clock.isPast(token.expiresAt)) throw OidcErrors.invalidToken();
    return c.json(identityClaims({ ...token.identity, groups: [...token.identity.groups] }), 200, NO_STORE);
  };
  routes.get('/userinfo', userinfo);
  routes.post('/userinfo', userinfo);

  return routes;
}
