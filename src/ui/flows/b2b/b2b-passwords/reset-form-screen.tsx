/**
 * B2BPasswordResetForm: the emailed reset link's page (`mountPasswordReset`
 * with its token, or `mount` with `authFlowType: 'PasswordReset'` reading
 * `token` and `stytch_token_type` from the page URL). A new password with
 * strength feedback; nothing is sent until the check says it is valid. An
 * organization's link → `passwords.resetByEmail` and the sign-in's outcome;
 * a discovery link → `passwords.discovery.resetByEmail` and the organization
 * list. A weak, breached or used link shows the catalogue's text.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../../../async/use-screen-call';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FieldError, fieldErrorId } from '../../../components/field-error';
import { PasswordInput } from '../../../components/password-input';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDomId } from '../../../components/use-dom-id';
import { useBrowserValue } from '../../../context/use-browser-value';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { FlowAction, ScreenProps } from '../../flow';
import type { B2BPasswordsAction } from './actions';
import { resetPassword, resetPasswordByDiscovery } from './api';
import { discoveryOutcome, resetLinkFromUrl, signInOutcome } from './outcomes';
import type { B2BPasswordResetFormState } from './state';
import { StrengthFeedback, useStrengthCheck } from './strength';

const pageHref = () => globalThis.location?.href ?? '';

export function B2BPasswordResetFormScreen({ state, dispatch }: ScreenProps<B2BPasswordResetFormState, B2BPasswordsAction>) {
  const { client, config, t } = useB2BWidget();
  const { call, pending } = useScreenCall(dispatch);
  // The page's address is the browser's: a server render (and its hydration) waits for it.
  const href = useBrowserValue(pageHref, null);
  const fromUrl = useMemo(() => (href === null ? null : resetLinkFromUrl(href)), [href]);
  const token = state.token ?? fromUrl?.token ?? null;
  const tokenType = state.tokenType ?? fromUrl?.tokenType ?? 'multi_tenant_passwords';
  const [password, setPassword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');
  const feedbackId = useDomId('strength');
  const strength = useStrengthCheck(password, undefined, dispatch);
  const handOver = dispatch as (action: FlowAction) => void;

  const onChange = (value: string) => {
    setPassword(value);
    strength.onPasswordChange(value);
    if (state.error !== undefined) dispatch({ type: 'errorCleared' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || token === null || !strength.valid) return;
    dispatch({ type: 'errorCleared' });
    const outcome = await call(
      async (signal): Promise<FlowAction> => {
        if (tokenType === 'discovery') {
          return discoveryOutcome(await resetPasswordByDiscovery({ client, config }, token, password, signal), 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL');
        }
        const response = await resetPassword({ client, config }, token, password, signal);
        return signInOutcome(response, response.member.email_address, 'B2B_PASSWORD_RESET_BY_EMAIL');
      },
      { onOk: handOver },
    );
    if (outcome.status === 'failed') input.current?.focus();
  };

  if (href === null && state.token === undefined) return <div aria-busy="true" />;
  return (
    <>
      <ScreenHeading>{t('b2b.password.setNewTitle')}</ScreenHeading>
      {token === null ? (
        <Alert variant="error" message={t('b2b.password.noToken')} />
      ) : (
        <>
          <p className={cx(styles.bodyText)}>{t('b2b.password.setNewBody')}</p>
          <form className={cx(styles.form)} onSubmit={(event) => void submit(event)} noValidate>
            <PasswordInput
              ref={input}
              label={t('b2b.password.newField')}
              toggleLabel={t('b2b.password.show')}
              autoComplete="new-password"
              value={password}
              onChange={onChange}
              describedBy={[feedbackId, fieldErrorId(state.error, errorId)].filter(Boolean).join(' ')}
              invalid={state.error?.field === true}
              readOnly={pending}
              screenFocus
            />
            <FieldError id={errorId} error={state.error} />
            <StrengthFeedback answer={strength.answer} id={feedbackId} />
            <Button type="submit" pending={pending} disabled={!strength.valid}>
              {t('common.continue')}
            </Button>
          </form>
        </>
      )}
    </>
  );
}
