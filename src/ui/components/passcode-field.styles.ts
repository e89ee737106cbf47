import { css } from '../theme/css';
import { vars } from '../theme/styles';

export { field, label } from '../theme/styles';

export const description = css`
  margin: 0;
  font-size: ${vars.helperSize};
  color: ${vars.primary};
  overflow-wrap: anywhere;
`;

/** The input and its six boxes, one over the other. */
export const box = css`
  position: relative;
  height: ${vars.inputHeight};
`;

/**
 * The real input fills the box under the digit boxes, its own text and
 * caret transparent: it still takes clicks, keys, paste and autofill. Its
 * font stays at least 16px so phones do not zoom into it.
 */
export const input = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  font: inherit;
  font-size: max(16px, 1em);
  color: transparent;
  caret-color: transparent;
  background: transparent;
  border: none;
  outline: none;
  &::selection {
    background: transparent;
  }
`;

/** Six boxes across the field, each as tall as an input; clicks fall through to the input. */
export const slots = css`
  position: absolute;
  inset: 0;
  display: flex;
  justify-content: center;
  gap: 6px;
  pointer-events: none;
  input:disabled + & {
    opacity: 0.5;
  }
`;

/**
 * One digit's box. The active one (the next digit's) shows a ring and a
 * caret while the input has focus; an invalid code marks every box in the
 * error colour.
 */
export const slot = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  flex: 1 1 0;
  min-width: 0;
  max-width: 52px;
  font-size: 1.5em;
  font-variant-numeric: tabular-nums;
  color: ${vars.inputText};
  background-color: ${vars.inputBg};
  border: 1px solid ${vars.inputBorder};
  border-radius: ${vars.inputRadius};
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  input[aria-invalid='true'] + div > & {
    border-color: ${vars.error};
    box-shadow: inset 0 0 0 1px ${vars.error};
  }
  input:focus + div > &[data-active] {
    border-color: ${vars.primary};
    box-shadow: 0 0 0 1px ${vars.primary};
  }
  input:focus + div > &[data-active]:empty::after {
    content: '';
    width: 2px;
    height: 1.1em;
    background-color: ${vars.inputText};
  }
`;
