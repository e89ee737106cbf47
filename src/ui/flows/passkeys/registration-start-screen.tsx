/**
 * PasskeyRegistrationStart (docs/behaviour.md §2.6): create a passkey or skip; both
 * go to the success screen. Needs a signed-in user. A failed creation stays
 * here with the duplicate or 'not created' message, so the visitor can try
 * again or skip.
 */
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { KeyIcon } from '../../components/icons';
import { ScreenHeading } from '../../components/screen-heading';
import { ScreenWait } from '../../components/screen-wait';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { ScreenProps } from '../flow';
import { passkeyRegistered, passkeySkipped, type PasskeysAction } from './actions';
import { registerPasskey } from './api';
import { registrationFailure } from './failures';
import { NoActiveUser } from './no-active-user';
import type { PasskeyRegistrationStartState } from './state';
import { useActiveUser } from './use-active-user';

export function PasskeyRegistrationStartScreen({ dispatch }: ScreenProps<PasskeyRegistrationStartState, PasskeysAction>) {
  const env = useWidget();
  const { t } = env;
  const { known, signedIn } = useActiveUser(dispatch);
  const { call, pending } = useScreenCall(dispatch);
  if (!known) return <ScreenWait label={t('passkey.checkingSession')} />;
  if (!signedIn) return <NoActiveUser messageKey="passkey.noActiveUser" />;

  const create = async () => {
    dispatch({ type: 'errorCleared' });
    // The core aborts the ceremony when the screen goes away or another one starts.
    await call((signal) => registerPasskey(env, signal), {
      onOk: (response) => dispatch(passkeyRegistered(response)),
      describe: registrationFailure,
    });
  };

  return (
    <>
      <ScreenHeading>{t('passkey.registrationTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('passkey.registrationBody')}</p>
      <div className={cx(styles.column)}>
        <Button icon={<KeyIcon />} pending={pending} onClick={() => void create()}>
          {t('passkey.create')}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => dispatch(passkeySkipped())}>
          {t('passkey.skip')}
        </Button>
      </div>
    </>
  );
}
