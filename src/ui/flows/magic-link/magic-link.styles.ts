/** Styles of EmailConfirmation: the webmail links as a column of full-width buttons, and the row of second chances. */
import { css } from '../../theme/css';
import { vars } from '../../theme/styles';

/** One full-width button per webmail, stacked: the same at 400px and on a phone. */
export const inboxList = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    transition:
      background-color 150ms ease,
      border-color 150ms ease;
  }
  & a:hover {
    border-color: ${vars.primary};
  }
`;

/** "Didn't get it?" above two compact outlined buttons, side by side (stacked when they do not fit). */
export const againRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: ${vars.helperSize};
  color: ${vars.secondary};
  & > p {
    flex: 1 1 100%;
    margin: 0;
  }
  & > button {
    flex: 1 1 auto;
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
