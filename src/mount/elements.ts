/**
 * The custom elements (docs/behaviour.md §1): `<portico-login>`,
 * `<portico-reset-password>`, `<portico-passkey-registration>`,
 * `<portico-passkey-list>` and `<portico-identity-provider>`, each a thin
 * shell over one mount call of a UI client with the element itself as the
 * target. A lazy chunk: `definePorticoElements` (define-elements.ts) loads it,
 * so a page that only calls `mountLogin` never downloads it.
 *
 * - Properties `config`, `styles`, `strings` (and `passwordResetToken` on the
 *   reset element); attributes `theme`, `locale` (the language, docs/i18n.md), `shadow`.
 * - A widget renders while the element is connected and, for login, has a
 *   `config`. `styles`, `strings` and `theme` update it in place
 *   (`ui.update`); a `config` that is not deep-equal to the current one, the
 *   reset token or the `shadow` attribute remount it.
 * - Removal unmounts it (a microtask later: a move, disconnect then connect in
 *   one task, keeps the widget as it is).
 * - `onEvent` and `onError` become `portico-event` and `portico-error` events
 *   (bubbling, composed) whose `detail` is the event or the error.
 */
import type { LoginConfig } from '../ui/config/config-types';
import type { PorticoCallbacks } from '../ui/events';
import type { MessageOverrides } from '../ui/i18n/messages';
import type { ThemeOverrides } from '../ui/theme/theme';
import type { WidgetKind, WidgetTheme } from '../ui/widget-props';
import type { PorticoResetPasswordElement } from './element-types';
import type { MountResetPasswordOptions, PorticoUIClient } from './ui-client';

/** The elements' tags and the widget kind each one mounts. */
export const ELEMENT_TAGS = {
  'portico-login': 'login',
  'portico-reset-password': 'resetPassword',
  'portico-passkey-registration': 'passkeyRegistration',
  'portico-passkey-list': 'passkeyList',
  'portico-identity-provider': 'identityProvider',
} as const satisfies Record<string, WidgetKind>;

/** The attributes every element observes. */
export const ELEMENT_ATTRIBUTES = ['theme', 'locale', 'shadow'];

const THEMES: readonly string[] = ['light', 'dark', 'auto'] satisfies WidgetTheme[];

/** Structural equality of config values: primitives, arrays and plain objects (functions by identity). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && deepEqual(left[key], right[key]))
  );
}

/**
 * Defines the five elements on `ui`. A tag that is already defined (a second
 * call, or another UI client's) is left alone; without `customElements`
 * nothing happens.
 */
export function defineElements(ui: PorticoUIClient): void {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return;
  for (const [tag, kind] of Object.entries(ELEMENT_TAGS)) {
    const shape = {
      method: `mount${kind[0]!.toUpperCase()}${kind.slice(1)}`,
      needsConfig: kind === 'login',
      takesToken: kind === 'resetPassword',
    };
    if (!customElements.get(tag)) customElements.define(tag, elementClass(ui as unknown as ElementUi, shape));
  }
}

type MountMethod = (options: MountResetPasswordOptions) => void;

/** What an element needs of its UI client: its mount method, `update` and `unmount` (the B2B one's too). */
export type ElementUi = Pick<PorticoUIClient, 'update' | 'unmount'> & Record<string, unknown>;

/** What tells one tag's element from another's. */
export interface ElementShape {
  /** The UI client's mount method (`mountLogin`, the B2B client's `mount`, …). */
  method: string;
  /** Renders nothing until it has a `config` (the login widgets). */
  needsConfig: boolean;
  /** Takes `passwordResetToken` (the reset forms). */
  takesToken: boolean;
}

/**
 * The class of one tag. Made here, not at module level: `HTMLElement` does not exist on a server.
 * The B2B elements (b2b-elements.ts) are made here too.
 */
export function elementClass(ui: ElementUi, { method, needsConfig, takesToken }: ElementShape): CustomElementConstructor {

  return class extends HTMLElement implements PorticoResetPasswordElement {
    static observedAttributes = ELEMENT_ATTRIBUTES;

    private currentConfig: LoginConfig | undefined;
    private currentStyles: ThemeOverrides | undefined;
    private currentStrings: MessageOverrides | undefined;
    private currentToken: string | undefined;
    /** Between connectedCallback and disconnectedCallback. */
    private live = false;
    /** A widget of this element is mounted. */
    private mounted = false;
    /** A remount was asked for while the element was out of the page. */
    private stale = false;
    /** Bumped on every disconnect: the pending unmount runs only if no reconnect came since. */
    private departures = 0;

    private readonly callbacks: PorticoCallbacks = {
      onEvent: (event) => this.emit('portico-event', event),
      onError: (error) => this.emit('portico-error', error),
    };

    constructor() {
      super();
      // A property set before the tag was defined shadows the accessor: move it through it.
      for (const name of ['config', 'styles', 'strings', 'passwordResetToken'] as const) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const own = this as unknown as Partial<Record<string, unknown>>;
          const value = own[name];
          delete own[name];
          own[name] = value;
        }
      }
    }

    get config(): LoginConfig | undefined {
      return this.currentConfig;
    }
    set config(value: LoginConfig | undefined) {
      if (deepEqual(value, this.currentConfig)) return;
      this.currentConfig = value;
      this.render();
    }

    get styles(): ThemeOverrides | undefined {
      return this.currentStyles;
    }
    set styles(value: ThemeOverrides | undefined) {
      this.currentStyles = value;
      this.update();
    }

    get strings(): MessageOverrides | undefined {
      return this.currentStrings;
    }
    set strings(value: MessageOverrides | undefined) {
      this.currentStrings = value;
      this.update();
    }

    get passwordResetToken(): string | undefined {
      return this.currentToken;
    }
    set passwordResetToken(value: string | undefined) {
      if (value === this.currentToken) return;
      this.currentToken = value;
      if (takesToken) this.render();
    }

    connectedCallback(): void {
      this.live = true;
      this.departures += 1;
      // Moved (disconnected and connected in one task): the widget is still mounted as it was,
      // unless a remount was asked for in between.
      if (!this.mounted || this.stale) this.render();
    }

    disconnectedCallback(): void {
      this.live = false;
      const departure = ++this.departures;
      queueMicrotask(() => {
        if (departure === this.departures) this.unmountWidget();
      });
    }

    attributeChangedCallback(name: string, before: string | null, after: string | null): void {
      if (before === after) return;
      if (name === 'theme' || name === 'locale') this.update();
      else if (name === 'shadow' && (before === null || after === null)) this.render();
    }

    /**
     * `theme`, `locale` and `shadow` reflect their attributes, so a framework
     * that sets a property when the element has one (React 19, Vue) and one
     * that sets the attribute reach the same place.
     */
    get theme(): WidgetTheme | undefined {
      const value = this.getAttribute('theme');
      return value !== null && THEMES.includes(value) ? (value as WidgetTheme) : undefined;
    }
    set theme(value: WidgetTheme | undefined) {
      this.reflect('theme', value);
    }

    get locale(): string | undefined {
      return this.getAttribute('locale') ?? undefined;
    }
    set locale(value: string | undefined) {
      this.reflect('locale', value);
    }

    get shadow(): boolean {
      return this.hasAttribute('shadow');
    }
    set shadow(value: boolean) {
      this.toggleAttribute('shadow', Boolean(value));
    }

    private reflect(name: string, value: string | null | undefined): void {
      if (value === null || value === undefined) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    }

    /** Mounts (or remounts) the widget when the element is connected and has what its kind needs. */
    private render(): void {
      this.stale = !this.live;
      if (!this.live) return;
      if (needsConfig && this.currentConfig === undefined) {
        this.unmountWidget();
        return;
      }
      const config = this.hasAttribute('shadow')
        ? ({ ...this.currentConfig, enableShadowDOM: true } as LoginConfig)
        : this.currentConfig;
      const options: MountResetPasswordOptions = {
        elementId: this,
        config,
        styles: this.currentStyles,
        strings: this.currentStrings,
        theme: this.theme,
        callbacks: this.callbacks,
      };
      if (this.locale !== undefined) options.locale = this.locale;
      if (takesToken) options.passwordResetToken = this.currentToken;
      this.call(() => {
        (ui[method] as MountMethod)(options);
        this.mounted = true;
      });
    }

    /** Re-renders the mounted widget with the current styles, strings and theme. */
    private update(): void {
      if (!this.mounted) return;
      this.call(() => ui.update(this, { styles: this.currentStyles, strings: this.currentStrings, theme: this.theme, locale: this.locale }));
    }

    private unmountWidget(): void {
      if (!this.mounted) return;
      this.mounted = false;
      ui.unmount(this);
    }

    /** Runs a mount call; a usage error (a config of the wrong shape, …) becomes a `portico-error` event. */
    private call(run: () => void): void {
      try {
        run();
      } catch (error) {
        this.emit('portico-error', error);
      }
    }

    private emit(type: 'portico-event' | 'portico-error', detail: unknown): void {
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    }
  };
}
