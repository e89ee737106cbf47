/**
 * The B2B widget's custom elements (docs/architecture.md, "B2B widget"):
 * `<portico-b2b-login>`, `<portico-b2b-password-reset>` and `<portico-b2b-identity-provider>`, each a thin shell over one mount call of
 * a B2B UI client with the element itself as the target, with the consumer
 * elements' properties, attributes and events (elements.ts: `config`,
 * `styles`, `strings`, `passwordResetToken`; `theme`, `shadow`;
 * `portico-event` and `portico-error`). A lazy chunk, loaded by
 * `definePorticoB2BElements`.
 */
import { elementClass, type ElementUi } from './elements';
import type { PorticoB2BUIClient } from './b2b-ui-client';

/** The B2B elements' tags, with the mount method each calls. */
export const B2B_ELEMENT_TAGS = {
  'portico-b2b-login': { method: 'mount', needsConfig: true, takesToken: false },
  'portico-b2b-password-reset': { method: 'mountPasswordReset', needsConfig: false, takesToken: true },
  'portico-b2b-identity-provider': { method: 'mountIdentityProvider', needsConfig: false, takesToken: false },
} as const;

/** Defines the elements on `ui`; a tag already defined is left alone. */
export function defineB2BElements(ui: PorticoB2BUIClient): void {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return;
  for (const [tag, shape] of Object.entries(B2B_ELEMENT_TAGS)) {
    if (!customElements.get(tag)) customElements.define(tag, elementClass(ui as unknown as ElementUi, shape));
  }
}
