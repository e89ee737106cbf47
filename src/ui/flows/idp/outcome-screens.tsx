/**
 * The screens that end the identity-provider flow (docs/behaviour.md §4.2, §8.3):
 * on the way back to the relying party, authorized with nowhere to go,
 * denied, logout declined, and the error screen ('Looks like there was an
 * error!' with the message: a missing parameter, no session, or a failed
 * preflight).
 */
import { ScreenHeading } from '../../components/screen-heading';
import { SuccessPanel } from '../../components/success-panel';
import { useWidget } from '../../context/widget-context';
import { resolveMessage } from '../../i18n/format';
import { cx } from '../../theme/css';
import * as theme from '../../theme/styles';
import type { ScreenProps } from '../flow';
import type { IDPAction } from './actions';
import { ScreenWait } from '../../components/screen-wait';
import type { IDPState } from './state';

type Props<S extends IDPState['screen']> = ScreenProps<Extract<IDPState, { screen: S }>, IDPAction>;

export function IDPRedirectingScreen({ state }: Props<'IDPRedirecting'>) {
  const { t } = useWidget();
  return <ScreenWait label={state.clientName === null ? t('idp.loading') : t('idp.redirecting', { clientName: state.clientName })} />;
}

export function IDPAuthorizedScreen({ state }: Props<'IDPAuthorized'>) {
  const { t } = useWidget();
  return <SuccessPanel title={t('idp.successTitle')} body={t('idp.successBody', { clientName: state.clientName })} />;
}

function ErrorLayout({ message }: { message: string }) {
  const { t } = useWidget();
  return (
    <>
      <ScreenHeading>{t('consent_error_heading')}</ScreenHeading>
      <p className={cx(theme.bodyText)}>{message}</p>
    </>
  );
}

export function IDPDeniedScreen(_props: Props<'IDPDenied'>) {
  const { t } = useWidget();
  return <ErrorLayout message={t('consent_denied')} />;
}

export function IDPErrorScreen({ state }: Props<'IDPError'>) {
  const { t } = useWidget();
  return <ErrorLayout message={resolveMessage(state.message, t)} />;
}

export function IDPLogoutDeclinedScreen(_props: Props<'IDPLogoutDeclined'>) {
  const { t } = useWidget();
  return (
    <>
      <ScreenHeading>{t('idp.logoutDeniedTitle')}</ScreenHeading>
      <p className={cx(theme.bodyText)}>{t('idp.logoutDenied')}</p>
    </>
  );
}
