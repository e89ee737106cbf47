/** Styles of the MFA screens: the QR code, the secret and the recovery codes (monospace). */
import { css } from '../../../theme/css';
import { vars } from '../../../theme/styles';

/** The QR code: a square at most 200px wide, centred; its own white quiet zone frames it. */
export const qrImage = css`
  display: block;
  inline-size: 100%;
  max-inline-size: 200px;
  block-size: auto;
  aspect-ratio: 1;
  margin-inline: auto;
  border: 1px solid ${vars.borderColor};
  border-radius: 4px;
`;

/** Codes to copy by hand: monospace, selectable, wrapping only between groups. */
export const code = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${vars.bodySize};
  color: ${vars.primary};
  user-select: all;
  word-spacing: 0.25em;
`;

/** The recovery codes: a bordered monospace list, two columns when there is room. */
export const codeList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9em, 1fr));
  gap: 4px 16px;
  margin: 0;
  padding-block: 12px;
  padding-inline: 16px;
  list-style: none;
  border: 1px solid ${vars.borderColor};
  border-radius: ${vars.inputRadius};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${vars.bodySize};
  color: ${vars.primary};
`;

/** The secret for manual entry, in a box beside its copy button. */
export const secretBox = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-block: 12px;
  padding-inline: 16px;
  border: 1px solid ${vars.borderColor};
  border-radius: ${vars.inputRadius};
`;

/** The enrolment choice: a plain list of full-width buttons. */
export const methodList = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The phone number in 'A code was sent to …': broken before or after it, never at its spaces. */
export const phoneNumber = css`
  white-space: nowrap;
`;
