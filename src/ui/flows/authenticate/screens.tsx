/**
 * The redirect landing's screens. AuthenticateByUrl redeems the token once
 * per mount (StrictMode's discarded first mount stops before it sends) and
 * shows a spinner meanwhile; then 'You are signed in', or why not. The first
 * render takes no focus.
 */
import { useContext } from 'react';
import { useOnArrival } from '../../async/use-on-arrival';
import { useScreenCall } from '../../async/use-screen-call';
import { Alert } from '../../components/alert';
import { ScreenHeading } from '../../components/screen-heading';
import { ScreenWait } from '../../components/screen-wait';
import { SuccessPanel } from '../../components/success-panel';
import { useWidget } from '../../context/widget-context';
import { describeError, resolveMessage } from '../../i18n/format';
import type { ScreenProps } from '../flow';
import { authenticated, authenticateFailed, type AuthenticateAction } from './actions';
import { NoUrlTokenError, redeemUrlToken } from './api';
import { AuthenticateSuccessContext } from './result-context';
import type { AuthenticateState } from './state';

type Props<S extends AuthenticateState['screen']> = ScreenProps<Extract<AuthenticateState, { screen: S }>, AuthenticateAction>;

export function AuthenticateByUrlScreen({ dispatch }: Props<'AuthenticateByUrl'>) {
  const { client, config, t } = useWidget();
  const onSuccess = useContext(AuthenticateSuccessContext);
  const { call } = useScreenCall(dispatch);
  // Once per mount: the token is the page's, not a prop.
  useOnArrival(call, (signal) => redeemUrlToken({ client, config }, t('authenticate.noToken'), signal), {
    onOk: (response) => {
      dispatch(authenticated(response));
      onSuccess?.(response);
    },
    // Reported, and `authenticateFailed` carries why: the reducer needs it to pick AuthenticateFailed.
    onFailed: (error) => {
      dispatch(authenticateFailed(error instanceof NoUrlTokenError ? { key: 'authenticate.noToken' } : describeError(error)));
      return 'handled';
    },
  });
  return <ScreenWait label={t('authenticate.signingIn')} />;
}

export function AuthenticateDoneScreen(_props: Props<'AuthenticateDone'>) {
  const { t } = useWidget();
  return <SuccessPanel title={t('authenticate.doneTitle')} />;
}

export function AuthenticateFailedScreen({ state }: Props<'AuthenticateFailed'>) {
  const { t } = useWidget();
  return (
    <>
      <ScreenHeading>{t('authenticate.failedTitle')}</ScreenHeading>
      <Alert variant="error" message={resolveMessage(state.message, t)} />
    </>
  );
}
