import { describe, expect, it } from 'vitest';
import { cssVar, isSafeCssValue, schemeDeclarations, themeToCssVariables, type CssVariableName } from '../../../../src/ui/theme/css-variables';
import { root, vars } from '../../../../src/ui/theme/styles';
import { DARK_THEME, DEFAULT_THEME, mergeTheme, schemeValues, type Theme, type ThemeOverrides } from '../../../../src/ui/theme/theme';
import { styleSheetText } from '../../../../src/ui/theme/css';

describe('DEFAULT_THEME', () => {
  it('has the documented defaults (docs/behaviour.md §3.2)', () => {
    expect(DEFAULT_THEME.container.width).toBe('400px');
    expect(DEFAULT_THEME.container.borderRadius).toBe('8px');
    expect(DEFAULT_THEME.container.backgroundColor).toBe('#FFFFFF');
    expect(DEFAULT_THEME.colors.primary).toBe('#19303D');
    expect(DEFAULT_THEME.colors.success).toBe('#0C5A56');
    expect(DEFAULT_THEME.colors.error).toBe('#8B1214');
    expect(DEFAULT_THEME.colors.warning).toBe('#7A4A00');
    expect(DEFAULT_THEME.typography.fontFamily).toBe('Arial');
    expect(DEFAULT_THEME.typography.header.fontSize).toBe('24px');
    expect(DEFAULT_THEME.typography.body.fontSize).toBe('16px');
    expect(DEFAULT_THEME.typography.helper.fontSize).toBe('14px');
    expect(DEFAULT_THEME.buttons.height).toBe('45px');
    expect(DEFAULT_THEME.inputs.height).toBe('47px');
    expect(DEFAULT_THEME.logo.maxHeight).toBe('50px');
    expect(DEFAULT_THEME.logo.maxWidth).toBe('100px');
    expect(DEFAULT_THEME.hideHeaderText).toBe(false);
  });

  it('is frozen at every level', () => {
    expect(Object.isFrozen(DEFAULT_THEME)).toBe(true);
    expect(Object.isFrozen(DEFAULT_THEME.buttons.primary)).toBe(true);
  });
});

describe('mergeTheme', () => {
  it('returns the defaults without overrides', () => {
    expect(mergeTheme()).toEqual(DEFAULT_THEME);
  });

  it('overrides at any depth and keeps the rest', () => {
    const theme = mergeTheme({
      container: { width: '360px' },
      typography: { header: { fontSize: '20px' } },
      logo: { logoImageUrl: 'https://cdn.example/logo.png' },
      hideHeaderText: true,
    });
    expect(theme.container).toEqual({ ...DEFAULT_THEME.container, width: '360px' });
    expect(theme.typography.header.fontSize).toBe('20px');
    expect(theme.typography.body.fontSize).toBe('16px');
    expect(theme.logo.logoImageUrl).toBe('https://cdn.example/logo.png');
    expect(theme.hideHeaderText).toBe(true);
  });

  it('derives button and input colours from the primary colour', () => {
    const theme = mergeTheme({ colors: { primary: '#123456' } });
    expect(theme.buttons.primary.backgroundColor).toBe('#123456');
    expect(theme.buttons.secondary.textColor).toBe('#123456');
    expect(theme.inputs.textColor).toBe('#123456');
    expect(mergeTheme({ colors: { primary: '#123456' }, buttons: { primary: { backgroundColor: '#000' } } }).buttons
      .primary.backgroundColor).toBe('#000');
  });

  it('ignores unknown keys, undefined and wrongly typed values', () => {
    const theme = mergeTheme({
      colors: { primary: undefined, error: 7 },
      bogus: { a: 1 },
      hideHeaderText: 'yes',
    } as unknown as ThemeOverrides);
    expect(theme).toEqual(DEFAULT_THEME);
    expect(theme).not.toHaveProperty('bogus');
  });

  it('does not mutate the defaults', () => {
    mergeTheme({ colors: { primary: '#000000' } });
    expect(DEFAULT_THEME.colors.primary).toBe('#19303D');
  });
});

describe('themeToCssVariables', () => {
  it('exposes the theme as --portico-* custom properties', () => {
    const vars = themeToCssVariables(DEFAULT_THEME);
    expect(vars['--portico-container-width']).toBe('400px');
    expect(vars['--portico-container-border-radius']).toBe('8px');
    expect(vars['--portico-container-background-color']).toBe('#FFFFFF');
    expect(vars['--portico-color-primary']).toBe('#19303D');
    expect(vars['--portico-color-success']).toBe('#0C5A56');
    expect(vars['--portico-color-error']).toBe('#8B1214');
    expect(vars['--portico-font-family']).toBe('Arial');
    expect(vars['--portico-font-size-header']).toBe('24px');
    expect(vars['--portico-button-height']).toBe('45px');
    expect(vars['--portico-input-height']).toBe('47px');
    expect(vars['--portico-logo-max-height']).toBe('50px');
    expect(vars['--portico-logo-max-width']).toBe('100px');
    for (const name of Object.keys(vars)) expect(name).toMatch(/^--portico-[a-z-]+$/);
  });

  it('follows overrides', () => {
    const vars = themeToCssVariables(mergeTheme({ colors: { primary: 'rebeccapurple' } }));
    expect(vars['--portico-color-primary']).toBe('rebeccapurple');
    expect(vars['--portico-button-primary-background-color']).toBe('rebeccapurple');
  });

  it('of the host values alone is what the `styles` option writes inline: only what the host gave', () => {
    expect(themeToCssVariables(schemeValues())).toEqual({});
    expect(themeToCssVariables(schemeValues({ container: { width: '320px' } }))).toEqual({ '--portico-container-width': '320px' });
    // Derived values follow --portico-color-primary in CSS, so they need no inline copy…
    expect(themeToCssVariables(schemeValues({ colors: { primary: 'rebeccapurple' } }))).toEqual({
      '--portico-color-primary': 'rebeccapurple',
    });
    // …unless they were set apart from it, even to the default colour; a value equal to a default
    // is written too, so it wins over host CSS as the option does (docs/architecture.md, "Look").
    expect(themeToCssVariables(schemeValues({ colors: { primary: '#19303D' }, buttons: { primary: { backgroundColor: '#19303D' } } }))).toEqual({
      '--portico-color-primary': '#19303D',
      '--portico-button-primary-background-color': '#19303D',
    });
    // Wrong types of an untyped host are left out.
    expect(themeToCssVariables({ colors: { primary: 7 }, container: 'wide' } as unknown as ThemeOverrides)).toEqual({});
  });

  it('the style sheet falls back to the defaults: sizes as they are, colours through their scheme property, derived ones through the primary', () => {
    expect(cssVar('--portico-container-width')).toBe('var(--portico-container-width,400px)');
    expect(cssVar('--portico-color-primary')).toBe('var(--portico-color-primary,var(--_p))');
    expect(cssVar('--portico-button-primary-background-color')).toBe(
      'var(--portico-button-primary-background-color,var(--portico-color-primary,var(--_p)))',
    );
    expect(cssVar('--portico-unknown')).toBe('var(--portico-unknown)');
    const names = Object.keys(themeToCssVariables(DEFAULT_THEME)) as CssVariableName[];
    expect(names).toHaveLength(30);
    const following = names.filter((name) => cssVar(name).includes(',var(--portico-color-primary'));
    expect(following).toEqual([
      '--portico-button-primary-background-color',
      '--portico-button-primary-border-color',
      '--portico-button-secondary-text-color',
      '--portico-button-secondary-border-color',
      '--portico-input-text-color',
    ]);
    for (const name of following) expect(themeToCssVariables(DEFAULT_THEME)[name]).toBe(DEFAULT_THEME.colors.primary);
  });

  it("every fallback is DEFAULT_THEME's value, read from its scheme property for colours", () => {
    const declared = new Map(
      schemeDeclarations(DEFAULT_THEME)
        .split(';')
        .filter(Boolean)
        .map((d) => d.split(':') as [string, string]),
    );
    for (const [name, value] of Object.entries(themeToCssVariables(DEFAULT_THEME))) {
      let fallback = /^var\([\w-]+,(.*)\)$/.exec(cssVar(name as CssVariableName))![1]!;
      if (fallback.startsWith('var(--portico-color-primary')) fallback = 'var(--_p)';
      const scheme = /^var\((--_\w+)\)$/.exec(fallback)?.[1];
      expect(scheme === undefined ? fallback : declared.get(scheme), name).toBe(value);
    }
  });

  it('drops values that could break out of the declaration', () => {
    expect(isSafeCssValue('"Helvetica Neue", Arial, sans-serif')).toBe(true);
    expect(isSafeCssValue('red; background: url(x)')).toBe(false);
    expect(isSafeCssValue('red} body {')).toBe(false);
    expect(isSafeCssValue('</style><script>')).toBe(false);
    const variables = themeToCssVariables(mergeTheme({ colors: { primary: 'red;}' } }));
    expect(variables).not.toHaveProperty('--portico-color-primary');
  });
});

describe('colour schemes', () => {
  it('schemeValues: the host values, and in dark its `dark` values over them', () => {
    const styles: ThemeOverrides = {
      colors: { primary: '#0B3D91', error: '#A00000' },
      logo: { logoImageUrl: 'https://cdn.example/logo.png' },
      dark: { colors: { primary: '#9CC2FF' }, logo: { logoImageUrl: 'https://cdn.example/logo-white.png' } },
    };
    expect(schemeValues(styles)).toEqual({ colors: { primary: '#0B3D91', error: '#A00000' }, logo: { logoImageUrl: 'https://cdn.example/logo.png' } });
    expect(schemeValues(styles, true)).toEqual({
      colors: { primary: '#9CC2FF', error: '#A00000' },
      logo: { logoImageUrl: 'https://cdn.example/logo-white.png' },
    });
    expect(themeToCssVariables(schemeValues(styles, true))).toEqual({ '--portico-color-primary': '#9CC2FF', '--portico-color-error': '#A00000' });
    // No `dark`, or one that is not an object: the same values in both schemes.
    expect(schemeValues({ colors: { primary: 'red' } }, true)).toEqual({ colors: { primary: 'red' } });
    expect(schemeValues({ colors: { primary: 'red' }, dark: 'x' } as unknown as ThemeOverrides, true)).toEqual({ colors: { primary: 'red' } });
  });

  it('DARK_THEME keeps the light sizes, fonts and radii and derives its buttons from its primary colour', () => {
    for (const key of ['typography', 'logo', 'hideHeaderText'] as const) expect(DARK_THEME[key]).toEqual(DEFAULT_THEME[key]);
    expect(DARK_THEME.container.width).toBe('400px');
    expect(DARK_THEME.buttons.height).toBe('45px');
    expect(DARK_THEME.inputs.height).toBe('47px');
    expect(DARK_THEME.buttons.primary.backgroundColor).toBe(DARK_THEME.colors.primary);
    expect(DARK_THEME.buttons.primary.textColor).toBe(DARK_THEME.container.backgroundColor);
    expect(DARK_THEME.buttons.secondary.textColor).toBe(DARK_THEME.colors.primary);
    expect(DARK_THEME.inputs.textColor).toBe(DARK_THEME.colors.primary);
    expect(Object.isFrozen(DARK_THEME.colors)).toBe(true);
  });

  it('the widget root declares the light defaults, the dark ones for data-portico-theme="dark", and for "auto" on a dark system', () => {
    const text = styleSheetText();
    const rootRule = text.slice(text.indexOf(`.${root.className}{`));
    expect(rootRule.startsWith(`.${root.className}{${schemeDeclarations(DEFAULT_THEME)}`)).toBe(true);
    expect(rootRule).toContain(`.${root.className}[data-portico-theme='dark']{${schemeDeclarations(DARK_THEME).slice(0, -1)}}`);
    expect(rootRule).toContain(
      `@media (prefers-color-scheme: dark){.${root.className}[data-portico-theme='auto']{${schemeDeclarations(DARK_THEME).slice(0, -1)}}}`,
    );
    expect(schemeDeclarations(DARK_THEME)).toBe(
      '--_bg:#0F1D25;--_bd:#3B5261;--_p:#D3E2EA;--_s:#97ABB6;--_ok:#5CC8BF;--_er:#FF9C9E;--_wa:#E8B45C;--_ib:#132630;--_ibd:#6E8795;--_ph:#8298A4;',
    );
    // No rule declares a public variable: host CSS on any ancestor wins in both schemes.
    expect(text).not.toMatch(/[{;]--portico-[\w-]+:/);
  });

  it('motion only without reduced motion; forced colours keep focus rings, button borders and disabled state', () => {
    const text = styleSheetText();
    const motion = /@media \(prefers-reduced-motion: no-preference\)\{([^@]*)\}/.exec(text)?.[1] ?? '';
    expect(motion).toContain('transition:0.15s;transition-property:color,background-color,border-color,box-shadow,opacity');
    expect(motion).toMatch(/animation:portico-k\w+ 0\.15s/);
    // Every other animation is the spinner's and the progress bar's, slowed (not stopped) with reduced motion.
    expect(text).toContain('@media (prefers-reduced-motion: reduce)');
    expect(text).toMatch(/@media \(forced-colors: active\)\{[^@]*:focus-visible\{outline-color:Highlight !important\}[^@]* button\{border:1px solid\}[^@]*:disabled\{color:GrayText;border-color:GrayText\}/);
    expect(vars.warning).toBe('var(--portico-color-warning,var(--_wa))');
  });
});

/** WCAG 2.2 contrast ratio of two `#RRGGBB` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The pairs that matter, with the ratio each needs: 4.5:1 for text (1.4.3), 3:1 for control boundaries and focus rings (1.4.11). */
function pairs(theme: Theme): Array<[string, string, string, number]> {
  const { container, colors, buttons, inputs } = theme;
  const bg = container.backgroundColor;
  return [
    ['text on the container', colors.primary, bg, 4.5],
    ['secondary text', colors.secondary, bg, 4.5],
    ['error text', colors.error, bg, 4.5],
    ['success text', colors.success, bg, 4.5],
    ['warning icon and border', colors.warning, bg, 3],
    ['input text', inputs.textColor, inputs.backgroundColor, 4.5],
    ['placeholder', inputs.placeholderColor, inputs.backgroundColor, 4.5],
    ['input border on the input', inputs.borderColor, inputs.backgroundColor, 3],
    ['input border on the container', inputs.borderColor, bg, 3],
    ['focus ring (primary) on the container', colors.primary, bg, 3],
    ['primary button text', buttons.primary.textColor, buttons.primary.backgroundColor, 4.5],
    ['primary button on the container', buttons.primary.backgroundColor, bg, 3],
    ['secondary button text', buttons.secondary.textColor, buttons.secondary.backgroundColor, 4.5],
    ['secondary button border', buttons.secondary.borderColor, bg, 3],
    ['toast text on the success colour', buttons.primary.textColor, colors.success, 4.5],
    ['toast text on the error colour', buttons.primary.textColor, colors.error, 4.5],
    ['toast text on the primary colour', buttons.primary.textColor, colors.primary, 4.5],
  ];
}

describe('contrast of the palettes (WCAG 2.2 AA)', () => {
  it('computes ratios as WCAG does', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['light', DEFAULT_THEME],
    ['dark', DARK_THEME],
  ] as const)('%s: every text reaches 4.5:1, every control boundary and focus ring 3:1', (_name, theme) => {
    const failing = pairs(theme)
      .map(([what, fg, bg, needed]) => ({ what, ratio: Math.round(contrast(fg, bg) * 100) / 100, needed }))
      .filter(({ ratio, needed }) => ratio < needed);
    expect(failing).toEqual([]);
  });

  it('the dark palette keeps the light one\'s hierarchy: the placeholder is fainter than the secondary text, which is fainter than the text', () => {
    for (const theme of [DEFAULT_THEME, DARK_THEME]) {
      const bg = theme.container.backgroundColor;
      expect(contrast(theme.colors.primary, bg)).toBeGreaterThan(contrast(theme.colors.secondary, bg));
      expect(contrast(theme.colors.secondary, bg)).toBeGreaterThan(contrast(theme.inputs.placeholderColor, theme.inputs.backgroundColor));
    }
  });
});
