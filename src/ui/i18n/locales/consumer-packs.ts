/**
 * Every language's pack for the login widget, each its own chunk, loaded only for a widget in that
 * language (docs/i18n.md, "Chunks"). English is built in.
 */
import type { PackLoaders } from '../locale-packs';

// The loader travels with the list: one chunk for a page in another language (locale-packs.ts, `PackIndex`).
export { loadedLanguage, loadLanguage, onTextsLoaded, resolveLocale, withLanguage } from '../language-loader';

const packs: PackLoaders = {
  ar: () => import('./ar/consumer'),
  bg: () => import('./bg/consumer'),
  bn: () => import('./bn/consumer'),
  ca: () => import('./ca/consumer'),
  cs: () => import('./cs/consumer'),
  da: () => import('./da/consumer'),
  de: () => import('./de/consumer'),
  el: () => import('./el/consumer'),
  es: () => import('./es/consumer'),
  fa: () => import('./fa/consumer'),
  fi: () => import('./fi/consumer'),
  fr: () => import('./fr/consumer'),
  he: () => import('./he/consumer'),
  hi: () => import('./hi/consumer'),
  hr: () => import('./hr/consumer'),
  hu: () => import('./hu/consumer'),
  id: () => import('./id/consumer'),
  it: () => import('./it/consumer'),
  ja: () => import('./ja/consumer'),
  ko: () => import('./ko/consumer'),
  lt: () => import('./lt/consumer'),
  lv: () => import('./lv/consumer'),
  ms: () => import('./ms/consumer'),
  nb: () => import('./nb/consumer'),
  nl: () => import('./nl/consumer'),
  pl: () => import('./pl/consumer'),
  pt: () => import('./pt/consumer'),
  'pt-BR': () => import('./pt-BR/consumer'),
  ro: () => import('./ro/consumer'),
  ru: () => import('./ru/consumer'),
  sk: () => import('./sk/consumer'),
  sl: () => import('./sl/consumer'),
  sr: () => import('./sr/consumer'),
  sv: () => import('./sv/consumer'),
  th: () => import('./th/consumer'),
  tr: () => import('./tr/consumer'),
  uk: () => import('./uk/consumer'),
  ur: () => import('./ur/consumer'),
  vi: () => import('./vi/consumer'),
  'zh-Hans': () => import('./zh-Hans/consumer'),
  'zh-Hant': () => import('./zh-Hant/consumer'),
  // The pseudo-locale (docs/i18n.md, "Pseudo-locale"): English rewritten, for any widget.
  'en-XA': () => import('../pseudo-locale'),
};

export default packs;
