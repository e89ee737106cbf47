/**
 * B2BPasswordResetSent: 'Check your email', the address the reset link went
 * to, and 'Resend email' (the same request again; the toast 'Email resent').
 */
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { FormattedMessage } from '../../../components/formatted-message';
import { RefreshIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/screen-heading';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import { resetResent, type B2BPasswordsAction } from './actions';
import { sendResetEmail } from './api';
import type { B2BPasswordResetSentState } from './state';

export function B2BPasswordResetSentScreen({ state, dispatch }: ScreenProps<B2BPasswordResetSentState, B2BPasswordsAction>) {
  const { client, config, t } = useB2BWidget();
  const { call, pending } = useScreenCall(dispatch);
  const organizationId = state.organization?.organization_id ?? null;

  const resend = async () => {
    dispatch({ type: 'errorCleared' });
    await call((signal) => sendResetEmail({ client, config }, organizationId, state.email, signal), {
      onOk: (response) => dispatch(resetResent(state.email, organizationId === null, response)),
    });
  };

  return (
    <>
      <ScreenHeading>{t('b2b.password.sentTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>
        <FormattedMessage id="b2b.password.sentBody" values={{ email: <strong>{state.email}</strong> }} />
      </p>
      <div className={cx(styles.inlineRow)}>
        <span>{t('b2b.password.didntGetIt')}</span>
        <Button variant="text" icon={<RefreshIcon size={18} />} pending={pending} onClick={() => void resend()}>
          {t('b2b.password.resend')}
        </Button>
      </div>
    </>
  );
}
