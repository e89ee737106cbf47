import { Hono } from 'hono';
import { optionalSession } from '../../auth';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { parseBody } from '../../validation';
import { authorizeSchema, checkAuthorize, submitSchema } from './authorize-request';
import { decideAuthorize, errorRedirect } from './authorize-decision';
import { authTimeOf } from './codes';
import { clientView, grantCode, logoutSchema, logoutStart } from './consent-page';

/**
 * The consent page's calls (docs/protocol.md §7.9): `authorize/start` tells
 * the page whether to ask and what, `authorize/submit` answers with where
 * the browser goes (a code, or an error), and `oauth/logout/start` checks an
 * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0).
 */

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
    return ok(
      c,
      grantCode(c, deps, body, checked, { subjectId: user.user_id, sessionId: session.session_id, grantable, authTime: authTimeOf(session) }),
    );
  });

  /** Answered without a session too (consent-page.ts `logoutStart`). */
  routes.post('/oauth/logout/start', async (c) => {
    const body = await parseBody(c, logoutSchema);
    return ok(c, await logoutStart(c, deps, body, () => optionalSession(c)?.user.user_id ?? null));
  });

  return routes;
}
