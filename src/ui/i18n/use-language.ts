/**
 * The language a widget shows (docs/i18n.md, "Switching"): the requested one
 * once its texts for the widget's loaded flows are here. Until then the
 * widget keeps showing the language it had, so a switch at run time never
 * shows a mix and never unmounts a screen (its input and focus stay); a first
 * render in a language not loaded yet shows nothing rather than English for
 * a moment. English needs nothing: no chunk, no wait. Any other tag loads
 * the widget's packs list with language-loader.ts, which resolves the tag and
 * loads its texts. A language whose
 * chunk cannot be fetched (offline) is shown in English until the next
 * request for it.
 */
import { useEffect, useReducer, useRef } from 'react';
import { registries, type LoadedLanguage } from './locale-packs';
import { isEnglish } from './locales';

type Loader = typeof import('./language-loader');

/** Once a widget has asked for another language: the loader, for every widget after it. */
let loader: Loader | undefined;

const ENGLISH: LoadedLanguage = { tag: 'en', texts: [] };

/** What a widget knows of its language. */
export interface Language {
  /** The language shown, or null before any is (the first render in another language). */
  shown: LoadedLanguage | null;
  /** Whether the texts of a flow (`FlowDefinition.texts`) are here in the language shown. */
  has(unit: string): boolean;
  /** `config` with the language as the `locale` of its sends (docs/i18n.md, "Emails and texts"). */
  localize<Config>(config: Config): Config;
}

function same(a: LoadedLanguage | null, b: LoadedLanguage): boolean {
  return a !== null && a.tag === b.tag && a.transform === b.transform && a.texts.length === b.texts.length && a.texts.every((texts, i) => texts === b.texts[i]);
}

export function useLanguage(widget: string, requested: string | undefined, units: readonly string[]): Language {
  const key = units.join(',');
  const [failed, setFailed] = useReducer((_: string | null, next: string | null) => next, null);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const english = isEnglish(requested) || failed === requested;
  const tag = english || loader === undefined ? 'en' : loader.resolveLocale(requested);
  const now = english || tag === 'en' && loader !== undefined ? ENGLISH : (loader?.loadedLanguage(widget, tag, units) ?? null);
  const shown = useRef<LoadedLanguage | null>(null);
  // Kept while the same: a new object would make a new translator, and every screen render again.
  if (now !== null && !same(shown.current, now)) shown.current = now;
  const missing = now === null;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    // The loader comes with the widget's packs list (locale-packs.ts, `PackIndex`).
    (registries[widget]?.() ?? Promise.reject(new Error(`no languages registered for ${widget}`)))
      .then((module) => {
        loader = module;
        return module.loadLanguage(widget, module.resolveLocale(requested), units);
      })
      .then(
        () => live && arrived(),
        () => live && setFailed(requested ?? null),
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `units`
  }, [widget, requested, key, missing]);
  // Texts that arrive later (the error texts, another widget's load) join on arrival.
  const loaded = loader !== undefined;
  useEffect(() => loader?.onTextsLoaded(arrived), [loaded]);

  const current = shown.current;
  return {
    shown: current,
    has: (unit) => current !== null && (current.tag === 'en' || current.transform !== undefined || loader?.loadedLanguage(widget, current.tag, [unit]) != null),
    localize: (config) => (current === null || loader === undefined ? config : loader.withLanguage(config, current.tag)),
  };
}
