/** @jsxImportSource @emotion/react */
/**
 * OTPConfirmation (spec section 2): 'Success!' and 'Your passcode has been
 * successfully verified.'. `AuthenticateFlowComplete` is emitted by the
 * handler that navigates here (see otp-authenticate-screen.tsx), so no effect
 * of this screen can fire it twice.
 */
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';

export function OtpConfirmationScreen() {
  const { t } = useWidget();
  return (
    <>
      <ScreenHeading>{t('otp.successTitle')}</ScreenHeading>
      <p css={styles.bodyText}>{t('otp.successBody')}</p>
    </>
  );
}
