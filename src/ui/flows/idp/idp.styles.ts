/** Styles of the identity-provider screens: the client's logo, the permission list, the ungrantable notice. */
import { css } from '../../theme/css';
import { focusRing, vars } from '../../theme/styles';

export const clientLogo = css`
  display: block;
  max-height: ${vars.logoMaxHeight};
  max-width: ${vars.logoMaxWidth};
  object-fit: contain;
`;

export const permissionHeader = css`
  margin: 0;
  font-size: ${vars.bodySize};
  font-weight: 600;
  color: ${vars.primary};
`;

export const permissionList = css`
  margin: 0;
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  color: ${vars.primary};
  font-size: ${vars.bodySize};
  overflow-wrap: anywhere;
`;

export const permissionDetails = css`
  margin: 4px 0 0;
  padding-left: 18px;
  color: ${vars.secondary};
  font-size: ${vars.helperSize};
`;

/** The collapsible notice: its summary is the one-line warning, the list opens below it. */
export const ungrantable = css`
  border: 1px solid ${vars.borderColor};
  border-radius: ${vars.inputRadius};
  padding: 8px 12px;
  color: ${vars.primary};
  font-size: ${vars.helperSize};
  overflow-wrap: anywhere;
  & > summary {
    cursor: pointer;
    border-radius: 2px;
    ${focusRing}
  }
  & > p {
    margin: 8px 0 4px;
  }
`;

