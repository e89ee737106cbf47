/**
 * The SMS passcode (docs/architecture.md, "B2B widget"): sent on arrival unless a code is already
 * on its way (the enrolment form's, or the server's with the sign-in), then the 6-digit code
 * (`b2b/otps/sms/authenticate`) and 'Resend code'. An accepted code signs the member in.
 */
import { useB2BWidget } from '../../../b2b/b2b-context';
import { useOnArrival } from '../../../async/use-on-arrival';
import { useScreenCall } from '../../../async/use-screen-call';
import { Button } from '../../../components/button';
import { FormattedMessage } from '../../../components/formatted-message';
import { RefreshIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDomId } from '../../../components/use-dom-id';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import { afterVerified, smsSent, type MfaDispatch } from './actions';
import { authenticateSms, sendSms } from './api';
import { CodeForm } from './code-form';
import { onLostSession } from './lost-session';
import type { MfaSmsEntryState } from './state';

export function MfaSmsEntryScreen({ state, dispatch }: ScreenProps<MfaSmsEntryState, MfaDispatch>) {
  const env = useB2BWidget();
  const { t } = env;
  const { call, pending } = useScreenCall(dispatch);
  const resender = useScreenCall(dispatch);
  const descriptionId = useDomId('sms-sent-to');
  const lost = onLostSession(dispatch);

  useOnArrival(
    resender.call,
    (signal) => (state.sent ? Promise.resolve(null) : sendSms(env, state, state.enrolling, signal)),
    {
      onOk: (response) => {
        if (response !== null) dispatch(smsSent(response, state.enrolling, state.destination));
      },
      onFailed: lost,
    },
  );

  const resend = () =>
    void resender.call((signal) => sendSms(env, state, state.enrolling, signal), {
      onOk: (response) => dispatch(smsSent(response, state.enrolling, state.destination, true)),
      onFailed: lost,
    });

  const sending = resender.pending && !state.sent;
  return (
    <>
      <ScreenHeading>{t('b2b.mfa.smsTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)} id={descriptionId}>
        {state.destination === '' ? (
          t('b2b.mfa.smsSent')
        ) : (
          <FormattedMessage
            id={sending ? 'b2b.mfa.smsSending' : 'b2b.mfa.smsSentTo'}
            values={{ destination: <strong>{state.destination}</strong> }}
          />
        )}
      </p>
      <CodeForm
        call={call}
        pending={pending}
        error={state.error}
        dispatch={dispatch}
        describedBy={descriptionId}
        verify={(code, signal) => authenticateSms(env, state, code, signal)}
        onVerified={(response) => {
          for (const action of afterVerified({ method: 'sms', response }, false)) dispatch(action);
        }}
      />
      <div className={cx(styles.inlineRow)}>
        <span>{t('b2b.mfa.resendPrompt')}</span>
        <Button variant="text" icon={<RefreshIcon size={16} />} pending={resender.pending} onClick={resend}>
          {t('b2b.mfa.resend')}
        </Button>
      </div>
      {state.enrolling !== null || state.totpEnrolled ? (
        <Button variant="text" onClick={() => dispatch({ type: 'mfa/goBack' })}>
          {t('b2b.mfa.goBack')}
        </Button>
      ) : null}
    </>
  );
}
