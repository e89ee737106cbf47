/** The identity-provider flow's domain actions (`idp/…`): what the preflight and the visitor's answers came to. */
import type { IDPLogoutParams } from '../../../core';
import type { MessageDescriptor } from '../../i18n/format';
import type { ConsentRequest } from './state';

/**
 * The host events an outcome implies, fired by the flow's effects (idp/index.ts) when the
 * reducer accepts it, in this order: `OAuthAuthorizeFlowStart` with `started`, then
 * `OAuthAuthorizeFlowComplete` or `OAuthAuthorizeFlowConsentDenied` for `finished`.
 */
export interface IDPAnnouncement {
  started?: { client_id: string; redirect_uri: string; scope: string };
  finished?: 'complete' | 'consentDenied';
}

export type IDPAction = (
  | { type: 'idp/consentNeeded'; consent: ConsentRequest }
  | { type: 'idp/logoutConfirmNeeded'; params: IDPLogoutParams; redirectUri: string }
  | { type: 'idp/redirecting'; clientName: string | null }
  | { type: 'idp/authorized'; clientName: string }
  | { type: 'idp/denied' }
  | { type: 'idp/logoutDeclined' }
  /** `cause`: what `onError` hears of it, from the flow's effects (none for a page without the request's parameters). */
  | { type: 'idp/failed'; message: MessageDescriptor; cause?: unknown }
) & { announce?: IDPAnnouncement };

export const consentNeeded = (consent: ConsentRequest): IDPAction => ({ type: 'idp/consentNeeded', consent });
export const logoutConfirmNeeded = (params: IDPLogoutParams, redirectUri: string): IDPAction => ({
  type: 'idp/logoutConfirmNeeded',
  params,
  redirectUri,
});
export const redirecting = (clientName: string | null): IDPAction => ({ type: 'idp/redirecting', clientName });
export const authorized = (clientName: string): IDPAction => ({ type: 'idp/authorized', clientName });
export const denied = (): IDPAction => ({ type: 'idp/denied' });
export const logoutDeclined = (): IDPAction => ({ type: 'idp/logoutDeclined' });
/** The error screen: the preflight failed, or an answer named an address the widget will not follow. */
export const flowFailed = (message: MessageDescriptor, cause?: unknown): IDPAction => ({ type: 'idp/failed', message, cause });
