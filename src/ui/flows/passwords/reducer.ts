/**
 * Main → PasswordCreateOrLogin (create or login variant) after the search;
 * a reset email → the screen its reason names; a resend keeps the screen; a
 * create, login, reset or login link → PasswordConfirmation; a refused reset
 * token keeps the reset screen, expired. Each action applies only on the
 * screens of its applies-on table (docs/architecture.md, "Reducer"): an
 * action for a screen the visitor has left changes nothing.
 */
import type { ScreenName, WidgetState } from '..';
import type { AppliesOn } from '../applies-on';
import type { PasswordsAction, ResetReason } from './actions';
import type { PasswordCreateOrLoginState, ResetEmailScreen, ResetEmailSentState } from './state';

/** The screen a reset email may be sent from, and (but for a refusal: below) the screen it leads to. */
const RESET_ROUTES: Readonly<Record<ResetReason, { from: ScreenName; to?: ResetEmailScreen }>> = {
  forgot: { from: 'PasswordCreateOrLogin', to: 'PasswordForgot' },
  createInstead: { from: 'PasswordCreateOrLogin', to: 'PasswordSetNew' },
  refused: { from: 'PasswordCreateOrLogin' },
  passwordless: { from: 'Main', to: 'PasswordSetNew' },
  expiredToken: { from: 'PasswordResetForm', to: 'PasswordForgot' },
};

/**
 * Where a create or login the server refused leads (docs/behaviour.md §4.1),
 * by the refusal's error type and the form's variant: `reset_password` (the
 * account must reset its password first) → PasswordDedupe; a breached
 * password at login → PasswordBreached; both after a reset email. null: no
 * reset email, the form shows the error. The form asks it whether to send
 * the email; the reducer, which screen follows.
 */
export function refusedPasswordScreen(
  refusal: string | undefined,
  variant: PasswordCreateOrLoginState['type'],
): 'PasswordDedupe' | 'PasswordBreached' | null {
  if (refusal === 'reset_password') return 'PasswordDedupe';
  return refusal === 'breached_password' && variant === 'password' ? 'PasswordBreached' : null;
}

/** The screens that say a reset email went out (each with resend). */
const RESET_EMAIL_SCREENS: readonly ScreenName[] = ['PasswordForgot', 'PasswordSetNew', 'PasswordDedupe', 'PasswordBreached'];

const isResetEmailSent = (state: WidgetState): state is ResetEmailSentState => RESET_EMAIL_SCREENS.includes(state.screen);

/** Where an action leads from `state`, one of the screens it applies on. */
function next(state: WidgetState, action: PasswordsAction): WidgetState {
  switch (action.type) {
    case 'passwords/searched':
      return { screen: 'PasswordCreateOrLogin', email: action.email, type: action.userType };
    case 'passwords/resetSent': {
      if (state.screen !== RESET_ROUTES[action.reason].from) return state;
      const to =
        action.reason === 'refused'
          ? state.screen === 'PasswordCreateOrLogin' && refusedPasswordScreen(action.refusal, state.type)
          : RESET_ROUTES[action.reason].to;
      return to ? { screen: to, email: action.email } : state;
    }
    case 'passwords/resetResent':
      // The same screen, a new state: a resend's effects run once per resend.
      return isResetEmailSent(state) ? { screen: state.screen, email: state.email } : state;
    case 'passwords/signedIn': {
      const on: ScreenName = action.via === 'create' || action.via === 'login' ? 'PasswordCreateOrLogin' : 'PasswordResetForm';
      return state.screen === on ? { screen: 'PasswordConfirmation' } : state;
    }
    case 'passwords/tokenRejected': {
      if (state.screen !== 'PasswordResetForm') return state;
      return { ...state, expired: true, error: action.error };
    }
  }
}

/** The screens each action may leave from (a reset email and a sign-in: as `next` narrows by reason and route). */
const APPLIES_ON: AppliesOn<PasswordsAction> = {
  'passwords/searched': ['Main'],
  'passwords/resetSent': ['Main', 'PasswordCreateOrLogin', 'PasswordResetForm'],
  'passwords/resetResent': RESET_EMAIL_SCREENS,
  'passwords/signedIn': ['PasswordCreateOrLogin', 'PasswordResetForm'],
  'passwords/tokenRejected': ['PasswordResetForm'],
};

export function passwordsReducer(state: WidgetState, action: PasswordsAction): WidgetState {
  return APPLIES_ON[action.type].includes(state.screen) ? next(state, action) : state;
}
