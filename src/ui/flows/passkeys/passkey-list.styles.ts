/** Styles of the passkey list: one bordered row per passkey, its details, and its actions. */
import { css } from '../../theme/css';
import { buttonVariants } from '../../components/button.styles';
import { iconButton, vars } from '../../theme/styles';

export const section = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const subheading = css`
  margin: 0;
  font-size: ${vars.bodySize};
  font-weight: 600;
  color: ${vars.primary};
  &:focus {
    outline: none;
  }
`;

export const list = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const item = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border: 1px solid ${vars.borderColor};
  border-radius: ${vars.inputRadius};
`;

export const details = css`
  display: flex;
  flex: 1 1 160px;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const name = css`
  font-size: ${vars.bodySize};
  font-weight: 600;
  color: ${vars.primary};
  overflow-wrap: anywhere;
`;

export const actions = css`
  display: flex;
  gap: 4px;
`;

export const action = css`
  ${iconButton};
  width: 44px;
  height: 44px;
  transition:
    color 150ms ease,
    background-color 150ms ease,
    opacity 150ms ease;
  &:disabled {
    cursor: default;
    opacity: 0.4;
  }
`;

/** The row's Delete: destructive, so in the error colour. */
export const deleteAction = css`
  color: ${vars.error};
`;

/**
 * The question's 'Delete': a filled button in the error colour (the primary
 * button's shape), so the destructive choice never looks like the default one.
 */
export const danger = css`
  ${buttonVariants.primary};
  color: ${vars.background};
  background-color: ${vars.error};
  border-color: ${vars.error};
  transition:
    background-color 150ms ease,
    opacity 150ms ease;
  &:hover {
    opacity: 0.88;
  }
  &:active {
    opacity: 0.76;
  }
`;

/** The rename field or the delete question, with its two buttons, across the whole row. */
export const editor = css`
  display: flex;
  flex: 1 1 100%;
  flex-direction: column;
  gap: 8px;
`;

export const editorButtons = css`
  display: flex;
  gap: 8px;
  & > * {
    flex: 1 1 0;
  }
`;
