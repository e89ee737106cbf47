/**
 * One-time passcodes by email, SMS and WhatsApp (docs/behaviour.md §2.3, §4.1, §5): the
 * Main tabs' sends, OTPAuthenticate and OTPConfirmation, and their events.
 */
import type { OtpMethod } from '../../config/config-types';
import type { FlowDefinition, TabSend } from '../flow';
import { otpExpiresAt, otpSent, type OtpAction } from './actions';
import { sendOtp } from './api';
import { OTP_MESSAGES } from './messages';
import { otpReducer } from './reducer';
import type { OtpState } from './state';

/** A Main tab's send by `method`: the number in E.164 (or the email) is sent; the state keeps it and the displayed form. */
const send =
  (method: OtpMethod): TabSend<OtpAction> =>
  async (input, { client, config }, signal) => {
    const response = await sendOtp(client, config, method, input.destination, signal);
    return otpSent(method, input, response, otpExpiresAt(Date.now(), config.otpOptions.expirationMinutes));
  };

const flow: FlowDefinition<OtpState, OtpAction, keyof typeof OTP_MESSAGES> = {
  id: 'otp',
  reducer: otpReducer,
  signsIn: ['otp/verified'],
  screens: {
    // Not on the first paint: their chunk loads right after it.
    OTPAuthenticate: {
      component: { load: () => import('./deferred-screens').then((m) => m.OtpAuthenticateScreen) },
      backArrow: true,
      focus: 'field',
    },
    OTPConfirmation: {
      component: { load: () => import('./deferred-screens').then((m) => m.OtpConfirmationScreen) },
      backArrow: true,
      focus: 'heading',
    },
  },
  serves: { sms: send('sms'), whatsapp: send('whatsapp'), emailOtp: send('email') },
  effects(action, { emit, telemetry, showToast, t }) {
    switch (action.type) {
      case 'otp/sent':
        if (action.method === 'email') telemetry.emailSent(action.destination, 'login_or_create_otp');
        emit({ type: 'OTPsLoginOrCreate', data: action.response });
        return;
      case 'otp/resent':
        if (action.method === 'email') telemetry.emailTryAgainClicked(action.destination, 'login_or_create_otp');
        emit({ type: 'OTPsLoginOrCreate', data: action.response });
        showToast({ type: 'success', message: t(action.method === 'email' ? 'otp.emailResent' : 'otp.codeResent') });
        return;
      case 'otp/verified':
        emit({ type: 'OTPsAuthenticate', data: action.response });
        emit({ type: 'AuthenticateFlowComplete', data: {} });
        return;
      case 'otp/expired':
        return;
    }
  },
  messages: OTP_MESSAGES,
  texts: 'otp',
};

export default flow;
