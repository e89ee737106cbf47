import { css } from '../theme/css';
import { vars } from '../theme/styles';

/** line — 'or' — line; the lines are decoration, the word is the content. */
export const divider = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 4px 0;
  font-size: ${vars.helperSize};
  color: ${vars.secondary};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${vars.borderColor};
  }
`;
