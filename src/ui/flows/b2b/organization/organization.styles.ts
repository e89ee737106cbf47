/** The organization's logo (or initial) above the heading of its sign-in screen. */
import { css } from '../../../theme/css';
import { vars } from '../../../theme/styles';

export const organizationMark = css`
  display: flex;
  justify-content: center;
`;

export const organizationLogo = css`
  inline-size: 48px;
  block-size: 48px;
  border-radius: 8px;
  object-fit: contain;
`;

export const organizationInitial = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 48px;
  block-size: 48px;
  border-radius: 8px;
  background: ${vars.inputBorder};
  color: ${vars.inputBg};
  font-size: 1.25em;
  font-weight: 700;
`;
