/** Styles of the password screens: the meter and the checklist (the input's are components/password-input.styles.ts). */
import { css } from '../../theme/css';
import { vars } from '../../theme/styles';

/** Four segments (docs/behaviour.md §5.5): red while weak, green once strong. */
export const meter = css`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
`;

export const segment = css`
  height: 6px;
  border-radius: 3px;
  background-color: ${vars.borderColor};
  &[data-filled='true'][data-tone='weak'] {
    background-color: ${vars.error};
  }
  &[data-filled='true'][data-tone='strong'] {
    background-color: ${vars.success};
  }
`;

export const feedback = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: ${vars.helperSize};
  color: ${vars.primary};
  & > ul {
    margin: 0;
    padding-inline-start: 20px;
  }
`;

export const checklist = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.helperSize};
  & > li {
    display: flex;
    align-items: flex-start;
    gap: 6px;
  }
  & > li[data-met='true'] > svg {
    color: ${vars.success};
  }
  & > li[data-met='false'] > svg {
    color: ${vars.secondary};
  }
`;

export const breached = css`
  margin: 0;
  font-size: ${vars.helperSize};
  color: ${vars.error};
`;

export const centered = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 16px 0;
`;
