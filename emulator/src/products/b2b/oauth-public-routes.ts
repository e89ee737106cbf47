import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorDeps, EmulatorEnv } from '../../context';
import { Errors, apiError } from '../../errors';
import { newSecretToken } from '../../ids';
import { renderSignInPage, signInPageHeaders } from '../../oauth-provider-page/page';
import {
  checkPublicToken,
  readCodeChallenge,
  readCustomScopes,
  readProviderParams,
  refuseForeignPost,
  takePageState,
} from '../../oauth-provider-page/round-trip';
import { subjectFor } from '../../oauth-provider-page/subject';
import { checkRedirectUrls } from '../../redirect-urls';
import { secretDigest } from '../../secrets';
import { thaw } from '../../store/readonly';
import { tokenUrl } from '../../token-url';
import { emailSchema, parseWith } from '../../validation';
import { B2BErrors } from './errors';
import { allowsMethod, memberForSignIn, restrictedByAuthMethods } from './join';
import {
  b2bProviderInfo,
  defaultTenantFor,
  grantedB2BScopes,
  oauthMethodOf,
  type B2BOAuthProviderInfo,
} from './oauth-providers';
import { B2B_OAUTH_STATES, B2B_OAUTH_TOKENS, type B2BOAuthIdentity, type B2BOAuthRequest } from './oauth-records';
import { findOrganization } from './organizations';
import { ORGANIZATIONS } from './records';

/**
 * The B2B OAuth browser starts (docs/architecture.md, "B2B"): a top-level
 * navigation to `/v1/b2b/public/oauth/<provider>/start` (into one
 * organization, by `organization_id` or `slug`) or `…/discovery/start`,
 * answered with the emulated provider's sign-in page (shared with the
 * consumer start, emulator/src/oauth-provider-page/), which also asks for the
 * identity's tenant. Its form posts to `…/callback`, which redirects (303) to
 * the allow-listed URL with `?stytch_token_type=oauth|discovery_oauth&token=…`.
 */

/** How long the page may wait for its answer, and the redirect token for its redemption. */
export const B2B_OAUTH_STATE_SECONDS = 10 * 60;
export const B2B_OAUTH_TOKEN_SECONDS = 10 * 60;

const callbackSchema = z.object({
  state: z.string().min(1).max(200),
  action: z.enum(['continue', 'cancel']),
  email: z.string().max(254).optional(),
  name: z.string().max(200).optional(),
  tenant: z.string().max(200).optional(),
});

const unknownProvider = (name: string) =>
  apiError(404, 'oauth_provider_not_found', `"${name}" is not one of the B2B OAuth providers (google, microsoft, hubspot, slack, github).`);

function requireProvider(c: EmulatorContext): B2BOAuthProviderInfo {
  const name = c.req.param('provider') ?? '';
  const info = b2bProviderInfo(name);
  if (!info) throw unknownProvider(name);
  return info;
}

/** The query's common parts: the public token, PKCE, scopes, `provider_<key>` parameters. */
function readCommon(query: URLSearchParams, deps: EmulatorDeps) {
  checkPublicToken(query, deps);
  const codeChallenge = readCodeChallenge(query, deps, 'pkce_code_challenge');
  return { codeChallenge, customScopes: readCustomScopes(query), providerParams: readProviderParams(query) };
}

/** The organization start's query: the organization (id or slug) must exist and allow the provider's method. */
function readOrganizationStart(c: EmulatorContext, deps: EmulatorDeps, info: B2BOAuthProviderInfo): B2BOAuthRequest {
  const query = new URL(c.req.url).searchParams;
  const common = readCommon(query, deps);
  const organizationId = query.get('organization_id') || null;
  const slug = query.get('slug') || null;
  if (!organizationId && !slug) throw Errors.badRequest('organization_id or slug is required.');
  const organization = organizationId
    ? findOrganization(deps, organizationId)
    : deps.store.of(ORGANIZATIONS).find('slug', slug!.toLowerCase());
  if (!organization) throw B2BErrors.organizationNotFound();
  // Refused before the page, as the email sends are: nothing to sign in to (docs/architecture.md, "B2B").
  if (!allowsMethod(organization, oauthMethodOf(info.type))) throw restrictedByAuthMethods();
  const login = query.get('login_redirect_url') || undefined;
  const signup = query.get('signup_redirect_url') || undefined;
  checkRedirectUrls(deps.config, { login_redirect_url: login, signup_redirect_url: signup });
  return {
    ...common,
    provider: info.type,
    kind: 'oauth',
    organizationId: organization.organization_id,
    loginRedirectUrl: login ?? deps.config.defaultRedirectUrl,
    signupRedirectUrl: signup ?? deps.config.defaultRedirectUrl,
  };
}

function readDiscoveryStart(c: EmulatorContext, deps: EmulatorDeps, info: B2BOAuthProviderInfo): B2BOAuthRequest {
  const query = new URL(c.req.url).searchParams;
  const common = readCommon(query, deps);
  const discovery = query.get('discovery_redirect_url') || undefined;
  checkRedirectUrls(deps.config, { discovery_redirect_url: discovery });
  const url = discovery ?? deps.config.defaultRedirectUrl;
  return { ...common, provider: info.type, kind: 'discovery_oauth', organizationId: null, loginRedirectUrl: url, signupRedirectUrl: url };
}

/** The address the page offers: a stable one per provider (tests type their own). */
function offeredEmail(info: B2BOAuthProviderInfo): string {
  return `${info.type}.member@example.com`;
}

/**
 * The tenant of the posted identity: the one typed, except that the offered
 * default, left as is beside another typed address, follows that address (as
 * the consumer page's subject does), so a test that types only an address
 * lands in that address's workspace.
 */
function postedTenant(info: B2BOAuthProviderInfo, address: string, typed: string | undefined): string {
  const tenant = typed?.trim() ?? '';
  const offered = offeredEmail(info);
  if (tenant === '' || (tenant === defaultTenantFor(info.type, offered) && address !== offered)) {
    return defaultTenantFor(info.type, address);
  }
  return tenant;
}

export function b2bOAuthPublicRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const states = store.of(B2B_OAUTH_STATES);

  function servePage(c: EmulatorContext, info: B2BOAuthProviderInfo, request: B2BOAuthRequest): Response {
    const state = newSecretToken();
    states.insert({ ...request, stateDigest: secretDigest(store.dataKey, state), expiresAt: clock.isoIn(B2B_OAUTH_STATE_SECONDS) });
    const nonce = randomBytes(16).toString('base64');
    const email = offeredEmail(info);
    const html = renderSignInPage({
      info,
      action: `/v1/b2b/public/oauth/${info.type}/callback`,
      projectName: deps.config.projectName,
      identity: { email, name: `${info.displayName} Test Member` },
      tenant: { label: info.tenantLabel, value: defaultTenantFor(info.type, email) },
      state,
      nonce,
      scopes: grantedB2BScopes(info, request.customScopes),
      providerParams: request.providerParams,
    });
    return c.html(html, 200, signInPageHeaders(nonce, [request.loginRedirectUrl, request.signupRedirectUrl]));
  }

  routes.get('/oauth/:provider/start', (c) => {
    const info = requireProvider(c);
    return servePage(c, info, readOrganizationStart(c, deps, info));
  });

  routes.get('/oauth/:provider/discovery/start', (c) => {
    const info = requireProvider(c);
    return servePage(c, info, readDiscoveryStart(c, deps, info));
  });

  routes.post('/oauth/:provider/callback', async (c) => {
    const info = requireProvider(c);
    refuseForeignPost(c);
    const form = parseWith(callbackSchema, await c.req.parseBody());
    const pending = takePageState(deps, states, form.state, info.type);
    const { stateDigest: _state, expiresAt: _expires, ...request } = pending;

    let identity: B2BOAuthIdentity | null = null;
    if (form.action === 'continue') {
      const { email } = parseWith(z.object({ email: emailSchema }), { email: form.email?.trim() ?? '' });
      const address = email.toLowerCase();
      identity = {
        provider: info.type,
        email: address,
        name: form.name?.trim() || `${info.displayName} Test Member`,
        subject: subjectFor(`b2b-${info.type}`, address),
        tenantId: postedTenant(info, address, form.tenant),
      };
    }
    const token = newSecretToken();
    store.of(B2B_OAUTH_TOKENS).insert({
      ...thaw<B2BOAuthRequest>(request),
      tokenDigest: secretDigest(store.dataKey, token),
      identity,
      expiresAt: clock.isoIn(B2B_OAUTH_TOKEN_SECONDS),
    });
    // The signup URL when the identity has no member there yet (it would join by JIT), as the provider redirects.
    let url = request.loginRedirectUrl;
    if (identity && request.organizationId) {
      const organization = findOrganization(deps, request.organizationId);
      try {
        if (organization && memberForSignIn(deps, organization, identity.email, identity) === null) url = request.signupRedirectUrl;
      } catch {
        // No way in: the login URL, where authenticate then says why.
      }
    }
    return c.redirect(tokenUrl(url, request.kind, token), 303);
  });

  return routes;
}
