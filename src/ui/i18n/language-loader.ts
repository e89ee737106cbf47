/**
 * Loading and keeping a language's texts (docs/i18n.md, "Chunks"), choosing the language for a
 * requested tag, and the config a widget sends in it. In the chunk of a widget's packs list, which
 * re-exports it: a page in English never fetches it. Loaded texts are kept for the page's life.
 */
import type { Texts } from './format';
import { registries, type LoadedLanguage, type LocalePack } from './locale-packs';
import { PSEUDO_LOCALE, SUPPORTED_LOCALES, type WidgetLocale } from './locales';

const texts = new Map<string, Texts>();
/** The pseudo-locale's rewrite of English, by tag, once its pack is here. */
const transforms = new Map<string, (template: string) => string>();

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

/** The config options (either widget's) whose sends take a `locale` for the emails and texts they cause. */
const SENDING_OPTIONS = ['emailMagicLinksOptions', 'otpOptions', 'emailOtpOptions', 'smsOtpOptions', 'passwordOptions', 'oauthOptions'];

/**
 * `config` with the widget's language as the `locale` of every sending option that names none, so
 * a visitor reading German gets German emails (docs/i18n.md, "Emails and texts"). English and the
 * pseudo-locale send none: the provider's default.
 */
export function withLanguage<Config>(config: Config, tag: string): Config {
  if (tag === 'en' || tag === PSEUDO_LOCALE || typeof config !== 'object' || config === null) return config;
  const localized: Record<string, unknown> = { ...(config as object) };
  for (const key of SENDING_OPTIONS) {
    const options = localized[key];
    if (typeof options === 'object' && options !== null && (options as { locale?: unknown }).locale === undefined) {
      localized[key] = { ...options, locale: tag };
    }
  }
  return localized as Config;
}

/**
 * Texts loaded with a language that no screen waits for: the error types, needed only once a
 * request fails, so a page's first paint in the language does not carry them (docs/i18n.md, "Chunks").
 */
const AFTER_FIRST_PAINT = ['errors'];

const listeners = new Set<() => void>();

/** Calls `listener` after each of a language's chunks arrives (any widget's). Returns the unsubscribe. */
export function onTextsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function keep(key: string, loaded: Texts): void {
  texts.set(key, loaded);
  for (const listener of [...listeners]) listener();
}

/**
 * The language's texts for the widget's base and these flow texts if all are here, else null
 * (English always is). The error texts join once they arrive.
 */
export function loadedLanguage(widget: string, tag: string, units: readonly string[]): LoadedLanguage | null {
  if (tag === 'en') return { tag, texts: [] };
  const found = [`${widget}/${tag}`, ...units.map((unit) => `${tag}/${unit}`)].map((key) => texts.get(key));
  if (!found.every((entry) => entry !== undefined)) return null;
  const later = AFTER_FIRST_PAINT.map((unit) => texts.get(`${tag}/${unit}`)).filter((entry): entry is Texts => entry !== undefined);
  return { tag, texts: [...later, ...(found as Texts[])], transform: transforms.get(tag) };
}

/**
 * Loads what `loadedLanguage` lacks (and, not awaited, the error texts); rejects when a chunk cannot
 * be fetched (a later call tries again: browsers fetch a failed dynamic import again, and keep the
 * modules that arrived, so nothing is fetched twice).
 */
export async function loadLanguage(widget: string, tag: string, units: readonly string[]): Promise<void> {
  const index = await registries[widget]?.();
  // A widget without this language's pack shows English in it rather than nothing.
  const pack: LocalePack = (await index?.default[tag]?.())?.default ?? { base: {}, units: {} };
  if (pack.transform !== undefined) transforms.set(tag, pack.transform);
  const unit = async (name: string) => {
    if (!texts.has(`${tag}/${name}`)) keep(`${tag}/${name}`, (await pack.units[name]?.())?.default ?? {});
  };
  // Not awaited: a failed fetch of these only leaves the errors in English.
  for (const name of AFTER_FIRST_PAINT) unit(name).catch(() => undefined);
  await Promise.all(units.map(unit));
  if (!texts.has(`${widget}/${tag}`)) keep(`${widget}/${tag}`, pack.base);
}
