import { forwardRef } from 'react';
import { TextInput } from '../components/text-input';
import { useWidget } from '../context/widget-context';

/** An example address shown in the empty email field (the catalogue template is '{email}'). */
export const EMAIL_PLACEHOLDER_EXAMPLE = 'example@email.com';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorId?: string | undefined;
  readOnly?: boolean;
}

/**
 * The 'Email' input shared by the email forms: `name=email` and
 * `autocomplete=email` for password managers, or `username webauthn` when
 * passkeys are configured so the browser can offer passkey autofill.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { value, onChange, errorId, readOnly },
  ref,
) {
  const { t, config } = useWidget();
  return (
    <TextInput
      ref={ref}
      label={t('field.email')}
      type="email"
      name="email"
      autoComplete={config.products.includes('passkeys') ? 'username webauthn' : 'email'}
      placeholder={t('field.emailPlaceholder', { email: EMAIL_PLACEHOLDER_EXAMPLE })}
      required
      value={value}
      onChange={(next) => onChange(next)}
      errorId={errorId}
      readOnly={readOnly}
    />
  );
});
