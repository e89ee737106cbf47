/**
 * The email path (docs/architecture.md, "B2B widget"): the method choice,
 * the passcode and 'Check your email', and their events; by discovery, or for
 * one organization (the Organization flow hands over with it).
 */
import type { B2BFlowDefinition } from '../flow';
import { announce } from '../handoffs';
import type { B2BEmailAction } from './actions';
import { B2B_EMAIL_MESSAGES } from './messages';
import { b2bEmailReducer } from './reducer';
import type { B2BEmailFlowState } from './state';

/** A send's event: the discovery one, or the organization's (`login_or_signup`). */
const codeEvent = (action: { organization?: unknown }) =>
  action.organization === undefined ? 'B2B_OTPS_EMAIL_DISCOVERY_SEND' : 'B2B_OTPS_EMAIL_LOGIN_OR_SIGNUP';
const linkEvent = (action: { organization?: unknown }) =>
  action.organization === undefined ? 'B2B_MAGIC_LINK_EMAIL_DISCOVERY_SEND' : 'B2B_MAGIC_LINK_EMAIL_LOGIN_OR_SIGNUP';

const flow: B2BFlowDefinition<B2BEmailFlowState, B2BEmailAction, keyof typeof B2B_EMAIL_MESSAGES> = {
  id: 'b2bEmail',
  reducer: b2bEmailReducer,
  screens: {
    B2BEmailMethod: {
      component: { load: () => import('./deferred-screens').then((m) => m.B2BEmailMethodScreen) },
      backArrow: true,
      focus: 'heading',
    },
    B2BEmailOtp: {
      component: { load: () => import('./deferred-screens').then((m) => m.B2BEmailOtpScreen) },
      backArrow: true,
      focus: 'field',
    },
    B2BEmailSent: {
      component: { load: () => import('./deferred-screens').then((m) => m.B2BEmailSentScreen) },
      backArrow: true,
      focus: 'heading',
    },
  },
  effects(action, env) {
    // The shell's emit sends any event to the host; a B2B mount's are the B2B ones (b2b-context.ts).
    const { emit } = env;
    switch (action.type) {
      case 'b2bEmail/codeSent':
        emit(announce(codeEvent(action), action.response));
        return;
      case 'b2bEmail/codeResent':
        emit(announce(codeEvent(action), action.response));
        env.showToast({ type: 'success', message: env.t('b2b.email.otp.resent') });
        return;
      case 'b2bEmail/linkSent':
        emit(announce(linkEvent(action), action.response));
        return;
      case 'b2bEmail/linkResent':
        emit(announce(linkEvent(action), action.response));
        env.showToast({ type: 'success', message: env.t('b2b.email.sent.resent') });
        return;
      case 'b2bEmail/chooseMethod':
        return;
    }
  },
  messages: B2B_EMAIL_MESSAGES,
  texts: 'b2b-email',
};

export default flow;
