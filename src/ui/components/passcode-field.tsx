import { forwardRef, type ClipboardEvent, type ReactNode } from 'react';
import { PASSCODE_LENGTH, sanitizePasscode, shouldAutoSubmit } from './passcode';
import { box, description as descriptionStyle, field, input, label as labelStyle, slot, slots } from './passcode-field.styles';
import { visuallyHidden } from '../theme/styles';
import { SCREEN_FOCUS_ATTRIBUTE } from '../host/focus';
import { useDomId } from './use-dom-id';
import { cx, part } from '../theme/css';

export interface PasscodeFieldProps {
  /** The digits so far (controlled). */
  value: string;
  /** Called with the sanitised digits (ASCII digits only, at most 6). */
  onChange: (code: string) => void;
  /** Called once when a change completes the 6 digits; submitting is the caller's job. */
  onComplete?: (code: string) => void;
  /** Accessible name, e.g. 'Passcode'. */
  label: string;
  /** Keep the label for assistive tech only. */
  hideLabel?: boolean;
  /** Shown under the label and referenced by aria-describedby, e.g. 'A 6-digit passcode was sent to …'. */
  description?: ReactNode;
  /** Ids of other elements describing the field (e.g. a description the screen renders itself). */
  describedBy?: string;
  /** Id of the error text (an Alert); referenced by aria-describedby. */
  errorId?: string;
  /** The entered code was rejected (sets aria-invalid); not for network or server errors. */
  invalid?: boolean;
  disabled?: boolean;
  /** While the code is being verified: kept, but not editable. */
  readOnly?: boolean;
  /** The field a screen focuses on arrival (host/focus.ts). */
  screenFocus?: boolean;
  id?: string;
  name?: string;
}

/**
 * The one-time passcode input. It has no maxLength: a pasted or autofilled
 * '123 456', '123-456' or ' 123456' would be cut before its digits could be
 * extracted; the value is sanitised on change and paste instead.
 *
 * It shows six boxes, one a digit (docs/behaviour.md §2.3): they are
 * `aria-hidden` decoration drawn over the one real input, which takes every
 * click, key, paste and autofill and keeps its label, so assistive tech and
 * password managers see a plain one-time-code field. The box the next digit
 * goes in is marked `data-active` and shows the caret while the input has
 * focus (the CSS reads the input's `:focus`, invalid and disabled states).
 */
export const PasscodeField = forwardRef<HTMLInputElement, PasscodeFieldProps>(function PasscodeField(
  {
    value,
    onChange,
    onComplete,
    label,
    hideLabel = false,
    description,
    describedBy,
    errorId,
    invalid = false,
    disabled,
    readOnly,
    screenFocus = false,
    id,
    name = 'code',
  },
  ref,
) {
  const generated = useDomId('passcode');
  const inputId = id ?? generated;
  const descriptionId = description === undefined ? undefined : `${inputId}-description`;
  const describedByIds = [descriptionId, describedBy, errorId].filter(Boolean).join(' ');

  const update = (raw: string) => {
    const code = sanitizePasscode(raw);
    if (code !== value) onChange(code);
    if (shouldAutoSubmit(value, code)) onComplete?.(code);
  };

  // A paste replaces the selection with its digits only, so pasting a whole
  // code over an old one, or one written '123-456', yields just that code.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = sanitizePasscode(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits === '') return;
    const target = event.currentTarget;
    const start = target.selectionStart ?? value.length;
    const end = target.selectionEnd ?? value.length;
    update(value.slice(0, start) + digits + value.slice(end));
  };

  return (
    <div className={cx(field)}>
      <label htmlFor={inputId} className={cx(hideLabel ? visuallyHidden : labelStyle)}>
        {label}
      </label>
      {description === undefined ? null : (
        <p id={descriptionId} className={cx(descriptionStyle)}>
          {description}
        </p>
      )}
      <div className={cx(box)} dir="ltr">
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          className={cx(input)}
          {...part('input')}
          value={value}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          disabled={disabled}
          readOnly={readOnly}
          {...(screenFocus ? { [SCREEN_FOCUS_ATTRIBUTE]: '' } : {})}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedByIds === '' ? undefined : describedByIds}
          onChange={(event) => {
            const code = sanitizePasscode(event.target.value);
            // Correct the field at once: when the state does not change (a letter
            // typed), Preact would not re-render the controlled value.
            if (code !== event.target.value) event.target.value = code;
            update(code);
          }}
          onPaste={onPaste}
        />
        <div className={cx(slots)} aria-hidden="true">
          {Array.from({ length: PASSCODE_LENGTH }, (_, index) => (
            <span
              key={index}
              className={cx(slot)}
              {...(index === Math.min(value.length, PASSCODE_LENGTH - 1) ? { 'data-active': '' } : {})}
            >
              {value[index] ?? ''}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
});
