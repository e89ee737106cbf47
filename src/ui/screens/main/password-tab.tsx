/**
 * The merged email tab when passwords are configured (spec section 2). The
 * password screens arrive with the passwords issue: for now the tab asks for
 * the email ('Email format is invalid.' as on the magic-link form), stores it
 * in the password state and opens the 'Coming soon' placeholder.
 */
import { useWidgetStore } from '../../context/widget-context';
import { widgetActions } from '../../state/actions';
import { EmailForm } from './email-form';

export function PasswordTab() {
  const { dispatch } = useWidgetStore();

  const next = (address: string) => {
    dispatch(widgetActions.updatePasswordState({ email: address }));
    dispatch(widgetActions.navigate('PasswordLogin'));
  };

  return <EmailForm invalidKey="validation.emailFormatInvalid" submitLabel="common.continue" onValid={next} />;
}
