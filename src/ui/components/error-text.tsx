import { useWidget } from '../context/widget-context';
import { resolveMessage, type MessageDescriptor } from '../i18n/format';
import * as styles from '../theme/styles';
import { LinkedText } from './linked-text';
import { cx } from '../theme/css';

export interface ErrorTextProps {
  /** The error to show; nothing renders when absent. */
  error: MessageDescriptor | undefined | null;
  id?: string;
}

/** An error message in an assertive live region, with its http(s) links clickable. */
export function ErrorText({ error, id }: ErrorTextProps) {
  const { t } = useWidget();
  if (error === undefined || error === null) return null;
  return (
    <p role="alert" id={id} className={cx(styles.errorText)}>
      <LinkedText text={resolveMessage(error, t)} />
    </p>
  );
}
