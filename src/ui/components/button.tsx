/** @jsxImportSource @emotion/react */
import type { ReactNode } from 'react';
import * as styles from '../theme/styles';
import { Spinner } from './spinner';

export interface ButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  variant?: keyof typeof styles.buttonVariants;
  /** Shows the 18px spinner and disables the button (spec section 5). */
  loading?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** Extra accessible description, e.g. the id of a helper text. */
  'aria-describedby'?: string;
}

export function Button({ children, type = 'button', variant = 'primary', loading = false, disabled, onClick, ...aria }: ButtonProps) {
  return (
    <button
      type={type}
      css={styles.buttonVariants[variant]}
      disabled={loading || disabled === true}
      aria-busy={loading ? true : undefined}
      onClick={onClick}
      {...aria}
    >
      {loading ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}
