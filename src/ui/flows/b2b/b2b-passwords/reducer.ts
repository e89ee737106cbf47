/**
 * The handoff `b2bPasswords/start` → B2BPasswordLogin; 'Forgot your
 * password?' (or a login refused until a reset) → B2BPasswordForgot; the reset
 * email → B2BPasswordResetSent; a resend keeps that screen. Sign-ins and
 * resets leave through handoffs that other flows take (../handoffs.ts). Each
 * action applies only on the screens of its applies-on table
 * (docs/architecture.md, "Reducer"): an answer for a screen the visitor has
 * left changes nothing.
 */
import type { B2BWidgetState } from '..';
import type { B2BPasswordsInput } from './actions';

type B2BScreenName = B2BWidgetState['screen'];

function next(state: B2BWidgetState, action: B2BPasswordsInput): B2BWidgetState {
  switch (action.type) {
    case 'b2bPasswords/start':
      return { screen: 'B2BPasswordLogin', email: action.email, organization: action.organization };
    case 'b2bPasswords/resetNeeded':
      return state.screen === 'B2BPasswordLogin'
        ? { screen: 'B2BPasswordForgot', email: action.email, organization: state.organization, reason: action.reason }
        : state;
    case 'b2bPasswords/resetSent':
      return state.screen === 'B2BPasswordForgot'
        ? { screen: 'B2BPasswordResetSent', email: action.email, organization: state.organization }
        : state;
    case 'b2bPasswords/resetResent':
      // The same screen, a new state: a resend's effects run once per resend.
      return state.screen === 'B2BPasswordResetSent' ? { ...state } : state;
  }
}

/**
 * The screens each action may leave from. The opening handoff is the
 * visitor's choice on whichever screen offers it (Main, an organization's
 * sign-in methods, the discovery list), so it applies anywhere.
 */
const APPLIES_ON: { readonly [T in B2BPasswordsInput['type']]: readonly B2BScreenName[] | 'anywhere' } = {
  'b2bPasswords/start': 'anywhere',
  'b2bPasswords/resetNeeded': ['B2BPasswordLogin'],
  'b2bPasswords/resetSent': ['B2BPasswordForgot'],
  'b2bPasswords/resetResent': ['B2BPasswordResetSent'],
};

export function b2bPasswordsReducer(state: B2BWidgetState, action: B2BPasswordsInput): B2BWidgetState {
  const on = APPLIES_ON[action.type];
  return on === 'anywhere' || on.includes(state.screen) ? next(state, action) : state;
}
