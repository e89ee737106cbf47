/**
 * The shapes of a language's texts and where each widget's are found (docs/i18n.md, "Chunks").
 * English is built in (the flows' catalogues); every other language is a pack of its own chunk:
 * the shared texts (`base`) and, per flow, a loader of that flow's texts, so a page loads one
 * language, and of it only the flows it mounts. A widget registers its packs (the consumer's and
 * the B2B one's differ in their flows), like its flows (host/load-flows.ts). Entry code: the
 * loading itself is language-loader.ts, a chunk only a page in another language fetches.
 */
import type { Texts } from './format';

/** One language's texts for one widget: `src/ui/i18n/locales/<tag>/consumer.ts` or `b2b.ts`. */
export interface LocalePack {
  base: Texts;
  /** Each flow's texts, under the name its definition gives (`FlowDefinition.texts`). */
  units: Readonly<Record<string, () => Promise<{ default: Texts }>>>;
  /** Rewrites every English text instead (the pseudo-locale, pseudo-locale.ts). */
  transform?: (template: string) => string;
}

export type PackLoaders = Readonly<Record<string, () => Promise<{ default: LocalePack }>>>;

/**
 * A widget's packs by language (`locales/consumer-packs.ts`, `locales/b2b-packs.ts`), with the
 * language loader (language-loader.ts) they re-export: one chunk, fetched by the first widget in
 * another language, so an English page carries neither.
 */
export type PackIndex = () => Promise<{ default: PackLoaders } & typeof import('./language-loader')>;

/** What a widget shows in a language: its texts, or a rewrite of English (the pseudo-locale). */
export interface LoadedLanguage {
  tag: string;
  texts: readonly Texts[];
  transform?: ((template: string) => string) | undefined;
}

/** Each widget's packs, by its name (`consumer`, `b2b`). */
export const registries: Record<string, PackIndex> = {};

/** Adds a widget's packs under its name. */
export function registerLocalePacks(widget: string, index: PackIndex): void {
  registries[widget] = index;
}
