import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorDeps, EmulatorEnv } from '../../context';
import { ok } from '../../context';
import { apiError, Errors } from '../../errors';
import type { IdpSessionSubject, IdpSubjectSource } from '../../idp-subjects';
import { parseBody, sessionDurationSchema } from '../../validation';
import { authorizeSchema, checkAuthorize, submitSchema, type AuthorizeBody, type CheckedAuthorize } from './authorize-request';
import { errorRedirect } from './authorize-decision';
import { isFirstParty, type ConnectedApp } from './clients';
import { needsConsent } from './consent';
import { clientView, grantCode, logoutSchema, logoutStart } from './consent-page';
import { describeScope, STANDARD_SCOPES, type ScopeResult } from './scopes';
import { findToken } from './tokens';

/**
 * The provider for B2B members (docs/architecture.md, "B2B"): the consent
 * page's `idp/b2b/oauth/authorize/start` and `…/submit` and
 * `b2b/oauth/logout/start`, as the consumer routes (routes.ts) but with the
 * caller's member session, whose member becomes the subject of the code and
 * of the tokens the token endpoint issues for it; and
 * `b2b/sessions/exchange_access_token`, a first-party client's access token
 * (granted `full_access`) back into a member session. Members come from the
 * B2B product through `Product.idpSubjects` (emulator/src/idp-subjects.ts).
 */

const exchangeSchema = z.object({
  access_token: z.string().min(1).max(4096),
  session_duration_minutes: sessionDurationSchema,
});

const ExchangeErrors = {
  tokenNotFound: () => apiError(404, 'idp_access_token_not_found', 'The access token could not be found: it is invalid, expired or revoked.'),
  missingFullAccess: () =>
    apiError(
      400,
      'oauth_access_token_exchange_missing_full_access',
      'Only an access token granted the full_access scope (a first-party client) can be exchanged for a session.',
    ),
  notAMember: () =>
    apiError(400, 'idp_access_token_could_not_be_exchanged', 'The access token was not issued for a member, so it cannot become a member session.'),
} as const;

function memberSources(deps: EmulatorDeps): IdpSubjectSource[] {
  return deps.products.flatMap((product) => (product.idpSubjects ? [product.idpSubjects] : []));
}

function memberCallerOf(c: EmulatorContext, deps: EmulatorDeps): IdpSessionSubject | null {
  for (const source of memberSources(deps)) {
    const caller = source.caller(c, deps);
    if (caller) return caller;
  }
  return null;
}

/** The consumer rules (scopes.ts) for a member: standard scopes, `full_access` for first-party clients only, custom ones by the member's roles. */
function memberScopeResults(deps: EmulatorDeps, app: ConnectedApp, caller: IdpSessionSubject, scopes: readonly string[]): ScopeResult[] {
  return [...new Set(scopes)].map((scope) => ({
    scope,
    description: describeScope(deps.config.rbacPolicy, scope),
    is_grantable:
      scope === 'full_access'
        ? isFirstParty(app)
        : (STANDARD_SCOPES as readonly string[]).includes(scope) || caller.subject.mayGrantCustomScope(scope),
  }));
}

type MemberDecision =
  | { kind: 'redirect'; redirectUri: string }
  | { kind: 'decide'; caller: IdpSessionSubject; results: ScopeResult[]; grantable: string[]; consentRequired: boolean };

/** As the consumer `decideAuthorize` (authorize-decision.ts), with the member session. */
function decide(c: EmulatorContext, deps: EmulatorDeps, body: AuthorizeBody, checked: CheckedAuthorize): MemberDecision {
  const silent = checked.prompts.has('none');
  const caller = memberCallerOf(c, deps);
  if (!caller) {
    if (silent) return { kind: 'redirect', redirectUri: errorRedirect(c, deps, body, 'login_required', 'The member is not signed in.') };
    throw Errors.userUnauthenticated();
  }
  const results = memberScopeResults(deps, checked.app, caller, checked.scopes);
  const grantable = results.filter((r) => r.is_grantable).map((r) => r.scope);
  const asks = needsConsent(deps, { app: checked.app, userId: caller.subject.id, prompts: checked.prompts, grantable });
  if (silent && asks) {
    return { kind: 'redirect', redirectUri: errorRedirect(c, deps, body, 'consent_required', 'The member has not consented to this request.') };
  }
  return { kind: 'decide', caller, results, grantable, consentRequired: asks };
}

export function memberIdpRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.post('/idp/b2b/oauth/authorize/start', async (c) => {
    const body = await parseBody(c, authorizeSchema);
    const checked = checkAuthorize(deps, body);
    const decision = decide(c, deps, body, checked);
    const client = clientView(checked.app);
    if (decision.kind === 'redirect') {
      return ok(c, { consent_required: false, client, scope_results: [], redirect_uri: decision.redirectUri });
    }
    return ok(c, {
      member_id: decision.caller.subject.id,
      consent_required: decision.consentRequired,
      client,
      scope_results: decision.results,
    });
  });

  routes.post('/idp/b2b/oauth/authorize/submit', async (c) => {
    const body = await parseBody(c, submitSchema);
    const checked = checkAuthorize(deps, body);
    const decision = decide(c, deps, body, checked);
    if (decision.kind === 'redirect') return ok(c, { redirect_uri: decision.redirectUri });
    if (decision.consentRequired && !body.consent_granted) {
      return ok(c, { redirect_uri: errorRedirect(c, deps, body, 'access_denied', 'The member denied the request.') });
    }
    const { caller, grantable } = decision;
    return ok(
      c,
      grantCode(c, deps, body, checked, { subjectId: caller.subject.id, sessionId: caller.sessionId, grantable, authTime: caller.authTime }),
    );
  });

  routes.post('/b2b/oauth/logout/start', async (c) => {
    const body = await parseBody(c, logoutSchema);
    return ok(c, await logoutStart(c, deps, body, () => memberCallerOf(c, deps)?.subject.id ?? null));
  });

  routes.post('/b2b/sessions/exchange_access_token', async (c) => {
    const body = await parseBody(c, exchangeSchema);
    const token = findToken(deps, body.access_token, 'access');
    if (!token) throw ExchangeErrors.tokenNotFound();
    if (!token.scopes.includes('full_access')) throw ExchangeErrors.missingFullAccess();
    const source = memberSources(deps).find((s) => s.find(deps, token.userId) !== null);
    if (!source) throw ExchangeErrors.notAMember();
    return ok(
      c,
      await source.exchangeAccessToken(c, deps, {
        subjectId: token.userId,
        clientId: token.clientId,
        durationMinutes: body.session_duration_minutes,
      }),
    );
  });

  return routes;
}
