/**
 * PasskeyConfirmation: 'Success!'. `AuthenticateFlowComplete` is fired by the
 * `passkeys/authenticated` action's effects (index.ts), once, never by this
 * screen.
 */
import { SuccessPanel } from '../../components/success-panel';
import { useWidget } from '../../context/widget-context';
import type { ScreenProps } from '../flow';
import type { PasskeysAction } from './actions';
import type { PasskeyConfirmationState } from './state';

export function PasskeyConfirmationScreen(_props: ScreenProps<PasskeyConfirmationState, PasskeysAction>) {
  const { t } = useWidget();
  return <SuccessPanel title={t('passkey.successTitle')} body={t('passkey.successBody')} />;
}
