/**
 * B2BMain (or an organization's OrganizationLogin) → the method choice (both email products) → the passcode or 'Check
 * your email'; a resend keeps the screen and clears its error (a code's resend restarts its
 * countdown; its expiry disables the field until the next code). Each action
 * applies only on the screens of its table (docs/architecture.md, "Reducer"):
 * a send answered after the visitor left changes nothing. The code's answer
 * is the discovery flow's handoff (`discovery/discovered`).
 */
import type { B2BWidgetState } from '..';
import type { SignInOrganization } from '../handoffs';
import type { B2BEmailAction } from './actions';

type B2BScreenName = B2BWidgetState['screen'];

function withoutError(state: B2BWidgetState): B2BWidgetState {
  const { error: _dropped, ...rest } = state;
  return rest as B2BWidgetState;
}

/** The organization the sends are for, if any (absent for discovery). */
function forOrganization(action: { organization?: SignInOrganization }): { organization?: SignInOrganization } {
  return action.organization === undefined ? {} : { organization: action.organization };
}

function next(state: B2BWidgetState, action: B2BEmailAction): B2BWidgetState {
  switch (action.type) {
    case 'b2bEmail/chooseMethod':
      return { screen: 'B2BEmailMethod', email: action.email, ...forOrganization(action) };
    case 'b2bEmail/codeSent':
      return { screen: 'B2BEmailOtp', email: action.email, ...forOrganization(action) };
    case 'b2bEmail/linkSent':
      return { screen: 'B2BEmailSent', email: action.email, ...forOrganization(action) };
    case 'b2bEmail/codeResent':
      // A new code: a new countdown, the field usable again, the old error gone.
      return { ...withoutError(state), expiresAt: action.expiresAt, expired: false } as B2BWidgetState;
    case 'b2bEmail/codeExpired':
      return { ...state, expired: true } as B2BWidgetState;
    case 'b2bEmail/linkResent':
      // The same screen, a new code or link: the error shown is no longer current.
      return withoutError(state);
  }
}

/** The screens each action may leave from. */
const APPLIES_ON: { readonly [T in B2BEmailAction['type']]: readonly B2BScreenName[] } = {
  'b2bEmail/chooseMethod': ['B2BMain', 'OrganizationLogin'],
  'b2bEmail/codeSent': ['B2BMain', 'OrganizationLogin', 'B2BEmailMethod'],
  'b2bEmail/linkSent': ['B2BMain', 'OrganizationLogin', 'B2BEmailMethod'],
  'b2bEmail/codeResent': ['B2BEmailOtp'],
  'b2bEmail/codeExpired': ['B2BEmailOtp'],
  'b2bEmail/linkResent': ['B2BEmailSent'],
};

export function b2bEmailReducer(state: B2BWidgetState, action: B2BEmailAction): B2BWidgetState {
  return APPLIES_ON[action.type].includes(state.screen) ? next(state, action) : state;
}
