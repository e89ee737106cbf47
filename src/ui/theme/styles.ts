/**
 * The widget's shared style rules (theme/css.ts). Every themeable value is
 * read through a CSS custom property (`var(--portico-…, default)`), so hosts
 * can retheme with plain CSS and a theme change never regenerates style
 * rules. The fallbacks ARE the theme defaults (docs/behaviour.md §3.2): no
 * rule declares them, so a host's declaration anywhere (the mount element, an
 * ancestor, the widget root) wins without `!important`, and the `styles`
 * option, written inline on the root, wins over that (docs/architecture.md,
 * "Look").
 */
import { css, keyframes } from './css';
import { followsPrimary, themeToCssVariables, type CssVariableName } from './css-variables';
import { DEFAULT_THEME } from './theme';

const DEFAULTS = themeToCssVariables(DEFAULT_THEME);

/**
 * `var(--portico-x,<default>)`; for a variable that follows the primary
 * colour, `var(--portico-x,var(--portico-color-primary,<default>))`.
 */
export function cssVar(name: CssVariableName): string {
  const fallback = followsPrimary(name) ? cssVar('--portico-color-primary') : DEFAULTS[name];
  return fallback === undefined ? `var(${name})` : `var(${name},${fallback})`;
}

/**
 * The variables by role, for `css` templates only: the standalone build
 * compiles the templates, and with no run-time reader left the object drops
 * out of the bundle. Code that runs (an inline style) calls `cssVar`.
 */
export const vars = {
  width: cssVar('--portico-container-width'),
  background: cssVar('--portico-container-background-color'),
  borderColor: cssVar('--portico-container-border-color'),
  radius: cssVar('--portico-container-border-radius'),
  primary: cssVar('--portico-color-primary'),
  secondary: cssVar('--portico-color-secondary'),
  success: cssVar('--portico-color-success'),
  error: cssVar('--portico-color-error'),
  font: cssVar('--portico-font-family'),
  headerSize: cssVar('--portico-font-size-header'),
  bodySize: cssVar('--portico-font-size-body'),
  helperSize: cssVar('--portico-font-size-helper'),
  buttonHeight: cssVar('--portico-button-height'),
  primaryBg: cssVar('--portico-button-primary-background-color'),
  primaryText: cssVar('--portico-button-primary-text-color'),
  primaryBorder: cssVar('--portico-button-primary-border-color'),
  primaryRadius: cssVar('--portico-button-primary-border-radius'),
  secondaryBg: cssVar('--portico-button-secondary-background-color'),
  secondaryText: cssVar('--portico-button-secondary-text-color'),
  secondaryBorder: cssVar('--portico-button-secondary-border-color'),
  secondaryRadius: cssVar('--portico-button-secondary-border-radius'),
  inputHeight: cssVar('--portico-input-height'),
  inputBg: cssVar('--portico-input-background-color'),
  inputBorder: cssVar('--portico-input-border-color'),
  inputRadius: cssVar('--portico-input-border-radius'),
  inputText: cssVar('--portico-input-text-color'),
  placeholder: cssVar('--portico-input-placeholder-color'),
  logoMaxHeight: cssVar('--portico-logo-max-height'),
  logoMaxWidth: cssVar('--portico-logo-max-width'),
} as const;

/** Visible keyboard focus: a 2px ring in the primary colour. */
export const focusRing = css`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

export const root = css`
  box-sizing: border-box;
  width: ${vars.width};
  max-width: 100%;
  padding: 32px;
  background-color: ${vars.background};
  border: 1px solid ${vars.borderColor};
  border-radius: ${vars.radius};
  font-family: ${vars.font};
  font-size: ${vars.bodySize};
  line-height: 1.4;
  color: ${vars.primary};
  text-align: left;
  position: relative;
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
`;

export const screen = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
  &:focus {
    outline: none;
  }
`;

export const heading = css`
  margin: 0;
  font-size: ${vars.headerSize};
  font-weight: 600;
  line-height: 1.25;
  color: ${vars.primary};
  &:focus {
    outline: none;
  }
`;

export const bodyText = css`
  margin: 0;
  font-size: ${vars.bodySize};
  color: ${vars.primary};
  overflow-wrap: anywhere;
`;

export const helperText = css`
  margin: 0;
  font-size: ${vars.helperSize};
  color: ${vars.secondary};
`;

export const form = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const label = css`
  font-size: ${vars.helperSize};
  font-weight: 600;
  color: ${vars.primary};
`;

export const input = css`
  width: 100%;
  height: ${vars.inputHeight};
  padding: 0 12px;
  font: inherit;
  font-size: ${vars.bodySize};
  color: ${vars.inputText};
  background-color: ${vars.inputBg};
  border: 1px solid ${vars.inputBorder};
  border-radius: ${vars.inputRadius};
  &::placeholder {
    color: ${vars.placeholder};
    opacity: 1;
  }
  &[aria-invalid='true'] {
    border-color: ${vars.error};
  }
  &:disabled,
  &[readonly] {
    opacity: 0.7;
  }
  ${focusRing}
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const link = css`
  color: ${vars.primary};
  text-decoration: underline;
  border-radius: 2px;
  ${focusRing}
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const spinner = css`
  display: inline-block;
  flex: none;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const errorText = css`
  margin: 0;
  font-size: ${vars.helperSize};
  color: ${vars.error};
  overflow-wrap: anywhere;
  & a {
    color: ${vars.error};
  }
`;

/** A borderless button around one icon (back arrow, show/hide password); callers set its size. */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  color: ${vars.primary};
  background: none;
  border: none;
  border-radius: 4px;
  cursor: pointer;
  ${focusRing}
`;

export const backButton = css`
  ${iconButton};
  width: 32px;
  height: 32px;
  margin: -8px 0 0 -8px;
`;

export const logo = css`
  display: block;
  max-height: ${vars.logoMaxHeight};
  max-width: ${vars.logoMaxWidth};
  margin: 0 auto;
`;

export const progressTrack = css`
  position: relative;
  width: 100%;
  height: 4px;
  overflow: hidden;
  background-color: ${vars.borderColor};
  border-radius: 2px;
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const progressBar = css`
  position: absolute;
  top: 0;
  left: 0;
  width: 40%;
  height: 100%;
  background-color: ${vars.primary};
  animation: ${slide} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3.6s;
  }
`;

export const toastRegion = css`
  position: fixed;
  left: 50%;
  bottom: 16px;
  transform: translateX(-50%);
  z-index: 2147483000;
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: 8px;
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
  font-family: ${vars.font};
`;

const baseToast = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px 10px 16px;
  font-size: ${vars.helperSize};
  border-radius: 6px;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
  pointer-events: auto;
  & button {
    padding: 0 4px;
    font: inherit;
    font-size: ${vars.bodySize};
    line-height: 1;
    color: inherit;
    background: none;
    border: none;
    border-radius: 2px;
    cursor: pointer;
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 2px solid currentColor;
      outline-offset: 2px;
    }
  }
`;

export const toastVariants = {
  success: css`
    ${baseToast};
    color: #ffffff;
    background-color: ${vars.success};
  `,
  error: css`
    ${baseToast};
    color: #ffffff;
    background-color: ${vars.error};
  `,
  neutral: css`
    ${baseToast};
    color: #ffffff;
    background-color: ${vars.primary};
  `,
} as const;

export const watermark = css`
  margin-top: 24px;
  text-align: center;
  font-size: ${vars.helperSize};
  color: ${vars.secondary};
`;

export const inboxLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const row = css`
  display: flex;
  gap: 8px;
`;

export const inlineRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  font-size: ${vars.helperSize};
  color: ${vars.secondary};
`;

export const column = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
