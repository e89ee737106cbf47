/**
 * SMS enrolment (docs/architecture.md, "B2B widget"): the member's phone number, with the country
 * picker and parsing rules of every phone field (src/ui/forms/phone-form.tsx), is texted a code
 * (`b2b/otps/sms/send` with `mfa_phone_number`); the number becomes the member's only when that
 * code comes back (the SMS entry).
 */
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { PhoneForm } from '../../../forms/phone-form';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps, TabInput } from '../../flow';
import { passcodeExpiresAt } from '../../../components/countdown-time';
import { sessionExpired, sessionLost, smsSent, type MfaDispatch, type SessionLostReason } from './actions';
import { sendSms } from './api';
import type { MfaSmsEnrollState } from './state';
import type { B2BSendResponse } from '../../../../core/b2b';

type Sent = { input: TabInput; response: B2BSendResponse } | { lost: SessionLostReason };

export function MfaSmsEnrollScreen({ state, dispatch }: ScreenProps<MfaSmsEnrollState, MfaDispatch>) {
  const env = useB2BWidget();
  const { t, reportError } = env;

  // The phone form applies the failure rule itself; a lost session is this flow's to show.
  const send = async (input: TabInput, signal: AbortSignal): Promise<Sent> => {
    try {
      return { input, response: await sendSms(env, state, input.destination, signal) };
    } catch (error) {
      const lost = sessionLost(error);
      if (lost === null) throw error;
      reportError(error);
      return { lost };
    }
  };

  return (
    <>
      <ScreenHeading>{t('b2b.mfa.smsEnrollTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('b2b.mfa.enrollBody')}</p>
      <PhoneForm
        error={state.error}
        dispatch={dispatch}
        send={send}
        onSent={(sent) =>
          dispatch('lost' in sent ? sessionExpired(sent.lost) : smsSent(sent.response, sent.input.destination, sent.input.display, false, passcodeExpiresAt(Date.now())))
        }
      />
      {state.methods.length > 1 ? (
        <Button variant="text" onClick={() => dispatch({ type: 'mfa/goBack' })}>
          {t('b2b.mfa.goBack')}
        </Button>
      ) : null}
    </>
  );
}
