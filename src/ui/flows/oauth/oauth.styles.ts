/**
 * Styles of social sign-in: the icon grid and its buttons, and the One
 * Tap region (a box Google's prompt renders in, with a spinner over it while
 * it loads). The full buttons' look is shared with the B2B widget
 * (src/ui/components/social-button.styles.ts).
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
