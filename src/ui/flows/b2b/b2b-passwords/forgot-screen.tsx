/**
 * B2BPasswordForgot: the address a reset link goes to (prefilled), and why:
 * the visitor asked, the member has no password yet (set one by email), or
 * the password is breached. Sends `passwords.resetByEmailStart` for the
 * organization, or `passwords.discovery.resetByEmailStart` by discovery,
 * with the config's `passwordOptions` (api.ts).
 */
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { ScreenHeading } from '../../../components/screen-heading';
import type { UiMessageKey } from '../../../i18n/messages';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import { EmailStepForm } from '../email-step-form';
import { resetSent, type B2BPasswordsAction } from './actions';
import { sendResetEmail } from './api';
import type { B2BPasswordForgotState, B2BResetReason } from './state';

const TITLES: Readonly<Record<B2BResetReason, UiMessageKey>> = {
  forgot: 'b2b.password.forgotTitle',
  noPassword: 'b2b.password.noPasswordTitle',
  breached: 'b2b.password.breachedTitle',
};

export function B2BPasswordForgotScreen({ state, dispatch }: ScreenProps<B2BPasswordForgotState, B2BPasswordsAction>) {
  const { client, config, t } = useB2BWidget();
  const screenCall = useScreenCall(dispatch);
  const organizationId = state.organization?.organization_id ?? null;

  const send = (address: string) =>
    screenCall.call((signal) => sendResetEmail({ client, config }, organizationId, address, signal), {
      onOk: (response) => dispatch(resetSent(address, organizationId === null, response)),
    });

  return (
    <>
      <ScreenHeading>{t(TITLES[state.reason])}</ScreenHeading>
      {state.reason === 'breached' ? <p className={cx(styles.bodyText)}>{t('breached_password')}</p> : null}
      <p className={cx(styles.bodyText)}>
        {state.reason === 'forgot'
          ? t(organizationId === null ? 'b2b.password.forgotDiscovery' : 'b2b.password.forgotOrganization')
          : t(state.reason === 'noPassword' ? 'b2b.password.noPasswordBody' : 'b2b.password.breachedBody')}
      </p>
      <EmailStepForm
        initialEmail={state.email}
        error={state.error}
        dispatch={dispatch}
        screenCall={screenCall}
        submitLabel={t('b2b.password.sendLink')}
        onValid={send}
      />
    </>
  );
}
