/**
 * Turning catalogue keys, host overrides and errors into display text.
 *
 * Screens never hold literal strings: they call `t(key, values)` from a
 * translator built once from the host's `strings`, and render errors through
 * `errorText`, so an `error_type` override applies everywhere at once.
 */
import { ERROR_MESSAGES } from '../../core/error-messages';
import { BASE_MESSAGES } from './base-messages';
import { isRightToLeft } from './locales';
import type { MessageKey, MessageOverrides } from './messages';

/** Values for `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message with a number: one template per plural category of the language
 * (`Intl.PluralRules`), `other` always there; `values.count` picks the form
 * (docs/i18n.md, "Plurals").
 */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/** A catalogue entry: a template, or a template per plural form. */
export type Text = string | PluralForms;

/** Texts by key: a flow's catalogue, or one language's texts of it. */
export type Texts = Readonly<Record<string, Text>>;

/** A host's text for a key (`strings`): a template with `{name}` placeholders, or a function of the values. */
export type TextOverride = string | ((values: MessageValues) => string);

/** The language a translator speaks and its texts (locale-packs.ts loads them). */
export interface TranslatorLocale {
  tag: string;
  /** The language's texts of the base and the loaded flows; English fills any gap. */
  texts: readonly Texts[];
  /** Rewrites every English template (the pseudo-locale, pseudo-locale.ts). */
  transform?: ((template: string) => string) | undefined;
}

/**
 * A message to show later, kept as data on the widget state (the
 * "error descriptor" of docs/behaviour.md §8.3) instead of as a rendered string, so it re-renders in the
 * host's language and never goes stale when `strings` change.
 */
export interface MessageDescriptor {
  /** A catalogue key or an API `error_type`. */
  key?: string;
  values?: MessageValues;
  /** Shown when `key` is absent or unknown (the server's `error_message`). */
  fallback?: string;
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/**
 * Replaces `{name}` placeholders with `values[name]` in the text's template
 * (for plural forms, the one `values.count` selects). Unknown placeholders stay
 * as written (a visible hint, not a silent blank). Substitution is a single
 * pass, so user-controlled values such as an email containing `{x}` are never
 * expanded a second time.
 */
export function formatMessage(text: Text, values?: MessageValues, language: Language = ENGLISH): string {
  const template = pickForm(text, values, language.plurals);
  if (values === undefined) return template;
  return template.replace(PLACEHOLDER, (match, name: string) => {
    if (!Object.hasOwn(values, name)) return match;
    const value = values[name];
    // Numbers in the language's digits and grouping (١٠ in Arabic); strings (codes, addresses) as given.
    if (typeof value === 'number') return language.numbers.format(value);
    // In a right-to-left text a value keeps its own direction: an address or a phone number (no
    // right-to-left letter) stays one left-to-right run, isolated (LRI … PDI); a value with such
    // letters takes the direction of its first strong one (FSI … PDI). docs/i18n.md, "Right to left".
    return language.rtl ? `${RTL_LETTER.test(String(value)) ? '\u2068' : '\u2066'}${String(value)}\u2069` : String(value);
  });
}

/** A language's plural rules and number format. */
interface Language {
  readonly plurals: Intl.PluralRules;
  readonly numbers: Intl.NumberFormat;
  readonly rtl: boolean;
}

const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** Made on first use: an `Intl` constructor loads locale data, which no first paint should wait for (docs/i18n.md, "Cost"). */
function language(tag: string): Language {
  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  return {
    rtl: isRightToLeft(tag),
    get plurals() {
      return (plurals ??= new Intl.PluralRules(tag));
    },
    get numbers() {
      return (numbers ??= new Intl.NumberFormat(tag));
    },
  };
}

const ENGLISH = language('en');

/** The template of `text` for `values.count` in the language of `plurals`. */
function pickForm(text: Text, values: MessageValues | undefined, plurals: Intl.PluralRules): string {
  if (typeof text === 'string') return text;
  return text[plurals.select(Number(values?.count))] ?? text.other;
}

/** `t(key, values)`, plus `lookup` for keys only known at runtime (error types). */
export interface Translator {
  (key: MessageKey, values?: MessageValues): string;
  /** The override or catalogue text for any key, or `undefined` when neither has it. */
  lookup(key: string, values?: MessageValues): string | undefined;
  /** The language shown (`lang` of the widget root; dates and numbers are formatted for it). */
  locale: string;
}

/**
 * Builds the translator for one widget. Overrides are copied now so a host
 * mutating its `strings` object later cannot change texts mid-flow; override
 * values that are neither text nor a function (a host's typo) are ignored
 * rather than rendered. The order: the host's override, the language's text,
 * the English catalogue (docs/i18n.md, "Where a text comes from").
 */
export function createTranslator(
  overrides?: MessageOverrides,
  /** Catalogues of the flows the widget loaded (each flow's `messages`). */
  flowCatalogues: ReadonlyArray<Texts> = [],
  locale: TranslatorLocale = { tag: 'en', texts: [] },
): Translator {
  const own: Record<string, TextOverride> = {};
  if (overrides) {
    for (const [key, value] of Object.entries(overrides)) {
      if (typeof value === 'string' || typeof value === 'function') own[key] = value;
    }
  }
  const english: Texts = Object.assign({}, ERROR_MESSAGES, BASE_MESSAGES, ...flowCatalogues);
  const translated: Texts = Object.assign({}, ...locale.texts);
  const spoken = locale.tag === 'en' ? ENGLISH : language(locale.tag);

  const lookup = (key: string, values?: MessageValues): string | undefined => {
    // hasOwn: keys such as 'toString' must not resolve to Object.prototype.
    if (Object.hasOwn(own, key)) {
      const override = own[key]!;
      return typeof override === 'string' ? formatMessage(override, values, spoken) : String(override(values ?? {}));
    }
    if (Object.hasOwn(translated, key)) return formatMessage(translated[key]!, values, spoken);
    if (!Object.hasOwn(english, key)) return undefined;
    const template = pickForm(english[key]!, values, spoken.plurals);
    return formatMessage(locale.transform ? locale.transform(template) : template, values, spoken);
  };

  // An unknown key renders as itself: visible in development, never blank.
  const t = ((key: MessageKey, values?: MessageValues) => lookup(key, values) ?? key) as Translator;
  t.lookup = lookup;
  t.locale = locale.tag;
  return t;
}

/**
 * Describes an error for display:
 * - API errors (anything with a string `error_type`): the type is the key, the
 *   server's `error_message` the fallback for types the catalogue lacks;
 * - other client errors (`PorticoError` with a `code`): the code is the key,
 *   the error's own message the fallback;
 * - any other `Error`: its message; a non-empty string: itself;
 * - anything else: the generic 'unknown_error' text.
 * Duck-typed rather than `instanceof`, so errors that crossed a realm or were
 * serialised (an error descriptor) still map.
 */
export function describeError(error: unknown): MessageDescriptor {
  if (typeof error === 'string') return error === '' ? {} : { fallback: error };
  if (typeof error !== 'object' || error === null) return {};
  const record = error as Record<string, unknown>;
  const message = typeof record.message === 'string' && record.message !== '' ? record.message : undefined;
  if (typeof record.error_type === 'string' && record.error_type !== '') {
    const serverMessage =
      typeof record.error_message === 'string' && record.error_message !== '' ? record.error_message : message;
    return serverMessage === undefined
      ? { key: record.error_type }
      : { key: record.error_type, fallback: serverMessage };
  }
  if (error instanceof Error) {
    const code = typeof record.code === 'string' && record.code !== '' ? record.code : undefined;
    if (code !== undefined) return message === undefined ? { key: code } : { key: code, fallback: message };
    return message === undefined ? {} : { fallback: message };
  }
  return {};
}

/** Renders a descriptor: key text, else fallback, else the generic error text. */
export function resolveMessage(descriptor: MessageDescriptor, t: Translator): string {
  if (descriptor.key !== undefined) {
    const text = t.lookup(descriptor.key, descriptor.values);
    if (text !== undefined) return text;
  }
  if (descriptor.fallback !== undefined && descriptor.fallback !== '') return descriptor.fallback;
  return t('unknown_error');
}

/** The text to show for a caught error (see `describeError`). */
export function errorText(error: unknown, t: Translator): string {
  return resolveMessage(describeError(error), t);
}

/** A piece of text to render: plain text node, or an `<a href>`. */
export type TextSegment =
  | { type: 'text'; text: string }
  | { type: 'link'; href: string; text: string };

/**
 * Candidates start with http:// or https:// at a word boundary. Only these two
 * schemes can ever produce a link: `javascript:`, `data:`, `vbscript:` and
 * friends stay plain text because they never match.
 */
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]$/;

/** Drops sentence punctuation and unbalanced closing brackets that end a URL in prose. */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    if (TRAILING_PUNCTUATION.test(url)) {
      url = url.slice(0, -1);
      continue;
    }
    const last = url.at(-1);
    if (last === ')' || last === ']') {
      const open = last === ')' ? '(' : '[';
      if (url.split(open).length < url.split(last).length) {
        url = url.slice(0, -1);
        continue;
      }
    }
    return url;
  }
}

/** Re-parses a candidate and returns a normalised href, or null when it is not a usable http(s) URL. */
function safeHref(candidate: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.hostname === '') return null;
  return parsed.href;
}

/**
 * Splits error text into text and link segments, so the provider's
 * documentation links in error messages become clickable (docs/behaviour.md §8.3)
 * while the React layer renders everything else as text nodes — no HTML is
 * ever interpreted.
 */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const previous = segments.at(-1);
    if (previous?.type === 'text') previous.text += value;
    else segments.push({ type: 'text', text: value });
  };

  let cursor = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const candidate = trimUrl(match[0]);
    const href = safeHref(candidate);
    if (href === null) continue; // stays part of the surrounding text
    pushText(text.slice(cursor, start));
    segments.push({ type: 'link', href, text: candidate });
    cursor = start + candidate.length;
  }
  pushText(text.slice(cursor));
  return segments;
}
