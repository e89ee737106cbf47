import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorDeps, EmulatorEnv } from '../../context';
import { Errors } from '../../errors';
import { newSecretToken } from '../../ids';
import { secretDigest } from '../../secrets';
import { emailSchema, parseWith } from '../../validation';
import { OAuthErrors } from './errors';
import { takeIdentity } from './identity-queue';
import { renderSignInPage, signInPageHeaders } from '../../oauth-provider-page/page';
import {
  checkPublicToken,
  readCodeChallenge,
  readCustomScopes,
  readProviderParams,
  refuseForeignPost,
  takePageState,
} from '../../oauth-provider-page/round-trip';
import { grantedScopes, providerInfo, subjectFor, type ProviderIdentity, type ProviderInfo } from './providers';
import { OAUTH_STATES, type OAuthRequest } from './records';
import { issueRedirect } from './redirect-token';
import { resolveOAuthRedirectUrls } from './redirect-urls';

/**
 * The OAuth start (docs/protocol.md §7.7): a top-level navigation to
 * `/v1/public/oauth/<provider>/start`, answered with the emulated provider's
 * sign-in page; its form posts back to `…/callback`, which redirects (303) to
 * the app with `?stytch_token_type=oauth&token=…`. Mounted as a surface under
 * `/v1/public`, whose errors use the provider's error body.
 */

/** How long the sign-in page may wait for its answer. */
export const STATE_LIFETIME_SECONDS = 10 * 60;

const callbackSchema = z.object({
  state: z.string().min(1).max(200),
  action: z.enum(['continue', 'cancel']),
  email: z.string().max(254).optional(),
  name: z.string().max(200).optional(),
});

function requireProvider(c: EmulatorContext): ProviderInfo {
  const name = c.req.param('provider') ?? '';
  const info = providerInfo(name);
  if (!info) throw OAuthErrors.unknownProvider(name);
  return info;
}

/** Reads and checks the start URL's query into what the rest of the round trip needs. */
function readStart(c: EmulatorContext, deps: EmulatorDeps, info: ProviderInfo): OAuthRequest {
  const query = new URL(c.req.url).searchParams;
  checkPublicToken(query, deps);
  if (query.has('oauth_attach_token')) throw Errors.notSupported('oauth_attach_token (OAuth attach)');
  const redirects = resolveOAuthRedirectUrls(deps.config, {
    login: query.get('login_redirect_url') || undefined,
    signup: query.get('signup_redirect_url') || undefined,
  });
  const codeChallenge = readCodeChallenge(query, deps, 'code_challenge');
  return {
    provider: info.type,
    loginRedirectUrl: redirects.login,
    signupRedirectUrl: redirects.signup,
    codeChallenge,
    customScopes: readCustomScopes(query),
    providerParams: readProviderParams(query),
  };
}

export function oauthPublicRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const states = store.of(OAUTH_STATES);

  routes.get('/oauth/:provider/start', (c) => {
    const info = requireProvider(c);
    const request = readStart(c, deps, info);
    const offered = takeIdentity(deps, info);
    const state = newSecretToken();
    states.insert({
      ...request,
      stateDigest: secretDigest(store.dataKey, state),
      offered,
      expiresAt: clock.isoIn(STATE_LIFETIME_SECONDS),
    });
    const nonce = randomBytes(16).toString('base64');
    const html = renderSignInPage({
      info,
      action: `/v1/public/oauth/${info.type}/callback`,
      projectName: deps.config.projectName,
      identity: offered,
      state,
      nonce,
      scopes: grantedScopes(info, request.customScopes),
      providerParams: request.providerParams,
    });
    return c.html(html, 200, signInPageHeaders(nonce, [request.loginRedirectUrl, request.signupRedirectUrl]));
  });

  routes.post('/oauth/:provider/callback', async (c) => {
    const info = requireProvider(c);
    refuseForeignPost(c);
    const form = parseWith(callbackSchema, await c.req.parseBody());
    const pending = takePageState(deps, states, form.state, info.type);
    const { stateDigest: _state, offered, expiresAt: _expires, ...request } = pending;

    let identity: ProviderIdentity | null = null;
    if (form.action === 'continue') {
      const { email } = parseWith(z.object({ email: emailSchema }), { email: form.email?.trim() ?? '' });
      const name = form.name?.trim() || offered.name;
      // The offered subject belongs to the offered email; another address is another account.
      const subject = email.toLowerCase() === offered.email.toLowerCase() ? offered.subject : subjectFor(info.type, email);
      identity = { email: email.toLowerCase(), name, subject };
    }
    // A cancel goes back to the login URL; the token then fails authenticate as oauth_flow_callback_error.
    return c.redirect(issueRedirect(deps, request, identity), 303);
  });

  return routes;
}
