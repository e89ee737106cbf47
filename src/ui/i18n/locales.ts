/**
 * The widget's languages (docs/i18n.md, "Languages"). Entry code, small on
 * purpose: finding the language for a tag and its texts load with the first
 * widget in another language (language-loader.ts).
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

/**
 * Whether a requested tag is English (or none), decided at once: such a widget renders with no
 * chunk to wait for. Every other tag is resolved by language-loader.ts (`resolveLocale`), which
 * may still find English for a tag it does not know.
 */
export const isEnglish = (requested: string | undefined): boolean =>
  !requested || (/^en(?:[-_]|$)/i.test(requested) && !/^en-xa$/i.test(requested));
