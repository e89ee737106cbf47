/**
 * The merged email tab when passwords are configured (spec section 2). The
 * password screens have not landed: the tab asks for the email ('Email
 * format is invalid.' as on the magic-link form) and opens the placeholder.
 */
import { EmailForm } from '../../forms/email-form';
import type { TabProps } from '../flow';
import { comingSoonOpened, type ComingSoonAction } from './actions';

export function PasswordTab({ dispatch, error }: TabProps<ComingSoonAction>) {
  return (
    <EmailForm
      invalidKey="validation.emailFormatInvalid"
      submitLabel="common.continue"
      error={error}
      dispatch={dispatch}
      send={async () => undefined}
      onSent={(email) => dispatch(comingSoonOpened('PasswordLogin', { email }))}
    />
  );
}
