import { css } from '../theme/css';
import { vars } from '../theme/styles';

/**
 * The closed face shows only flag and calling code, sized by its content so
 * it never truncates; the native select lies transparently over it and
 * takes clicks, keys and assistive tech. The face draws the select's focus
 * ring and disabled state (the select itself is invisible).
 */
export const picker = css`
  position: relative;
  flex: none;
  display: inline-flex;
`;

export const select = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  font: inherit;
  font-size: ${vars.bodySize};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:focus-visible + span {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  &:disabled + span {
    opacity: 0.7;
  }
`;

export const face = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: ${vars.inputHeight};
  padding: 0 8px;
  padding-inline-start: 12px;
  font-size: ${vars.bodySize};
  white-space: nowrap;
  color: ${vars.inputText};
  background-color: ${vars.inputBg};
  border: 1px solid ${vars.inputBorder};
  border-radius: ${vars.inputRadius};
  pointer-events: none;
`;
