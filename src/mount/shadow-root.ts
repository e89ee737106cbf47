/**
 * Shadow DOM support (`config.enableShadowDOM`): the widget renders into a
 * container inside an open shadow root of the host element, so host styles do
 * not leak in and the widget's styles do not leak out. Inputs keep their
 * `name`/`autocomplete` attributes, which password managers read through
 * open shadow roots.
 */
import { PorticoInvalidCallError } from '../core/errors';

/** Marks the nodes Portico puts into a shadow root. */
export const CONTAINER_ATTRIBUTE = 'data-portico-root';

/** Shadow roots Portico attached itself (so it knows which ones it may use for light mode). */
const ownShadowRoots = new WeakSet<ShadowRoot>();

/**
 * The element's open shadow root, attached on first use. An existing open
 * root (from an earlier mount) is reused: a shadow root cannot be removed.
 *
 * @throws PorticoInvalidCallError when the element cannot host a shadow root
 *   (e.g. an `<input>`, or one with a closed root attached by someone else).
 */
export function ensureShadowRoot(method: string, element: Element): ShadowRoot {
  if (element.shadowRoot) return element.shadowRoot;
  try {
    const root = element.attachShadow({ mode: 'open' });
    ownShadowRoots.add(root);
    return root;
  } catch {
    throw new PorticoInvalidCallError(
      `Invalid call to ${method}\nconfig.enableShadowDOM needs an element that can host a shadow root (such as a div); <${element.localName}> cannot.`,
    );
  }
}

/** A fresh render container appended to `shadowRoot`. */
export function createShadowContainer(shadowRoot: ShadowRoot): HTMLElement {
  const container = shadowRoot.ownerDocument.createElement('div');
  container.setAttribute(CONTAINER_ATTRIBUTE, '');
  shadowRoot.appendChild(container);
  return container;
}

/**
 * When an element that Portico gave a shadow root is later mounted without
 * shadow DOM, the (unremovable) shadow root would hide the light-DOM widget.
 * A default `<slot>` shows the light children again; it is returned so the
 * unmount can remove it. Null when no slot is needed.
 */
export function revealLightChildren(element: Element): HTMLSlotElement | null {
  const root = element.shadowRoot;
  if (!root || !ownShadowRoots.has(root)) return null;
  const slot = root.ownerDocument.createElement('slot');
  slot.setAttribute(CONTAINER_ATTRIBUTE, '');
  root.appendChild(slot);
  return slot;
}
