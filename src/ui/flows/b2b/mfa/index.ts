/**
 * B2B MFA (docs/architecture.md, "B2B widget"): the second factor a sign-in owes, from the
 * `mfa/required` handoff (src/ui/flows/b2b/handoffs.ts) to `b2bMain/signedIn`. SMS passcodes and
 * authenticator apps (TOTP) with their recovery codes, enrolment included; a lost intermediate
 * session ends on MfaSessionExpired. Its events are the provider's B2B ones.
 */
import type { B2BEventResponse, PorticoB2BEvent } from '../../../b2b/b2b-events';
import type { B2BFlowDefinition, B2BFlowEffectsEnv } from '../flow';
import type { MfaDispatch } from './actions';
import { MFA_ERROR_MESSAGES, MFA_MESSAGES } from './messages';
import { mfaReducer } from './reducer';
import type { MfaState } from './state';

/** `emit` of the widget the flow runs in: the B2B widget's, which takes B2B events (b2b-context.ts). */
function b2bEmit(env: B2BFlowEffectsEnv): (event: PorticoB2BEvent) => void {
  return env.emit;
}

const data = (response: object): B2BEventResponse => ({ ...response });

const VERIFIED_EVENT = {
  sms: 'B2B_SMS_OTP_AUTHENTICATE',
  totp: 'B2B_TOTP_AUTHENTICATE',
  recovery: 'B2B_RECOVERY_CODES_RECOVER',
} as const;

const flow: B2BFlowDefinition<MfaState, MfaDispatch, keyof typeof MFA_MESSAGES | keyof typeof MFA_ERROR_MESSAGES, 'mfa'> = {
  id: 'mfa',
  reducer: mfaReducer,
  // The second factor makes the member session: from then on nothing returns to the login form.
  signsIn: ['mfa/verified'],
  screens: {
    // Never on a first paint: one chunk, loaded right after it (deferred-screens.ts).
    MfaEnrollSelect: { component: { load: () => import('./deferred-screens').then((m) => m.MfaEnrollSelectScreen) }, backArrow: true, focus: 'heading' },
    MfaSmsEnroll: { component: { load: () => import('./deferred-screens').then((m) => m.MfaSmsEnrollScreen) }, backArrow: true, focus: 'heading' },
    MfaSmsEntry: { component: { load: () => import('./deferred-screens').then((m) => m.MfaSmsEntryScreen) }, backArrow: true, focus: 'field' },
    MfaTotpEnroll: { component: { load: () => import('./deferred-screens').then((m) => m.MfaTotpEnrollScreen) }, backArrow: true, focus: 'heading' },
    MfaTotpEntry: { component: { load: () => import('./deferred-screens').then((m) => m.MfaTotpEntryScreen) }, backArrow: true, focus: 'field' },
    MfaRecoveryCodesSave: {
      component: { load: () => import('./deferred-screens').then((m) => m.MfaRecoveryCodesSaveScreen) },
      backArrow: false,
      focus: 'heading',
    },
    MfaRecoveryCodeEntry: {
      component: { load: () => import('./deferred-screens').then((m) => m.MfaRecoveryCodeEntryScreen) },
      backArrow: true,
      focus: 'field',
    },
    MfaSessionExpired: {
      component: { load: () => import('./deferred-screens').then((m) => m.MfaSessionExpiredScreen) },
      backArrow: false,
      focus: 'heading',
    },
  },
  effects(action, env) {
    const emit = b2bEmit(env);
    switch (action.type) {
      case 'mfa/smsSent':
        emit({ type: 'B2B_SMS_OTP_SEND', data: data(action.response) });
        if (action.resend) env.showToast({ type: 'success', message: env.t('b2b.mfa.codeResent') });
        return;
      case 'mfa/totpCreated':
        emit({ type: 'B2B_TOTP_CREATE', data: data(action.response) });
        return;
      case 'mfa/verified':
        emit({ type: VERIFIED_EVENT[action.method], data: data(action.response) });
        return;
      default:
        return;
    }
  },
  messages: { ...MFA_ERROR_MESSAGES, ...MFA_MESSAGES },
  texts: 'b2b-mfa',
};

export default flow;
