import { css } from '../theme/css';
import { focusRing, vars } from '../theme/styles';

/**
 * A track of segments. The selected one is filled like a primary button and
 * bold, so it stands out by shape and weight as well as colour; unselected
 * segments keep the body text colour, which meets AA on the container.
 * The segments stay on one row (docs/behaviour.md §2.1): they share the
 * width, their icons go when the track is narrower than three labelled
 * icons need (a 320px phone), and when even the labels do not fit (200%
 * zoom, long translations) the track scrolls sideways rather than wrap or
 * truncate; focusing a segment scrolls it into view.
 */
export const tabs = css`
  container-type: inline-size;
`;

export const tabList = css`
  display: flex;
  flex-wrap: nowrap;
  gap: 4px;
  /* Room for the focus ring (2px outside, 2px off), which the scrolling track would clip. */
  padding: 4px;
  overflow-x: auto;
  scrollbar-width: thin;
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
  padding-block: 4px;
  padding-inline: 8px;
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
    background-color 150ms ease,
    border-color 150ms ease,
    color 150ms ease;
  &:hover {
    border-color: ${vars.borderColor};
  }
  &:active {
    opacity: 0.85;
  }
  &[aria-selected='true'] {
    font-weight: 700;
    color: ${vars.primaryText};
    background-color: ${vars.primaryBg};
    border-color: ${vars.primaryBorder};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  }
  @container (max-width: 300px) {
    & svg {
      display: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
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
