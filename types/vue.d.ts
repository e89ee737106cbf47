/**
 * `portico/vue`: the custom elements in Vue templates (docs/reference.md
 * "Custom elements"). One `import type {} from 'portico/vue';` in the app
 * (e.g. in main.ts) and `vue-tsc` checks `<portico-login :config.prop="…"
 * @portico-event="…">`: the element's properties and attributes as props, its
 * events with their `detail` types. Types only: nothing here runs.
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type {
  PorticoElement,
  PorticoElementAttributes,
  PorticoElementEventMap,
  PorticoElementProperties,
  PorticoElementTagNameMap,
} from '../dist/index.js';

/**
 * A tag as Vue's template checker reads a component: `$props` for what a
 * template may bind, `$emit` for the events it may listen to. Both exist for
 * the checker only; an element ref has neither.
 */
type PorticoVueElement<E extends PorticoElement> = new () => E & {
  /** @deprecated For template type checking only: not on the element. */
  $props: HTMLAttributes & PorticoElementProperties<E> & PorticoElementAttributes & PublicProps;
  /** @deprecated For template type checking only: not on the element. */
  $emit: EmitFn<{ [Name in keyof PorticoElementEventMap]: (event: PorticoElementEventMap[Name]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
    'portico-login': PorticoVueElement<PorticoElementTagNameMap['portico-login']>;
    'portico-reset-password': PorticoVueElement<PorticoElementTagNameMap['portico-reset-password']>;
    'portico-passkey-registration': PorticoVueElement<PorticoElementTagNameMap['portico-passkey-registration']>;
    'portico-passkey-list': PorticoVueElement<PorticoElementTagNameMap['portico-passkey-list']>;
    'portico-identity-provider': PorticoVueElement<PorticoElementTagNameMap['portico-identity-provider']>;
  }
}

export {};
