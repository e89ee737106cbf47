/**
 * PasswordCreateOrLogin (docs/behaviour.md §2.4, §4.1). Create variant (`type:
 * 'new'`): a new password with its show/hide toggle and the strength check as
 * the visitor types; Continue stays disabled until the check of the current
 * value says `valid_password`, or that check failed (then Continue checks
 * again first: use-strength-check.ts). Login variant (`type: 'password'`): the
 * current password, 'Forgot Password?' (reset email → PasswordForgot) and
 * 'Create a password instead' (reset email → PasswordSetNew). Both: the email
 * read-only as the form's username, and below the form the passwordless
 * alternative (a login link or code, whichever is configured). A
 * `reset_password` answer sends a reset email → PasswordDedupe; a
 * `breached_password` login → PasswordBreached; success →
 * PasswordConfirmation.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { OrDivider } from '../../components/divider';
import { FieldError, fieldErrorId } from '../../components/field-error';
import { FormattedMessage } from '../../components/formatted-message';
import { MailIcon } from '../../components/icons';
import { ScreenHeading } from '../../components/screen-heading';
import { useDomId } from '../../components/use-dom-id';
import { useWidget } from '../../context/widget-context';
import { useSendTab } from '../../host/flow-registry';
import { cx } from '../../theme/css';
import * as styles from '../../theme/styles';
import type { FlowAction, ScreenProps } from '../flow';
import { refusedResetSent, resetSent, signedIn, type PasswordsAction } from './actions';
import { createPassword, logIn, sendResetEmail } from './api';
import { errorType } from '../screen-error';
import { PasswordInput } from '../../components/password-input';
import { passwordlessAlternative, sendPasswordless } from './passwordless';
import { ReadOnlyEmail } from './readonly-email';
import { refusedPasswordScreen } from './reducer';
import type { PasswordCreateOrLoginState } from './state';
import { StrengthFeedback } from './strength-feedback';
import { useStrengthCheck } from './use-strength-check';

type Pending = 'submit' | 'forgot' | 'createInstead' | 'alternative' | null;

export function PasswordCreateOrLoginScreen({ state, dispatch }: ScreenProps<PasswordCreateOrLoginState, PasswordsAction>) {
  const { client, config, t, reportError } = useWidget();
  const env = { client, config };
  const sendTab = useSendTab();
  const { call } = useScreenCall(dispatch);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const input = useRef<HTMLInputElement>(null);
  const bodyId = useDomId('password-body');
  const errorId = useDomId('error');
  const feedbackId = useDomId('strength');
  const creating = state.type === 'new';
  const strength = useStrengthCheck(password, state.email, dispatch);
  const alternative = passwordlessAlternative(config);

  const onChange = (next: string) => {
    setPassword(next);
    if (creating) strength.onPasswordChange(next);
    if (state.error !== undefined) dispatch({ type: 'errorCleared' });
  };

  /** Runs one of the screen's calls; `pending` says which one spins. */
  const perform = async <T,>(which: Exclude<Pending, null>, request: (signal: AbortSignal) => Promise<T>, onOk: (value: T) => void) => {
    if (pending !== null) return;
    setPending(which);
    dispatch({ type: 'errorCleared' });
    const outcome = await call(request);
    if (outcome.status === 'ignored') return;
    setPending(null);
    if (outcome.status === 'ok') onOk(outcome.value);
    else if (which === 'submit') input.current?.focus();
  };

  /** Create: a valid strength answer for this value, or a failed check that Continue runs again. */
  const canSubmit = password !== '' && (!creating || strength.valid || strength.failed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const recheck = creating && !strength.valid;
    void perform(
      'submit',
      async (signal): Promise<PasswordsAction | null> => {
        // The last check failed: check again now; a weak password shows its feedback, nothing is sent.
        if (recheck && !(await strength.checkNow(password, signal))) return null;
        try {
          return creating
            ? signedIn('create', await createPassword(env, state.email, password, signal))
            : signedIn('login', await logIn(env, state.email, password, signal));
        } catch (error) {
          // docs/behaviour.md §4.1: a refusal with a screen of its own (PasswordDedupe, PasswordBreached)
          // sends a reset email; the reducer picks that screen. Every other error shows here.
          const type = errorType(error);
          if (type === undefined || refusedPasswordScreen(type, state.type) === null) throw error;
          reportError(error);
          return refusedResetSent(state.email, type, await sendResetEmail(env, state.email, signal));
        }
      },
      (action) => {
        if (action !== null) dispatch(action);
      },
    );
  };

  const sendReset = (reason: 'forgot' | 'createInstead') =>
    void perform(reason, (signal) => sendResetEmail(env, state.email, signal), (response) =>
      dispatch(resetSent(state.email, reason, response)),
    );

  const sendAlternative = () => {
    if (alternative === null) return;
    // The link or code flow's own action (its reducer takes it from this screen); the host's
    // dispatch takes any flow's action, this screen's props only name its own.
    const handOver = dispatch as (action: FlowAction) => void;
    void perform('alternative', (signal): Promise<FlowAction> => sendPasswordless(alternative, state.email, sendTab, signal), handOver);
  };

  const invalid = state.error?.field === true;
  const describedBy = [bodyId, creating ? feedbackId : undefined, fieldErrorId(state.error, errorId)].filter(Boolean).join(' ');
  return (
    <>
      <ScreenHeading>{t(creating ? 'password.createTitle' : 'password.loginTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)} id={bodyId}>
        <FormattedMessage id={creating ? 'password.createBody' : 'password.loginBody'} values={{ email: <strong>{state.email}</strong> }} />
      </p>
      <form className={cx(styles.form)} onSubmit={submit} noValidate>
        <ReadOnlyEmail email={state.email} />
        <PasswordInput
          ref={input}
          label={t(creating ? 'password.newPassword' : 'field.password')}
          toggleLabel={t('password.showPassword')}
          autoComplete={creating ? 'new-password' : 'current-password'}
          value={password}
          onChange={onChange}
          describedBy={describedBy}
          invalid={invalid}
          readOnly={pending === 'submit'}
          screenFocus
        />
        <FieldError id={errorId} error={state.error} />
        {creating ? <StrengthFeedback answer={strength.answer} id={feedbackId} /> : null}
        {creating ? null : (
          <div className={cx(styles.inlineRow)}>
            <Button variant="text" pending={pending === 'forgot'} disabled={pending !== null} onClick={() => sendReset('forgot')}>
              {t('password.forgot')}
            </Button>
          </div>
        )}
        <Button type="submit" pending={pending === 'submit'} disabled={!canSubmit || pending !== null}>
          {t('common.continue')}
        </Button>
      </form>
      {alternative !== null || !creating ? <OrDivider label={t('main.divider')} /> : null}
      {alternative !== null ? (
        <Button variant="secondary" icon={<MailIcon />} pending={pending === 'alternative'} disabled={pending !== null} onClick={sendAlternative}>
          {t(alternative === 'emailMagicLink' ? 'password.emailLinkInstead' : 'password.emailCodeInstead')}
        </Button>
      ) : null}
      {creating ? null : (
        <Button variant="secondary" pending={pending === 'createInstead'} disabled={pending !== null} onClick={() => sendReset('createInstead')}>
          {t('password.createInstead')}
        </Button>
      )}
    </>
  );
}
