import { Hono } from 'hono';
import { z } from 'zod';
import { optionalSession } from '../../auth';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { parseBody } from '../../validation';
import { authorizeSchema, checkAuthorize, submitSchema } from './authorize-request';
import { decideAuthorize, errorRedirect } from './authorize-decision';
import { requireConnectedApp, isFirstParty, type ConnectedApp } from './clients';
import { authTimeOf, issueCode } from './codes';
import { recordGrant } from './consent';
import { IdpErrors } from './errors';
import { hintSubject } from './id-token';
import { issuerOf } from './issuer';
import { withParams } from './redirect-uri';

/**
 * The consent page's calls (docs/protocol.md §7.9): `authorize/start` tells
 * the page whether to ask and what, `authorize/submit` answers with where
 * the browser goes (a code, or an error), and `oauth/logout/start` checks an
 * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0).
 */

const logoutSchema = z.object({
  client_id: z.string().min(1).max(2048),
  post_logout_redirect_uri: z.string().min(1).max(2048),
  state: z.string().max(2048).optional(),
  id_token_hint: z.string().max(16384).optional(),
});

function clientView(app: ConnectedApp): Record<string, string> {
  return {
    client_id: app.client_id,
    client_name: app.client_name,
    client_type: app.client_type,
    client_description: '',
    ...(app.logo_url === undefined ? {} : { client_logo_url: app.logo_url }),
  };
}

export function idpRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.post('/idp/oauth/authorize/start', async (c) => {
    const body = await parseBody(c, authorizeSchema);
    const checked = checkAuthorize(deps, body);
    const decision = decideAuthorize(c, deps, body, checked);
    const client = clientView(checked.app);
    if (decision.kind === 'redirect') {
      const user = optionalSession(c)?.user;
      return ok(c, {
        ...(user ? { user_id: user.user_id } : {}),
        consent_required: false,
        client,
        scope_results: [],
        redirect_uri: decision.redirectUri,
      });
    }
    return ok(c, {
      user_id: decision.user.user_id,
      consent_required: decision.consentRequired,
      client,
      scope_results: decision.results,
    });
  });

  routes.post('/idp/oauth/authorize/submit', async (c) => {
    const body = await parseBody(c, submitSchema);
    const checked = checkAuthorize(deps, body);
    const decision = decideAuthorize(c, deps, body, checked);
    if (decision.kind === 'redirect') return ok(c, { redirect_uri: decision.redirectUri });
    if (decision.consentRequired && !body.consent_granted) {
      return ok(c, {
        redirect_uri: errorRedirect(c, deps, body, 'access_denied', 'The user denied the request.'),
      });
    }
    const { user, session, grantable } = decision;
    const code = issueCode(deps, {
      clientId: checked.app.client_id,
      redirectUri: body.redirect_uri,
      userId: user.user_id,
      sessionId: session.session_id,
      scopes: grantable,
      nonce: body.nonce ?? null,
      codeChallenge: checked.codeChallenge,
      authTime: authTimeOf(session),
    });
    recordGrant(deps, user.user_id, checked.app.client_id, grantable);
    return ok(c, {
      redirect_uri: withParams(body.redirect_uri, { code, state: body.state, iss: issuerOf(deps, c) }),
      authorization_code: code,
    });
  });

  /**
   * Answered without a session too: a visitor who is already signed out is
   * simply sent back (`consent_required: false`). With a session, only a
   * first-party client presenting a valid ID token of this user (expired is
   * fine) skips the confirmation.
   */
  routes.post('/oauth/logout/start', async (c) => {
    const body = await parseBody(c, logoutSchema);
    const app = requireConnectedApp(deps, body.client_id);
    if (!app.post_logout_redirect_uris.includes(body.post_logout_redirect_uri)) {
      throw IdpErrors.invalidPostLogoutRedirectUri();
    }
    const redirectUri = withParams(body.post_logout_redirect_uri, { state: body.state });
    const auth = optionalSession(c);
    let consentRequired = auth !== null;
    if (auth && isFirstParty(app) && body.id_token_hint) {
      const subject = await hintSubject(deps, body.id_token_hint, issuerOf(deps, c), app.client_id);
      consentRequired = subject !== auth.user.user_id;
    }
    return ok(c, { redirect_uri: redirectUri, consent_required: consentRequired });
  });

  return routes;
}
