/**
 * The theme as CSS custom properties. Styles reference `var(--portico-…)`, so
 * a theme change is one `style` update on the widget root instead of
 * regenerating style sheets. The defaults are not declared anywhere: they are
 * the fallbacks of those `var()`s (styles.ts), so any host declaration wins
 * over them (docs/architecture.md, "Look").
 */
import { DEFAULT_THEME, type Theme } from './theme';

export type CssVariableName = `--portico-${string}`;
export type CssVariables = Record<CssVariableName, string>;

/**
 * Every custom property, with the theme path it reads; `1` marks one whose
 * default is the primary colour: `mergeTheme` derives it from
 * `colors.primary`, and the style sheet falls back to
 * `var(--portico-color-primary)` for it, so host CSS that sets only the
 * primary colour recolours it too.
 */
const VARIABLES: ReadonlyArray<readonly [CssVariableName, (theme: Theme) => string, 1?]> = [
  ['--portico-container-width', (t) => t.container.width],
  ['--portico-container-background-color', (t) => t.container.backgroundColor],
  ['--portico-container-border-color', (t) => t.container.borderColor],
  ['--portico-container-border-radius', (t) => t.container.borderRadius],
  ['--portico-color-primary', (t) => t.colors.primary],
  ['--portico-color-secondary', (t) => t.colors.secondary],
  ['--portico-color-success', (t) => t.colors.success],
  ['--portico-color-error', (t) => t.colors.error],
  ['--portico-font-family', (t) => t.typography.fontFamily],
  ['--portico-font-size-header', (t) => t.typography.header.fontSize],
  ['--portico-font-size-body', (t) => t.typography.body.fontSize],
  ['--portico-font-size-helper', (t) => t.typography.helper.fontSize],
  ['--portico-button-height', (t) => t.buttons.height],
  ['--portico-button-primary-background-color', (t) => t.buttons.primary.backgroundColor, 1],
  ['--portico-button-primary-text-color', (t) => t.buttons.primary.textColor],
  ['--portico-button-primary-border-color', (t) => t.buttons.primary.borderColor, 1],
  ['--portico-button-primary-border-radius', (t) => t.buttons.primary.borderRadius],
  ['--portico-button-secondary-background-color', (t) => t.buttons.secondary.backgroundColor],
  ['--portico-button-secondary-text-color', (t) => t.buttons.secondary.textColor, 1],
  ['--portico-button-secondary-border-color', (t) => t.buttons.secondary.borderColor, 1],
  ['--portico-button-secondary-border-radius', (t) => t.buttons.secondary.borderRadius],
  ['--portico-input-height', (t) => t.inputs.height],
  ['--portico-input-background-color', (t) => t.inputs.backgroundColor],
  ['--portico-input-border-color', (t) => t.inputs.borderColor],
  ['--portico-input-border-radius', (t) => t.inputs.borderRadius],
  ['--portico-input-text-color', (t) => t.inputs.textColor, 1],
  ['--portico-input-placeholder-color', (t) => t.inputs.placeholderColor],
  ['--portico-logo-max-height', (t) => t.logo.maxHeight],
  ['--portico-logo-max-width', (t) => t.logo.maxWidth],
];


/** Whether `name`'s default is the primary colour (marked `1` above). */
export function followsPrimary(name: CssVariableName): boolean {
  return VARIABLES.some(([n, , follows]) => n === name && follows === 1);
}

/**
 * A value that could end the declaration or the rule (`;`, braces), open a
 * tag or comment, or escape, is refused: theme values come from host config
 * and end up in a `<style>` text when shadow DOM is used.
 */
export function isSafeCssValue(value: string): boolean {
  return value.trim() !== '' && !/[;{}<>\\]|\/\*|\*\//.test(value);
}

/**
 * The custom properties for `theme`. Unsafe or empty values are left out, so
 * the style sheet's `var(--x, fallback)` defaults apply instead. With
 * `changedOnly`, a value the style sheet's fallback gives anyway (the default,
 * or the primary colour for those that follow it) is left out too: what is left
 * is what the `styles` option changed, written inline on the widget root.
 */
export function themeToCssVariables(theme: Theme, changedOnly = false): CssVariables {
  const vars: CssVariables = {};
  for (const [name, read, followsPrimary] of VARIABLES) {
    const value = read(theme);
    const fallback = followsPrimary ? theme.colors.primary : read(DEFAULT_THEME);
    if (typeof value === 'string' && isSafeCssValue(value) && !(changedOnly && value === fallback)) vars[name] = value;
  }
  return vars;
}
