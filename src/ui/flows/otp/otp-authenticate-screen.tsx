/**
 * OTPAuthenticate (docs/behaviour.md §2.3): the code field (digits only, at most 6,
 * submitted at 6 or with Enter; focused on arrival), 'Verifying passcode...'
 * with a progress bar, the m:ss countdown and the resend button. A wrong code
 * marks the field and clears it; an expired code (the countdown ran out, or
 * the server said so) disables the field until a new code is sent and makes
 * resend the main action. Success is `otp/verified`; the flow's effects emit
 * the events (otp/index.ts).
 */
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../../async/use-screen-call';
import { Alert } from '../../components/alert';
import { FieldError, fieldErrorId } from '../../components/field-error';
import { FormattedMessage } from '../../components/formatted-message';
import { ProgressBar } from '../../components/progress-bar';
import { ScreenHeading } from '../../components/screen-heading';
import { useDomId } from '../../components/use-dom-id';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import type { ScreenProps } from '../flow';
import { otpExpired, otpExpiresAt, otpResent, otpVerified, type OtpAction } from './actions';
import { sendOtp, verifyOtp } from './api';
import { Countdown } from '../../components/countdown';
import { isExpired } from '../../components/countdown-time';
import { isComplete } from '../../components/passcode';
import { PasscodeField } from '../../components/passcode-field';
import { phoneNumber } from './otp.styles';
import { ResendButton } from './resend-button';
import type { OtpAuthenticateState } from './state';
import { cx } from '../../theme/css';

export function OtpAuthenticateScreen({ state, dispatch }: ScreenProps<OtpAuthenticateState, OtpAction>) {
  const { client, config, t } = useWidget();
  const { call, pending } = useScreenCall(dispatch);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');
  const descriptionId = useDomId('otp-sent-to');
  const { expiresAt } = state;

  const verify = async (value: string) => {
    await call((signal) => verifyOtp(client, config, value, state.methodId, signal), {
      onOk: (response) => dispatch(otpVerified(response)),
      onFailed: (error) => {
        setCode('');
        // The reducer needs the expiry to pick what the screen shows (the field disabled, resend first).
        if (isExpired(expiresAt, Date.now(), error)) {
          dispatch(otpExpired());
          return 'handled';
        }
        input.current?.focus();
        return 'default';
      },
    });
  };

  const onCodeChange = (next: string) => {
    setCode(next);
    if (state.error?.field === true) dispatch({ type: 'errorCleared' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter while a code is being verified changes nothing (and clears nothing).
    if (pending || state.expired) return;
    if (isComplete(code)) void verify(code);
  };

  // After a resend the new code goes straight into the (re-enabled) field.
  const focusNewCode = useRef(false);
  useLayoutEffect(() => {
    if (!focusNewCode.current) return;
    focusNewCode.current = false;
    input.current?.focus();
  }, [state.expiresAt]);

  const onResent = (response: Parameters<typeof otpResent>[2]) => {
    setCode('');
    focusNewCode.current = true;
    dispatch(otpResent(state.type, state.destination, response, otpExpiresAt(Date.now(), config.otpOptions.expirationMinutes)));
  };

  return (
    <>
      <ScreenHeading>{t('otp.title')}</ScreenHeading>
      <p className={cx(styles.bodyText)} id={descriptionId}>
        <FormattedMessage
          id="otp.sentTo"
          values={{
            destination:
              state.type === 'email' ? (
                <strong>{state.otpDestination}</strong>
              ) : (
                // A phone number: left to right in any sentence, never broken at its spaces (docs/i18n.md).
                <strong dir="ltr" className={cx(phoneNumber)}>
                  {state.otpDestination}
                </strong>
              ),
          }}
        />
      </p>
      <form className={cx(styles.form)} onSubmit={submit} noValidate>
        <PasscodeField
          ref={input}
          label={t('field.passcode')}
          hideLabel
          value={code}
          onChange={onCodeChange}
          onComplete={(complete) => void verify(complete)}
          describedBy={descriptionId}
          errorId={fieldErrorId(state.error, errorId)}
          invalid={state.error?.field === true}
          readOnly={pending}
          disabled={state.expired}
          screenFocus
        />
        <FieldError id={errorId} error={state.error} />
        {pending ? (
          <div className={cx(styles.column)}>
            <p className={cx(styles.helperText)}>{t('otp.verifying')}</p>
            <ProgressBar label={t('otp.verifying')} />
          </div>
        ) : null}
      </form>
      {state.expired ? (
        <Alert variant="error" message={t('otp.expired')} />
      ) : (
        <Countdown
          expiresAt={expiresAt}
          onExpired={() => dispatch(otpExpired())}
          text={(countdown) => t('otp.expiresIn', { countdown })}
          locale={t.locale}
        />
      )}
      <ResendButton
        prominent={state.expired}
        send={(signal) => sendOtp(client, config, state.type, state.destination, signal)}
        onSent={onResent}
        dispatch={dispatch}
      />
    </>
  );
}
