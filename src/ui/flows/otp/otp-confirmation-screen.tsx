/**
 * OTPConfirmation (docs/behaviour.md §2.3): 'Success!' and 'Your passcode has been
 * successfully verified.'. `AuthenticateFlowComplete` is fired by the
 * `otp/verified` action's effects (otp/index.ts), exactly once per accepted
 * action, never by this screen.
 */
import { SuccessPanel } from '../../components/success-panel';
import { useWidget } from '../../context/widget-context';
import type { ScreenProps } from '../flow';
import type { OtpAction } from './actions';
import type { OtpConfirmationState } from './state';

export function OtpConfirmationScreen(_props: ScreenProps<OtpConfirmationState, OtpAction>) {
  const { t } = useWidget();
  return <SuccessPanel title={t('otp.successTitle')} body={t('otp.successBody')} />;
}
