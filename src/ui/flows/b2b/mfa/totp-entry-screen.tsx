/**
 * The authenticator app's code (docs/architecture.md, "B2B widget"): `b2b/totp/authenticate`.
 * After enrolment the first accepted code leads to the recovery codes; at a later sign-in it signs
 * the member in, and 'Use a backup code' (and 'Text me a code instead', for a member with an MFA
 * phone) are the ways round a lost phone.
 */
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDomId } from '../../../components/use-dom-id';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import { afterVerified, type MfaDispatch } from './actions';
import { authenticateTotp } from './api';
import { CodeForm } from './code-form';
import type { MfaTotpEntryState } from './state';

export function MfaTotpEntryScreen({ state, dispatch }: ScreenProps<MfaTotpEntryState, MfaDispatch>) {
  const env = useB2BWidget();
  const { t } = env;
  const { call, pending } = useScreenCall(dispatch);
  const descriptionId = useDomId('totp-body');
  const enrolling = state.enrolment !== null;

  return (
    <>
      <ScreenHeading>{t('b2b.mfa.totpTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)} id={descriptionId}>
        {t('b2b.mfa.totpBody')}
      </p>
      <CodeForm
        call={call}
        pending={pending}
        error={state.error}
        dispatch={dispatch}
        describedBy={descriptionId}
        verify={(code, signal) => authenticateTotp(env, state, code, signal)}
        onVerified={(response) => {
          for (const action of afterVerified({ method: 'totp', response }, enrolling)) dispatch(action);
        }}
      />
      {enrolling ? <p className={cx(styles.helperText)}>{t('b2b.mfa.totpNewCode')}</p> : null}
      <div className={cx(styles.column)}>
        {!enrolling && state.phoneNumber !== '' ? (
          <Button variant="secondary" disabled={pending} onClick={() => dispatch({ type: 'mfa/useSms' })}>
            {t('b2b.mfa.useSms')}
          </Button>
        ) : null}
        {!enrolling ? (
          <Button variant="secondary" disabled={pending} onClick={() => dispatch({ type: 'mfa/useRecoveryCode' })}>
            {t('b2b.mfa.useRecoveryCode')}
          </Button>
        ) : (
          <Button variant="text" disabled={pending} onClick={() => dispatch({ type: 'mfa/goBack' })}>
            {t('b2b.mfa.goBack')}
          </Button>
        )}
      </div>
    </>
  );
}
