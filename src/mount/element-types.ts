/**
 * The custom elements' types (docs/behaviour.md §1, docs/reference.md
 * "Custom elements"): what `document.createElement('portico-login')` returns,
 * the events the elements send and the attributes they read. The framework
 * typings build on these: `portico/react` adds the tags to React's JSX
 * (src/react/element-jsx.ts) and `portico/vue` to Vue's templates
 * (types/vue.d.ts).
 */
import type { PorticoError } from '../core/errors';
import type { LoginConfig } from '../ui/config/config-types';
import type { PorticoEvent } from '../ui/events';
import type { MessageOverrides } from '../ui/i18n/messages';
import type { ThemeOverrides } from '../ui/theme/theme';
import type { WidgetTheme } from '../ui/widget-props';

/**
 * The events every element sends, bubbling and composed: `portico-event`
 * carries what `callbacks.onEvent` gets, `portico-error` what `onError` gets.
 */
export interface PorticoElementEventMap {
  'portico-event': CustomEvent<PorticoEvent>;
  'portico-error': CustomEvent<PorticoError | Error>;
}

/** The attributes every element reads (as markup or framework props). */
export interface PorticoElementAttributes {
  /** `light` (the default look), `dark` or `auto`; anything else is `light`. */
  theme?: WidgetTheme;
  /** The widget's language, a BCP 47 tag such as `de` or `pt-BR`; unknown tags show English (docs/i18n.md). */
  locale?: string;
  /** Present: the widget renders into an open shadow root. */
  shadow?: boolean;
}

/** The element of a tag: what `document.createElement('portico-login')` returns once defined. */
export interface PorticoElement extends HTMLElement {
  /** The login config (needed by `<portico-login>`; optional on the others). Remounts when not deep-equal to the current one. */
  config: LoginConfig | undefined;
  /** Theme overrides; updates the widget in place. */
  styles: ThemeOverrides | undefined;
  /** Text overrides by catalogue key; updates the widget in place. */
  strings: MessageOverrides | undefined;
  /** Reflects the `theme` attribute: `light`, `dark` or `auto`, `undefined` when absent or unknown (the light look). */
  theme: WidgetTheme | undefined;
  /** Reflects the `locale` attribute: the widget's language, a BCP 47 tag (docs/i18n.md); changes it in place. */
  locale: string | undefined;
  /** Reflects the `shadow` attribute: the widget renders into an open shadow root. */
  shadow: boolean;

  addEventListener<K extends keyof PorticoElementEventMap>(
    type: K,
    listener: (this: PorticoElement, event: PorticoElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: PorticoElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof PorticoElementEventMap>(
    type: K,
    listener: (this: PorticoElement, event: PorticoElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: PorticoElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** `<portico-reset-password>`: also takes the token of the emailed reset link. */
export interface PorticoResetPasswordElement extends PorticoElement {
  passwordResetToken: string | undefined;
}

/** Each tag and its element. */
export interface PorticoElementTagNameMap {
  'portico-login': PorticoElement;
  'portico-reset-password': PorticoResetPasswordElement;
  'portico-passkey-registration': PorticoElement;
  'portico-passkey-list': PorticoElement;
  'portico-identity-provider': PorticoElement;
}

/** The properties a framework may set on an element of that type. */
export type PorticoElementProperties<E extends PorticoElement> = Partial<
  Pick<E, Exclude<keyof E, keyof HTMLElement> & ('config' | 'styles' | 'strings' | 'passwordResetToken' | 'theme' | 'locale' | 'shadow')>
>;
