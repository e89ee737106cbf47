/**
 * PasswordConfirmation: 'Success!'. `AuthenticateFlowComplete` is fired by
 * the `passwords/signedIn` action's effects (index.ts), once, never by this
 * screen.
 */
import { SuccessPanel } from '../../components/success-panel';
import { useWidget } from '../../context/widget-context';
import type { ScreenProps } from '../flow';
import type { PasswordsAction } from './actions';
import type { PasswordConfirmationState } from './state';

export function PasswordConfirmationScreen(_props: ScreenProps<PasswordConfirmationState, PasswordsAction>) {
  const { t } = useWidget();
  return <SuccessPanel title={t('password.confirmationTitle')} body={t('password.confirmationBody')} />;
}
