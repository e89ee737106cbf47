/** Styles of the wallet screens: the waiting spinner, and the challenge as the wallet will show it. */
import { css } from '../../theme/css';
import { focusRing, vars } from '../../theme/styles';
import { lightButton } from '../../components/social-button.styles';

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

/**
 * The wallet buttons' column (Main, CryptoOtherScreen): lighter than the
 * other secondary buttons, like the social ones (docs/behaviour.md §2.5):
 * regular weight and the inputs' border (3:1 on the container), with a tint
 * on hover and press; a little less side padding, so 'Continue with Other
 * Ethereum Wallet' stays on one line in a 375px phone.
 */
export const wallets = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & > button {
    padding-inline: 12px;
    font-weight: 400;
    ${lightButton}
  }
`;
