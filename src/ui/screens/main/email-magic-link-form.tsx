/**
 * The magic-link email form: validates the address ('Email format is
 * invalid.' and no request), sends login-or-create with the host's options,
 * logs `email_sent`, then shows EmailConfirmation.
 */
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { widgetActions } from '../../state/actions';
import { EmailForm } from './email-form';

export function EmailMagicLinkForm() {
  const { client, config, emit, logEvent } = useWidget();
  const { dispatch } = useWidgetStore();

  const send = async (address: string) => {
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
  };

  return <EmailForm invalidKey="validation.emailFormatInvalid" submitLabel="main.sendLink" onValid={send} />;
}
