import { describe, expect, it } from 'vitest';
import { followsPrimary, isSafeCssValue, themeToCssVariables } from '../../../../src/ui/theme/css-variables';
import { cssVar } from '../../../../src/ui/theme/styles';
import { DEFAULT_THEME, mergeTheme, type ThemeOverrides } from '../../../../src/ui/theme/theme';

describe('DEFAULT_THEME', () => {
  it('has the documented defaults (docs/behaviour.md §3.2)', () => {
    expect(DEFAULT_THEME.container.width).toBe('400px');
    expect(DEFAULT_THEME.container.borderRadius).toBe('8px');
    expect(DEFAULT_THEME.container.backgroundColor).toBe('#FFFFFF');
    expect(DEFAULT_THEME.colors.primary).toBe('#19303D');
    expect(DEFAULT_THEME.colors.success).toBe('#0C5A56');
    expect(DEFAULT_THEME.colors.error).toBe('#8B1214');
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

  it('with changedOnly, keeps only what differs from the style sheet fallbacks (the inline part of the `styles` option)', () => {
    expect(themeToCssVariables(mergeTheme(), true)).toEqual({});
    expect(themeToCssVariables(mergeTheme({ container: { width: '320px' } }), true)).toEqual({ '--portico-container-width': '320px' });
    // Derived values follow --portico-color-primary in CSS, so they need no inline copy…
    expect(themeToCssVariables(mergeTheme({ colors: { primary: 'rebeccapurple' } }), true)).toEqual({
      '--portico-color-primary': 'rebeccapurple',
    });
    // …unless they were set apart from it, even to the default colour.
    expect(
      themeToCssVariables(mergeTheme({ colors: { primary: 'red' }, buttons: { primary: { backgroundColor: '#19303D' } } }), true),
    ).toEqual({ '--portico-color-primary': 'red', '--portico-button-primary-background-color': '#19303D' });
  });

  it('the style sheet falls back to the defaults, and derived variables to the primary colour', () => {
    expect(cssVar('--portico-container-width')).toBe('var(--portico-container-width,400px)');
    expect(cssVar('--portico-button-primary-background-color')).toBe(
      'var(--portico-button-primary-background-color,var(--portico-color-primary,#19303D))',
    );
    const defaults = themeToCssVariables(DEFAULT_THEME);
    const following = Object.keys(defaults).filter((name) => followsPrimary(name as keyof typeof defaults));
    expect(following).toHaveLength(5);
    for (const name of following) expect(defaults[name as keyof typeof defaults]).toBe(DEFAULT_THEME.colors.primary);
  });

  it('drops values that could break out of the declaration', () => {
    expect(isSafeCssValue('"Helvetica Neue", Arial, sans-serif')).toBe(true);
    expect(isSafeCssValue('red; background: url(x)')).toBe(false);
    expect(isSafeCssValue('red} body {')).toBe(false);
    expect(isSafeCssValue('</style><script>')).toBe(false);
    const vars = themeToCssVariables(mergeTheme({ colors: { primary: 'red;}' } }));
    expect(vars).not.toHaveProperty('--portico-color-primary');
  });
});

describe('default colours against their background (WCAG 2.1)', () => {
  /** Relative luminance of `#RRGGBB`. */
  function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }
  const contrast = (a: string, b: string): number => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it('input borders reach 3:1 (1.4.11 non-text contrast); text reaches 4.5:1 (1.4.3)', () => {
    const { inputs, colors } = DEFAULT_THEME;
    expect(contrast(inputs.borderColor, inputs.backgroundColor)).toBeGreaterThanOrEqual(3);
    expect(contrast(inputs.placeholderColor, inputs.backgroundColor)).toBeGreaterThanOrEqual(3);
    for (const color of [colors.primary, colors.secondary, colors.error, colors.success, inputs.textColor]) {
      expect(contrast(color, '#FFFFFF'), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
