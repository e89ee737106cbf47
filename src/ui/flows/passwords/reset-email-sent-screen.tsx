/**
 * PasswordForgot, PasswordSetNew, PasswordDedupe and PasswordBreached: a
 * reset email went to `state.email`. Each says why, which address the email
 * went to and what to do next, and offers to send it again (telemetry
 * `email_try_again_clicked`, type `reset_password`; the toast 'Email resent').
 * PasswordBreached opens with the `breached_password` text (docs/behaviour.md §8.2).
 */
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { FormattedMessage } from '../../components/formatted-message';
import { RefreshIcon } from '../../components/icons';
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import type { UiMessageKey } from '../../i18n/messages';
import { cx } from '../../theme/css';
import * as styles from '../../theme/styles';
import type { ScreenProps } from '../flow';
import { resetResent, type PasswordsAction } from './actions';
import { sendResetEmail } from './api';
import type { ResetEmailScreen, ResetEmailSentState } from './state';

const TEXTS: Readonly<Record<ResetEmailScreen, { title: UiMessageKey; body: UiMessageKey }>> = {
  PasswordForgot: { title: 'password.forgotTitle', body: 'password.forgotBody' },
  PasswordSetNew: { title: 'password.setNewTitle', body: 'password.setNewBody' },
  PasswordDedupe: { title: 'password.dedupeTitle', body: 'password.dedupeBody' },
  PasswordBreached: { title: 'password.breachedTitle', body: 'password.breachedBody' },
};

export function ResetEmailSentScreen({ state, dispatch }: ScreenProps<ResetEmailSentState, PasswordsAction>) {
  const { client, config, t } = useWidget();
  const { call, pending } = useScreenCall(dispatch);
  const texts = TEXTS[state.screen];

  const resend = async () => {
    dispatch({ type: 'errorCleared' });
    await call((signal) => sendResetEmail({ client, config }, state.email, signal), {
      onOk: (response) => dispatch(resetResent(state.email, response)),
    });
  };

  return (
    <>
      <ScreenHeading>{t(texts.title)}</ScreenHeading>
      {state.screen === 'PasswordBreached' ? <p className={cx(styles.bodyText)}>{t('breached_password')}</p> : null}
      <p className={cx(styles.bodyText)}>
        <FormattedMessage id={texts.body} values={{ email: <strong>{state.email}</strong> }} />
      </p>
      <div className={cx(styles.inlineRow)}>
        <span>{t('password.didntGetIt')}</span>
        <Button variant="text" icon={<RefreshIcon size={18} />} pending={pending} onClick={() => void resend()}>
          {t('password.resend')}
        </Button>
      </div>
    </>
  );
}
