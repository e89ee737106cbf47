/**
 * The social sign-in buttons' look, shared by the consumer widget's provider
 * block (src/ui/flows/oauth) and the B2B widget's (src/ui/flows/b2b/b2b-oauth).
 */
import { css } from '../theme/css';
import { vars } from '../theme/styles';

/**
 * The block: full buttons in a column (then, in the consumer's, the icon
 * grid). Its buttons, full or icon, are lighter than the other secondary
 * buttons (docs/behaviour.md §2.7): regular weight, the inputs' border (3:1
 * on the container), a tint on hover and press.
 */
/**
 * The lighter secondary button of the sign-in choices (provider and wallet
 * buttons, docs/behaviour.md §2.5, §2.7): the inputs' border (3:1 on the
 * container) and a tint on hover and press. A fragment, placed inside a rule.
 */
export const lightButton = `
  border-color: ${vars.inputBorder};
  transition:
    background-color 150ms ease,
    border-color 150ms ease,
    opacity 150ms ease;
  &:hover:not(:disabled) {
    border-color: ${vars.secondaryBorder};
    background-color: color-mix(in srgb, ${vars.secondaryText} 6%, ${vars.secondaryBg});
  }
  &:active:not(:disabled) {
    background-color: color-mix(in srgb, ${vars.secondaryText} 12%, ${vars.secondaryBg});
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const socialButtons = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & [data-portico-part='social-button'] {
    font-weight: 500;
    ${lightButton}
  }
`;
