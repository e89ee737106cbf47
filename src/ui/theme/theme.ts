/**
 * The widget's look (docs/behaviour.md §3.2): its defaults, every
 * value overridable by the host. Values are CSS strings so they pass straight
 * into custom properties (see css-variables.ts).
 */

export interface ButtonTheme {
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  borderRadius: string;
}

export interface Theme {
  container: {
    width: string;
    backgroundColor: string;
    borderColor: string;
    borderRadius: string;
  };
  colors: {
    primary: string;
    secondary: string;
    success: string;
    error: string;
    /** The warning alert's icon and border (Portico's own colour; docs/architecture.md, "Look"). */
    warning: string;
  };
  typography: {
    fontFamily: string;
    header: { fontSize: string };
    body: { fontSize: string };
    helper: { fontSize: string };
  };
  buttons: {
    height: string;
    primary: ButtonTheme;
    secondary: ButtonTheme;
  };
  inputs: {
    height: string;
    backgroundColor: string;
    borderColor: string;
    borderRadius: string;
    textColor: string;
    placeholderColor: string;
  };
  logo: {
    /** Empty: no logo. */
    logoImageUrl: string;
    maxHeight: string;
    maxWidth: string;
  };
  /** Hides the Main screen's 'Sign up or log in' header. */
  hideHeaderText: boolean;
}

/** Any subset of the theme, at any depth. */
export type ThemeValues = {
  [K in keyof Theme]?: Theme[K] extends object
    ? { [L in keyof Theme[K]]?: Theme[K][L] extends object ? Partial<Theme[K][L]> : Theme[K][L] }
    : Theme[K];
};

/**
 * A host's partial theme: values for every colour scheme, and under `dark`
 * the ones that replace them when the widget is dark (`theme: 'dark'`, or
 * `'auto'` on a dark system; docs/architecture.md, "Look").
 */
export type ThemeOverrides = ThemeValues & { dark?: ThemeValues };

const WHITE = '#FFFFFF';
const PRIMARY = '#19303D';
/** Portico's choice (docs/behaviour.md §10): a muted slate for secondary text and borders. */
const SECONDARY = '#5C727D';
const BORDER = '#ADBCC5';
/** Input borders identify the control, so they need 3:1 against white (WCAG 1.4.11): 3.4:1. */
const INPUT_BORDER = '#7A8E9B';
/** Placeholder text is text: 4.6:1 on white (WCAG 1.4.3), lighter than the typed text. */
const PLACEHOLDER = '#647883';
const CONTROL_RADIUS = '4px';

/**
 * Defaults (docs/behaviour.md §3.2): container 400px, radius 8px, white background; primary
 * #19303D, success #0C5A56, error #8B1214; Arial; font sizes 24/16/14;
 * buttons 45px, inputs 47px high; logo at most 50px high and 100px wide.
 * Colours that are Portico's choice (secondary, borders, placeholder) and the
 * 4px control radius are chosen here to match the primary palette.
 */
export const DEFAULT_THEME: Theme = /* @__PURE__ */ deepFreeze({
  container: { width: '400px', backgroundColor: WHITE, borderColor: BORDER, borderRadius: '8px' },
  colors: { primary: PRIMARY, secondary: SECONDARY, success: '#0C5A56', error: '#8B1214', warning: '#7A4A00' },
  typography: {
    fontFamily: 'Arial',
    header: { fontSize: '24px' },
    body: { fontSize: '16px' },
    helper: { fontSize: '14px' },
  },
  buttons: {
    height: '45px',
    primary: { backgroundColor: PRIMARY, textColor: WHITE, borderColor: PRIMARY, borderRadius: CONTROL_RADIUS },
    secondary: { backgroundColor: WHITE, textColor: PRIMARY, borderColor: PRIMARY, borderRadius: CONTROL_RADIUS },
  },
  inputs: {
    height: '47px',
    backgroundColor: WHITE,
    borderColor: INPUT_BORDER,
    borderRadius: CONTROL_RADIUS,
    textColor: PRIMARY,
    placeholderColor: PLACEHOLDER,
  },
  logo: { logoImageUrl: '', maxHeight: '50px', maxWidth: '100px' },
  hideHeaderText: false,
});

/** Shared default: frozen at every level so no caller can restyle every widget by mutation. */
function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) deepFreeze(child as object);
  }
  return Object.freeze(value);
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge that only takes keys the base has and skips `undefined`. */
function mergeInto(base: Plain, patch: Plain): Plain {
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || !Object.hasOwn(base, key)) continue;
    const current = base[key];
    if (isPlain(current)) {
      if (isPlain(value)) out[key] = mergeInto(current, value);
    } else if (typeof value === typeof current) {
      out[key] = value;
    }
  }
  return out;
}

/** `base` with `values` merged over it (both partial), for a dark scheme's `styles.dark`. */
function layer(base: Plain, values: Plain): Plain {
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(values)) out[key] = isPlain(value) && isPlain(base[key]) ? layer(base[key], value) : value;
  return out;
}

/**
 * The host's values for one colour scheme: `styles`, and in dark its `dark`
 * values over them. Only what the host gave; the defaults are not in it.
 */
export function schemeValues(overrides: ThemeOverrides = {}, dark = false): ThemeValues {
  const { dark: darkValues, ...values } = overrides;
  return dark && isPlain(darkValues) ? (layer(values, darkValues) as ThemeValues) : values;
}

/**
 * `base` (the light defaults unless given) with the host's values of one
 * colour scheme (`schemeValues`) applied. Buttons follow the merged primary
 * colour unless they are overridden themselves, so a host that only sets
 * `colors.primary` gets matching buttons. Unknown keys and values of the wrong
 * type (untyped hosts) are ignored rather than breaking the styles.
 *
 * For tests and the build (the dark palette): the widget needs no default at
 * run time, the style sheet has them, so its `env.theme` is the host's values
 * (`schemeValues`) and no theme object is in its script.
 */
export function mergeTheme(values: ThemeValues = {}, base: Theme = DEFAULT_THEME): Theme {
  const colors = mergeInto(base.colors, (values.colors ?? {}) as Plain) as Theme['colors'];
  const derived: Theme = {
    ...base,
    colors,
    buttons: {
      height: base.buttons.height,
      primary: { ...base.buttons.primary, backgroundColor: colors.primary, borderColor: colors.primary },
      secondary: { ...base.buttons.secondary, textColor: colors.primary, borderColor: colors.primary },
    },
    inputs: { ...base.inputs, textColor: colors.primary },
  };
  return mergeInto(derived as unknown as Plain, values as Plain) as unknown as Theme;
}

/**
 * The dark palette (docs/architecture.md, "Look"): the light defaults' hues
 * on a background of the primary's hue, every text at 4.5:1 or more and every
 * control boundary and focus ring at 3:1 or more on it (WCAG 2.2 AA; the
 * ratios are checked by test/unit/ui/theme/theme.test.ts). The primary colour
 * turns light, so the primary button is light with dark text; what follows the
 * primary colour in light follows it in dark too. Sizes, fonts and radii are
 * the light theme's.
 */
const DARK_BACKGROUND = '#0F1D25';
export const DARK_THEME: Theme = /* @__PURE__ */ deepFreeze(
  /* @__PURE__ */ mergeTheme({
    container: { backgroundColor: DARK_BACKGROUND, borderColor: '#3B5261' },
    colors: { primary: '#D3E2EA', secondary: '#97ABB6', success: '#5CC8BF', error: '#FF9C9E', warning: '#E8B45C' },
    buttons: { primary: { textColor: DARK_BACKGROUND }, secondary: { backgroundColor: DARK_BACKGROUND } },
    inputs: { backgroundColor: '#132630', borderColor: '#6E8795', placeholderColor: '#8298A4' },
  }),
);
