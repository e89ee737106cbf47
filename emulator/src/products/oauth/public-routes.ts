import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorDeps, EmulatorEnv } from '../../context';
import { Errors } from '../../errors';
import { newSecretToken } from '../../ids';
import { digestsEqual, secretDigest } from '../../secrets';
import { emailSchema, parseWith } from '../../validation';
import { OAuthErrors } from './errors';
import { takeIdentity } from './identity-queue';
import { renderSignInPage, signInPageCsp } from '../../oauth-provider-page/page';
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

/** PKCE S256: 32 bytes of SHA-256 as unpadded base64url. */
const challengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

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
  const publicToken = query.get('public_token');
  if (!publicToken) throw OAuthErrors.missingPublicToken();
  if (publicToken !== deps.config.publicToken) throw Errors.invalidPublicToken();
  if (query.has('oauth_attach_token')) throw Errors.notSupported('oauth_attach_token (OAuth attach)');
  const redirects = resolveOAuthRedirectUrls(deps.config, {
    login: query.get('login_redirect_url') || undefined,
    signup: query.get('signup_redirect_url') || undefined,
  });
  const challenge = query.get('code_challenge') || null;
  if (challenge === null && deps.config.pkce.oauth) throw Errors.missingPkce();
  if (challenge !== null && !challengeSchema.safeParse(challenge).success) {
    throw Errors.badRequest('code_challenge must be an S256 challenge: 43 base64url characters.');
  }
  const providerParams: Record<string, string> = {};
  for (const [key, value] of query) {
    // The first value wins, as with every other parameter read with `get`.
    if (key.startsWith('provider_') && key.length > 'provider_'.length && !(key.slice(9) in providerParams)) {
      providerParams[key.slice(9)] = value;
    }
  }
  return {
    provider: info.type,
    loginRedirectUrl: redirects.login,
    signupRedirectUrl: redirects.signup,
    codeChallenge: challenge,
    customScopes: (query.get('custom_scopes') ?? '').split(' ').filter((scope) => scope !== ''),
    providerParams,
  };
}

function originOf(url: string): string | null {
  const origin = URL.canParse(url) ? new URL(url).origin : 'null';
  return origin === 'null' ? null : origin;
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
    const redirectOrigins = [request.loginRedirectUrl, request.signupRedirectUrl].flatMap((u) => originOf(u) ?? []);
    return c.html(html, 200, {
      'Content-Security-Policy': signInPageCsp(nonce, redirectOrigins),
      'Cache-Control': 'no-store',
      // Not no-referrer: Chromium then sends `Origin: null` with the form's post, which the callback refuses.
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  routes.post('/oauth/:provider/callback', async (c) => {
    const info = requireProvider(c);
    // The state is the CSRF defence (only the page holds it); a post from another page is refused outright.
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) throw OAuthErrors.foreignOrigin();
    const form = parseWith(callbackSchema, await c.req.parseBody());
    const digest = secretDigest(store.dataKey, form.state);
    const pending = states.get(digest);
    if (!pending || !digestsEqual(pending.stateDigest, digest) || pending.provider !== info.type) {
      throw OAuthErrors.stateUnusable();
    }
    states.delete(digest); // single use, whatever the answer
    if (clock.isPast(pending.expiresAt)) throw OAuthErrors.stateUnusable();
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
