/**
 * The email passcode form: validates the address ('Invalid email address.'
 * and no request), sends login-or-create, logs `email_sent`, stores the OTP
 * state and shows OTPAuthenticate.
 */
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { widgetActions } from '../../state/actions';
import { sendEmailOtp } from '../otp-authenticate/send-otp';
import { EmailForm } from './email-form';

export function EmailOtpForm() {
  const env = useWidget();
  const { dispatch } = useWidgetStore();

  const send = async (address: string) => {
    const data = await sendEmailOtp(env, address);
    env.logEvent('email_sent', { email: address, type: 'login_or_create_otp' });
    env.emit({ type: 'OTPsLoginOrCreate', data });
    dispatch(widgetActions.updateOtpState({ type: 'email', methodId: data.method_id, otpDestination: address }));
    dispatch(widgetActions.navigate('OTPAuthenticate'));
  };

  return <EmailForm invalidKey="validation.invalidEmailAddress" submitLabel="main.sendCode" onValid={send} />;
}
