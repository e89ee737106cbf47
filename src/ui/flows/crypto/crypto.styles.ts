/** Styles of the wallet screens: the waiting spinner, and the challenge as the wallet will show it. */
import { css } from '../../theme/css';
import { focusRing, vars } from '../../theme/styles';

export const challenge = css`
  margin: 0;
  max-height: 240px;
  overflow: auto;
  padding: 12px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${vars.helperSize};
  color: ${vars.primary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background-color: ${vars.inputBg};
  border: 1px solid ${vars.borderColor};
  border-radius: ${vars.inputRadius};
  ${focusRing}
`;

/** CryptoConnect's spinner, centred under the text while the wallet answers. */
export const waiting = css`
  display: flex;
  justify-content: center;
  padding: 8px 0;
`;
