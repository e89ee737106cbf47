import type { ComponentType } from 'react';
import { alertBase, alertVariants } from './alert.styles';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon, WarningIcon, type IconProps } from './icons';
import { LinkedText } from './linked-text';
import { cx, part } from '../theme/css';

/** docs/behaviour.md §2.10 lists error, warning and success; info is for neutral notes. */
export type AlertVariant = keyof typeof alertVariants;

export interface AlertProps {
  variant: AlertVariant;
  /** Plain text; http(s) URLs in it become links, nothing else is interpreted. */
  message: string;
  /** So a field can point `aria-describedby` at it. */
  id?: string;
}

const ICONS: Record<AlertVariant, ComponentType<IconProps>> = {
  error: AlertCircleIcon,
  warning: WarningIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
};

/**
 * An inline alert. Errors interrupt (role="alert", assertive); the other
 * variants are polite status messages.
 */
export function Alert({ variant, message, id }: AlertProps) {
  const Icon = ICONS[variant];
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} id={id} className={cx(alertBase, alertVariants[variant])} data-variant={variant} {...part('alert')}>
      <Icon />
      <p>
        <LinkedText text={message} />
      </p>
    </div>
  );
}
