import { css } from '../theme/css';
import { vars } from '../theme/styles';

/**
 * Warnings have no theme colour; this dark amber keeps 7:1 on white for the
 * icon and border (text stays in the primary colour).
 */
export const WARNING_COLOR = '#7A4A00';

/**
 * The variant colour marks the icon and a thick leading border; the text
 * keeps the primary colour, so the variant is told by icon and wording as
 * well as colour, and links stay readable.
 */
const base = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 0;
  padding: 10px 12px;
  font-size: ${vars.helperSize};
  line-height: 1.4;
  color: ${vars.primary};
  background-color: ${vars.background};
  border: 1px solid currentColor;
  border-left-width: 4px;
  border-radius: ${vars.inputRadius};
  & > svg {
    margin-top: 1px;
  }
  & > p {
    margin: 0;
    min-width: 0;
    flex: 1;
    overflow-wrap: anywhere;
  }
`;

// One rule per variant, each written out: the standalone build compiles every `css`
// template to its CSS text (scripts/compile-styles.mjs), one template per rule.
export const alertVariants = {
  error: css`
    ${base};
    border-color: ${vars.error};
    & > svg {
      color: ${vars.error};
    }
  `,
  warning: css`
    ${base};
    border-color: ${WARNING_COLOR};
    & > svg {
      color: ${WARNING_COLOR};
    }
  `,
  success: css`
    ${base};
    border-color: ${vars.success};
    & > svg {
      color: ${vars.success};
    }
  `,
  info: css`
    ${base};
    border-color: ${vars.primary};
    & > svg {
      color: ${vars.primary};
    }
  `,
} as const;
