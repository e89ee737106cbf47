/**
 * Pure: where each identity-provider outcome leads (docs/behaviour.md §4.2). The
 * preflight's outcomes apply only on IDPConsent, the consent answers only on
 * IDPAuthorize, the logout answers only on IDPLogout: a late answer for a
 * screen the visitor has left changes nothing. The error screen follows the
 * preflight, or a consent answer naming an address the widget will not follow.
 */
import type { AppliesOn } from '../applies-on';
import type { ScreenStateBase } from '../flow';
import type { IDPAction } from './actions';
import type { IDPState } from './state';

function next(action: IDPAction): IDPState {
  switch (action.type) {
    case 'idp/consentNeeded':
      return { screen: 'IDPAuthorize', consent: action.consent };
    case 'idp/logoutConfirmNeeded':
      return { screen: 'IDPLogout', params: action.params, redirectUri: action.redirectUri };
    case 'idp/redirecting':
      return { screen: 'IDPRedirecting', clientName: action.clientName };
    case 'idp/authorized':
      return { screen: 'IDPAuthorized', clientName: action.clientName };
    case 'idp/denied':
      return { screen: 'IDPDenied' };
    case 'idp/logoutDeclined':
      return { screen: 'IDPLogoutDeclined' };
    case 'idp/failed':
      return { screen: 'IDPError', message: action.message };
  }
}

/** The screens each action may leave from. */
const APPLIES_ON: AppliesOn<IDPAction> = {
  'idp/consentNeeded': ['IDPConsent'],
  'idp/logoutConfirmNeeded': ['IDPConsent'],
  'idp/redirecting': ['IDPConsent', 'IDPAuthorize', 'IDPLogout'],
  'idp/authorized': ['IDPConsent', 'IDPAuthorize'],
  'idp/denied': ['IDPAuthorize'],
  'idp/logoutDeclined': ['IDPLogout'],
  'idp/failed': ['IDPConsent', 'IDPAuthorize'],
};

/** Over either widget's screen union (the consumer's, the B2B one's): both hold the IDP screens. */
export function idpReducer<S extends ScreenStateBase>(state: S, action: IDPAction): S | IDPState {
  return (APPLIES_ON[action.type] as readonly string[]).includes(state.screen) ? next(action) : state;
}
