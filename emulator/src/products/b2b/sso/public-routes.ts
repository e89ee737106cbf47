import { emulatorBaseUrl } from '../../../base-url';
import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorDeps, EmulatorEnv } from '../../../context';
import { Errors } from '../../../errors';
import { newSecretToken } from '../../../ids';
import { checkRedirectUrls } from '../../../redirect-urls';
import { digestsEqual, seal, secretDigest, unseal } from '../../../secrets';
import { parseWith } from '../../../validation';
import { callbackUrl, isActive, type ReadonlyConnection } from './connections';
import { SsoErrors } from './errors';
import { oidcIdentity, samlIdentity } from './identity';
import { oidcCallback, oidcStart } from './oidc';
import { SSO_ASSERTIONS, SSO_CONNECTIONS, SSO_STATES, type SsoStateRecord } from './records';
import { samlStart, serviceProviderMetadata, verifySamlResponse } from './saml';
import { issueSsoToken } from './sign-in';

/**
 * The browser's side of an SSO sign-in, under `/v1/public` (the provider's
 * error body): the start, which sends the browser to the connection's
 * identity provider (a SAML AuthnRequest or an OIDC authorization request),
 * and the callback the identity provider answers at (the SAML ACS, POST; the
 * OIDC redirect URI, GET), which redirects (303) to the app with
 * `?stytch_token_type=sso&token=…`. A refused answer stays on the emulator's
 * error; nothing redirects anywhere but to allow-listed URLs
 * (docs/architecture.md, "SSO").
 */

/** How long a start may wait for the identity provider's answer. */
export const STATE_SECONDS = 10 * 60;

/** PKCE S256: 32 bytes of SHA-256 as unpadded base64url. */
const challengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const acsSchema = z.object({ SAMLResponse: z.string().min(1).max(1_000_000), RelayState: z.string().min(1).max(200) });

export function ssoPublicRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  // `deps.config` is read per request: the dev API's config patch replaces it.
  const { store, clock } = deps;
  const states = store.of(SSO_STATES);
  const connections = store.of(SSO_CONNECTIONS);

  /** Takes the pending sign-in a state names, for this connection: single use, whatever the answer. */
  function takeState(stateId: string, connectionId: string): SsoStateRecord {
    const digest = secretDigest(store.dataKey, stateId);
    const pending = states.get(digest);
    if (!pending || !digestsEqual(pending.stateDigest, digest) || pending.connectionId !== connectionId) throw SsoErrors.stateUnusable();
    states.delete(digest);
    if (clock.isPast(pending.expiresAt)) throw SsoErrors.stateUnusable();
    return { ...pending };
  }

  function connectionFor(c: EmulatorContext): ReadonlyConnection {
    const connection = connections.get(c.req.param('connection_id') ?? '');
    if (!connection) throw SsoErrors.connectionNotFound();
    return connection;
  }

  routes.get('/sso/start', async (c) => {
    const config = deps.config;
    const query = new URL(c.req.url).searchParams;
    const publicToken = query.get('public_token');
    if (!publicToken) throw SsoErrors.missingPublicToken();
    if (publicToken !== config.publicToken) throw Errors.invalidPublicToken();
    const connectionId = query.get('connection_id');
    if (!connectionId) throw SsoErrors.missingConnectionId();
    const connection = connections.get(connectionId);
    if (!connection) throw SsoErrors.connectionNotFound();
    if (!isActive(connection)) throw SsoErrors.connectionNotActive();
    const login = query.get('login_redirect_url') || undefined;
    const signup = query.get('signup_redirect_url') || undefined;
    checkRedirectUrls(config, { login_redirect_url: login, signup_redirect_url: signup });
    const challenge = query.get('pkce_code_challenge') || null;
    if (challenge === null && config.pkce.sso) throw Errors.missingPkce();
    if (challenge !== null && !challengeSchema.safeParse(challenge).success) {
      throw Errors.badRequest('pkce_code_challenge must be an S256 challenge: 43 base64url characters.');
    }

    const origin = emulatorBaseUrl(deps, c);
    const stateId = newSecretToken();
    const base = {
      stateDigest: secretDigest(store.dataKey, stateId),
      connectionId: connection.connection_id,
      loginRedirectUrl: login ?? config.defaultRedirectUrl,
      signupRedirectUrl: signup ?? login ?? config.defaultRedirectUrl,
      codeChallenge: challenge,
      expiresAt: clock.isoIn(STATE_SECONDS),
    };
    if (connection.kind === 'saml') {
      const { url, requestId } = await samlStart(origin, connection, stateId);
      states.insert({ ...base, samlRequestId: requestId, oidcNonce: null, oidcCodeVerifierSealed: null });
      return c.redirect(url, 302);
    }
    const started = await oidcStart(deps, connection, callbackUrl(origin, connection.connection_id), stateId);
    states.insert({
      ...base,
      samlRequestId: null,
      oidcNonce: started.nonce,
      oidcCodeVerifierSealed: seal(store.dataKey, started.codeVerifier),
    });
    return c.redirect(started.url, 302);
  });

  // The service provider's metadata, at the connection's audience URI (its entity id).
  routes.get('/sso/saml/:connection_id', (c) => {
    const connection = connectionFor(c);
    if (connection.kind !== 'saml') throw SsoErrors.connectionNotFound();
    return c.body(serviceProviderMetadata(emulatorBaseUrl(deps, c), connection), 200, { 'content-type': 'application/samlmetadata+xml' });
  });

  // The SAML assertion consumer service (HTTP-POST binding).
  routes.post('/sso/callback/:connection_id', async (c) => {
    const connection = connectionFor(c);
    const form = parseWith(acsSchema, await c.req.parseBody());
    const pending = takeState(form.RelayState, connection.connection_id);
    if (connection.kind !== 'saml' || pending.samlRequestId === null) throw SsoErrors.stateUnusable();
    const origin = emulatorBaseUrl(deps, c);
    const verified = await verifySamlResponse(deps, origin, connection, pending.samlRequestId, form.SAMLResponse);
    // Replay: an assertion id is accepted once per connection, as long as the assertion could be valid.
    const assertions = store.of(SSO_ASSERTIONS);
    const key = `${connection.connection_id}:${verified.assertionId}`;
    const seen = assertions.get(key);
    if (seen && !clock.isPast(seen.expiresAt)) throw SsoErrors.samlResponseInvalid('the assertion was already used');
    if (seen) assertions.delete(key);
    assertions.insert({ key, connectionId: connection.connection_id, expiresAt: new Date(verified.notOnOrAfterMs).toISOString() });
    const identity = samlIdentity(verified.profile, connection.attribute_mapping);
    return c.redirect(issueSsoToken(deps, connection, pending, identity), 303);
  });

  // The OIDC redirect URI (authorization code flow).
  routes.get('/sso/callback/:connection_id', async (c) => {
    const connection = connectionFor(c);
    const query = new URL(c.req.url).searchParams;
    const pending = takeState(query.get('state') ?? '', connection.connection_id);
    if (connection.kind !== 'oidc' || pending.oidcNonce === null || pending.oidcCodeVerifierSealed === null) {
      throw SsoErrors.stateUnusable();
    }
    const error = query.get('error');
    if (error) throw SsoErrors.oidcCallbackInvalid(`the identity provider answered ${error.slice(0, 100)}`);
    // The URL the identity provider was told to come back to, with the query it brought.
    const current = new URL(callbackUrl(emulatorBaseUrl(deps, c), connection.connection_id));
    current.search = query.toString();
    const claims = await oidcCallback(deps, connection, current, {
      state: query.get('state') ?? '',
      nonce: pending.oidcNonce,
      codeVerifier: unseal(store.dataKey, pending.oidcCodeVerifierSealed),
    });
    const identity = oidcIdentity(claims, connection.attribute_mapping);
    return c.redirect(issueSsoToken(deps, connection, pending, identity), 303);
  });

  return routes;
}
