/** @jsxImportSource @emotion/react */
import { forwardRef } from 'react';
import { TextInput } from '../../components/text-input';
import { useWidget } from '../../context/widget-context';
import { PASSCODE_LENGTH, sanitizePasscode } from '../../otp/passcode-input';

export interface PasscodeInputProps {
  value: string;
  /** Receives the sanitised code (digits only, at most 6). */
  onChange: (code: string) => void;
  readOnly?: boolean;
  errorId?: string | undefined;
}

/** One field for the 6-digit code; the browser may fill it from the message (one-time-code). */
export const PasscodeInput = forwardRef<HTMLInputElement, PasscodeInputProps>(function PasscodeInput(
  { value, onChange, readOnly, errorId },
  ref,
) {
  const { t } = useWidget();
  return (
    <TextInput
      ref={ref}
      label={t('field.passcode')}
      hideLabel
      type="text"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={PASSCODE_LENGTH}
      pattern="[0-9]*"
      required
      value={value}
      onChange={(next, event) => {
        const code = sanitizePasscode(next);
        // Correct the field at once: when the state does not change (a letter
        // typed), Preact would not re-render the controlled value.
        if (code !== next) event.target.value = code;
        onChange(code);
      }}
      readOnly={readOnly}
      errorId={errorId}
    />
  );
});
