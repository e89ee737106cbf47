/**
 * What a widget shows and says, for the language tests (docs/i18n.md,
 * "Pseudo-locale"): every visible text node and every accessible name given by
 * an attribute (aria-label, placeholder, title, alt) or by reference
 * (aria-labelledby, aria-describedby, hidden targets too) under a widget root,
 * through open shadow roots. Visually hidden texts count: a screen reader
 * reads them.
 */
import type { Page } from 'playwright-core';

export interface ShownText {
  /** `text`, or the attribute the name came from (`aria-label`, …). */
  source: string;
  /** The element it belongs to, e.g. `button`. */
  tag: string;
  text: string;
}

/** Every visible text and attribute name under `selector` (the first match), in document order. */
export async function shownTexts(page: Page, selector: string): Promise<ShownText[]> {
  return page.locator(selector).first().evaluate((start) => {
    const out: Array<{ source: string; tag: string; text: string }> = [];
    const NAMED_BY = ['aria-label', 'placeholder', 'title', 'alt'];
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        const text = (node.textContent ?? '').trim();
        if (parent && text !== '' && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(parent.tagName) && visible(parent)) {
          out.push({ source: 'text', tag: parent.tagName.toLowerCase(), text });
        }
        return;
      }
      if (!(node instanceof Element)) return;
      if (visible(node)) {
        for (const name of NAMED_BY) {
          const value = node.getAttribute(name)?.trim();
          if (value) out.push({ source: name, tag: node.tagName.toLowerCase(), text: value });
        }
        // Names and descriptions taken from other elements, hidden ones too (the country picker's).
        for (const name of ['aria-labelledby', 'aria-describedby']) {
          const scope = node.getRootNode() as Document | ShadowRoot;
          for (const id of (node.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) {
            const value = scope.getElementById(id)?.textContent?.trim();
            if (value) out.push({ source: name, tag: node.tagName.toLowerCase(), text: value });
          }
        }
      }
      if (node.shadowRoot) walk(node.shadowRoot);
      for (const child of node.childNodes) walk(child);
    };
    walk(start);
    return out;
  });
}

/**
 * The texts of `shown` that still read as English once the data in `data`
 * (an email typed, the project's name, …) is taken out: any ASCII letter left.
 * The pseudo-locale writes every catalogue letter accented, so a catalogue
 * text that reached the screen untranslated keeps its ASCII letters.
 */
export function untranslated(shown: readonly ShownText[], data: readonly string[]): ShownText[] {
  const longestFirst = [...data].sort((a, b) => b.length - a.length);
  return shown.filter(({ text }) => {
    let rest = text;
    for (const value of longestFirst) rest = rest.split(value).join('');
    return /[A-Za-z]/.test(rest);
  });
}
