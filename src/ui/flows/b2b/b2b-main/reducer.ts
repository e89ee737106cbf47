/**
 * The sign-in outcomes (docs/architecture.md, "Reducer"). They come from every
 * B2B flow's last call (an organization list's exchange, a passcode, a
 * password, SSO, MFA), so they apply on every screen but the outcome screens
 * themselves: an outcome already shown is final, and a second answer changes
 * nothing (and fires no second `AuthenticateFlowComplete`, index.ts).
 */
import type { B2BWidgetState } from '..';
import type { B2BMainAction } from './actions';

type B2BScreenName = B2BWidgetState['screen'];

/** The screens no outcome leaves from. */
const OUTCOME_SCREENS: readonly B2BScreenName[] = ['B2BSignedIn', 'B2BPrimaryRequired'];

function next(action: B2BMainAction): B2BWidgetState {
  switch (action.type) {
    case 'b2bMain/signedIn':
      return { screen: 'B2BSignedIn', organizationName: action.organization.organization_name };
    case 'b2bMain/primaryRequired':
      return {
        screen: 'B2BPrimaryRequired',
        organizationName: action.organization.organization_name,
        organization: action.organization,
        allowedAuthMethods: action.allowedAuthMethods,
        email: action.email,
      };
  }
}

export function b2bMainReducer(state: B2BWidgetState, action: B2BMainAction): B2BWidgetState {
  return OUTCOME_SCREENS.includes(state.screen) ? state : next(action);
}
