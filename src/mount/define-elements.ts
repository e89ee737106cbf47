/**
 * `definePorticoElements(ui)`: registers the custom elements
 * (docs/behaviour.md §1). Their code is a lazy chunk (elements.ts), loaded on
 * the first call, so it is not part of a page's first load; on a server (no
 * `customElements`) nothing is loaded or defined.
 */
import type { PorticoElementTagNameMap } from './element-types';
import type { PorticoUIClient } from './ui-client';

declare global {
  /** `document.createElement('portico-login')`, `querySelector('portico-login')`, … are typed. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the tags into the DOM's map
  interface HTMLElementTagNameMap extends PorticoElementTagNameMap {}
}

/**
 * Defines `<portico-login>`, `<portico-reset-password>`,
 * `<portico-passkey-registration>`, `<portico-passkey-list>` and
 * `<portico-identity-provider>`, each mounting its widget with `ui`. Elements
 * already in the page upgrade once defined. A second call (with any client)
 * and a call where `customElements` does not exist do nothing.
 *
 * @returns a promise that resolves once the elements are defined.
 */
export function definePorticoElements(ui: PorticoUIClient): Promise<void> {
  if (typeof customElements === 'undefined') return Promise.resolve();
  return import('./elements').then((elements) => elements.defineElements(ui));
}
