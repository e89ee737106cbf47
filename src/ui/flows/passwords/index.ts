/**
 * Passwords (docs/behaviour.md §2.4, §4.1, §5.5): the Main password tab's send (the email
 * search, and the passwordless path), PasswordCreateOrLogin, the four
 * reset-email screens, PasswordConfirmation, the reset kind's
 * PasswordResetForm, and their events and telemetry.
 */
import type { PorticoEvent } from '../../events';
import type { FlowAction, FlowDefinition, TabSend } from '../flow';
import { passwordsSearched, resetSent, type PasswordSignedIn, type PasswordsAction } from './actions';
import { searchUser, sendResetEmail } from './api';
import { PASSWORD_ERROR_MESSAGES, PASSWORD_MESSAGES } from './messages';
import { passwordlessAlternative, sendPasswordless } from './passwordless';
import { passwordsReducer } from './reducer';
import { PasswordResetFormScreen } from './reset-form-screen';
import type { PasswordsState } from './state';

/**
 * The password tab: `users/search`, then the create or login form; a
 * passwordless account gets a login link, a login code or (neither being
 * configured) a reset email at once, and the matching screen. Only an
 * answer that says `passwordless` sends an email: the client rejects any
 * other user type, or none (`invalid_response`, shown on Main and sent to
 * `onError`; docs/protocol.md §7.3).
 */
const sendPasswordTab: TabSend<PasswordsAction> = async ({ destination }, env, signal, sendTab): Promise<PasswordsAction | FlowAction> => {
  const { userType } = await searchUser(env, destination, signal);
  switch (userType) {
    case 'new':
    case 'password':
      return passwordsSearched(destination, userType);
    case 'passwordless': {
      const alternative = passwordlessAlternative(env.config);
      if (alternative !== null) return sendPasswordless(alternative, destination, sendTab, signal);
      return resetSent(destination, 'passwordless', await sendResetEmail(env, destination, signal));
    }
  }
};

/** The event the host receives for each way of signing in, with the call's answer. */
function signInEvent(signIn: PasswordSignedIn): PorticoEvent {
  switch (signIn.via) {
    case 'create':
      return { type: 'PasswordCreate', data: signIn.response };
    case 'login':
      return { type: 'PasswordAuthenticate', data: signIn.response };
    case 'reset':
      return { type: 'PasswordResetByEmail', data: signIn.response };
    case 'loginLink':
      return { type: 'MagicLinkAuthenticate', data: signIn.response };
  }
}

const resetEmailScreen = {
  component: { load: () => import('./deferred-screens').then((m) => m.ResetEmailSentScreen) },
  backArrow: true,
  focus: 'heading',
} as const;

const flow: FlowDefinition<PasswordsState, PasswordsAction, keyof typeof PASSWORD_ERROR_MESSAGES | keyof typeof PASSWORD_MESSAGES> = {
  id: 'passwords',
  reducer: passwordsReducer,
  signsIn: ['passwords/signedIn'],
  screens: {
    PasswordCreateOrLogin: {
      component: { load: () => import('./deferred-screens').then((m) => m.PasswordCreateOrLoginScreen) },
      backArrow: true,
      focus: 'field',
    },
    PasswordForgot: resetEmailScreen,
    PasswordSetNew: resetEmailScreen,
    PasswordDedupe: resetEmailScreen,
    PasswordBreached: resetEmailScreen,
    PasswordConfirmation: {
      component: { load: () => import('./deferred-screens').then((m) => m.PasswordConfirmationScreen) },
      backArrow: true,
      focus: 'heading',
    },
    // The reset kind's first screen: no Main to return to.
    // In the flow's chunk, not a later one: it is the reset kind's first paint.
    PasswordResetForm: {
      component: PasswordResetFormScreen,
      backArrow: false,
      focus: 'field',
    },
  },
  serves: { password: sendPasswordTab },
  effects(action, { emit, telemetry, showToast, t }) {
    switch (action.type) {
      case 'passwords/resetSent':
        telemetry.emailSent(action.email, 'reset_password');
        emit({ type: 'PasswordResetByEmailStart', data: action.response });
        return;
      case 'passwords/resetResent':
        telemetry.emailTryAgainClicked(action.email, 'reset_password');
        emit({ type: 'PasswordResetByEmailStart', data: action.response });
        showToast({ type: 'success', message: t('password.emailResent') });
        return;
      case 'passwords/signedIn':
        emit(signInEvent(action));
        emit({ type: 'AuthenticateFlowComplete', data: {} });
        return;
      case 'passwords/searched':
      case 'passwords/tokenRejected':
        return;
    }
  },
  messages: { ...PASSWORD_ERROR_MESSAGES, ...PASSWORD_MESSAGES },
  texts: 'passwords',
};

export default flow;
