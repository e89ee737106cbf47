import type { ScreenStateBase } from '../flow';
import type { MagicLinkAction } from './actions';
import type { EmailConfirmationState } from './state';

/** Main (or the password form) → EmailConfirmation on a send; EmailConfirmation → Main on 'Try again'. Anything else is stale. */
export function magicLinkReducer(state: ScreenStateBase, action: MagicLinkAction): ScreenStateBase {
  switch (action.type) {
    case 'magicLink/sent': {
      // Sent from Main's email tab, or from the password form's 'Email me a login link'.
      if (state.screen !== 'Main' && state.screen !== 'PasswordCreateOrLogin') return state;
      const next: EmailConfirmationState = { screen: 'EmailConfirmation', email: action.email };
      return next;
    }
    case 'magicLink/tryAgain':
      return state.screen === 'EmailConfirmation' ? { screen: 'Main' } : state;
  }
}
