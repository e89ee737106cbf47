import type { ScreenStateBase } from '../flow';
import type { PasswordsAction, ResetReason } from './actions';
import type { PasswordCreateOrLoginState, PasswordResetFormState, ResetEmailScreen, ResetEmailSentState } from './state';

/** The screen a reset email leads to, and the screen it may be sent from. */
const RESET_ROUTES: Readonly<Record<ResetReason, { from: string; to: ResetEmailScreen }>> = {
  forgot: { from: 'PasswordCreateOrLogin', to: 'PasswordForgot' },
  createInstead: { from: 'PasswordCreateOrLogin', to: 'PasswordSetNew' },
  dedupe: { from: 'PasswordCreateOrLogin', to: 'PasswordDedupe' },
  breached: { from: 'PasswordCreateOrLogin', to: 'PasswordBreached' },
  passwordless: { from: 'Main', to: 'PasswordSetNew' },
  expiredToken: { from: 'PasswordResetForm', to: 'PasswordForgot' },
};

const RESET_EMAIL_SCREENS: ReadonlySet<string> = new Set<ResetEmailScreen>([
  'PasswordForgot',
  'PasswordSetNew',
  'PasswordDedupe',
  'PasswordBreached',
]);

const isResetEmailSent = (state: ScreenStateBase): state is ResetEmailSentState => RESET_EMAIL_SCREENS.has(state.screen);

/**
 * Main → PasswordCreateOrLogin (create or login variant) after the search;
 * a reset email → the screen its reason names; a resend keeps the screen; a
 * create, login, reset or login link → PasswordConfirmation; a refused reset
 * token keeps the reset screen, expired. An action for a screen the visitor
 * has left changes nothing.
 */
export function passwordsReducer(state: ScreenStateBase, action: PasswordsAction): ScreenStateBase {
  switch (action.type) {
    case 'passwords/searched': {
      if (state.screen !== 'Main') return state;
      const next: PasswordCreateOrLoginState = { screen: 'PasswordCreateOrLogin', email: action.email, type: action.userType };
      return next;
    }
    case 'passwords/resetSent': {
      const route = RESET_ROUTES[action.reason];
      if (state.screen !== route.from) return state;
      const next: ResetEmailSentState = { screen: route.to, email: action.email, sentAt: action.sentAt };
      return next;
    }
    case 'passwords/resetResent': {
      if (!isResetEmailSent(state)) return state;
      const next: ResetEmailSentState = { screen: state.screen, email: state.email, sentAt: action.sentAt };
      return next;
    }
    case 'passwords/signedIn': {
      const from = action.via === 'create' || action.via === 'login' ? 'PasswordCreateOrLogin' : 'PasswordResetForm';
      return state.screen === from ? { screen: 'PasswordConfirmation' } : state;
    }
    case 'passwords/tokenRejected': {
      if (state.screen !== 'PasswordResetForm') return state;
      const { error: _dropped, ...rest } = state as PasswordResetFormState;
      const next: PasswordResetFormState = { ...rest, expired: true, error: action.error };
      return next;
    }
  }
}
