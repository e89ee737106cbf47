// @vitest-environment jsdom
/** The widget's emotion cache (src/mount/emotion-cache.ts): where rules go, and that they are not vendor-prefixed. */
import { css } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createWidgetCache, disposeWidgetCache, EMOTION_KEY } from '../../../src/mount/emotion-cache';

/** The CSS text of the style elements the cache put into `container`. */
function cssIn(container: ParentNode): string {
  return [...container.querySelectorAll(`style[data-emotion^="${EMOTION_KEY}"]`)]
    .map((style) => {
      const sheet = (style as HTMLStyleElement).sheet;
      // Production inserts through insertRule (no text); development appends text nodes.
      const rules = sheet ? [...sheet.cssRules].map((rule) => rule.cssText).join('\n') : '';
      return `${style.textContent ?? ''}\n${rules}`;
    })
    .join('\n');
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('createWidgetCache', () => {
  it('inserts the rules as written, with no vendor-prefixed copies', () => {
    const cache = createWidgetCache({ container: document.head, nonce: 'n-1' });
    const styles = css`
      display: flex;
      flex-direction: column;
      transform: translateX(-50%);
      &::placeholder {
        color: red;
      }
    `;
    cache.insert(`.${cache.key}-${styles.name}`, styles, cache.sheet, true);

    const text = cssIn(document.head);
    expect(text).toContain('display:flex');
    expect(text).toContain('flex-direction:column');
    expect(text).toContain('transform:translateX(-50%)');
    expect(text).toContain('::placeholder');
    expect(text).not.toMatch(/-webkit-|-moz-|-ms-/);
    for (const style of document.head.querySelectorAll('style')) expect(style.getAttribute('nonce')).toBe('n-1');
    disposeWidgetCache(cache);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});
