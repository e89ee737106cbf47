import { Hono } from 'hono';
import { z } from 'zod';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { apiError } from '../../errors';
import { newSecretToken } from '../../ids';
import { newProviderKey, ID_TOKEN_LIFETIME_SECONDS, providerKeyJwks, signProviderIdToken } from '../../oauth-provider-page/id-token';
import { checkPkceVerifier } from '../../pkce';
import { digestsEqual, secretDigest } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import { parseBody } from '../../validation';
import { discoverOrganizations } from './discovery';
import { enterOrganization } from './join';
import { startIntermediateSession } from './member-sessions';
import { b2bProviderInfo, grantedB2BScopes, oauthMethodOf } from './oauth-providers';
import { B2B_OAUTH_PROVIDER_KEYS, B2B_OAUTH_TOKENS, type B2BOAuthIdentity, type B2BOAuthTokenRecord } from './oauth-records';
import { registrationFor } from './oauth-identity';
import { memberByEmail } from './organizations';
import { redirectDiscoveryFields, redirectSignInFields } from './redirect-token-bodies';

/**
 * `b2b/oauth/authenticate` and `b2b/oauth/discovery/authenticate`
 * (docs/architecture.md, "B2B"): the redirect token of the browser start
 * (oauth-public-routes.ts), single use, 10 minutes, PKCE-bound, of its own
 * type (an `oauth` token is no `discovery_oauth` one). The identity then
 * enters the organization as every primary factor does (join.ts: the member
 * by its address, or JIT by the email rule or the identity's tenant, the
 * organization's auth methods, its MFA policy), or is answered with its
 * discovered organizations.
 */

const authenticateSchema = z.object({ oauth_token: z.string().min(1), ...redirectSignInFields });

const discoveryAuthenticateSchema = z.object({ discovery_oauth_token: z.string().min(1), ...redirectDiscoveryFields });

const tokenUnusable = () =>
  apiError(404, 'oauth_token_not_found', 'The OAuth token could not be found: it was already used, expired or never issued.');
const callbackError = () =>
  apiError(400, 'oauth_flow_callback_error', 'An error was encountered in the callback of the OAuth flow.', {
    error: 'access_denied',
    error_description: 'The visitor cancelled the sign-in at the provider.',
  });

/** The emulated provider's `provider_values`: its tokens, as a real provider's grant would hold them. */
async function providerValues(c: EmulatorContext, deps: EmulatorDeps, record: DeepReadonly<B2BOAuthTokenRecord>, identity: DeepReadonly<B2BOAuthIdentity>) {
  const info = b2bProviderInfo(identity.provider)!;
  const keys = deps.store.of(B2B_OAUTH_PROVIDER_KEYS);
  const key = keys.values()[0] ?? keys.insert(newProviderKey());
  return {
    access_token: `${info.type}-access-${newSecretToken()}`,
    id_token: await signProviderIdToken(key, {
      issuer: `${new URL(c.req.url).origin}/_emulator/b2b/oauth/${info.type}`,
      audience: deps.config.projectId,
      subject: identity.subject,
      email: identity.email,
      name: identity.name,
      nowSeconds: Math.floor(deps.clock.nowMs() / 1000),
      extraClaims: { [info.tenantClaim]: identity.tenantId },
    }),
    refresh_token: `${info.type}-refresh-${newSecretToken()}`,
    scopes: grantedB2BScopes(info, record.customScopes),
    expires_at: deps.clock.isoIn(ID_TOKEN_LIFETIME_SECONDS),
  };
}

/** The emulated provider's ID-token keys, for `GET /_emulator/b2b/oauth/jwks.json`. */
export function b2bOAuthJwks(deps: EmulatorDeps): { keys: Array<Record<string, unknown>> } {
  const keys = deps.store.of(B2B_OAUTH_PROVIDER_KEYS);
  return providerKeyJwks(keys.values()[0] ?? keys.insert(newProviderKey()));
}

export function b2bOAuthRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const tokens = store.of(B2B_OAUTH_TOKENS);

  /** Redeems a token of `kind` once; a PKCE mismatch leaves it usable (pkce.ts). */
  function redeem(kind: B2BOAuthTokenRecord['kind'], token: string, verifier: string | undefined) {
    const digest = secretDigest(store.dataKey, token);
    const record = tokens.get(digest);
    if (!record || !digestsEqual(record.tokenDigest, digest) || record.kind !== kind) throw tokenUnusable();
    if (clock.isPast(record.expiresAt)) {
      tokens.delete(digest);
      throw tokenUnusable();
    }
    if (!record.identity) {
      tokens.delete(digest);
      throw callbackError();
    }
    checkPkceVerifier(store.dataKey, record.codeChallenge, verifier);
    tokens.delete(digest);
    return { record, identity: record.identity };
  }

  routes.post('/b2b/oauth/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema);
    const { record, identity } = redeem('oauth', body.oauth_token, body.pkce_code_verifier);
    const proof = { email: identity.email, method: oauthMethodOf(identity.provider), at: clock.iso(), oauth: identity };
    const payload = await enterOrganization(c, deps, record.organizationId ?? '', proof, body.session_duration_minutes);
    const member = memberByEmail(deps, record.organizationId ?? '', identity.email);
    const registration = member ? registrationFor(member, identity.provider) : undefined;
    return ok(c, {
      ...payload,
      method_id: registration?.member_oauth_registration_id ?? '',
      provider_subject: identity.subject,
      provider_type: b2bProviderInfo(identity.provider)!.displayName,
      provider_tenant_id: identity.tenantId,
      provider_values: await providerValues(c, deps, record, identity),
    });
  });

  routes.post('/b2b/oauth/discovery/authenticate', async (c) => {
    const body = await parseBody(c, discoveryAuthenticateSchema);
    const { identity } = redeem('discovery_oauth', body.discovery_oauth_token, body.pkce_code_verifier);
    const method = oauthMethodOf(identity.provider);
    const at = clock.iso();
    return ok(c, {
      intermediate_session_token: startIntermediateSession(deps, identity.email, method, at, undefined, identity),
      email_address: identity.email,
      discovered_organizations: discoverOrganizations(deps, identity.email, method, null, undefined, identity),
      provider_type: b2bProviderInfo(identity.provider)!.displayName,
      provider_tenant_id: identity.tenantId,
    });
  });

  return routes;
}
