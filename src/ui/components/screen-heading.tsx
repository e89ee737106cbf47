import type { ReactNode } from 'react';
import * as styles from '../theme/styles';
import { cx, part } from '../theme/css';

/**
 * Marks the element the screen router focuses after a navigation
 * (`[data-screen-heading]`), so keyboard and screen-reader users land on the
 * new screen's title.
 */
export const SCREEN_HEADING_ATTRIBUTE = 'data-screen-heading';

export interface ScreenHeadingProps {
  children: ReactNode;
}

export function ScreenHeading({ children }: ScreenHeadingProps) {
  return (
    <h1 className={cx(styles.heading)} tabIndex={-1} {...{ [SCREEN_HEADING_ATTRIBUTE]: '' }} {...part('header')}>
      {children}
    </h1>
  );
}
