/**
 * The language a widget shows (docs/i18n.md, "Switching"): the requested one
 * once its texts for the widget's loaded flows are here. Until then the
 * widget keeps showing the language it had, so a switch at run time never
 * shows a mix and never unmounts a screen (its input and focus stay); a first
 * render in a language not loaded yet shows nothing rather than English for
 * a moment. A language whose chunk cannot be fetched (offline) is shown in
 * English until the next request for it.
 */
import { useEffect, useReducer, useRef } from 'react';
import { loadedLanguage, loadLanguage, onTextsLoaded, type LoadedLanguage } from './locale-packs';

function same(a: LoadedLanguage | null, b: LoadedLanguage): boolean {
  return a !== null && a.tag === b.tag && a.transform === b.transform && a.texts.length === b.texts.length && a.texts.every((texts, i) => texts === b.texts[i]);
}

export function useLanguage(widget: string, tag: string, units: readonly string[]): LoadedLanguage | null {
  const key = units.join(',');
  const [failed, setFailed] = useReducer((_: string | null, next: string | null) => next, null);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const wanted = failed === tag ? 'en' : tag;
  const now = loadedLanguage(widget, wanted, units);
  const shown = useRef<LoadedLanguage | null>(null);
  // Kept while the same: a new object would make a new translator, and every screen render again.
  if (now !== null && !same(shown.current, now)) shown.current = now;
  const missing = now === null;
  // Any arrival may complete this widget's texts (another widget's load too, or the error texts later).
  useEffect(() => onTextsLoaded(arrived), []);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    loadLanguage(widget, wanted, units).catch(() => live && setFailed(wanted));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `units`
  }, [widget, wanted, key, missing]);
  return shown.current;
}
