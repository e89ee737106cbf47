/**
 * What the passkey mounts show without a signed-in user (docs/behaviour.md §2.6 and
 * 6): the error text alone, reported once to `onError`.
 */
import { useMemo } from 'react';
import { useReportOnce } from '../../context/use-report-once';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';

export function NoActiveUser({ messageKey }: { messageKey: 'passkey.noActiveUser' | 'passkey.listNoActiveUser' }) {
  const { t, reportError } = useWidget();
  const error = useMemo(() => new Error(t(messageKey)), [t, messageKey]);
  useReportOnce(error, reportError);
  return (
    <p role="alert" className={cx(styles.errorText)}>
      {error.message}
    </p>
  );
}
