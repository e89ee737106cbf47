/**
 * A password field with a show/hide toggle: a real button whose name stays
 * 'Show password' and whose `aria-pressed` says whether the password is
 * shown. `autocomplete` is `new-password` (create, reset) or
 * `current-password` (login), so password managers offer to save or fill.
 */
import { forwardRef, useState } from 'react';
import { useDomId } from '../../components/use-dom-id';
import { useWidget } from '../../context/widget-context';
import { SCREEN_FOCUS_ATTRIBUTE } from '../../host/focus';
import { cx, part } from '../../theme/css';
import * as styles from '../../theme/styles';
import { EyeIcon, EyeOffIcon } from './password-icons';
import { inputWrap, toggle } from './password.styles';

export interface PasswordInputProps {
  label: string;
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
  { label, autoComplete, value, onChange, describedBy, invalid = false, readOnly = false, screenFocus = false },
  ref,
) {
  const { t } = useWidget();
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
          aria-label={t('password.showPassword')}
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
