import { optionalSession } from '../../auth';
import type { EmulatorContext, EmulatorDeps } from '../../context';
import { Errors } from '../../errors';
import type { ReadonlySession, ReadonlyUser } from '../../kernel';
import type { AuthorizeBody, CheckedAuthorize } from './authorize-request';
import { needsConsent } from './consent';
import { issuerOf } from './issuer';
import { withParams } from './redirect-uri';
import { scopeResults, type ScopeResult } from './scopes';

/**
 * What an authorize request leads to, for start and submit alike
 * (docs/protocol.md §7.9), once its client and redirect URI are trusted:
 *
 * - no session: with `prompt=none`, a redirect carrying `error=login_required`
 *   (the only case answered without a session, OpenID Connect Core
 *   §3.1.2.6); otherwise the provider's no-session error;
 * - a session, consent needed and `prompt=none`: `error=consent_required`;
 * - else the user, the scope results and whether consent is asked.
 *
 * Every redirect carries `iss` (RFC 9207; discovery says so) and `state`.
 */

export type AuthorizeDecision =
  | { kind: 'redirect'; redirectUri: string }
  | {
      kind: 'decide';
      session: ReadonlySession;
      user: ReadonlyUser;
      results: ScopeResult[];
      grantable: string[];
      consentRequired: boolean;
    };

export function errorRedirect(
  c: EmulatorContext,
  deps: EmulatorDeps,
  body: Pick<AuthorizeBody, 'redirect_uri' | 'state'>,
  error: string,
  description: string,
): string {
  return withParams(body.redirect_uri, {
    error,
    error_description: description,
    state: body.state,
    iss: issuerOf(deps, c),
  });
}

export function decideAuthorize(
  c: EmulatorContext,
  deps: EmulatorDeps,
  body: AuthorizeBody,
  checked: CheckedAuthorize,
): AuthorizeDecision {
  const silent = checked.prompts.has('none');
  const auth = optionalSession(c);
  if (!auth) {
    if (silent) {
      return { kind: 'redirect', redirectUri: errorRedirect(c, deps, body, 'login_required', 'The user is not signed in.') };
    }
    throw c.get('auth').kind === 'invalid_session' ? Errors.unauthorizedCredentials() : Errors.userUnauthenticated();
  }
  const results = scopeResults(deps.config.rbacPolicy, checked.app, auth.user, checked.scopes);
  const grantable = results.filter((result) => result.is_grantable).map((result) => result.scope);
  const asks = needsConsent(deps, { app: checked.app, userId: auth.user.user_id, prompts: checked.prompts, grantable });
  if (silent && asks) {
    return {
      kind: 'redirect',
      redirectUri: errorRedirect(c, deps, body, 'consent_required', 'The user has not consented to this request.'),
    };
  }
  return { kind: 'decide', session: auth.session, user: auth.user, results, grantable, consentRequired: asks };
}
