/**
 * The email passcode tab on Main: 'Invalid email address.' and no request
 * for a bad address; otherwise login-or-create, then `otp/sent`.
 */
import { useWidget } from '../../context/widget-context';
import { EmailForm } from '../../forms/email-form';
import type { TabProps } from '../flow';
import { otpSent, type OtpAction } from './actions';
import { sendOtp } from './api';

export function EmailOtpForm({ dispatch, error }: TabProps<OtpAction>) {
  const { client, config } = useWidget();
  return (
    <EmailForm
      invalidKey="validation.invalidEmailAddress"
      submitLabel="main.sendCode"
      error={error}
      dispatch={dispatch}
      send={(address, signal) => sendOtp(client, config, 'email', address, signal)}
      onSent={(address, response) => dispatch(otpSent('email', address, response))}
    />
  );
}
