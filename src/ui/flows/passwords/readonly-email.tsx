import { TextInput } from '../../components/text-input';
import { useWidget } from '../../context/widget-context';

/**
 * The email of a password form: read-only (docs/behaviour.md §2.4), and
 * `autocomplete="username"` so a password manager saves the pair.
 */
export function ReadOnlyEmail({ email }: { email: string }) {
  const { t } = useWidget();
  return (
    <TextInput label={t('field.email')} type="email" name="username" autoComplete="username" value={email} onChange={() => undefined} readOnly />
  );
}
