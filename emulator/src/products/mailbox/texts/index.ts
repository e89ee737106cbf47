import { TEXT_CATALOGUES } from './catalogue';
import en, { type EmulatorTexts, type PluralForms, type TextKey } from './en';

/**
 * The texts of the emulator's emails and SMS in the language a send request
 * asks for with `locale` (emulator/README.md, "Messages in the visitor's
 * language"). A request never fails for its `locale`: a tag no catalogue
 * answers, or one that is not BCP 47 at all, gets English, as a missing
 * template would at the provider.
 */

export type { EmulatorTexts, PluralForms, TextKey } from './en';

const DEFAULT_LOCALE = 'en';

/** The `{name}` placeholders of a template. */
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The English template of `K`; for plural forms, the `other` one (it names every placeholder). */
type Template<K extends TextKey> = (typeof en)[K] extends { readonly other: infer Other } ? Other : (typeof en)[K];

/** The values a text needs: one per placeholder, none for a text without any. */
export type TextValues<K extends TextKey> =
  [Placeholders<Template<K>>] extends [never] ? [] : [values: Readonly<Record<Placeholders<Template<K>>, string | number>>];

/** One language's texts, as a function of the key and the placeholders' values. */
export interface EmailTexts {
  /**
   * The text of `key` with its `{name}` placeholders filled in one pass (a
   * value such as a project name holding `{code}` is never expanded again).
   * Numbers are written the language's way; `count` picks the plural form.
   */
  <K extends TextKey>(key: K, ...values: TextValues<K>): string;
  /** "30 minutes" / "1 minute" / "45 seconds": whole minutes when it is some, else seconds. */
  duration(seconds: number): string;
  /** The catalogue's tag the texts come from, e.g. `de` for a request's `de-AT`. */
  readonly locale: string;
}

/** The texts for a request's `locale` (absent, unknown or malformed: English). */
export function emailTexts(locale: string | undefined): EmailTexts {
  return textsFrom(TEXT_CATALOGUES, locale);
}

/** Languages without a catalogue of their own that read another's, as the widget resolves them. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb' };

/**
 * The tags to try for `locale`, most specific first: the tag as written
 * (canonical case, extensions dropped), then with the script its language is
 * most likely written in (CLDR's likely subtags, so `zh-TW` tries `zh-Hant`
 * and `zh` or `zh-CN` try `zh-Hans`), the language alone, the language in
 * its most likely region (`pt` and `pt-PT` → `pt-BR`), better than English
 * when a catalogue only has that region, and last an alias (`no` and `nn` →
 * `nb`). Empty for a malformed tag.
 */
export function localeCandidates(locale: string | undefined): string[] {
  if (!locale) return [];
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale);
  } catch {
    return [];
  }
  const { language, script, region } = tag;
  const likely = tag.maximize();
  const writtenIn = script ?? likely.script;
  const candidates = [tag.baseName];
  if (writtenIn && region) candidates.push(`${language}-${writtenIn}-${region}`);
  const byScript = writtenIn ? [`${language}-${writtenIn}`] : [];
  const byRegion = region ? [`${language}-${region}`] : [];
  // A script the tag names says more about the text than its region does: zh-Hans-TW reads Simplified.
  candidates.push(...(script ? [...byScript, ...byRegion] : [...byRegion, ...byScript]), language);
  const home = new Intl.Locale(language).maximize().region;
  if (home) candidates.push(`${language}-${home}`);
  // Norwegian without a written standard, and Nynorsk, read Bokmål: the widget's aliases (docs/i18n.md).
  const alias = LANGUAGE_ALIASES[language];
  if (alias) candidates.push(alias);
  return [...new Set(candidates)];
}

const TAG_INDEXES = new WeakMap<object, ReadonlyMap<string, string>>();

/** The catalogues' tags by lower case, so `pt-br` finds `pt-BR` however either is written. */
function tagIndex(catalogues: Readonly<Record<string, EmulatorTexts>>): ReadonlyMap<string, string> {
  let index = TAG_INDEXES.get(catalogues);
  if (!index) {
    index = new Map(Object.keys(catalogues).map((tag) => [tag.toLowerCase(), tag]));
    TAG_INDEXES.set(catalogues, index);
  }
  return index;
}

/** The tag of the catalogue that answers `locale` among `catalogues`, else `en`. */
export function resolveTextLocale(locale: string | undefined, catalogues: Readonly<Record<string, EmulatorTexts>>): string {
  const index = tagIndex(catalogues);
  for (const candidate of localeCandidates(locale)) {
    const tag = index.get(candidate.toLowerCase());
    if (tag !== undefined) return tag;
  }
  return DEFAULT_LOCALE;
}

interface Formats {
  plurals: Intl.PluralRules;
  numbers: Intl.NumberFormat;
}

/** Per catalogue tag: building them costs more than a send, and there are only as many as catalogues. */
const FORMATS = new Map<string, Formats>();

function formatsOf(tag: string): Formats {
  let formats = FORMATS.get(tag);
  if (!formats) {
    // No grouping: "10080 minutes" as the English bodies have always said, and a code-like number stays one word.
    formats = { plurals: new Intl.PluralRules(tag), numbers: new Intl.NumberFormat(tag, { useGrouping: false }) };
    FORMATS.set(tag, formats);
  }
  return formats;
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

type Values = Readonly<Record<string, string | number>>;

/** `emailTexts` over the given catalogues (the unit tests pass their own). */
export function textsFrom(catalogues: Readonly<Record<string, EmulatorTexts>>, locale: string | undefined): EmailTexts {
  const tag = resolveTextLocale(locale, catalogues);
  const texts: EmulatorTexts = catalogues[tag] ?? en;
  const { plurals, numbers } = formatsOf(tag);

  const pick = (forms: PluralForms, count: unknown): string =>
    typeof count === 'number' ? (forms[plurals.select(count)] ?? forms.other) : forms.other;

  function text(key: TextKey, values: Values = {}): string {
    const entry: string | PluralForms = texts[key];
    const template = typeof entry === 'string' ? entry : pick(entry, values.count);
    // One pass; a placeholder without a value stays as written, visible in the mailbox rather than blank.
    return template.replace(PLACEHOLDER, (match, name: string) => {
      if (!Object.hasOwn(values, name)) return match;
      const value = values[name]!;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  }

  const duration = (seconds: number): string =>
    seconds % 60 === 0 ? text('duration.minutes', { count: seconds / 60 }) : text('duration.seconds', { count: seconds });

  return Object.assign(text as EmailTexts, { duration, locale: tag });
}
