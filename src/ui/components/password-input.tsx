/**
 * A password field with a show/hide toggle: a real button whose name stays
 * 'Show password' (the caller's `toggleLabel`, from its own catalogue) and
 * whose `aria-pressed` says whether the password is shown. `autocomplete` is
 * `new-password` (create, reset) or `current-password` (login), so password
 * managers offer to save or fill. Shared by the consumer password flow and
 * the B2B one (flows import no other flow).
 */
import { forwardRef, useState } from 'react';
import { SCREEN_FOCUS_ATTRIBUTE } from '../host/focus';
import { cx, part } from '../theme/css';
import * as styles from '../theme/styles';
import { Svg, type IconProps } from './icons';
import { inputWrap, toggle } from './password-input.styles';
import { useDomId } from './use-dom-id';

// Only password fields show these (kept out of the entry's icon set, icons.tsx).
const EyeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);

const EyeOffIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.8M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Svg>
);

export interface PasswordInputProps {
  label: string;
  /** The show/hide toggle's name ('Show password'), from the caller's catalogue. */
  toggleLabel: string;
  autoComplete: 'new-password' | 'current-password';
  value: string;
  onChange: (value: string) => void;
  /** Ids of texts describing the field (the screen's text, the error). */
  describedBy?: string | undefined;
  invalid?: boolean;
  readOnly?: boolean;
  /** The field the screen focuses on arrival. */
  screenFocus?: boolean;
}

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { label, toggleLabel, autoComplete, value, onChange, describedBy, invalid = false, readOnly = false, screenFocus = false },
  ref,
) {
  const [shown, setShown] = useState(false);
  const id = useDomId('password');
  return (
    <div className={cx(styles.field)}>
      <label htmlFor={id} className={cx(styles.label)}>
        {label}
      </label>
      <div className={cx(inputWrap)}>
        <input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          name="password"
          autoComplete={autoComplete}
          required
          className={cx(styles.input)}
          {...part('input')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          readOnly={readOnly}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          // Shown as text, it is still a secret: no spelling or capitalising help.
          autoCapitalize="none"
          spellCheck={false}
          {...(screenFocus ? { [SCREEN_FOCUS_ATTRIBUTE]: '' } : {})}
        />
        <button
          type="button"
          className={cx(toggle)}
          aria-label={toggleLabel}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
});
