import type { ReactNode } from 'react';
import { CheckCircleIcon } from './icons';
import { ScreenHeading } from './screen-heading';
import { body as bodyStyle, panel } from './success-panel.styles';
import { cx } from '../theme/css';

/** Large enough to read as the screen's message, not as an inline status. */
export const SUCCESS_ICON_SIZE = 48;

export interface SuccessPanelProps {
  /** The screen's h1 (a ScreenHeading, so navigation focus lands on it), e.g. 'Success!'. */
  title: ReactNode;
  /** e.g. 'Your passcode has been successfully verified.' */
  body?: ReactNode;
  /** Anything under the body, e.g. a continue button. */
  children?: ReactNode;
}

/** A centred success icon, title and body for confirmation screens. */
export function SuccessPanel({ title, body, children }: SuccessPanelProps) {
  return (
    <div className={cx(panel)}>
      <CheckCircleIcon size={SUCCESS_ICON_SIZE} />
      <ScreenHeading>{title}</ScreenHeading>
      {body === undefined ? null : <p className={cx(bodyStyle)}>{body}</p>}
      {children}
    </div>
  );
}
