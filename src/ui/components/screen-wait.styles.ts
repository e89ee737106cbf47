import { css } from '../theme/css';
import { vars } from '../theme/styles';

/** A spinner over its status text, centred. */
export const waiting = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 16px 0;
  color: ${vars.secondary};
  font-size: ${vars.bodySize};
`;
