import { css } from '../theme/css';
import { focusRing, vars } from '../theme/styles';

/**
 * A track of segments. The selected one is filled like a primary button and
 * bold, so it stands out by shape and weight as well as colour; unselected
 * segments keep the body text colour, which meets AA on the container.
 * The segments stay on one row (docs/behaviour.md §2.1): they share the
 * width, and when the labels do not fit (200% zoom, long translations) the
 * track scrolls sideways rather than wrap or truncate; focusing a segment
 * scrolls it into view.
 */
export const tabList = css`
  display: flex;
  gap: 4px;
  /* Room for the focus ring (2px outside, 2px off), which the scrolling track would clip. */
  padding: 4px;
  overflow-x: auto;
  border: 1px solid ${vars.borderColor};
  border-radius: ${vars.inputRadius};
`;

export const tab = css`
  flex: 1 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 4px 8px;
  font: inherit;
  font-size: ${vars.helperSize};
  line-height: 1.25;
  white-space: nowrap;
  color: ${vars.primary};
  background: none;
  border: 1px solid transparent;
  border-radius: ${vars.inputRadius};
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s;
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
  /* Forced colours drop the fill: the selected segment keeps a 2px Highlight border. */
  @media (forced-colors: active) {
    &[aria-selected='true'] {
      border: 2px solid Highlight;
    }
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
