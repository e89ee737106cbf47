/**
 * The email screens, by discovery or for one organization (docs/architecture.md, "B2B widget"): the
 * method choice (both email products), the passcode (six boxes, submitted
 * when complete; a wrong code marks the field and clears it; the expiry
 * countdown, after which the field is disabled until 'Resend code')
 * and 'Check your email' (the consumer's confirmation look; 'Resend email').
 * Every call goes through the screen's `useScreenCall`, so an answer for a
 * screen the visitor left changes nothing.
 */
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../../../async/use-screen-call';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Countdown } from '../../../components/countdown';
import { isExpired, passcodeExpiresAt } from '../../../components/countdown-time';
import { FieldError, fieldErrorId } from '../../../components/field-error';
import { FormattedMessage } from '../../../components/formatted-message';
import { RefreshIcon } from '../../../components/icons';
import { isComplete } from '../../../components/passcode';
import { PasscodeField } from '../../../components/passcode-field';
import { ProgressBar } from '../../../components/progress-bar';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDomId } from '../../../components/use-dom-id';
import { useB2BWidget } from '../../../b2b/b2b-context';
import * as styles from '../../../theme/styles';
import { cx } from '../../../theme/css';
import type { ScreenProps } from '../../flow';
import { sendCode, sendLink } from '../email-sends';
import { announce, authOutcome, handOffWith, type B2BHandoff } from '../handoffs';
import type { B2BEmailAction } from './actions';
import { verifyDiscoveryCode, verifyOrganizationCode } from './api';
import { againRow } from './b2b-email.styles';
import type { B2BEmailMethodState, B2BEmailOtpState, B2BEmailSentState } from './state';

type Dispatch = ScreenProps<B2BEmailMethodState, B2BEmailAction>['dispatch'];

export function B2BEmailMethodScreen({ state, dispatch }: ScreenProps<B2BEmailMethodState, B2BEmailAction>) {
  const { t, client, config } = useB2BWidget();
  const { call, pending } = useScreenCall(dispatch);
  const [sending, setSending] = useState<'link' | 'code' | null>(null);
  const send = async (method: 'link' | 'code') => {
    if (pending) return;
    setSending(method);
    const { organization } = state;
    await call((signal) => (method === 'code' ? sendCode : sendLink)(client, config, state.email, organization, signal), {
      onOk: (response) =>
        dispatch({
          type: method === 'code' ? 'b2bEmail/codeSent' : 'b2bEmail/linkSent',
          email: state.email,
          response,
          ...(organization === undefined ? {} : { organization }),
        }),
    });
    setSending(null);
  };
  return (
    <>
      <ScreenHeading>{t('b2b.email.method.title')}</ScreenHeading>
      <div className={cx(styles.column)}>
        <Button variant="secondary" pending={sending === 'link'} disabled={pending} onClick={() => void send('link')}>
          {t('b2b.email.method.link')}
        </Button>
        <Button variant="secondary" pending={sending === 'code'} disabled={pending} onClick={() => void send('code')}>
          {t('b2b.email.method.code')}
        </Button>
      </div>
    </>
  );
}

export function B2BEmailOtpScreen({ state, dispatch }: ScreenProps<B2BEmailOtpState, B2BEmailAction>) {
  const { t, client, config } = useB2BWidget();
  const { call, pending } = useScreenCall(dispatch);
  const resend = useScreenCall(dispatch);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');
  const descriptionId = useDomId('otp-sent-to');
  const handOff = handOffWith(dispatch);
  // The first code was sent just before this screen: its countdown starts here; a resend's is in the state.
  const [arrivalExpiry] = useState(() => passcodeExpiresAt(Date.now()));
  const expiresAt = state.expiresAt ?? arrivalExpiry;
  const expired = state.expired === true;

  const { organization } = state;
  // Discovery's code lists the address's organizations; an organization's signs in to it (authOutcome).
  const check = async (value: string, signal: AbortSignal): Promise<B2BHandoff> => {
    if (organization !== undefined) {
      const response = await verifyOrganizationCode(client, config, organization.organization_id, state.email, value, signal);
      return authOutcome(response, state.email, announce('B2B_OTPS_EMAIL_AUTHENTICATE', response));
    }
    const response = await verifyDiscoveryCode(client, state.email, value, signal);
    return {
      type: 'discovery/discovered',
      email: response.email_address,
      organizations: response.discovered_organizations,
      announce: announce('B2B_OTPS_EMAIL_DISCOVERY_AUTHENTICATE', response),
    };
  };

  const verify = (value: string) =>
    call((signal) => check(value, signal), {
      onOk: handOff,
      onFailed: (error) => {
        setCode('');
        // An expired code (by the countdown or the server's answer): the field waits for a new one.
        if (isExpired(expiresAt, Date.now(), error)) {
          dispatch({ type: 'b2bEmail/codeExpired' });
          return 'handled';
        }
        // A wrong code marks the field (the failure rule); the visitor types the next one there.
        input.current?.focus();
        return 'default';
      },
    });

  const onCodeChange = (next: string) => {
    setCode(next);
    if (state.error?.field === true) dispatch({ type: 'errorCleared' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !expired && isComplete(code)) void verify(code);
  };

  // After a resend the new code goes into the field, enabled again once the new expiry is rendered.
  const focusNewCode = useRef(false);
  useLayoutEffect(() => {
    if (!focusNewCode.current) return;
    focusNewCode.current = false;
    input.current?.focus();
  }, [state.expiresAt]);

  const sendAgain = () =>
    resend.call((signal) => sendCode(client, config, state.email, organization, signal), {
      onOk: (response) => {
        setCode('');
        dispatch({
          type: 'b2bEmail/codeResent',
          email: state.email,
          response,
          expiresAt: passcodeExpiresAt(Date.now()),
          ...(organization === undefined ? {} : { organization }),
        });
        focusNewCode.current = true;
      },
    });

  return (
    <>
      <ScreenHeading>{t('b2b.email.otp.title')}</ScreenHeading>
      <p className={cx(styles.bodyText)} id={descriptionId}>
        <FormattedMessage id="b2b.email.otp.sentTo" values={{ email: <strong>{state.email}</strong> }} />
      </p>
      <form className={cx(styles.form)} onSubmit={submit} noValidate>
        <PasscodeField
          ref={input}
          label={t('b2b.email.otp.label')}
          hideLabel
          value={code}
          onChange={onCodeChange}
          onComplete={(complete) => {
            if (!expired) void verify(complete);
          }}
          describedBy={descriptionId}
          errorId={fieldErrorId(state.error, errorId)}
          invalid={state.error?.field === true}
          readOnly={pending}
          disabled={expired}
          screenFocus
        />
        <FieldError id={errorId} error={state.error} />
        {pending ? (
          <div className={cx(styles.column)}>
            <p className={cx(styles.helperText)}>{t('b2b.email.otp.verifying')}</p>
            <ProgressBar label={t('b2b.email.otp.verifying')} />
          </div>
        ) : null}
      </form>
      {expired ? (
        <Alert variant="error" message={t('b2b.email.otp.expired')} />
      ) : (
        <Countdown
          expiresAt={expiresAt}
          onExpired={() => dispatch({ type: 'b2bEmail/codeExpired' })}
          text={(countdown) => t('b2b.email.otp.expiresIn', { countdown })}
          locale={t.locale}
        />
      )}
      <div className={cx(againRow)}>
        <p>{t('b2b.email.otp.resendPrompt')}</p>
        <Button variant="secondary" icon={<RefreshIcon size={16} />} pending={resend.pending} onClick={() => void sendAgain()}>
          {t('b2b.email.otp.resend')}
        </Button>
      </div>
    </>
  );
}

export function B2BEmailSentScreen({ state, dispatch }: ScreenProps<B2BEmailSentState, B2BEmailAction>) {
  const { t, client, config } = useB2BWidget();
  const { call, pending } = useScreenCall(dispatch);
  const { organization } = state;
  const sendAgain = () =>
    call((signal) => sendLink(client, config, state.email, organization, signal), {
      onOk: (response) =>
        dispatch({ type: 'b2bEmail/linkResent', email: state.email, response, ...(organization === undefined ? {} : { organization }) }),
    });
  return (
    <>
      <ScreenHeading>{t('b2b.email.sent.title')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>
        <FormattedMessage id="b2b.email.sent.sentTo" values={{ email: <strong>{state.email}</strong> }} />
      </p>
      <TryAgainRow prompt={t('b2b.email.sent.resendPrompt')} dispatch={dispatch}>
        <Button variant="secondary" icon={<RefreshIcon size={16} />} pending={pending} onClick={() => void sendAgain()}>
          {t('b2b.email.sent.resend')}
        </Button>
      </TryAgainRow>
    </>
  );
}

/** "Didn't get it?" over the resend and 'Try a different email address' (back to B2BMain). */
function TryAgainRow({ prompt, dispatch, children }: { prompt: string; dispatch: Dispatch; children: React.ReactNode }) {
  const { t } = useB2BWidget();
  return (
    <div className={cx(againRow)}>
      <p>{prompt}</p>
      {children}
      <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
        {t('b2b.email.tryAgain')}
      </Button>
    </div>
  );
}
