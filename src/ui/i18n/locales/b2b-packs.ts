/**
 * Every language's pack for the B2B widget, each its own chunk, loaded only for a widget in that
 * language (docs/i18n.md, "Chunks"). English is built in.
 */
import type { PackLoaders } from '../locale-packs';

// The loader travels with the list: one chunk for a page in another language (locale-packs.ts, `PackIndex`).
export { loadedLanguage, loadLanguage, onTextsLoaded, resolveLocale, withLanguage } from '../language-loader';

const packs: PackLoaders = {
  ar: () => import('./ar/b2b'),
  bg: () => import('./bg/b2b'),
  bn: () => import('./bn/b2b'),
  ca: () => import('./ca/b2b'),
  cs: () => import('./cs/b2b'),
  da: () => import('./da/b2b'),
  de: () => import('./de/b2b'),
  el: () => import('./el/b2b'),
  es: () => import('./es/b2b'),
  fa: () => import('./fa/b2b'),
  fi: () => import('./fi/b2b'),
  fr: () => import('./fr/b2b'),
  he: () => import('./he/b2b'),
  hi: () => import('./hi/b2b'),
  hr: () => import('./hr/b2b'),
  hu: () => import('./hu/b2b'),
  id: () => import('./id/b2b'),
  it: () => import('./it/b2b'),
  ja: () => import('./ja/b2b'),
  ko: () => import('./ko/b2b'),
  lt: () => import('./lt/b2b'),
  lv: () => import('./lv/b2b'),
  ms: () => import('./ms/b2b'),
  nb: () => import('./nb/b2b'),
  nl: () => import('./nl/b2b'),
  pl: () => import('./pl/b2b'),
  pt: () => import('./pt/b2b'),
  'pt-BR': () => import('./pt-BR/b2b'),
  ro: () => import('./ro/b2b'),
  ru: () => import('./ru/b2b'),
  sk: () => import('./sk/b2b'),
  sl: () => import('./sl/b2b'),
  sr: () => import('./sr/b2b'),
  sv: () => import('./sv/b2b'),
  th: () => import('./th/b2b'),
  tr: () => import('./tr/b2b'),
  uk: () => import('./uk/b2b'),
  ur: () => import('./ur/b2b'),
  vi: () => import('./vi/b2b'),
  'zh-Hans': () => import('./zh-Hans/b2b'),
  'zh-Hant': () => import('./zh-Hant/b2b'),
  // The pseudo-locale (docs/i18n.md, "Pseudo-locale"): English rewritten, for any widget.
  'en-XA': () => import('../pseudo-locale'),
};

export default packs;
