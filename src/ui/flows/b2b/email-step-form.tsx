/**
 * The one-address form of the B2B screens that ask for an email and send
 * something to it (the password reset email, the SSO lookup): the field
 * prefilled, its error, the submit button. An address of the wrong shape
 * focuses the field, shows the catalogue's message and sends nothing; a valid
 * one clears the error and goes to `onValid` (docs/architecture.md, "B2B widget").
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { FieldError, fieldErrorId } from '../../components/field-error';
import { useDomId } from '../../components/use-dom-id';
import { isValidEmail } from '../../email/email-validation';
import { EmailField } from '../../forms/email-field';
import { cx } from '../../theme/css';
import * as styles from '../../theme/styles';
import type { CommonAction, ScreenError } from '../flow';
import { ValidationFailure } from '../screen-error';

export interface EmailStepFormProps {
  /** The address the field starts with. */
  initialEmail: string;
  /** The screen's error: an input error marks the field. */
  error: ScreenError | undefined;
  dispatch: (action: CommonAction) => void;
  /** The screen's call: its pending flag and failure rule. */
  screenCall: Pick<ScreenCall, 'pending' | 'fail'>;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** A valid address was submitted (trimmed). */
  onValid: (address: string) => unknown;
}

export function EmailStepForm({ initialEmail, error, dispatch, screenCall, submitLabel, onValid }: EmailStepFormProps) {
  const { pending, fail } = screenCall;
  const [email, setEmail] = useState(initialEmail);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useDomId('error');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      input.current?.focus();
      fail(new ValidationFailure({ key: 'validation.emailFormatInvalid' }));
      return;
    }
    dispatch({ type: 'errorCleared' });
    await onValid(address);
  };

  return (
    <form className={cx(styles.form)} onSubmit={(event) => void submit(event)} noValidate>
      <EmailField
        ref={input}
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (error !== undefined) dispatch({ type: 'errorCleared' });
        }}
        errorId={fieldErrorId(error, errorId)}
        readOnly={pending}
      />
      <FieldError id={errorId} error={error} />
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
