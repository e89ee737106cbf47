/** @jsxImportSource @emotion/react */
/**
 * The email-first form the Main tabs share (magic link, email passcode,
 * password): the field, the spec's validation (the message differs by
 * form, and an invalid address sends nothing, focus back on the field), the
 * error under it and the submit button with its spinner.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorText } from '../../components/error-text';
import { useDomId } from '../../components/use-dom-id';
import { useAuthAction, ValidationFailure } from '../../context/use-auth-action';
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { isValidEmail } from '../../email/email-validation';
import type { UiMessageKey } from '../../i18n/messages';
import * as styles from '../../theme/styles';
import { EmailField } from './email-field';

export interface EmailFormProps {
  /** 'validation.emailFormatInvalid' (magic links, passwords) or 'validation.invalidEmailAddress' (OTP). */
  invalidKey: UiMessageKey;
  submitLabel: UiMessageKey;
  /** Runs with a valid, trimmed address; a rejection shows as the form's error. */
  onValid: (address: string) => Promise<void> | void;
}

export function EmailForm({ invalidKey, submitLabel, onValid }: EmailFormProps) {
  const { t } = useWidget();
  const { state } = useWidgetStore();
  const { run, submitting } = useAuthAction();
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void run(async () => {
      if (!isValidEmail(address)) {
        input.current?.focus();
        throw new ValidationFailure({ key: invalidKey });
      }
      await onValid(address);
    });
  };

  return (
    <form css={styles.form} onSubmit={submit} noValidate>
      <EmailField ref={input} value={email} onChange={setEmail} errorId={state.error ? errorId : undefined} />
      <ErrorText id={errorId} error={state.error} />
      <Button type="submit" loading={submitting}>
        {t(submitLabel)}
      </Button>
    </form>
  );
}
