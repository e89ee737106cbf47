/**
 * Styles of social sign-in: the provider buttons, the icon grid, and the One
 * Tap region (a box Google's prompt renders in, with a spinner over it while
 * it loads).
 */
import { css } from '../../theme/css';
import { focusRing, vars } from '../../theme/styles';

export const oneTapRegion = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Google owns this element's children; only its height is the widget's. */
export const oneTapSlot = css`
  width: 100%;
  overflow: hidden;
`;

export const oneTapPending = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * The block: full buttons in a column, then the icon grid. Its buttons, full
 * or icon, are lighter than the other secondary buttons (docs/behaviour.md
 * §2.7): regular weight, the inputs' border (3:1 on the container), a tint
 * on hover and press.
 */
export const providers = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & [data-portico-part='social-button'] {
    font-weight: 500;
    border-color: ${vars.inputBorder};
    transition:
      background-color 150ms ease,
      border-color 150ms ease,
      opacity 150ms ease;
    &:hover:not(:disabled) {
      border-color: ${vars.secondaryBorder};
      background-color: color-mix(in srgb, ${vars.secondaryText} 6%, ${vars.secondaryBg});
    }
    &:active:not(:disabled) {
      background-color: color-mix(in srgb, ${vars.secondaryText} 12%, ${vars.secondaryBg});
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
`;

/** Icon buttons of the providers beyond the first few: as many 45px columns as fit. */
export const iconGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${vars.buttonHeight}, 1fr));
  gap: 8px;
`;

export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${vars.buttonHeight};
  padding: 0;
  color: ${vars.secondaryText};
  background-color: ${vars.secondaryBg};
  border: 1px solid ${vars.inputBorder};
  border-radius: ${vars.secondaryRadius};
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
  ${focusRing}
`;
