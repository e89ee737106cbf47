/**
 * The identity provider (docs/behaviour.md §2.8, §4.2, §5.6, §6.2, §11;
 * docs/protocol.md §7.9): `mountIdentityProvider`'s authorize consent and logout
 * confirmation, decided by the page's address. A chunk of its own, loaded
 * only by that mount: the consumer widget's and the B2B widget's, both
 * registries naming this one flow (src/ui/flows/index.ts,
 * src/ui/flows/b2b/index.ts). What differs between them is the widget's port
 * (port.ts); its reducer takes either widget's screen union and its effects
 * send only the events both widgets' unions hold.
 */
import type { FlowDefinition, FlowEffectsEnv } from '../flow';
import type { IDPAction } from './actions';
import { IDP_MESSAGES, type IDPMessageKey } from './messages';
import { IDPPreflightScreen } from './preflight-screen';
import { idpReducer } from './reducer';
import type { IDPState } from './state';

/** The events it sends, which both widgets' event unions hold. */
type IDPEventType = 'OAuthAuthorizeFlowStart' | 'OAuthAuthorizeFlowComplete' | 'OAuthAuthorizeFlowConsentDenied';
interface IDPEffectsEnv extends Pick<FlowEffectsEnv, 'reportError'> {
  emit(event: Extract<Parameters<FlowEffectsEnv['emit']>[0], { type: IDPEventType }>): void;
}

const flow: FlowDefinition<IDPState, IDPAction, IDPMessageKey> = {
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
  effects(action, { emit, reportError }: IDPEffectsEnv) {
    // A failure is reported before the events its outcome implies, as it happens.
    if (action.type === 'idp/failed' && action.cause !== undefined) reportError(action.cause);
    const { started, finished } = action.announce ?? {};
    if (started !== undefined) emit({ type: 'OAuthAuthorizeFlowStart', data: started });
    if (finished === 'complete') emit({ type: 'OAuthAuthorizeFlowComplete', data: {} });
    else if (finished === 'consentDenied') emit({ type: 'OAuthAuthorizeFlowConsentDenied', data: {} });
  },
  messages: IDP_MESSAGES,
  texts: 'idp',
};

export default flow;
