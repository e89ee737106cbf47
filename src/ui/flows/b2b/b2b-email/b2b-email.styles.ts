/** The row of second chances under a sent code or link: the consumer confirmation's look (magic-link.styles.ts). */
import { css } from '../../../theme/css';
import { vars } from '../../../theme/styles';

/** "Didn't get it?" above compact outlined buttons, side by side (stacked when they do not fit). */
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
  }
`;
