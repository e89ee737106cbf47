/**
 * A backup code in place of the authenticator app's (docs/architecture.md, "B2B widget"):
 * `b2b/recovery_codes/recover`; each code works once. An empty field sends nothing; a wrong or
 * used code marks the field.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { FieldError, fieldErrorId } from '../../../components/field-error';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDomId } from '../../../components/use-dom-id';
import { SCREEN_FOCUS_ATTRIBUTE } from '../../../host/focus';
import { describeError } from '../../../i18n/format';
import { cx, part } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import { errorType, toScreenError } from '../../screen-error';
import { afterVerified, type MfaDispatch } from './actions';
import { recover } from './api';
import { onLostSession } from './lost-session';
import type { MfaRecoveryCodeEntryState } from './state';

export function MfaRecoveryCodeEntryScreen({ state, dispatch }: ScreenProps<MfaRecoveryCodeEntryState, MfaDispatch>) {
  const env = useB2BWidget();
  const { t } = env;
  const { call, pending } = useScreenCall(dispatch);
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useDomId('recovery-code');
  const descriptionId = useDomId('recovery-body');
  const errorId = useDomId('error');
  const invalidId = fieldErrorId(state.error, errorId);
  const lost = onLostSession(dispatch);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const code = value.trim();
    if (code === '') {
      dispatch({ type: 'failed', error: { message: { key: 'b2b.mfa.recoveryCodeRequired' }, field: true } });
      input.current?.focus();
      return;
    }
    void call((signal) => recover(env, state, code, signal), {
      onOk: (response) => {
        for (const action of afterVerified({ method: 'recovery', response }, false)) dispatch(action);
      },
      // A wrong or used code is the visitor's input: on the field.
      describe: (error) =>
        errorType(error) === 'unable_to_authenticate_recovery_code' ? { message: describeError(error), field: true } : toScreenError(error),
      onFailed: (error) => {
        if (lost(error) === 'handled') return 'handled';
        input.current?.focus();
        return 'default';
      },
    });
  };

  return (
    <>
      <ScreenHeading>{t('b2b.mfa.recoveryEntryTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)} id={descriptionId}>
        {t('b2b.mfa.recoveryEntryBody')}
      </p>
      <form className={cx(styles.form)} onSubmit={submit} noValidate>
        <div className={cx(styles.field)}>
          <label htmlFor={inputId} className={cx(styles.label)}>
            {t('b2b.mfa.recoveryCodeLabel')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="text"
            // A code reads left to right in a right-to-left widget too (docs/i18n.md).
            dir="ltr"
            name="recovery-code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('b2b.mfa.recoveryCodePlaceholder')}
            className={cx(styles.input)}
            {...part('input')}
            value={value}
            readOnly={pending}
            onChange={(event) => {
              setValue(event.target.value);
              if (state.error?.field === true) dispatch({ type: 'errorCleared' });
            }}
            aria-invalid={invalidId === undefined ? undefined : true}
            aria-describedby={[descriptionId, invalidId].filter(Boolean).join(' ')}
            {...{ [SCREEN_FOCUS_ATTRIBUTE]: '' }}
          />
        </div>
        <FieldError id={errorId} error={state.error} />
        <Button type="submit" pending={pending}>
          {t('b2b.mfa.continue')}
        </Button>
      </form>
      <Button variant="text" disabled={pending} onClick={() => dispatch({ type: 'mfa/goBack' })}>
        {t('b2b.mfa.goBack')}
      </Button>
    </>
  );
}
