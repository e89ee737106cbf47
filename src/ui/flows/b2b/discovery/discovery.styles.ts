/** The organization list: one full-width row per organization (logo or initial, name, action). */
import { css } from '../../../theme/css';
import { focusRing, vars } from '../../../theme/styles';

export const organizationList = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const organizationRow = css`
  display: flex;
  align-items: center;
  gap: 12px;
  inline-size: 100%;
  min-block-size: ${vars.buttonHeight};
  padding-block: 8px;
  padding-inline: 12px;
  border: 1px solid ${vars.secondaryBorder};
  border-radius: ${vars.secondaryRadius};
  background: ${vars.secondaryBg};
  color: ${vars.secondaryText};
  font: inherit;
  font-size: ${vars.bodySize};
  text-align: start;
  cursor: pointer;
  ${focusRing}
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  & > [data-name] {
    flex: 1 1 auto;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & > [data-action] {
    color: ${vars.primary};
  }
`;

export const organizationLogo = css`
  flex: none;
  inline-size: 32px;
  block-size: 32px;
  border-radius: 6px;
  object-fit: contain;
`;

export const organizationInitial = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  border-radius: 6px;
  background: ${vars.inputBorder};
  color: ${vars.inputBg};
  font-weight: 700;
`;
