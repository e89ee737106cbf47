import type { ScreenStateBase } from '../flow';
import type { MagicLinkAction } from './actions';
import type { EmailConfirmationState } from './state';

/**
 * The screens that send a login link: Main's email tab, and the password
 * form's passwordless alternative ('Email me a login link').
 */
const SENT_FROM: ReadonlySet<string> = new Set(['Main', 'PasswordCreateOrLogin']);

/** Main (or the password form) → EmailConfirmation on a send; EmailConfirmation → Main on 'Try again'. Anything else is stale. */
export function magicLinkReducer(state: ScreenStateBase, action: MagicLinkAction): ScreenStateBase {
  switch (action.type) {
    case 'magicLink/sent': {
      if (!SENT_FROM.has(state.screen)) return state;
      const next: EmailConfirmationState = { screen: 'EmailConfirmation', email: action.email };
      return next;
    }
    case 'magicLink/tryAgain':
      return state.screen === 'EmailConfirmation' ? { screen: 'Main' } : state;
  }
}
