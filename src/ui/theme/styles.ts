/**
 * The widget's shared style rules (theme/css.ts). Every themeable value is
 * read through a CSS custom property (`var(--portico-…, default)`), so hosts
 * can retheme with plain CSS and a theme change never regenerates style
 * rules. The fallbacks ARE the theme defaults (docs/behaviour.md §3.2): no
 * rule declares a `--portico-*` property, so a host's declaration anywhere
 * (the mount element, an ancestor, the widget root) wins without
 * `!important`, and the `styles` option, written inline on the root, wins over
 * that. A colour's fallback is a `--_…` property the root declares for its
 * colour scheme (`data-portico-theme`), so the same holds in dark
 * (docs/architecture.md, "Look").
 */
import { css, keyframes } from './css';
import { cssVar, schemeDeclarations } from './css-variables';
import { DARK_THEME, DEFAULT_THEME } from './theme';

export { cssVar };

/**
 * The variables by role, for `css` templates only: the standalone build
 * compiles the templates, and with no run-time reader left the object drops
 * out of the bundle (its calls are marked pure so the minifier may drop
 * them). Code that runs (an inline style) calls `cssVar`.
 */
export const vars = {
  width: /* @__PURE__ */ cssVar('--portico-container-width'),
  background: /* @__PURE__ */ cssVar('--portico-container-background-color'),
  borderColor: /* @__PURE__ */ cssVar('--portico-container-border-color'),
  radius: /* @__PURE__ */ cssVar('--portico-container-border-radius'),
  primary: /* @__PURE__ */ cssVar('--portico-color-primary'),
  secondary: /* @__PURE__ */ cssVar('--portico-color-secondary'),
  success: /* @__PURE__ */ cssVar('--portico-color-success'),
  error: /* @__PURE__ */ cssVar('--portico-color-error'),
  warning: /* @__PURE__ */ cssVar('--portico-color-warning'),
  font: /* @__PURE__ */ cssVar('--portico-font-family'),
  headerSize: /* @__PURE__ */ cssVar('--portico-font-size-header'),
  bodySize: /* @__PURE__ */ cssVar('--portico-font-size-body'),
  helperSize: /* @__PURE__ */ cssVar('--portico-font-size-helper'),
  buttonHeight: /* @__PURE__ */ cssVar('--portico-button-height'),
  primaryBg: /* @__PURE__ */ cssVar('--portico-button-primary-background-color'),
  primaryText: /* @__PURE__ */ cssVar('--portico-button-primary-text-color'),
  primaryBorder: /* @__PURE__ */ cssVar('--portico-button-primary-border-color'),
  primaryRadius: /* @__PURE__ */ cssVar('--portico-button-primary-border-radius'),
  secondaryBg: /* @__PURE__ */ cssVar('--portico-button-secondary-background-color'),
  secondaryText: /* @__PURE__ */ cssVar('--portico-button-secondary-text-color'),
  secondaryBorder: /* @__PURE__ */ cssVar('--portico-button-secondary-border-color'),
  secondaryRadius: /* @__PURE__ */ cssVar('--portico-button-secondary-border-radius'),
  inputHeight: /* @__PURE__ */ cssVar('--portico-input-height'),
  inputBg: /* @__PURE__ */ cssVar('--portico-input-background-color'),
  inputBorder: /* @__PURE__ */ cssVar('--portico-input-border-color'),
  inputRadius: /* @__PURE__ */ cssVar('--portico-input-border-radius'),
  inputText: /* @__PURE__ */ cssVar('--portico-input-text-color'),
  placeholder: /* @__PURE__ */ cssVar('--portico-input-placeholder-color'),
  logoMaxHeight: /* @__PURE__ */ cssVar('--portico-logo-max-height'),
  logoMaxWidth: /* @__PURE__ */ cssVar('--portico-logo-max-width'),
} as const;

/**
 * Visible keyboard focus: a 2px ring in the primary colour (3:1 on the
 * container in both schemes). Rules that only other rules include are plain
 * strings: a `css` rule would also be registered, and shipped, on its own.
 */
export const focusRing = `
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

/** Alerts, errors and toasts fade in (see `root`). */
const appear = keyframes`from{opacity:0}`;

export const root = css`
  ${schemeDeclarations(DEFAULT_THEME)}
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
  text-align: start;
  position: relative;
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
  &[data-portico-theme='dark'] {
    ${schemeDeclarations(DARK_THEME)}
  }
  @media (prefers-color-scheme: dark) {
    &[data-portico-theme='auto'] {
      ${schemeDeclarations(DARK_THEME)}
    }
  }
  & button:enabled:hover {
    box-shadow: inset 0 0 0 99em color-mix(in srgb,currentColor 10%,transparent);
  }
  & button:enabled:active {
    box-shadow: inset 0 0 0 99em color-mix(in srgb,currentColor 20%,transparent);
  }
  @media (prefers-reduced-motion: no-preference) {
    & * {
      transition: 0.15s;
      transition-property: color,background-color,border-color,box-shadow,opacity;
    }
    & [role='alert'],
    & [role='status'] > *,
    & [data-variant] {
      animation: ${appear} 0.15s;
    }
  }
  @media (forced-colors: active) {
    & :focus-visible {
      outline-color: Highlight !important;
    }
    & button {
      border: 1px solid;
    }
    & :disabled {
      color: GrayText;
      border-color: GrayText;
    }
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
  &:hover:not(:disabled):not([readonly]) {
    border-color: ${vars.primary};
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

/** Links: a thicker underline on hover, dimmed while pressed. */
export const link = css`
  color: ${vars.primary};
  text-decoration: underline;
  border-radius: 2px;
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:active {
    opacity: 0.7;
  }
  ${focusRing}
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const spinner = css`
  display: inline-block;
  flex: none;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
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
export const iconButton = `
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
  margin: -8px 0 0;
  margin-inline-start: -8px;
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

/**
 * The indeterminate bar slides from the line's start to its end: `translateX`
 * is physical, so `--_slide` is -1 in a right-to-left widget (docs/i18n.md).
 */
const slide = keyframes`
  from { transform: translateX(calc(var(--_slide) * -100%)); }
  to { transform: translateX(calc(var(--_slide) * 250%)); }
`;

export const progressBar = css`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  width: 40%;
  height: 100%;
  background-color: ${vars.primary};
  --_slide: 1;
  animation: ${slide} 1.2s ease-in-out infinite;
  [dir='rtl'] & {
    --_slide: -1;
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3.6s;
  }
`;

/**
 * Centred at the bottom of the viewport in either direction: both inline
 * insets at 0 and auto margins centre a box of its own width, with no
 * physical side to mirror (docs/i18n.md).
 */
export const toastRegion = css`
  position: fixed;
  inset-inline: 0;
  bottom: 16px;
  margin-inline: auto;
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

/** Text in the primary button's text colour, which reads on the primary, success and error colours. */
export const toast = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  padding-inline-start: 16px;
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

/** Each variant goes with `toast` (`cx(toast, variant)`). */
export const toastVariants = {
  success: css`
    color: ${vars.primaryText};
    background-color: ${vars.success};
  `,
  error: css`
    color: ${vars.primaryText};
    background-color: ${vars.error};
  `,
  neutral: css`
    color: ${vars.primaryText};
    background-color: ${vars.primary};
  `,
} as const;

export const watermark = css`
  margin-top: 24px;
  text-align: center;
  font-size: ${vars.helperSize};
  color: ${vars.secondary};
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
