/**
 * The emotion cache of one mounted widget. Its style elements go into the
 * widget's shadow root (or `document.head` without shadow DOM) and all carry
 * the CSP nonce, so the widget runs under `style-src 'nonce-…'` with no
 * `unsafe-inline` and no `eval`.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** The class-name prefix and `data-emotion` key of every Portico style element. */
export const EMOTION_KEY = 'portico';

export interface WidgetCacheOptions {
  /** Where style elements are inserted: the shadow root or `document.head`. */
  container: Node;
  /** CSP nonce written on every style element. */
  nonce?: string | undefined;
}

/**
 * A new cache for one widget. Insertion mode is emotion's default (CSSOM
 * `insertRule` in production, one text node per rule in development); both
 * keep working under a nonce-only CSP and inside shadow roots, because the
 * style element itself carries the nonce.
 */
export function createWidgetCache(options: WidgetCacheOptions): EmotionCache {
  return createCache({
    key: EMOTION_KEY,
    container: options.container,
    // No vendor prefixer: every browser the build targets (ES2020) takes the
    // standard properties it would duplicate (display:-webkit-box, -ms-flexbox,
    // -webkit-transform, …), and its ::-moz-placeholder / :-ms-input-placeholder
    // copies make Chromium's insertRule throw. Without it the first mount
    // inserts fewer, shorter rules and runs less of stylis. A rule that really
    // needs a prefix (e.g. -webkit-user-select for Safari) must write it.
    stylisPlugins: [],
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
  });
}

/** Removes every style element the cache inserted and forgets what it inserted. */
export function disposeWidgetCache(cache: EmotionCache): void {
  cache.sheet.flush();
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
  for (const key of Object.keys(cache.registered)) delete cache.registered[key];
}
