/**
 * The theme as CSS custom properties. Styles reference `var(--portico-…)`, so
 * a theme change is one `style` update on the widget root instead of
 * regenerating style sheets. The defaults are not declared under these names:
 * they are the fallbacks of those `var()`s (styles.ts), the colours through
 * the per-scheme `--_…` properties the root declares, so any host
 * declaration wins over them in every scheme (docs/architecture.md, "Look").
 */
import type { Theme, ThemeValues } from './theme';

export type CssVariableName = `--portico-${string}`;
export type CssVariables = Record<CssVariableName, string>;

/**
 * Every custom property, with the theme path it reads (of a partial theme:
 * the host's values) and the style sheet's fallback for it:
 * - a size or font: its default, the same as `DEFAULT_THEME`'s (a unit test
 *   compares them; written here so the script needs no theme object);
 * - `1`: a colour whose default is the primary colour (`mergeTheme` derives it
 *   from `colors.primary`, and the style sheet falls back to
 *   `var(--portico-color-primary)` for it, so host CSS that sets only the
 *   primary colour recolours it too);
 * - `--_…`: a colour whose default depends on the colour scheme, held in that
 *   property, which the widget root declares per scheme (styles.ts). The
 *   primary button's text and the secondary button's fill default to the
 *   container background in both schemes, so they share `--_bg`.
 */
const VARIABLES: ReadonlyArray<readonly [CssVariableName, (theme: ThemeValues) => unknown, string | 1]> = [
  ['--portico-container-width', (t) => t.container?.width, '400px'],
  ['--portico-container-background-color', (t) => t.container?.backgroundColor, '--_bg'],
  ['--portico-container-border-color', (t) => t.container?.borderColor, '--_bd'],
  ['--portico-container-border-radius', (t) => t.container?.borderRadius, '8px'],
  ['--portico-color-primary', (t) => t.colors?.primary, '--_p'],
  ['--portico-color-secondary', (t) => t.colors?.secondary, '--_s'],
  ['--portico-color-success', (t) => t.colors?.success, '--_ok'],
  ['--portico-color-error', (t) => t.colors?.error, '--_er'],
  ['--portico-color-warning', (t) => t.colors?.warning, '--_wa'],
  ['--portico-font-family', (t) => t.typography?.fontFamily, 'Arial'],
  ['--portico-font-size-header', (t) => t.typography?.header?.fontSize, '24px'],
  ['--portico-font-size-body', (t) => t.typography?.body?.fontSize, '16px'],
  ['--portico-font-size-helper', (t) => t.typography?.helper?.fontSize, '14px'],
  ['--portico-button-height', (t) => t.buttons?.height, '45px'],
  ['--portico-button-primary-background-color', (t) => t.buttons?.primary?.backgroundColor, 1],
  ['--portico-button-primary-text-color', (t) => t.buttons?.primary?.textColor, '--_bg'],
  ['--portico-button-primary-border-color', (t) => t.buttons?.primary?.borderColor, 1],
  ['--portico-button-primary-border-radius', (t) => t.buttons?.primary?.borderRadius, '4px'],
  ['--portico-button-secondary-background-color', (t) => t.buttons?.secondary?.backgroundColor, '--_bg'],
  ['--portico-button-secondary-text-color', (t) => t.buttons?.secondary?.textColor, 1],
  ['--portico-button-secondary-border-color', (t) => t.buttons?.secondary?.borderColor, 1],
  ['--portico-button-secondary-border-radius', (t) => t.buttons?.secondary?.borderRadius, '4px'],
  ['--portico-input-height', (t) => t.inputs?.height, '47px'],
  ['--portico-input-background-color', (t) => t.inputs?.backgroundColor, '--_ib'],
  ['--portico-input-border-color', (t) => t.inputs?.borderColor, '--_ibd'],
  ['--portico-input-border-radius', (t) => t.inputs?.borderRadius, '4px'],
  ['--portico-input-text-color', (t) => t.inputs?.textColor, 1],
  ['--portico-input-placeholder-color', (t) => t.inputs?.placeholderColor, '--_ph'],
  ['--portico-logo-max-height', (t) => t.logo?.maxHeight, '50px'],
  ['--portico-logo-max-width', (t) => t.logo?.maxWidth, '100px'],
];

/**
 * `var(--portico-x,<default>)`: the default a literal, or for a colour
 * `var(--_y)`, its default in the widget's colour scheme, or for one that
 * follows the primary colour `var(--portico-color-primary,var(--_p))`.
 */
export function cssVar(name: CssVariableName): string {
  const fallback = VARIABLES.find(([n]) => n === name)?.[2];
  if (fallback === undefined) return `var(${name})`;
  return `var(${name},${fallback === 1 ? cssVar('--portico-color-primary') : fallback.startsWith('--_') ? `var(${fallback})` : fallback})`;
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
 * The custom properties for `theme`, a whole theme or the host's values of one
 * colour scheme (`schemeValues`): those are what the `styles` option writes
 * inline on the widget root. Absent, unsafe or empty values are left out, so
 * the style sheet's `var(--x, fallback)` defaults apply instead.
 */
export function themeToCssVariables(theme: ThemeValues): CssVariables {
  const vars: CssVariables = {};
  for (const [name, read] of VARIABLES) {
    const value = read(theme);
    if (typeof value === 'string' && isSafeCssValue(value)) vars[name] = value;
  }
  return vars;
}

/**
 * The `--_…` declarations of `theme`'s colour defaults, e.g. `--_p:#19303D;`:
 * what the widget root declares per colour scheme (styles.ts).
 */
export function schemeDeclarations(theme: Theme): string {
  const declared = new Map<string, unknown>();
  for (const [, read, fallback] of VARIABLES) if (fallback !== 1 && fallback.startsWith('--_')) declared.set(fallback, read(theme));
  return [...declared].map(([property, value]) => `${property}:${String(value)};`).join('');
}
