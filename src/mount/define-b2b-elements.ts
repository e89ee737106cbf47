/**
 * `definePorticoB2BElements(ui)`: registers the B2B custom elements
 * (`<portico-b2b-login>`, `<portico-b2b-password-reset>`, `<portico-b2b-identity-provider>`). Their code is a lazy chunk
 * (b2b-elements.ts), loaded on the first call; on a server nothing is loaded.
 */
import type { PorticoB2BUIClient } from './b2b-ui-client';

/** Defines the B2B elements, each mounting its widget with `ui`; resolves once they are defined. */
export function definePorticoB2BElements(ui: PorticoB2BUIClient): Promise<void> {
  if (typeof customElements === 'undefined') return Promise.resolve();
  return import('./b2b-elements').then((elements) => elements.defineB2BElements(ui));
}
