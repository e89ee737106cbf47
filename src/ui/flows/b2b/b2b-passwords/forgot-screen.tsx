/**
 * B2BPasswordForgot: the address a reset link goes to (prefilled), and why:
 * the visitor asked, the member has no password yet (set one by email), or
 * the password is breached. Sends `passwords.resetByEmailStart` for the
 * organization, or `passwords.discovery.resetByEmailStart` by discovery,
 * with the config's `passwordOptions` (api.ts).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { FieldError, fieldErrorId } from '../../../components/field-error';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDomId } from '../../../components/use-dom-id';
import { isValidEmail } from '../../../email/email-validation';
import { EmailField } from '../../../forms/email-field';
import type { UiMessageKey } from '../../../i18n/messages';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import { ValidationFailure } from '../../screen-error';
import { resetSent, type B2BPasswordsAction } from './actions';
import { sendResetEmail } from './api';
import type { B2BPasswordForgotState, B2BResetReason } from './state';

const TITLES: Readonly<Record<B2BResetReason, UiMessageKey>> = {
  forgot: 'b2b.password.forgotTitle',
  noPassword: 'b2b.password.noPasswordTitle',
  breached: 'b2b.password.breachedTitle',
};

export function B2BPasswordForgotScreen({ state, dispatch }: ScreenProps<B2BPasswordForgotState, B2BPasswordsAction>) {
  const { client, config, t } = useB2BWidget();
  const { call, pending, fail } = useScreenCall(dispatch);
  const [email, setEmail] = useState(state.email);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');
  const organizationId = state.organization?.organization_id ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      input.current?.focus();
      fail(new ValidationFailure({ key: 'validation.emailFormatInvalid' }));
      return;
    }
    dispatch({ type: 'errorCleared' });
    await call((signal) => sendResetEmail({ client, config }, organizationId, address, signal), {
      onOk: (response) => dispatch(resetSent(address, organizationId === null, response)),
    });
  };

  return (
    <>
      <ScreenHeading>{t(TITLES[state.reason])}</ScreenHeading>
      {state.reason === 'breached' ? <p className={cx(styles.bodyText)}>{t('breached_password')}</p> : null}
      <p className={cx(styles.bodyText)}>
        {state.reason === 'forgot'
          ? t(organizationId === null ? 'b2b.password.forgotDiscovery' : 'b2b.password.forgotOrganization')
          : t(state.reason === 'noPassword' ? 'b2b.password.noPasswordBody' : 'b2b.password.breachedBody')}
      </p>
      <form className={cx(styles.form)} onSubmit={(event) => void submit(event)} noValidate>
        <EmailField
          ref={input}
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (state.error !== undefined) dispatch({ type: 'errorCleared' });
          }}
          errorId={fieldErrorId(state.error, errorId)}
          readOnly={pending}
        />
        <FieldError id={errorId} error={state.error} />
        <Button type="submit" pending={pending}>
          {t('b2b.password.sendLink')}
        </Button>
      </form>
    </>
  );
}
