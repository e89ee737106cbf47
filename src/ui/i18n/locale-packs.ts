/**
 * Loading a language's texts (docs/i18n.md, "Chunks"). English is built in
 * (the flows' catalogues); every other language is a pack of its own chunk:
 * the shared texts (`base`) and, per flow, a loader of that flow's texts, so a
 * page loads one language, and of it only the flows it mounts. A widget
 * registers its packs (the consumer's and the B2B one's differ in their flows),
 * like its flows (host/load-flows.ts). Loaded texts are kept for the page's life.
 */
import type { Texts } from './format';
import { PSEUDO_LOCALE } from './locales';

/** One language's texts for one widget: `src/ui/i18n/locales/<tag>/consumer.ts` or `b2b.ts`. */
export interface LocalePack {
  base: Texts;
  /** Each flow's texts, under the name its definition gives (`FlowDefinition.texts`). */
  units: Readonly<Record<string, () => Promise<{ default: Texts }>>>;
}

export type PackLoaders = Readonly<Record<string, () => Promise<{ default: LocalePack }>>>;

/**
 * A widget's packs by language (`locales/consumer-packs.ts`, `locales/b2b-packs.ts`): a chunk of its
 * own too, so an English page does not carry the list of the other languages' chunks.
 */
export type PackIndex = () => Promise<{ default: PackLoaders }>;

/** What a widget shows in a language: its texts, or a rewrite of English (the pseudo-locale). */
export interface LoadedLanguage {
  tag: string;
  texts: readonly Texts[];
  transform?: ((template: string) => string) | undefined;
}

const registries: Record<string, PackIndex> = {};
const packs = new Map<string, Promise<LocalePack>>();
const texts = new Map<string, Texts>();
let pseudo: ((template: string) => string) | undefined;

/** Adds a widget's packs under its name (`consumer`, `b2b`). */
export function registerLocalePacks(widget: string, index: PackIndex): void {
  registries[widget] = index;
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
  if (tag === PSEUDO_LOCALE) return pseudo === undefined ? null : { tag, texts: [], transform: pseudo };
  const found = [`${widget}/${tag}`, ...units.map((unit) => `${tag}/${unit}`)].map((key) => texts.get(key));
  if (!found.every((entry) => entry !== undefined)) return null;
  const later = AFTER_FIRST_PAINT.map((unit) => texts.get(`${tag}/${unit}`)).filter((entry): entry is Texts => entry !== undefined);
  return { tag, texts: [...later, ...(found as Texts[])] };
}

/**
 * Loads what `loadedLanguage` lacks (and, not awaited, the error texts); rejects when a chunk cannot
 * be fetched (a later call tries again).
 */
export async function loadLanguage(widget: string, tag: string, units: readonly string[]): Promise<void> {
  if (tag === PSEUDO_LOCALE) {
    pseudo ??= (await import('./pseudo-locale')).pseudoLocalize;
    for (const listener of [...listeners]) listener();
    return;
  }
  const key = `${widget}/${tag}`;
  let pack = packs.get(key);
  if (pack === undefined) {
    const index = registries[widget];
    // A widget without this language's pack shows English in it rather than nothing.
    pack = (index === undefined ? Promise.resolve(undefined) : index().then((module) => module.default[tag]?.()))
      .then((module) => module?.default ?? { base: {}, units: {} });
    packs.set(key, pack);
    // A failed fetch is not kept: browsers fetch a failed dynamic import again.
    pack.catch(() => packs.delete(key));
  }
  const { base, units: loaders } = await pack;
  const unit = async (name: string) => {
    const load = loaders[name];
    if (!texts.has(`${tag}/${name}`)) keep(`${tag}/${name}`, load === undefined ? {} : (await load()).default);
  };
  // Not awaited: a failed fetch of these only leaves the errors in English.
  for (const name of AFTER_FIRST_PAINT) unit(name).catch(() => undefined);
  await Promise.all(units.map(unit));
  if (!texts.has(key)) keep(key, base);
}
