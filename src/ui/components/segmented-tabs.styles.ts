import { css } from '../theme/css';
import { focusRing, vars } from '../theme/styles';

/**
 * A track of segments. The selected one is filled like a primary button and
 * bold, so it stands out by shape and weight as well as colour; unselected
 * segments keep the body text colour, which meets AA on the container.
 * Segments wrap onto a second row rather than truncate at 320px / 200% zoom.
 */
export const tabList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 3px;
  border: 1px solid ${vars.borderColor};
  border-radius: ${vars.inputRadius};
`;

export const tab = css`
  flex: 1 1 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 0;
  min-height: 36px;
  padding: 4px 10px;
  font: inherit;
  font-size: ${vars.helperSize};
  line-height: 1.25;
  overflow-wrap: anywhere;
  color: ${vars.primary};
  background: none;
  border: 1px solid transparent;
  border-radius: ${vars.inputRadius};
  cursor: pointer;
  &:hover {
    border-color: ${vars.borderColor};
  }
  &[aria-selected='true'] {
    font-weight: 700;
    color: ${vars.primaryText};
    background-color: ${vars.primaryBg};
    border-color: ${vars.primaryBorder};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  }
  ${focusRing}
`;

export const panel = css`
  margin-top: 12px;
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;
