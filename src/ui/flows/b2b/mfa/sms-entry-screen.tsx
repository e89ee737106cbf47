/**
 * The SMS passcode (docs/architecture.md, "B2B widget"): sent on arrival unless a code is already
 * on its way (the enrolment form's, or the server's with the sign-in), then the 6-digit code
 * (`b2b/otps/sms/authenticate`), its expiry countdown (the field disabled once it expired, until
 * a new code) and 'Resend code'. An accepted code signs the member in.
 */
import { useState } from 'react';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { useOnArrival } from '../../../async/use-on-arrival';
import { useScreenCall } from '../../../async/use-screen-call';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Countdown } from '../../../components/countdown';
import { passcodeExpiresAt } from '../../../components/countdown-time';
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
import { phoneNumber } from './mfa.styles';
import type { MfaSmsEntryState } from './state';

export function MfaSmsEntryScreen({ state, dispatch }: ScreenProps<MfaSmsEntryState, MfaDispatch>) {
  const env = useB2BWidget();
  const { t } = env;
  const { call, pending } = useScreenCall(dispatch);
  const resender = useScreenCall(dispatch);
  const descriptionId = useDomId('sms-sent-to');
  const lost = onLostSession(dispatch);
  // A code the server texted with the sign-in was sent just before this screen: count from here.
  const [arrivalExpiry] = useState(() => passcodeExpiresAt(Date.now()));
  const expiresAt = state.expiresAt ?? arrivalExpiry;
  const expired = state.expired === true;

  useOnArrival(
    resender.call,
    (signal) => (state.sent ? Promise.resolve(null) : sendSms(env, state, state.enrolling, signal)),
    {
      onOk: (response) => {
        if (response !== null) dispatch(smsSent(response, state.enrolling, state.destination, false, passcodeExpiresAt(Date.now())));
      },
      onFailed: lost,
    },
  );

  const resend = () =>
    void resender.call((signal) => sendSms(env, state, state.enrolling, signal), {
      onOk: (response) => dispatch(smsSent(response, state.enrolling, state.destination, true, passcodeExpiresAt(Date.now()))),
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
            values={{
              // A phone number: left to right in any sentence, never broken at its spaces (docs/i18n.md).
              destination: (
                <strong dir="ltr" className={cx(phoneNumber)}>
                  {state.destination}
                </strong>
              ),
            }}
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
        expiry={{ expiresAt, expired, onExpired: () => dispatch({ type: 'mfa/smsExpired' }) }}
      />
      {expired ? (
        <Alert variant="error" message={t('b2b.mfa.expired')} />
      ) : state.sent ? (
        <Countdown
          expiresAt={expiresAt}
          onExpired={() => dispatch({ type: 'mfa/smsExpired' })}
          text={(countdown) => t('b2b.mfa.expiresIn', { countdown })}
          locale={t.locale}
        />
      ) : null}
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
