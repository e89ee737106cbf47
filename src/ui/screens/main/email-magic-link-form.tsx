/** @jsxImportSource @emotion/react */
/**
 * The magic-link email form: validates the address ('Email format is
 * invalid.' and no request), sends login-or-create with the host's options,
 * logs `email_sent`, then shows EmailConfirmation.
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
import { useDomId } from '../../components/use-dom-id';

export function EmailMagicLinkForm() {
  const { client, config, t, emit, logEvent } = useWidget();
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
      const o = config.emailMagicLinksOptions;
      const data = await client.magicLinks.email.loginOrCreate(address, {
        login_magic_link_url: o.loginRedirectURL,
        signup_magic_link_url: o.signupRedirectURL,
        login_expiration_minutes: o.loginExpirationMinutes,
        signup_expiration_minutes: o.signupExpirationMinutes,
        login_template_id: o.loginTemplateId,
        signup_template_id: o.signupTemplateId,
        locale: o.locale,
        create_user_as_pending: o.createUserAsPending,
      });
      logEvent('email_sent', { email: address, type: 'login_or_create_eml' });
      emit({ type: 'MagicLinkLoginOrCreate', data });
      dispatch(widgetActions.setMagicLinkEmail(address));
      dispatch(widgetActions.navigate('EmailConfirmation'));
    });
  };

  const error = state.error;
  return (
    <form css={styles.form} onSubmit={submit} noValidate>
      <EmailField
        ref={input}
        value={email}
        onChange={setEmail}
        errorId={error ? errorId : undefined}
      />
      <ErrorText id={errorId} error={error} />
      <Button type="submit" loading={submitting}>
        {t('main.sendLink')}
      </Button>
    </form>
  );
}
