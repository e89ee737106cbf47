/**
 * The 6-digit code of the SMS and TOTP entries: the PasscodeField (submitted at 6 digits or with
 * Enter; the screen's focus field), 'Verifying passcode...' with a progress bar while the call is
 * out. A wrong code marks the field (`otp_code_not_found`, an input error) and clears it; focus
 * goes back into it. With `expiry` (the SMS code's), a code refused as expired, or the countdown
 * run out, disables the field until a new code is sent.
 */
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { ScreenCallFn } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { isExpired } from '../../../components/countdown-time';
import { FieldError, fieldErrorId } from '../../../components/field-error';
import { isComplete } from '../../../components/passcode';
import { PasscodeField } from '../../../components/passcode-field';
import { ProgressBar } from '../../../components/progress-bar';
import { useDomId } from '../../../components/use-dom-id';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { CommonAction, ScreenError } from '../../flow';
import type { MfaDispatch } from './actions';
import { onLostSession } from './lost-session';

export interface CodeFormProps<T> {
  call: ScreenCallFn;
  pending: boolean;
  error: ScreenError | undefined;
  dispatch: (action: MfaDispatch | CommonAction) => void;
  /** The id of the text that says where the code is: the field's description. */
  describedBy: string;
  verify: (code: string, signal: AbortSignal) => Promise<T>;
  onVerified: (value: T) => void;
  /** A code that expires (SMS): when, whether it has, and what to do when a refusal says it has. */
  expiry?: { expiresAt: number; expired: boolean; onExpired: () => void };
}

export function CodeForm<T>({ call, pending, error, dispatch, describedBy, verify, onVerified, expiry }: CodeFormProps<T>) {
  const { t } = useB2BWidget();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');
  const lost = onLostSession(dispatch);

  // A new code after an expired one: the field, enabled again, takes the focus for it.
  const wasExpired = useRef(false);
  const expired = expiry?.expired === true;
  useLayoutEffect(() => {
    if (wasExpired.current && !expired) input.current?.focus();
    wasExpired.current = expired;
  }, [expired]);

  const submit = (value: string) =>
    void call((signal) => verify(value, signal), {
      onOk: onVerified,
      onFailed: (failure) => {
        setCode('');
        if (lost(failure) === 'handled') return 'handled';
        if (expiry !== undefined && isExpired(expiry.expiresAt, Date.now(), failure)) {
          expiry.onExpired();
          return 'handled';
        }
        input.current?.focus();
        return 'default';
      },
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && expiry?.expired !== true && isComplete(code)) submit(code);
  };

  const onChange = (next: string) => {
    setCode(next);
    if (error?.field === true) dispatch({ type: 'errorCleared' });
  };

  return (
    <form className={cx(styles.form)} onSubmit={onSubmit} noValidate>
      <PasscodeField
        ref={input}
        label={t('b2b.mfa.codeLabel')}
        hideLabel
        value={code}
        onChange={onChange}
        onComplete={(complete) => {
          if (!pending && expiry?.expired !== true) submit(complete);
        }}
        describedBy={describedBy}
        errorId={fieldErrorId(error, errorId)}
        invalid={error?.field === true}
        readOnly={pending}
        disabled={expiry?.expired === true}
        screenFocus
      />
      <FieldError id={errorId} error={error} />
      {pending ? (
        <div className={cx(styles.column)}>
          <p className={cx(styles.helperText)}>{t('b2b.mfa.verifying')}</p>
          <ProgressBar label={t('b2b.mfa.verifying')} />
        </div>
      ) : null}
    </form>
  );
}
