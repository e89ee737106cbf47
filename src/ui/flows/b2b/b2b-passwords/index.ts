/**
 * B2B passwords (docs/architecture.md, "B2B widget"): the password sign-in
 * the `b2bPasswords/start` handoff opens (for an organization, or by
 * discovery), the reset email ('Forgot your password?', a member without a
 * password, a breached one) with 'Check your email', and the emailed link's
 * form (`mountPasswordReset`, or `mount` with `authFlowType:
 * 'PasswordReset'`). Sign-ins and resets leave through the handoffs of
 * ../handoffs.ts, which announce their events for the flow that takes them;
 * the reset emails' events are this flow's.
 */
import type { B2BEventResponse } from '../../../b2b/b2b-events';
import { PASSWORD_ERROR_MESSAGES } from '../../password-error-messages';
import type { B2BFlowDefinition } from '../flow';
import type { B2BPasswordsInput } from './actions';
import { B2B_PASSWORD_MESSAGES } from './messages';
import { b2bPasswordsReducer } from './reducer';
import { B2BPasswordResetFormScreen } from './reset-form-screen';
import type { B2BPasswordsState } from './state';

const flow: B2BFlowDefinition<
  B2BPasswordsState,
  B2BPasswordsInput,
  keyof typeof B2B_PASSWORD_MESSAGES | keyof typeof PASSWORD_ERROR_MESSAGES,
  'b2bPasswords'
> = {
  id: 'b2bPasswords',
  reducer: b2bPasswordsReducer,
  screens: {
    B2BPasswordLogin: {
      component: { load: () => import('./deferred-screens').then((m) => m.B2BPasswordLoginScreen) },
      backArrow: true,
      focus: 'heading',
    },
    B2BPasswordForgot: {
      component: { load: () => import('./deferred-screens').then((m) => m.B2BPasswordForgotScreen) },
      backArrow: true,
      focus: 'heading',
    },
    B2BPasswordResetSent: {
      component: { load: () => import('./deferred-screens').then((m) => m.B2BPasswordResetSentScreen) },
      backArrow: true,
      focus: 'heading',
    },
    // The reset page's first screen: nothing to return to.
    B2BPasswordResetForm: { component: B2BPasswordResetFormScreen, backArrow: false, focus: 'field' },
  },
  effects(action, env) {
    // The B2B widget's emit takes its own events (src/ui/b2b/b2b-context.ts); the host passes the same function.
    const { emit } = env;
    switch (action.type) {
      case 'b2bPasswords/resetSent':
      case 'b2bPasswords/resetResent':
        emit({
          type: action.discovery ? 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL_START' : 'B2B_PASSWORD_RESET_BY_EMAIL_START',
          data: action.response as unknown as B2BEventResponse,
        });
        if (action.type === 'b2bPasswords/resetResent') env.showToast({ type: 'success', message: env.t('b2b.password.resent') });
        return;
      case 'b2bPasswords/start':
      case 'b2bPasswords/resetNeeded':
        return;
    }
  },
  messages: { ...PASSWORD_ERROR_MESSAGES, ...B2B_PASSWORD_MESSAGES },
  texts: 'b2b-passwords',
};

export default flow;
