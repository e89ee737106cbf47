/** Styles of the passcode screen: the 'Didn't get it?' row with its compact 'Resend code' button. */
import { css } from '../../theme/css';
import { vars } from '../../theme/styles';

/** The prompt and a compact outlined button beside it (wrapping under it when narrow). */
export const resendRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: ${vars.helperSize};
  color: ${vars.secondary};
  & > button {
    width: auto;
    min-height: 36px;
    padding-block: 4px;
    padding-inline: 12px;
    font-size: ${vars.helperSize};
    transition:
      background-color 150ms ease,
      border-color 150ms ease,
      opacity 150ms ease;
  }
  & > button:hover:not(:disabled) {
    border-color: ${vars.primary};
  }
`;
