/**
 * One-time passcodes by email, SMS and WhatsApp (spec sections 2–5): the
 * Main tabs, OTPAuthenticate and OTPConfirmation, and their events.
 */
import type { FlowDefinition } from '../flow';
import type { OtpAction } from './actions';
import { EmailOtpForm } from './email-otp-form';
import { OTP_MESSAGES } from './messages';
import { PhoneOtpForm } from './phone-otp-form';
import { otpReducer } from './reducer';
import type { OtpState } from './state';
import type { TabProps } from '../flow';

const flow: FlowDefinition<OtpState, OtpAction> = {
  id: 'otp',
  reducer: otpReducer,
  screens: {
    // Not on the first paint: their chunk loads right after it.
    OTPAuthenticate: {
      component: { load: () => import('./otp-authenticate-screen').then((m) => m.OtpAuthenticateScreen) },
      backArrow: true,
      focus: 'field',
    },
    OTPConfirmation: {
      component: { load: () => import('./otp-confirmation-screen').then((m) => m.OtpConfirmationScreen) },
      backArrow: true,
      focus: 'heading',
    },
  },
  tabs: {
    sms: (props: TabProps<OtpAction>) => <PhoneOtpForm method="sms" {...props} />,
    whatsapp: (props: TabProps<OtpAction>) => <PhoneOtpForm method="whatsapp" {...props} />,
    emailOtp: EmailOtpForm,
  },
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
};

export default flow;
