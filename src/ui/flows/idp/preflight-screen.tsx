/**
 * IDPConsent, the identity-provider mount's first screen (docs/behaviour.md §4.2):
 * reads the request on the page's address and runs the preflight, showing a
 * spinner until it leads somewhere. The first render takes no focus (the
 * host page keeps it).
 *
 * The preflight runs once per mount, with the environment of the mount's
 * render: the request is the page's, not a prop. Re-running it when the
 * environment's identity changes (the translator is rebuilt when the loaded
 * flows' list is replaced by an equal one, right after the first paint) sent
 * a second preflight once the first had finished, and reported the no-session
 * error to `onError` twice.
 */
import { useOnArrival } from '../../async/use-on-arrival';
import { useScreenCall } from '../../async/use-screen-call';
import { ScreenWait } from '../../components/screen-wait';
import { useWidget } from '../../context/widget-context';
import type { ScreenProps } from '../flow';
import type { IDPAction } from './actions';
import { preflight } from './api';
import { parseIDPRequest } from './request';
import type { IDPState } from './state';
import { useIDPEnv } from './use-idp-env';

export function IDPPreflightScreen({ dispatch }: ScreenProps<Extract<IDPState, { screen: 'IDPConsent' }>, IDPAction>) {
  const { t } = useWidget();
  const env = useIDPEnv();
  const { call } = useScreenCall(dispatch);
  // Once per mount: the start sent, the Start event emitted and a no-session error reported once.
  useOnArrival(call, (signal) => preflight(env, parseIDPRequest(window.location.search), signal), { onOk: dispatch });
  return <ScreenWait label={t('idp.loading')} />;
}
