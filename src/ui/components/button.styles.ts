import { css } from '../theme/css';
import { focusRing, vars } from '../theme/styles';

/**
 * Buttons and button-styled links. Primary and secondary fill the container
 * width at the default 45px height (docs/behaviour.md §9) and grow rather than clip
 * when the label wraps at 320px or 200% zoom; the text variant is inline.
 * Hover and press wash the fill with the text colour (theme/styles.ts,
 * `root`); disabled buttons are dimmed and take no hover.
 */
export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  min-height: ${vars.buttonHeight};
  padding: 6px 16px;
  font: inherit;
  font-size: ${vars.bodySize};
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:disabled,
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.7;
  }
  ${focusRing}
`;

/** Each variant goes with `buttonBase` (`cx(buttonBase, variant)`): the base is shipped once. */
export const buttonVariants = {
  primary: css`
    color: ${vars.primaryText};
    background-color: ${vars.primaryBg};
    border: 1px solid ${vars.primaryBorder};
    border-radius: ${vars.primaryRadius};
  `,
  secondary: css`
    color: ${vars.secondaryText};
    background-color: ${vars.secondaryBg};
    border: 1px solid ${vars.secondaryBorder};
    border-radius: ${vars.secondaryRadius};
  `,
  /** Inline text button (resend, try again): underlined, so it reads as actionable without colour. */
  text: css`
    width: auto;
    min-height: 0;
    padding: 2px 4px;
    gap: 6px;
    color: ${vars.primary};
    background: none;
    border: none;
    border-radius: 2px;
    & > span {
      text-decoration: underline;
    }
  `,
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
