/**
 * PasswordResetForm, the reset kind's first screen (docs/behaviour.md §2.4). With
 * `stytch_token_type=login` in the page URL the emailed token is a magic-link
 * token: it is authenticated at once, showing 'Logging in...' with a spinner.
 * Otherwise 'Reset your password': a new password under the same strength
 * rules as sign-up. Success → PasswordConfirmation (and the complete event).
 * A used or expired token shows the catalogue's text and a form to request a
 * new email (→ PasswordForgot).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useBrowserValue } from '../../context/use-browser-value';
import { useOnArrival } from '../../async/use-on-arrival';
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { FieldError, fieldErrorId } from '../../components/field-error';
import { ScreenHeading } from '../../components/screen-heading';
import { Spinner } from '../../components/spinner';
import { useDomId } from '../../components/use-dom-id';
import { useWidget } from '../../context/widget-context';
import { EmailForm } from '../../forms/email-form';
import { cx } from '../../theme/css';
import * as styles from '../../theme/styles';
import type { ScreenProps } from '../flow';
import { errorType, toScreenError } from '../screen-error';
import { resetSent, signedIn, tokenRejected, type PasswordsAction } from './actions';
import { logInWithEmailedToken, resetPassword, sendResetEmail } from './api';
import { PasswordInput } from '../../components/password-input';
import { centered } from './password.styles';
import type { PasswordResetFormState } from './state';
import { StrengthFeedback } from './strength-feedback';
import { useStrengthCheck } from './use-strength-check';

/** The answers that mean the emailed token cannot be used any more. */
const UNUSABLE_TOKEN = new Set(['unable_to_auth_password_reset_token', 'unable_to_auth_magic_link']);

type Props = ScreenProps<PasswordResetFormState, PasswordsAction>;

/** `stytch_token_type` of the page URL: the emailed link says which token it carries. */
export function pageTokenType(): 'login' | 'reset_password' {
  try {
    return new URLSearchParams(globalThis.location?.search ?? '').get('stytch_token_type') === 'login' ? 'login' : 'reset_password';
  } catch {
    return 'reset_password';
  }
}

export function PasswordResetFormScreen(props: Props) {
  const { state } = props;
  // The page's address is the browser's: a server render (and the hydration of its markup) waits for it.
  const urlTokenType = useBrowserValue(pageTokenType, null);
  if (state.expired === true || state.token === '') return <RequestNewEmail {...props} />;
  const tokenType = state.tokenType ?? urlTokenType;
  if (tokenType === null) return <div aria-busy="true" />;
  if (tokenType === 'login') return <LoggingIn {...props} />;
  return <NewPasswordForm {...props} />;
}

/**
 * A used or expired token: `tokenRejected` carries the error because the reducer
 * needs it to pick the view (the form that requests a new email); every other
 * failure is the screen's error (useScreenCall's rule). Reported either way.
 */
function tokenFailure(dispatch: Props['dispatch']) {
  return (error: unknown): 'handled' | 'default' => {
    const type = errorType(error);
    if (type === undefined || !UNUSABLE_TOKEN.has(type)) return 'default';
    dispatch(tokenRejected(toScreenError(error)));
    return 'handled';
  };
}

function LoggingIn({ state, dispatch }: Props) {
  const { client, config, t } = useWidget();
  const { call } = useScreenCall(dispatch);
  // The emailed login link's token, redeemed once on arrival (and once per page: redeem-once).
  useOnArrival(call, (signal) => logInWithEmailedToken({ client, config }, state.token, signal), {
    onOk: (response) => dispatch(signedIn('loginLink', response)),
    onFailed: tokenFailure(dispatch),
  });
  return (
    <div className={cx(centered)} aria-busy="true">
      <ScreenHeading>{t('password.loggingIn')}</ScreenHeading>
      <Spinner size={25} />
    </div>
  );
}

function NewPasswordForm({ state, dispatch }: Props) {
  const { client, config, t } = useWidget();
  const { call, pending } = useScreenCall(dispatch);
  const [password, setPassword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const bodyId = useDomId('reset-body');
  const errorId = useDomId('error');
  const feedbackId = useDomId('strength');
  const strength = useStrengthCheck(password, undefined, dispatch);

  const onChange = (next: string) => {
    setPassword(next);
    strength.onPasswordChange(next);
    if (state.error !== undefined) dispatch({ type: 'errorCleared' });
  };

  /** A valid strength answer for this value, or a failed check that Continue runs again. */
  const canSubmit = strength.valid || strength.failed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !canSubmit) return;
    const recheck = !strength.valid;
    dispatch({ type: 'errorCleared' });
    const outcome = await call(
      async (signal) => {
        // The last check failed: check again now; a weak password shows its feedback, nothing is sent.
        if (recheck && !(await strength.checkNow(password, signal))) return null;
        return resetPassword({ client, config }, state.token, password, signal);
      },
      { onFailed: tokenFailure(dispatch) },
    );
    if (outcome.status === 'ok') {
      if (outcome.value !== null) dispatch(signedIn('reset', outcome.value));
    } else if (outcome.status === 'failed') {
      input.current?.focus();
    }
  };

  const describedBy = [bodyId, feedbackId, fieldErrorId(state.error, errorId)].filter(Boolean).join(' ');
  return (
    <>
      <ScreenHeading>{t('password.resetTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)} id={bodyId}>
        {t('password.resetBody')}
      </p>
      <form className={cx(styles.form)} onSubmit={(event) => void submit(event)} noValidate>
        <PasswordInput
          ref={input}
          label={t('password.newPassword')}
          toggleLabel={t('password.showPassword')}
          autoComplete="new-password"
          value={password}
          onChange={onChange}
          describedBy={describedBy}
          invalid={state.error?.field === true}
          readOnly={pending}
          screenFocus
        />
        <FieldError id={errorId} error={state.error} />
        <StrengthFeedback answer={strength.answer} id={feedbackId} />
        <Button type="submit" pending={pending} disabled={!canSubmit}>
          {t('common.continue')}
        </Button>
      </form>
    </>
  );
}

function RequestNewEmail({ state, dispatch }: Props) {
  const { client, config, t } = useWidget();
  return (
    <>
      <ScreenHeading>{t('password.resetTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('password.requestNewBody')}</p>
      <EmailForm
        invalidKey="validation.emailFormatInvalid"
        submitLabel="password.sendNewEmail"
        error={state.error}
        dispatch={dispatch}
        send={(address, signal) => sendResetEmail({ client, config }, address, signal)}
        onSent={(address, response) => dispatch(resetSent(address, 'expiredToken', response))}
      />
    </>
  );
}
