import { forwardRef, type ChangeEvent, type HTMLAttributes } from 'react';
import * as styles from '../theme/styles';
import { useDomId } from './use-dom-id';
import { cx, part } from '../theme/css';

export interface TextInputProps {
  label: string;
  /** Keep the label for assistive tech only (e.g. next to a heading with the same words). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'email' | 'tel' | 'text' | 'password';
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  pattern?: string;
  /** id of the error text describing the field; also marks it invalid. */
  errorId?: string;
  id?: string;
  /**
   * The text's direction; default `ltr` for email and tel, which read left to
   * right in a right-to-left widget too, else the widget's (docs/i18n.md).
   * The label keeps the widget's direction.
   */
  dir?: 'ltr' | 'auto';
}

/** A labelled input; password managers rely on its `name` and `autocomplete`. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hideLabel = false, value, onChange, errorId, id, type = 'text', dir, ...rest },
  ref,
) {
  const generated = useDomId('input');
  const inputId = id ?? generated;
  return (
    <div className={cx(styles.field)}>
      <label htmlFor={inputId} className={cx(hideLabel ? styles.visuallyHidden : styles.label)}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        dir={dir ?? (type === 'email' || type === 'tel' ? 'ltr' : undefined)}
        className={cx(styles.input)}
        {...part('input')}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        aria-invalid={errorId === undefined ? undefined : true}
        aria-describedby={errorId}
        {...rest}
      />
    </div>
  );
});
