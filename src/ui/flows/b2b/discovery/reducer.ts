/**
 * A discovery sign-in's answer → the organization list, or 'no organizations'
 * when it found none; either → the create screen. Choosing or creating an
 * organization ends in the sign-in outcome (handoffs.ts, `authOutcome`),
 * handled by the b2bMain flow. Each action applies only on the screens of its
 * table (docs/architecture.md, "Reducer").
 */
import type { B2BWidgetState } from '..';
import type { DiscoveryAction } from './actions';

type B2BScreenName = B2BWidgetState['screen'];

function next(action: DiscoveryAction): B2BWidgetState {
  switch (action.type) {
    case 'discovery/discovered':
      return action.organizations.length === 0
        ? { screen: 'DiscoveryNoOrganizations', email: action.email }
        : { screen: 'DiscoveryOrganizations', email: action.email, organizations: action.organizations };
    case 'discovery/createStarted':
      return { screen: 'DiscoveryCreate', email: action.email };
  }
}

/**
 * The screens each action may leave from: a discovery sign-in answers on B2BMain (the redirect
 * landing) and on the passcode screen; another flow's discovery sign-in adds its screen here.
 */
const APPLIES_ON: { readonly [T in DiscoveryAction['type']]: readonly B2BScreenName[] } = {
  // Every screen a discovery sign-in answers on: the landing, the email passcode, passwords (sign-in and reset).
  'discovery/discovered': ['B2BMain', 'B2BEmailOtp', 'B2BPasswordLogin', 'B2BPasswordResetForm'],
  'discovery/createStarted': ['DiscoveryOrganizations', 'DiscoveryNoOrganizations'],
};

export function discoveryReducer(state: B2BWidgetState, action: DiscoveryAction): B2BWidgetState {
  return APPLIES_ON[action.type].includes(state.screen) ? next(action) : state;
}
