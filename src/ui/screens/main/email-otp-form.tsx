/** @jsxImportSource @emotion/react */
/**
 * The email passcode form: validates the address ('Invalid email address.'
 * and no request), sends login-or-create, logs `email_sent`, stores the OTP
 * state and shows OTPAuthenticate.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorText } from '../../components/error-text';
import { isValidEmail } from '../../email/email-validation';
import { useAuthAction, ValidationFailure } from '../../context/use-auth-action';
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { widgetActions } from '../../state/actions';
import * as styles from '../../theme/styles';
import { EmailField } from './email-field';
import { sendEmailOtp } from '../otp-authenticate/send-otp';
import { useDomId } from '../../components/use-dom-id';

export function EmailOtpForm() {
  const env = useWidget();
  const { state, dispatch } = useWidgetStore();
  const { run, submitting } = useAuthAction();
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void run(async () => {
      if (!isValidEmail(address)) {
        input.current?.focus();
        throw new ValidationFailure({ key: 'validation.invalidEmailAddress' });
      }
      const data = await sendEmailOtp(env, address);
      env.logEvent('email_sent', { email: address, type: 'login_or_create_otp' });
      env.emit({ type: 'OTPsLoginOrCreate', data });
      dispatch(widgetActions.updateOtpState({ type: 'email', methodId: data.method_id, otpDestination: address }));
      dispatch(widgetActions.navigate('OTPAuthenticate'));
    });
  };

  const error = state.error;
  return (
    <form css={styles.form} onSubmit={submit} noValidate>
      <EmailField ref={input} value={email} onChange={setEmail} errorId={error ? errorId : undefined} />
      <ErrorText id={errorId} error={error} />
      <Button type="submit" loading={submitting}>
        {env.t('main.sendCode')}
      </Button>
    </form>
  );
}
