import { css } from '../theme/css';
import { vars } from '../theme/styles';

export const panel = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;
  & > svg {
    color: ${vars.success};
  }
`;

export const body = css`
  margin: 0;
  font-size: ${vars.bodySize};
  color: ${vars.primary};
  overflow-wrap: anywhere;
`;
