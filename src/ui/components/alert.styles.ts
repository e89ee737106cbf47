import { css } from '../theme/css';
import { vars } from '../theme/styles';

/**
 * The variant colour marks the icon and a thick leading border; the text
 * keeps the primary colour, so the variant is told by icon and wording as
 * well as colour, and links stay readable. An alert takes its space at once
 * and fades in (theme/styles.ts, `root`).
 */
export const alertBase = css`
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
  border-inline-start-width: 4px;
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

/** Each variant goes with `alertBase` (`cx(alertBase, variant)`): the base is shipped once. */
export const alertVariants = {
  error: css`
    border-color: ${vars.error};
    & > svg {
      color: ${vars.error};
    }
  `,
  warning: css`
    border-color: ${vars.warning};
    & > svg {
      color: ${vars.warning};
    }
  `,
  success: css`
    border-color: ${vars.success};
    & > svg {
      color: ${vars.success};
    }
  `,
  info: css`
    border-color: ${vars.primary};
    & > svg {
      color: ${vars.primary};
    }
  `,
} as const;
