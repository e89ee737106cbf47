/**
 * CryptoConfirmation: signed in with a wallet. `AuthenticateFlowComplete` is
 * fired by the `crypto/signedIn` action's effects (index.ts), once.
 */
import { SuccessPanel } from '../../components/success-panel';
import { useWidget } from '../../context/widget-context';
import type { ScreenProps } from '../flow';
import type { CryptoAction } from './actions';
import type { CryptoConfirmationState } from './state';

export function CryptoConfirmationScreen(_props: ScreenProps<CryptoConfirmationState, CryptoAction>) {
  const { t } = useWidget();
  return <SuccessPanel title={t('crypto.successTitle')} body={t('crypto.successBody')} />;
}
