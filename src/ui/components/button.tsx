import type { ReactNode, Ref } from 'react';
import { buttonBase, buttonVariants, type ButtonVariant } from './button.styles';
import { httpHref } from './http-href';
import { Spinner } from './spinner';
import { cx, part as partAttributes, type PartName } from '../theme/css';

export type { ButtonVariant };

export interface ButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  variant?: ButtonVariant;
  /** A leading icon (e.g. `<MailIcon />`); the spinner takes its place while pending. */
  icon?: ReactNode;
  /** Its call is on its way: shows the 18px spinner, sets aria-busy and disables the button (docs/behaviour.md §5, §9). */
  pending?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** Extra accessible description, e.g. the id of a helper text. */
  'aria-describedby'?: string;
  /** For icon-only or ambiguous labels. */
  'aria-label'?: string;
  /** For a screen that moves focus onto the button. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** Its host-CSS hook (theme/parts.ts); default `button-<variant>`. */
  part?: PartName;
}

export function Button({
  children,
  type = 'button',
  variant = 'primary',
  icon,
  pending = false,
  disabled,
  onClick,
  buttonRef,
  part,
  ...aria
}: ButtonProps) {
  return (
    <button
      ref={buttonRef}
      type={type}
      className={cx(buttonBase, buttonVariants[variant])}
      disabled={pending || disabled === true}
      aria-busy={pending ? true : undefined}
      onClick={onClick}
      {...partAttributes(part ?? `button-${variant}`)}
      {...aria}
    >
      {pending ? <Spinner /> : icon}
      <span>{children}</span>
    </button>
  );
}

export interface ButtonLinkProps {
  /** Rendered only when it is an absolute http(s) URL. */
  href: string | undefined | null;
  children: ReactNode;
  variant?: ButtonVariant;
  icon?: ReactNode;
  /** Opens in a new tab (target=_blank, rel=noopener noreferrer). Default true: the widget never navigates its host page away. */
  external?: boolean;
}

/**
 * A link styled as a button (e.g. 'Open Gmail'). Any other URL — including
 * `javascript:` and `data:` — renders nothing rather than a dead control.
 */
export function ButtonLink({ href, children, variant = 'secondary', icon, external = true }: ButtonLinkProps) {
  const safe = httpHref(href);
  if (safe === null) return null;
  return (
    <a
      href={safe}
      className={cx(buttonBase, buttonVariants[variant])}
      {...partAttributes(`button-${variant}`)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon}
      <span>{children}</span>
    </a>
  );
}
