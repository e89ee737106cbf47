/**
 * The widget's one `<style>` element: every registered rule (theme/css.ts),
 * rendered at the widget's root — so it lives inside the shadow root when
 * there is one — with the CSP nonce the mount call gave, so the widget runs
 * under `style-src 'nonce-…'` with no `unsafe-inline`.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { styleSheetText, styleSheetVersion, subscribeStyleSheet } from './css';

/** The CSP nonce for the widget's style element, provided by src/mount and src/react. */
export const StyleNonceContext = createContext<string | undefined>(undefined);

export function StyleSheet() {
  const nonce = useContext(StyleNonceContext);
  // Re-rendered when a chunk loaded later (a lazy screen) adds its rules; the text is cached in between.
  useSyncExternalStore(subscribeStyleSheet, styleSheetVersion, styleSheetVersion);
  return (
    <style nonce={nonce} data-portico-styles="">
      {styleSheetText()}
    </style>
  );
}
