/**
 * The identity-provider flow's calls and decisions (docs/behaviour.md §4.2;
 * docs/protocol.md §7.9), as
 * functions of the client and a signal that resolve with the action to
 * dispatch. The screens run them through their runner.
 *
 * - The calls, the session check and the way out are the widget's port
 *   (port.ts): the consumer client's, or the B2B client's for a member.
 * - Authorize: a session is required (else the no-session error, reported
 *   to `onError`; decided once the client knows), except for `prompt=none`, whose answer the provider gives
 *   itself (`login_required` on the relying party's address). The preflight
 *   says whether consent is needed; if not, the request is submitted at once
 *   with `consent_granted: false`.
 * - After a submit the browser goes to the `redirect_uri` the provider
 *   returned, and only when it is the request's own (destination.ts); without
 *   one, a denial shows 'Access to the application was denied.' and anything
 *   else the success screen. The complete or consent-denied event fires either
 *   way (once the address is accepted: a refused one is an error, not a
 *   completed flow).
 * - Events: the calls never emit; the action they resolve with says which
 *   events it implies (`announce`), and the flow's effects fire them once the
 *   reducer accepts it (docs/architecture.md, "Effects").
 * - Logout: a port that names the member's organization in its question (the
 *   B2B one) asks for a session first, as authorize does. The preflight says whether to ask; Yes (or no question) revokes
 *   the session, ignoring errors, then goes to the returned address, which
 *   must be the request's `post_logout_redirect_uri` (checked before anything
 *   is asked or revoked).
 * - An address the widget will not follow (not the request's, or not text)
 *   is reported to `onError` once and ends on the error screen; the browser
 *   stays.
 */
import { ERROR_MESSAGES, PorticoError, type IDPAuthorizeParams } from '../../../core';
import { httpHref } from '../../components/http-href';
import { describeError, type Translator } from '../../i18n/format';
import {
  authorized,
  consentNeeded,
  denied,
  logoutConfirmNeeded,
  flowFailed,
  redirecting,
  type IDPAction,
  type IDPAnnouncement,
} from './actions';
import { destinationOf, requiredDestination, type Destination } from './destination';
import type { IDPPort, IDPRedirectAnswer, IDPStartAnswer } from './port';
import { clientNameFor, type ParsedIDPRequest } from './request';
import type { ConsentRequest } from './state';

/** The widget's port (the calls, the session, the way out: port.ts) and the translator. */
export interface IDPEnv {
  port: IDPPort;
  t: Translator;
}

/** `action` with the events it implies added to those it carries (in the order of IDPAnnouncement). */
function announcing(action: IDPAction, announce: IDPAnnouncement): IDPAction {
  return { ...action, announce: { ...announce, ...action.announce } };
}

/** The no-session error given to `onError` (its text is the catalogue's `no_active_session`). */
export function noSessionError(): PorticoError {
  return new PorticoError('no_current_session', ERROR_MESSAGES.no_active_session);
}

/** Resolves once the page is leaving for `redirectUri` (unless `signal` aborted first: then it stays). */
async function leaveFor(port: IDPPort, redirectUri: string, signal: AbortSignal): Promise<void> {
  if (signal.aborted) throw signal.reason;
  await port.followRedirect(redirectUri);
}

/** An address the widget will not follow: the error screen says why, and `onError` hears of it (the flow's effects). */
function refuse(refusal: Extract<Destination, { kind: 'refused' }>): IDPAction {
  return flowFailed(refusal.message, refusal.error);
}

/**
 * A `prompt=none` preflight the provider already answered on the relying
 * party's address (it carries an `error`): where that answer sends the
 * browser, or null when the start is an ordinary one.
 */
function promptNoneAnswer(params: IDPAuthorizeParams, start: IDPStartAnswer, t: IDPEnv['t']): Destination | null {
  const returned: unknown = start.redirect_uri;
  if (params.prompt !== 'none' || typeof returned !== 'string') return null;
  let answered: boolean;
  try {
    answered = new URL(returned).searchParams.has('error');
  } catch {
    return null;
  }
  return answered ? requiredDestination(params.redirect_uri, returned, t) : null;
}

function consentFrom(params: IDPAuthorizeParams, start: IDPStartAnswer, clientName: string): ConsentRequest {
  const results = Array.isArray(start.scope_results) ? start.scope_results : null;
  const grantable = results === null ? [...params.scopes] : results.filter((r) => r.is_grantable).map((r) => r.scope);
  const ungrantable = results === null ? [] : results.filter((r) => !r.is_grantable).map((r) => r.scope);
  return { params, clientName, logoUrl: httpHref(start.client?.client_logo_url), grantable, ungrantable };
}

/** After a submit: the events, then the relying party's address, or the outcome screen. */
export async function finishAuthorize(
  env: IDPEnv,
  params: IDPAuthorizeParams,
  answer: IDPRedirectAnswer,
  outcome: { consentRequired: boolean; granted: boolean; clientName: string },
  signal: AbortSignal,
): Promise<IDPAction> {
  const declined = outcome.consentRequired && !outcome.granted;
  // After the address is accepted: a refused one is an error, not a completed flow.
  const finished: IDPAnnouncement = { finished: declined ? 'consentDenied' : 'complete' };
  const returned: unknown = answer.redirect_uri;
  const destination = destinationOf(params.redirect_uri, returned, env.t);
  if (destination.kind === 'refused') return refuse(destination);
  if (destination.kind === 'address') {
    await leaveFor(env.port, destination.uri, signal);
    return announcing(redirecting(outcome.clientName), finished);
  }
  return announcing(declined ? denied() : authorized(outcome.clientName), finished);
}

/** Allow or Deny on the consent screen. */
export async function submitConsent(env: IDPEnv, consent: ConsentRequest, granted: boolean, signal: AbortSignal): Promise<IDPAction> {
  const answer = await env.port.authorizeSubmit({ ...consent.params, consent_granted: granted }, signal);
  return finishAuthorize(env, consent.params, answer, { consentRequired: true, granted, clientName: consent.clientName }, signal);
}

/** No session (once the client knows: port.ts, `hasSession`): the error screen, and `onError` hears of it. */
const noSession = (): IDPAction => flowFailed({ key: 'no_active_session' }, noSessionError());

async function authorizePreflight(env: IDPEnv, params: IDPAuthorizeParams, signal: AbortSignal): Promise<IDPAction> {
  if (params.prompt !== 'none' && !(await env.port.hasSession(signal))) return noSession();
  // From here the flow has started: whatever it comes to says so first (OAuthAuthorizeFlowStart).
  const started: IDPAnnouncement = {
    started: { client_id: params.client_id, redirect_uri: params.redirect_uri, scope: params.scopes.join(' ') },
  };
  try {
    return announcing(await startAuthorize(env, params, signal), started);
  } catch (error) {
    if (signal.aborted) throw error;
    return announcing(flowFailed(describeError(error), error), started);
  }
}

async function startAuthorize(env: IDPEnv, params: IDPAuthorizeParams, signal: AbortSignal): Promise<IDPAction> {
  const { port, t } = env;
  const start = await port.authorizeStart(params, signal);
  const clientName = clientNameFor(start.client?.client_name, params.redirect_uri, t('idp.fallbackClientName'));
  const answered = promptNoneAnswer(params, start, t);
  if (answered?.kind === 'refused') return refuse(answered);
  if (answered?.kind === 'address') {
    await leaveFor(port, answered.uri, signal);
    return redirecting(clientName);
  }
  if (start.consent_required) return consentNeeded(consentFrom(params, start, clientName));
  const answer = await port.authorizeSubmit({ ...params, consent_granted: false }, signal);
  return finishAuthorize(env, params, answer, { consentRequired: false, granted: false, clientName }, signal);
}

/** Yes on 'Log out?' (or no question asked): revoke, whatever the answer, then leave. */
export async function logOutAndLeave(port: IDPPort, redirectUri: string, signal: AbortSignal): Promise<IDPAction> {
  await port.revoke(signal).catch(() => undefined);
  await leaveFor(port, redirectUri, signal);
  return redirecting(null);
}

/** The first screen's work: from the page's address to the next screen. */
export async function preflight(env: IDPEnv, request: ParsedIDPRequest, signal: AbortSignal): Promise<IDPAction> {
  if (request.kind === 'missing') return flowFailed({ key: 'idp.missingParameter', values: { param: request.param } });
  try {
    if (request.kind === 'authorize') return await authorizePreflight(env, request.params, signal);
    if (env.port.logoutNeedsSession && !(await env.port.hasSession(signal))) return noSession();
    const start = await env.port.logoutStart(request.params, signal);
    const returned: unknown = start.redirect_uri;
    const destination = requiredDestination(request.params.post_logout_redirect_uri, returned, env.t);
    if (destination.kind === 'refused') return refuse(destination);
    if (start.consent_required) return logoutConfirmNeeded(request.params, destination.uri);
    return await logOutAndLeave(env.port, destination.uri, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return flowFailed(describeError(error), error);
  }
}
