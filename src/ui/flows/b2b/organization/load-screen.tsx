/**
 * OrganizationLoad, the Organization login's first screen (docs/architecture.md,
 * "B2B widget"): a wait while the slug's organization is looked up once
 * (StrictMode's discarded first mount sends nothing, `useOnArrival`); a failed
 * lookup shows the catalogue's message with 'Try again'.
 */
import { useOnArrival } from '../../../async/use-on-arrival';
import { useScreenCall } from '../../../async/use-screen-call';
import { Button } from '../../../components/button';
import { Alert } from '../../../components/alert';
import { ScreenWait } from '../../../components/screen-wait';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { resolveMessage } from '../../../i18n/format';
import * as styles from '../../../theme/styles';
import { cx } from '../../../theme/css';
import type { ScreenProps } from '../../flow';
import type { OrganizationAction } from './actions';
import { findOrganization, pageHref } from './api';
import type { OrganizationLoadState } from './state';

export function OrganizationLoadScreen({ state, dispatch }: ScreenProps<OrganizationLoadState, OrganizationAction>) {
  const { t, client, config } = useB2BWidget();
  const { call, pending } = useScreenCall(dispatch);
  const find = (signal: AbortSignal) => findOrganization(client, config, pageHref(), signal);
  useOnArrival(call, find, { onOk: dispatch });

  if (state.error === undefined || pending) return <ScreenWait label={t('b2b.organization.loading')} />;
  return (
    <div className={cx(styles.column)}>
      {/* This screen has no field: even an input error (a malformed slug) is its alert. */}
      <Alert variant="error" message={resolveMessage(state.error.message, t)} />
      <Button
        variant="secondary"
        onClick={() => {
          dispatch({ type: 'errorCleared' });
          void call(find, { onOk: dispatch });
        }}
      >
        {t('b2b.organization.loadFailed.retry')}
      </Button>
    </div>
  );
}
