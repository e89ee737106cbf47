import type { ScreenStateBase } from '../flow';
import type { MagicLinkAction } from './actions';
import type { EmailConfirmationState } from './state';

/** Main → EmailConfirmation on a send; EmailConfirmation → Main on 'Try again'. Anything else is stale. */
export function magicLinkReducer(state: ScreenStateBase, action: MagicLinkAction): ScreenStateBase {
  switch (action.type) {
    case 'magicLink/sent': {
      if (state.screen !== 'Main') return state;
      const next: EmailConfirmationState = { screen: 'EmailConfirmation', email: action.email };
      return next;
    }
    case 'magicLink/tryAgain':
      return state.screen === 'EmailConfirmation' ? { screen: 'Main' } : state;
  }
}
