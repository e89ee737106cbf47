/**
 * The identity provider (docs/behaviour.md §2.8, §4.2, §5.6, §6.2;
 * docs/protocol.md §7.9): `mountIdentityProvider`'s authorize consent and logout
 * confirmation, decided by the page's address. A chunk of its own, loaded
 * only by that mount.
 */
import type { FlowDefinition } from '../flow';
import type { IDPAction } from './actions';
import { IDP_MESSAGES } from './messages';
import { IDPPreflightScreen } from './preflight-screen';
import { idpReducer } from './reducer';
import type { IDPState } from './state';

const flow: FlowDefinition<IDPState, IDPAction, keyof typeof IDP_MESSAGES> = {
  id: 'idp',
  reducer: idpReducer,
  screens: {
    IDPConsent: { component: IDPPreflightScreen, backArrow: false, focus: 'heading' },
    IDPAuthorize: {
      component: { load: () => import('./deferred-screens').then((m) => m.IDPAuthorizeScreen) },
      backArrow: false,
      focus: 'heading',
    },
    IDPLogout: {
      component: { load: () => import('./deferred-screens').then((m) => m.IDPLogoutScreen) },
      backArrow: false,
      focus: 'heading',
    },
    IDPRedirecting: {
      component: { load: () => import('./deferred-screens').then((m) => m.IDPRedirectingScreen) },
      backArrow: false,
      focus: 'heading',
    },
    IDPAuthorized: {
      component: { load: () => import('./deferred-screens').then((m) => m.IDPAuthorizedScreen) },
      backArrow: false,
      focus: 'heading',
    },
    IDPDenied: {
      component: { load: () => import('./deferred-screens').then((m) => m.IDPDeniedScreen) },
      backArrow: false,
      focus: 'heading',
    },
    IDPLogoutDeclined: {
      component: { load: () => import('./deferred-screens').then((m) => m.IDPLogoutDeclinedScreen) },
      backArrow: false,
      focus: 'heading',
    },
    IDPError: {
      component: { load: () => import('./deferred-screens').then((m) => m.IDPErrorScreen) },
      backArrow: false,
      focus: 'heading',
    },
  },
  /** The events an accepted outcome announces (actions.ts, `IDPAnnouncement`), in order. */
  effects(action, { emit, reportError }) {
    // A failure is reported before the events its outcome implies, as it happens.
    if (action.type === 'idp/failed' && action.cause !== undefined) reportError(action.cause);
    const { started, finished } = action.announce ?? {};
    if (started !== undefined) emit({ type: 'OAuthAuthorizeFlowStart', data: started });
    if (finished === 'complete') emit({ type: 'OAuthAuthorizeFlowComplete', data: {} });
    else if (finished === 'consentDenied') emit({ type: 'OAuthAuthorizeFlowConsentDenied', data: {} });
  },
  messages: IDP_MESSAGES,
};

export default flow;
