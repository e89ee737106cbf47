import { css } from '../theme/css';
import { focusRing, vars } from '../theme/styles';

export { field, label } from '../theme/styles';

export const description = css`
  margin: 0;
  font-size: ${vars.helperSize};
  color: ${vars.primary};
  overflow-wrap: anywhere;
`;

/**
 * Large, spaced, centred digits so it reads as a code. The spacing is added
 * after every digit, so the same amount of left padding keeps the six
 * digits centred. Sized in em so it scales with zoom and fits 320px.
 */
export const input = css`
  width: 100%;
  min-height: ${vars.inputHeight};
  padding: 4px 8px 4px calc(8px + 0.4em);
  font: inherit;
  font-size: 1.5em;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.4em;
  text-align: center;
  color: ${vars.inputText};
  background-color: ${vars.inputBg};
  border: 1px solid ${vars.inputBorder};
  border-radius: ${vars.inputRadius};
  &[aria-invalid='true'] {
    border-color: ${vars.error};
    border-width: 2px;
  }
  &:disabled {
    opacity: 0.7;
  }
  ${focusRing}
`;
