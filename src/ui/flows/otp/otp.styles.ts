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

/**
 * A phone number in 'A code was sent to …' breaks only before or after it, never at its spaces:
 * a wrapped number in a right-to-left sentence would read in the wrong order (docs/i18n.md,
 * "Right to left"). An address keeps wrapping, as it can be longer than the widget is wide.
 */
export const phoneNumber = css`
  white-space: nowrap;
`;
