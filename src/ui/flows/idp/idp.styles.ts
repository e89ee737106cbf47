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

/** The permissions as rows divided by rules: no list bullets. */
export const permissionList = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.primary};
  font-size: ${vars.bodySize};
  overflow-wrap: anywhere;
`;

/** One permission: its icon beside its line and details. */
export const permissionRow = css`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding-block: 10px;
  border-block-end: 1px solid ${vars.borderColor};
  &:last-child {
    border-block-end: none;
  }
  & > svg {
    flex: none;
    margin-block-start: 1px;
  }
`;

export const permissionText = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const permissionName = css`
  font-weight: 600;
`;

/** A permission's details: helper-sized lines under its name. */
export const permissionDetails = css`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.secondary};
  font-size: ${vars.helperSize};
  font-weight: 400;
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

