/**
 * The widget's one `<style>` element: every registered rule (theme/css.ts),
 * rendered at the widget's root — so it lives inside the shadow root when
 * there is one — with the CSP nonce the mount call gave, so the widget runs
 * under `style-src 'nonce-…'` with no `unsafe-inline`.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useHydrated } from '../context/use-browser-value';
import { styleSheetText, styleSheetVersion, subscribeStyleSheet } from './css';

/** The CSP nonce for the widget's style element, provided by src/mount and src/react. */
export const StyleNonceContext = createContext<string | undefined>(undefined);

export function StyleSheet() {
  const nonce = useContext(StyleNonceContext);
  // Re-rendered when a chunk loaded later (a lazy screen) adds its rules; the text is cached in between.
  useSyncExternalStore(subscribeStyleSheet, styleSheetVersion, styleSheetVersion);
  // The rules are module state: a page that loaded a chunk before hydrating has more than the
  // server had. While hydrating, the server's element and text stay as they are; right after,
  // an element of this page's own replaces it, in the same commit (docs/architecture.md,
  // "Server rendering").
  const hydrated = useHydrated();
  return (
    <style key={hydrated ? 'page' : 'server'} nonce={nonce} data-portico-styles="" suppressHydrationWarning>
      {styleSheetText()}
    </style>
  );
}
