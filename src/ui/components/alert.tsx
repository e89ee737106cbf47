/** @jsxImportSource @emotion/react */
import * as styles from '../theme/styles';
import { LinkedText } from './linked-text';

export interface AlertProps {
  variant: 'error' | 'warning' | 'success' | 'info';
  message: string;
  id?: string;
}

/** An inline alert; errors are announced assertively. */
export function Alert({ variant, message, id }: AlertProps) {
  return (
    <p role={variant === 'error' ? 'alert' : 'status'} id={id} css={styles.errorText}>
      <LinkedText text={message} />
    </p>
  );
}
