/**
 * IDPLogout (docs/behaviour.md §2.8, §4.2): 'Log out?' with Yes (revoke the
 * session, errors ignored, then back to the relying party's address the
 * provider returned) and No ('You have not been logged out…'). An address
 * the client will not follow shows in the screen's alert and is reported.
 */
import { useState } from 'react';
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import { cx } from '../../theme/css';
import * as theme from '../../theme/styles';
import type { ScreenProps } from '../flow';
import { logoutDeclined, type IDPAction } from './actions';
import { logOutAndLeave } from './api';
import type { IDPState } from './state';
import { useIDPPort } from './use-idp-env';

export function IDPLogoutScreen({ state, dispatch }: ScreenProps<Extract<IDPState, { screen: 'IDPLogout' }>, IDPAction>) {
  const { t } = useWidget();
  const port = useIDPPort();
  const { call, pending } = useScreenCall(dispatch);
  const [leaving, setLeaving] = useState(false);
  const yes = async () => {
    dispatch({ type: 'errorCleared' });
    setLeaving(true);
    // An address the client refuses to follow (not http(s)): said and reported, rather than leave both buttons disabled.
    const outcome = await call((signal) => logOutAndLeave(port, state.redirectUri, signal), { onOk: dispatch });
    if (outcome.status === 'failed') setLeaving(false);
  };
  return (
    <>
      <ScreenHeading>{t('idp.logoutTitle')}</ScreenHeading>
      <p className={cx(theme.bodyText)}>{t(port.texts.logoutBody, port.account())}</p>
      <div className={cx(theme.column)}>
        <Button pending={leaving && pending} disabled={leaving} onClick={() => void yes()}>
          {t('idp.yes')}
        </Button>
        <Button variant="secondary" disabled={leaving} onClick={() => dispatch(logoutDeclined())}>
          {t('idp.no')}
        </Button>
      </div>
    </>
  );
}
