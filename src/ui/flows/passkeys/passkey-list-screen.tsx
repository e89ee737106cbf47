/**
 * The `passkeyList` kind's screen (`mountPasskeyList`, `<PorticoPasskeyList>`):
 * the passkey list on its own, for an account settings page. Needs a
 * signed-in user (docs/architecture.md, "Session state a host can route on"); waits for the client to know before
 * saying there is none.
 */
import { ScreenWait } from '../../components/screen-wait';
import { useWidget } from '../../context/widget-context';
import type { ScreenProps } from '../flow';
import type { PasskeysAction } from './actions';
import { NoActiveUser } from './no-active-user';
import { PasskeyList, PasskeyNoticeAlert } from './passkey-list';
import type { PasskeyListState } from './state';
import { useActiveUser } from './use-active-user';

export function PasskeyListScreen({ state, dispatch }: ScreenProps<PasskeyListState, PasskeysAction>) {
  const { t } = useWidget();
  const { known, signedIn } = useActiveUser(dispatch);
  if (!known) return <ScreenWait label={t('passkey.checkingSession')} />;
  if (!signedIn) return <NoActiveUser messageKey="passkey.listNoActiveUser" />;
  return (
    <>
      <PasskeyList variant="screen" dispatch={dispatch} />
      <PasskeyNoticeAlert notice={state.notice} />
    </>
  );
}
