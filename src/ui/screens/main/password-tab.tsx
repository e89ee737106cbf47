/** @jsxImportSource @emotion/react */
/**
 * The merged email tab when passwords are configured (spec section 2). The
 * password screens arrive with the passwords issue: for now the tab asks for
 * the email ('Email format is invalid.' as on the magic-link form), stores it
 * in the password state and opens the 'Coming soon' placeholder.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorText } from '../../components/error-text';
import { useAuthAction, ValidationFailure } from '../../context/use-auth-action';
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { isValidEmail } from '../../email/email-validation';
import { widgetActions } from '../../state/actions';
import * as styles from '../../theme/styles';
import { EmailField } from './email-field';
import { useDomId } from '../../components/use-dom-id';

export function PasswordTab() {
  const { t } = useWidget();
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
        throw new ValidationFailure({ key: 'validation.emailFormatInvalid' });
      }
      dispatch(widgetActions.updatePasswordState({ email: address }));
      dispatch(widgetActions.navigate('PasswordLogin'));
    });
  };

  return (
    <form css={styles.form} onSubmit={submit} noValidate>
      <EmailField ref={input} value={email} onChange={setEmail} errorId={state.error ? errorId : undefined} />
      <ErrorText id={errorId} error={state.error} />
      <Button type="submit" loading={submitting}>
        {t('common.continue')}
      </Button>
    </form>
  );
}
