/**
 * B2BPasswordLogin: email (prefilled from the handoff) and password. For an
 * organization → `passwords.authenticate` and the sign-in's outcome (signed
 * in, MFA owed, another primary factor owed); by discovery (no organization)
 * → `passwords.discovery.authenticate` and the organization list. A wrong
 * password shows the catalogue's text on the field; a member with no
 * password yet, or a breached password, is led to a reset email
 * (B2BPasswordForgot). Invalid input shows a message and sends nothing.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { FieldError, fieldErrorId } from '../../../components/field-error';
import { PasswordInput } from '../../../components/password-input';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDomId } from '../../../components/use-dom-id';
import { isValidEmail } from '../../../email/email-validation';
import { EmailField } from '../../../forms/email-field';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { FlowAction, ScreenProps } from '../../flow';
import { ValidationFailure, errorType } from '../../screen-error';
import { resetNeeded, type B2BPasswordsAction } from './actions';
import { logIn, logInByDiscovery } from './api';
import { discoveryOutcome, signInOutcome } from './outcomes';
import type { B2BPasswordLoginState, B2BResetReason } from './state';

/** Refusals that a reset email answers: the member has no password, or this one is breached. */
const RESET_REFUSALS: Readonly<Record<string, B2BResetReason>> = {
  member_password_not_found: 'noPassword',
  reset_password: 'noPassword',
  breached_password: 'breached',
};

export function B2BPasswordLoginScreen({ state, dispatch }: ScreenProps<B2BPasswordLoginState, B2BPasswordsAction>) {
  const { client, config, t } = useB2BWidget();
  const { call, pending, fail } = useScreenCall(dispatch);
  const [email, setEmail] = useState(state.email);
  const [password, setPassword] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');
  /** The field the shown input error is about (an invalid email, or the password). */
  const [errorField, setErrorField] = useState<'email' | 'password'>('password');
  // The sign-in leaves through a handoff, another flow's action: the host's dispatch takes any.
  const handOver = dispatch as (action: FlowAction) => void;
  const { organization } = state;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (state.error !== undefined) dispatch({ type: 'errorCleared' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      setErrorField('email');
      emailInput.current?.focus();
      fail(new ValidationFailure({ key: 'validation.emailFormatInvalid' }));
      return;
    }
    if (password === '') {
      setErrorField('password');
      passwordInput.current?.focus();
      fail(new ValidationFailure({ key: 'b2b.password.required' }));
      return;
    }
    dispatch({ type: 'errorCleared' });
    setErrorField('password');
    const outcome = await call(
      async (signal): Promise<FlowAction> =>
        organization === null
          ? discoveryOutcome(await logInByDiscovery({ client, config }, address, password, signal), 'B2B_PASSWORD_DISCOVERY_AUTHENTICATE')
          : signInOutcome(
              await logIn({ client, config }, organization.organization_id, address, password, signal),
              address,
              'B2B_PASSWORD_AUTHENTICATE',
            ),
      {
        onOk: handOver,
        // Reported (the failure rule), then shown as the reset email it calls for.
        onFailed: (error) => {
          const reason = RESET_REFUSALS[errorType(error) ?? ''];
          if (reason === undefined) return 'default';
          dispatch(resetNeeded(address, reason));
          return 'handled';
        },
      },
    );
    if (outcome.status === 'failed') passwordInput.current?.focus();
  };

  const describedBy = fieldErrorId(state.error, errorId);
  return (
    <>
      <ScreenHeading>
        {organization === null
          ? t('b2b.password.loginTitle')
          : t('b2b.password.loginOrganization', { organization: organization.organization_name })}
      </ScreenHeading>
      <form className={cx(styles.form)} onSubmit={(event) => void submit(event)} noValidate>
        <EmailField
          ref={emailInput}
          value={email}
          onChange={edit(setEmail)}
          errorId={errorField === 'email' ? describedBy : undefined}
          readOnly={pending}
        />
        <PasswordInput
          ref={passwordInput}
          label={t('b2b.password.field')}
          toggleLabel={t('b2b.password.show')}
          autoComplete="current-password"
          value={password}
          onChange={edit(setPassword)}
          describedBy={errorField === 'password' ? describedBy : undefined}
          invalid={errorField === 'password' && state.error?.field === true}
          readOnly={pending}
        />
        <FieldError id={errorId} error={state.error} />
        <div className={cx(styles.inlineRow)}>
          <Button variant="text" disabled={pending} onClick={() => dispatch(resetNeeded(email.trim(), 'forgot'))}>
            {t('b2b.password.forgot')}
          </Button>
        </div>
        <Button type="submit" pending={pending}>
          {t('common.continue')}
        </Button>
      </form>
    </>
  );
}
