/**
 * The widget's languages and how a requested tag finds one (docs/i18n.md).
 * Entry code: small on purpose, the texts themselves load per language and
 * per flow (locale-packs.ts).
 */

/** Every language the widget speaks, English included, as BCP 47 tags. */
export const SUPPORTED_LOCALES = [
  'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'fa', 'fi', 'fr', 'he', 'hi', 'hr', 'hu', 'id', 'it', 'ja', 'ko',
  'lt', 'lv', 'ms', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sr', 'sv', 'th', 'tr', 'uk', 'ur', 'vi', 'zh-Hans',
  'zh-Hant',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/**
 * The pseudo-locale: English accented, elongated and bracketed, so text that
 * does not come from the catalogue stands out (docs/i18n.md, "Pseudo-locale").
 */
export const PSEUDO_LOCALE = 'en-XA';

/** What a widget can show: a supported language or the pseudo-locale. */
export type WidgetLocale = SupportedLocale | typeof PSEUDO_LOCALE;

/** Languages written right to left: the widget root gets `dir="rtl"`. */
const RIGHT_TO_LEFT = ['ar', 'fa', 'he', 'ur'];

export const isRightToLeft = (locale: string): boolean => RIGHT_TO_LEFT.includes(locale);

/** Tags that name a supported language by another name. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb', iw: 'he', in: 'id' };

/**
 * The language for a requested tag: the tag itself, else its parents
 * (`de-AT` → `de`), else English. Matching ignores case; Chinese goes by
 * script (`zh-TW` → `zh-Hant`, `zh` → `zh-Hans`); Portuguese keeps Brazil
 * apart (`pt-BR`) from the rest (`pt`). An unknown or malformed tag is English,
 * never an error: the host's page language may be anything.
 */
export function resolveLocale(requested: string | undefined): WidgetLocale {
  if (typeof requested !== 'string') return 'en';
  const tag = requested.trim().replaceAll('_', '-');
  if (tag.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const parts = tag.toLowerCase().split('-');
  if (parts[0] === 'zh') return chineseScript(tag);
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('-');
    const found = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === (ALIASES[candidate] ?? candidate));
    if (found !== undefined) return found;
  }
  return 'en';
}

function chineseScript(tag: string): WidgetLocale {
  try {
    return new Intl.Locale(tag).maximize().script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  } catch {
    return 'zh-Hans';
  }
}
