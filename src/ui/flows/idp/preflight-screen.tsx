/**
 * IDPConsent, the identity-provider mount's first screen (spec section 4):
 * reads the request on the page's address and runs the preflight, showing a
 * spinner until it leads somewhere. The first render takes no focus (the
 * host page keeps it).
 */
import { useEffect } from 'react';
import { afterMountCommit } from '../../async/after-mount-commit';
import { useRunner } from '../../async/use-runner';
import { Spinner } from '../../components/spinner';
import { useWidget } from '../../context/widget-context';
import { cx } from '../../theme/css';
import type { ScreenProps } from '../flow';
import type { IDPAction } from './actions';
import { preflight } from './api';
import * as styles from './idp.styles';
import { parseIDPRequest } from './request';
import type { IDPState } from './state';
import { useIDPEnv } from './use-idp-env';

/** The spinner's size on the identity-provider screens: a screen's own wait, not a button's. */
export const IDP_SPINNER_SIZE = 25;

export function Waiting({ label }: { label: string }) {
  return (
    <div role="status" className={cx(styles.waiting)}>
      <Spinner size={IDP_SPINNER_SIZE} />
      <span>{label}</span>
    </div>
  );
}

export function IDPPreflightScreen({ dispatch }: ScreenProps<Extract<IDPState, { screen: 'IDPConsent' }>, IDPAction>) {
  const { t } = useWidget();
  const env = useIDPEnv();
  const { run } = useRunner();
  useEffect(() => {
    const request = parseIDPRequest(window.location.search);
    void run(async (signal) => {
      // Once per mount: the start sent, the Start event emitted and a no-session error reported once.
      await afterMountCommit(signal);
      return preflight(env, request, signal);
    }).then((outcome) => {
      if (outcome.status === 'ok') dispatch(outcome.value);
    });
  }, [env, run, dispatch]);
  return <Waiting label={t('idp.loading')} />;
}
