import { z } from 'zod';
import type { EmulatorContext, EmulatorDeps } from '../../context';
import type { AuthorizeBody, CheckedAuthorize } from './authorize-request';
import { isFirstParty, requireConnectedApp, type ConnectedApp } from './clients';
import { issueCode } from './codes';
import { recordGrant } from './consent';
import { IdpErrors } from './errors';
import { hintSubject } from './id-token';
import { issuerOf } from './issuer';
import { withParams } from './redirect-uri';

/**
 * What the consent page's calls answer alike for users (routes.ts) and for
 * members (member-routes.ts), docs/protocol.md §7.9: the client as the page
 * shows it, the code a granted submit issues, and the RP-initiated logout's
 * check. Each caller passes its own subject: the user or the member.
 */

export const logoutSchema = z.object({
  client_id: z.string().min(1).max(2048),
  post_logout_redirect_uri: z.string().min(1).max(2048),
  state: z.string().max(2048).optional(),
  id_token_hint: z.string().max(16384).optional(),
});

export function clientView(app: ConnectedApp): Record<string, string> {
  return {
    client_id: app.client_id,
    client_name: app.client_name,
    client_type: app.client_type,
    client_description: '',
    ...(app.logo_url === undefined ? {} : { client_logo_url: app.logo_url }),
  };
}

/** A granted submit: the code for `subjectId`, the grant recorded, and where the browser goes with it. */
export function grantCode(
  c: EmulatorContext,
  deps: EmulatorDeps,
  body: AuthorizeBody,
  checked: CheckedAuthorize,
  grant: { subjectId: string; sessionId: string; grantable: string[]; authTime: number },
): { redirect_uri: string; authorization_code: string } {
  const code = issueCode(deps, {
    clientId: checked.app.client_id,
    redirectUri: body.redirect_uri,
    userId: grant.subjectId,
    sessionId: grant.sessionId,
    scopes: grant.grantable,
    nonce: body.nonce ?? null,
    codeChallenge: checked.codeChallenge,
    authTime: grant.authTime,
  });
  recordGrant(deps, grant.subjectId, checked.app.client_id, grant.grantable);
  return {
    redirect_uri: withParams(body.redirect_uri, { code, state: body.state, iss: issuerOf(deps, c) }),
    authorization_code: code,
  };
}

/**
 * The logout start's answer; `signedIn` reads the caller's subject id, after
 * the client and URI are checked. Without a signed-in subject the visitor is
 * simply sent back (`consent_required: false`); with one, only a first-party
 * client presenting a valid ID token of that subject (expired is fine) skips
 * the confirmation.
 */
export async function logoutStart(
  c: EmulatorContext,
  deps: EmulatorDeps,
  body: z.infer<typeof logoutSchema>,
  signedIn: () => string | null,
): Promise<{ redirect_uri: string; consent_required: boolean }> {
  const app = requireConnectedApp(deps, body.client_id);
  if (!app.post_logout_redirect_uris.includes(body.post_logout_redirect_uri)) throw IdpErrors.invalidPostLogoutRedirectUri();
  const redirectUri = withParams(body.post_logout_redirect_uri, { state: body.state });
  const signedInSubjectId = signedIn();
  let consentRequired = signedInSubjectId !== null;
  if (signedInSubjectId !== null && isFirstParty(app) && body.id_token_hint) {
    const subject = await hintSubject(deps, body.id_token_hint, issuerOf(deps, c), app.client_id);
    consentRequired = subject !== signedInSubjectId;
  }
  return { redirect_uri: redirectUri, consent_required: consentRequired };
}
