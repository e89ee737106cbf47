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

/** A host's partial theme: any subset, at any depth. */
export type ThemeOverrides = {
  [K in keyof Theme]?: Theme[K] extends object
    ? { [L in keyof Theme[K]]?: Theme[K][L] extends object ? Partial<Theme[K][L]> : Theme[K][L] }
    : Theme[K];
};

const WHITE = '#FFFFFF';
const PRIMARY = '#19303D';
/** Portico's choice (docs/behaviour.md §10): a muted slate for secondary text and borders. */
const SECONDARY = '#5C727D';
const BORDER = '#ADBCC5';
/** Input borders identify the control, so they need 3:1 against white (WCAG 1.4.11): 3.4:1. */
const INPUT_BORDER = '#7A8E9B';
const PLACEHOLDER = '#8296A1';
const CONTROL_RADIUS = '4px';

/**
 * Defaults (docs/behaviour.md §3.2): container 400px, radius 8px, white background; primary
 * #19303D, success #0C5A56, error #8B1214; Arial; font sizes 24/16/14;
 * buttons 45px, inputs 47px high; logo at most 50px high and 100px wide.
 * Colours that are Portico's choice (secondary, borders, placeholder) and the
 * 4px control radius are chosen here to match the primary palette.
 */
export const DEFAULT_THEME: Theme = deepFreeze({
  container: { width: '400px', backgroundColor: WHITE, borderColor: BORDER, borderRadius: '8px' },
  colors: { primary: PRIMARY, secondary: SECONDARY, success: '#0C5A56', error: '#8B1214' },
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

/**
 * The default theme with `overrides` applied. Buttons follow the merged
 * primary colour unless they are overridden themselves, so a host that only
 * sets `colors.primary` gets matching buttons. Unknown keys and values of the
 * wrong type (untyped hosts) are ignored rather than breaking the styles.
 */
export function mergeTheme(overrides: ThemeOverrides = {}): Theme {
  const colors = mergeInto(DEFAULT_THEME.colors, (overrides.colors ?? {}) as Plain) as Theme['colors'];
  const derived: Theme = {
    ...DEFAULT_THEME,
    colors,
    buttons: {
      height: DEFAULT_THEME.buttons.height,
      primary: { ...DEFAULT_THEME.buttons.primary, backgroundColor: colors.primary, borderColor: colors.primary },
      secondary: { ...DEFAULT_THEME.buttons.secondary, textColor: colors.primary, borderColor: colors.primary },
    },
    inputs: { ...DEFAULT_THEME.inputs, textColor: colors.primary },
  };
  return mergeInto(derived as unknown as Plain, overrides as Plain) as unknown as Theme;
}
