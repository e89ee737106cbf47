import { Hono } from 'hono';
import { z } from 'zod';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../../context';
import { newSecretToken } from '../../../ids';
import { checkRedirectUrls } from '../../../redirect-urls';
import { digestsEqual, secretDigest } from '../../../secrets';
import { parseBody } from '../../../validation';
import { OAuthErrors } from '../errors';
import { issueRedirect } from '../redirect-token';
import { resolveOAuthRedirectUrls } from '../redirect-urls';
import { checkGoogleIdToken } from './id-token-check';
import { ONE_TAP_CALLBACKS } from './records';

/**
 * Google One Tap's two `/sdk/v1` calls (docs/protocol.md §7.7, "Google One
 * Tap"). Start hands the page the project's Google client id, a nonce for
 * Google and a single-use callback id; submit takes the ID token Google
 * returned with that callback id, checks it, and ends like the redirect
 * flow's Continue: a redirect token for `POST /oauth/authenticate`, carried
 * by the signup URL for a new user, else the login URL.
 */

/** How long a start may wait for its submit. */
export const ONE_TAP_CALLBACK_LIFETIME_SECONDS = 10 * 60;

const urlField = z.string().min(1).max(2048).optional();

const startSchema = z.object({ login_redirect_url: urlField, signup_redirect_url: urlField });

const submitSchema = z.object({
  id_token: z.string().min(1).max(16 * 1024),
  oauth_callback_id: z.string().min(1).max(200),
  login_redirect_url: urlField,
  signup_redirect_url: urlField,
});

/** The project's Google client for One Tap, or the start's configuration errors. */
function oneTapClientId(deps: EmulatorDeps): string {
  const { clientId, usesDefaultClient } = deps.config.googleOneTap;
  if (clientId === null) throw OAuthErrors.oneTapConfigNotFound();
  if (usesDefaultClient) throw OAuthErrors.defaultProviderNotAllowed();
  return clientId;
}

export function oneTapRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;
  const callbacks = store.of(ONE_TAP_CALLBACKS);

  routes.post('/oauth/google/onetap/start', async (c) => {
    const body = await parseBody(c, startSchema);
    const clientId = oneTapClientId(deps);
    const redirects = resolveOAuthRedirectUrls(deps.config, {
      login: body.login_redirect_url,
      signup: body.signup_redirect_url,
    });
    const callbackId = newSecretToken();
    const nonce = newSecretToken(32);
    callbacks.insert({
      callbackDigest: secretDigest(store.dataKey, callbackId),
      nonce,
      loginRedirectUrl: redirects.login,
      signupRedirectUrl: redirects.signup,
      expiresAt: clock.isoIn(ONE_TAP_CALLBACK_LIFETIME_SECONDS),
    });
    return ok(c, { google_client_id: clientId, oauth_callback_id: callbackId, nonce });
  });

  routes.post('/oauth/google/onetap/submit', async (c) => {
    const body = await parseBody(c, submitSchema);
    const digest = secretDigest(store.dataKey, body.oauth_callback_id);
    const pending = callbacks.get(digest);
    if (!pending || !digestsEqual(pending.callbackDigest, digest)) throw OAuthErrors.oneTapCallbackUnusable();
    callbacks.delete(digest); // single use, even when the token below is refused
    if (clock.isPast(pending.expiresAt)) throw OAuthErrors.oneTapCallbackUnusable();
    const clientId = oneTapClientId(deps);
    // URLs named again at submit win over the start's, once allow-listed like them.
    checkRedirectUrls(deps.config, {
      login_redirect_url: body.login_redirect_url,
      signup_redirect_url: body.signup_redirect_url,
    });
    const identity = await checkGoogleIdToken(deps, body.id_token, { clientId, nonce: pending.nonce });
    const redirectUrl = issueRedirect(
      deps,
      {
        provider: 'google',
        loginRedirectUrl: body.login_redirect_url ?? pending.loginRedirectUrl,
        signupRedirectUrl: body.signup_redirect_url ?? pending.signupRedirectUrl,
        codeChallenge: null,
        customScopes: [],
        providerParams: {},
      },
      identity,
    );
    return ok(c, { redirect_url: redirectUrl });
  });

  return routes;
}
