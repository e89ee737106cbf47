/**
 * A screen's alert: the screen error when it is not about a field (network,
 * server, captcha, an expired code). Input errors show at their field
 * instead (`FieldError`), so this renders nothing for them.
 */
import type { ScreenError } from '../flows/flow';
import { useWidget } from '../context/widget-context';
import { resolveMessage } from '../i18n/format';
import { Alert } from './alert';

export interface ScreenAlertProps {
  error: ScreenError | undefined;
}

export function ScreenAlert({ error }: ScreenAlertProps) {
  const { t } = useWidget();
  if (error === undefined || error.field) return null;
  return <Alert variant="error" message={resolveMessage(error.message, t)} />;
}
