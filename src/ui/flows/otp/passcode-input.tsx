/** @jsxImportSource @emotion/react */
/**
 * The passcode field: one input whose accessible name is the screen's title
 * and whose description says where the code went, so a screen reader user
 * landing in it (the screen focuses it on arrival) hears the context. A code
 * pasted or autofilled with spaces, dashes or blanks ('123 456', '123-456',
 * ' 123456') is reduced to its digits before anything is cut: there is no
 * `maxlength` to truncate the paste first.
 */
import { forwardRef } from 'react';
import { useDomId } from '../../components/use-dom-id';
import { SCREEN_FOCUS_ATTRIBUTE } from '../../host/focus';
import * as styles from '../../theme/styles';
import { sanitizePasscode } from './passcode';

export interface PasscodeInputProps {
  label: string;
  value: string;
  /** Receives the sanitised code (digits only, at most 6). */
  onChange: (code: string) => void;
  /** id of the text saying where the code was sent. */
  descriptionId: string;
  /** id of the input error under the field, while there is one. */
  errorId?: string | undefined;
  readOnly?: boolean;
  disabled?: boolean;
}

export const PasscodeInput = forwardRef<HTMLInputElement, PasscodeInputProps>(function PasscodeInput(
  { label, value, onChange, descriptionId, errorId, readOnly, disabled },
  ref,
) {
  const id = useDomId('passcode');
  return (
    <div css={styles.field}>
      <label htmlFor={id} css={styles.visuallyHidden}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        required
        css={[styles.input, styles.passcodeInput]}
        value={value}
        readOnly={readOnly}
        disabled={disabled}
        aria-invalid={errorId === undefined ? undefined : true}
        aria-describedby={errorId === undefined ? descriptionId : `${descriptionId} ${errorId}`}
        {...{ [SCREEN_FOCUS_ATTRIBUTE]: '' }}
        onChange={(event) => {
          const code = sanitizePasscode(event.target.value);
          // Correct the field at once: when the state does not change (a letter
          // typed), Preact would not re-render the controlled value.
          if (code !== event.target.value) event.target.value = code;
          onChange(code);
        }}
      />
    </div>
  );
});
