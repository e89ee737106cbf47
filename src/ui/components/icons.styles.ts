import { css } from '../theme/css';

/** Icons keep their size in flex rows and sit on the text's centre line. */
export const icon = css`
  display: inline-block;
  flex: none;
  vertical-align: middle;
`;

/**
 * An icon that points along the line (the back arrow) turns round in a
 * right-to-left widget, whose root carries `dir="rtl"` inside the shadow root
 * too (docs/i18n.md).
 */
export const mirrored = css`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;
