/**
 * The email-first form the Main tabs share (magic link, email passcode,
 * password): the field, its validation (docs/behaviour.md §5.1; the message differs by form,
 * and an invalid address sends nothing, focus back on the field), the input
 * error under the field, and the submit button with its spinner. The send
 * goes through the screen's `useScreenCall`, so leaving Main while it is in flight
 * ignores its answer.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useScreenCall } from '../async/use-screen-call';
import { Button } from '../components/button';
import { FieldError, fieldErrorId } from '../components/field-error';
import { useDomId } from '../components/use-dom-id';
import { useHydrated } from '../context/use-browser-value';
import { useWidget } from '../context/widget-context';
import { isValidEmail } from '../email/email-validation';
import type { CommonAction, ScreenError } from '../flows/flow';
import { ValidationFailure } from '../flows/screen-error';
import type { UiMessageKey } from '../i18n/messages';
import * as styles from '../theme/styles';
import { EmailField } from './email-field';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import { cx } from '../theme/css';

export interface EmailFormProps<T> {
  /** 'validation.emailFormatInvalid' (magic links, passwords) or 'validation.invalidEmailAddress' (OTP). */
  invalidKey: UiMessageKey;
  submitLabel: UiMessageKey;
  error: ScreenError | undefined;
  /** The form itself only shows and clears errors; the flow's action is dispatched in `onSent`. */
  dispatch: (action: CommonAction) => void;
  /** Sends for a valid, trimmed address (the flow's api.ts call). */
  send: (address: string, signal: AbortSignal) => Promise<T>;
  /** The send succeeded: dispatch the flow's domain action. */
  onSent: (address: string, result: T) => void;
}

export function EmailForm<T>({ invalidKey, submitLabel, error, dispatch, send, onSent }: EmailFormProps<T>) {
  const { t } = useWidget();
  // Server markup, until hydration: a submit would be the browser's own (a GET with the address in
  // the URL), so the button waits for the widget (docs/architecture.md, "Server rendering").
  const hydrated = useHydrated();
  const { call, pending, fail } = useScreenCall(dispatch);
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');
  useTypedBeforeHydration(input, email, setEmail);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      input.current?.focus();
      fail(new ValidationFailure({ key: invalidKey }));
      return;
    }
    dispatch({ type: 'errorCleared' });
    await call((signal) => send(address, signal), { onOk: (value) => onSent(address, value) });
  };

  return (
    <form className={cx(styles.form)} onSubmit={(event) => void submit(event)} noValidate>
      <EmailField ref={input} value={email} onChange={setEmail} errorId={fieldErrorId(error, errorId)} />
      <FieldError id={errorId} error={error} />
      <Button type="submit" pending={pending} disabled={!hydrated}>
        {t(submitLabel)}
      </Button>
    </form>
  );
}
