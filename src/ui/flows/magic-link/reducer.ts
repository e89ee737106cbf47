/**
 * Main (or the password form) → EmailConfirmation on a send; EmailConfirmation
 * stays on a resend and goes → Main on 'Try again'. An action on any other screen is stale and changes
 * nothing (docs/architecture.md, "Reducer").
 */
import type { WidgetState } from '..';
import type { AppliesOn } from '../applies-on';
import type { MagicLinkAction } from './actions';

function next(action: MagicLinkAction): WidgetState {
  switch (action.type) {
    case 'magicLink/sent':
    case 'magicLink/resent':
      return { screen: 'EmailConfirmation', email: action.email };
    case 'magicLink/tryAgain':
      return { screen: 'Main' };
  }
}

/** The screens each action may leave from. */
const APPLIES_ON: AppliesOn<MagicLinkAction> = {
  // Sent from Main's email tab, or from the password form's 'Email me a login link'.
  'magicLink/sent': ['Main', 'PasswordCreateOrLogin'],
  'magicLink/resent': ['EmailConfirmation'],
  'magicLink/tryAgain': ['EmailConfirmation'],
};

export function magicLinkReducer(state: WidgetState, action: MagicLinkAction): WidgetState {
  return APPLIES_ON[action.type].includes(state.screen) ? next(action) : state;
}
