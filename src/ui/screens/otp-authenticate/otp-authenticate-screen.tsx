/** @jsxImportSource @emotion/react */
/**
 * OTPAuthenticate (spec section 2): the code field (digits only, at most 6,
 * submitted automatically at 6 or with Enter), 'Verifying passcode...' with
 * a progress bar, the m:ss countdown, and the resend button. A wrong code
 * shows the catalogue text and clears the field; success emits
 * `OTPsAuthenticate` and `AuthenticateFlowComplete` (once, from this handler)
 * and shows OTPConfirmation.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { ErrorText } from '../../components/error-text';
import { FormattedMessage } from '../../components/formatted-message';
import { ProgressBar } from '../../components/progress-bar';
import { ScreenHeading } from '../../components/screen-heading';
import { useAuthAction } from '../../context/use-auth-action';
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { describeError } from '../../i18n/format';
import { otpExpiresAt } from '../../otp/countdown';
import { isComplete, shouldAutoSubmit } from '../../otp/passcode-input';
import { widgetActions } from '../../state/actions';
import * as styles from '../../theme/styles';
import { Countdown } from './countdown';
import { PasscodeInput } from './passcode-input';
import { ResendButton } from './resend-button';
import { resendOtp } from './send-otp';
import { useDomId } from '../../components/use-dom-id';

export function OtpAuthenticateScreen() {
  const env = useWidget();
  const { client, config, t, emit, showToast, logEvent, reportError } = env;
  const { state, dispatch } = useWidgetStore();
  const { type, methodId, otpDestination } = state.otp;
  const { run, submitting } = useAuthAction();
  const [code, setCode] = useState('');
  const [expiresAt, setExpiresAt] = useState(() => otpExpiresAt(Date.now(), config.otpOptions.expirationMinutes));
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');

  const verify = useCallback(
    async (value: string) => {
      const ok = await run(async () => {
        const data = await client.otps.authenticate(value, methodId, {
          session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
        });
        emit({ type: 'OTPsAuthenticate', data });
        // Fired here rather than from an effect of the success screen, so it
        // happens exactly once per success whatever React does with effects.
        emit({ type: 'AuthenticateFlowComplete', data: {} });
        dispatch(widgetActions.navigate('OTPConfirmation'));
      });
      if (!ok) {
        setCode('');
        input.current?.focus();
      }
    },
    [run, client, methodId, config.sessionOptions.sessionDurationMinutes, emit, dispatch],
  );

  const onCodeChange = (next: string) => {
    const previous = code;
    setCode(next);
    if (shouldAutoSubmit(previous, next)) void verify(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isComplete(code)) void verify(code);
  };

  const resend = async () => {
    const data = await resendOtp(env, type, otpDestination);
    if (type === 'email') logEvent('email_try_again_clicked', { email: otpDestination, type: 'login_or_create_otp' });
    emit({ type: 'OTPsLoginOrCreate', data });
    dispatch(widgetActions.updateOtpState({ methodId: data.method_id }));
  };

  const onResent = () => {
    dispatch(widgetActions.clearErrorDescriptor());
    setExpiresAt(otpExpiresAt(Date.now(), config.otpOptions.expirationMinutes));
    showToast({ type: 'success', message: t(type === 'email' ? 'otp.emailResent' : 'otp.codeResent') });
  };

  const onResendError = (error: unknown) => {
    reportError(error);
    dispatch(widgetActions.setErrorDescriptor(describeError(error)));
  };

  return (
    <>
      <ScreenHeading>{t('otp.title')}</ScreenHeading>
      <p css={styles.bodyText}>
        <FormattedMessage id="otp.sentTo" values={{ destination: <strong>{otpDestination}</strong> }} />
      </p>
      <form css={styles.form} onSubmit={submit} noValidate>
        <PasscodeInput
          ref={input}
          value={code}
          onChange={onCodeChange}
          readOnly={submitting}
          errorId={state.error ? errorId : undefined}
        />
        {submitting ? (
          <div css={styles.column}>
            <p css={styles.helperText}>{t('otp.verifying')}</p>
            <ProgressBar label={t('otp.verifying')} />
          </div>
        ) : null}
        <ErrorText id={errorId} error={state.error} />
      </form>
      <Countdown expiresAt={expiresAt} />
      <ResendButton send={resend} onSent={onResent} onError={onResendError} />
    </>
  );
}
