/**
 * What assistive technology is told, read from Chromium's own accessibility
 * tree over CDP (`Accessibility.getFullAXTree`): computed accessible names and
 * descriptions, focus and states, the same in light DOM and open shadow roots.
 */
import type { Page } from 'playwright-core';

export interface AxNode {
  role: string;
  /** The computed accessible name. */
  name: string;
  /** The computed accessible description (aria-describedby targets' text, …). */
  description: string;
  focused: boolean;
  invalid: boolean;
  disabled: boolean;
}

interface RawAxValue {
  value?: unknown;
}
interface RawAxNode {
  ignored: boolean;
  role?: RawAxValue;
  name?: RawAxValue;
  description?: RawAxValue;
  properties?: Array<{ name: string; value: RawAxValue }>;
}

const text = (value: RawAxValue | undefined): string => (typeof value?.value === 'string' ? value.value : '');

/** Every node of the page's accessibility tree that is not ignored. */
export async function accessibilityNodes(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: RawAxNode[] };
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => {
        const property = (name: string) => node.properties?.find((p) => p.name === name)?.value.value;
        const invalid = property('invalid');
        return {
          role: text(node.role),
          name: text(node.name),
          description: text(node.description),
          focused: property('focused') === true,
          // Chromium reports aria-invalid as the token 'true' / 'false' (or a grammar/spelling token).
          invalid: invalid !== undefined && invalid !== 'false' && invalid !== false,
          disabled: property('disabled') === true,
        };
      });
  } finally {
    await cdp.detach();
  }
}

/**
 * The focused node of the accessibility tree, if any. The document's root
 * (RootWebArea) also reports `focused` while the page has focus, so this is
 * the last focused node in tree order: the innermost.
 */
export async function focusedAxNode(page: Page): Promise<AxNode | undefined> {
  return (await accessibilityNodes(page)).filter((node) => node.focused && node.role !== 'RootWebArea').at(-1);
}
