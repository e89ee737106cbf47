/**
 * `createPorticoUIClient`: the imperative mount API over one headless client
 * (docs/behaviour.md §1: the six mount kinds, each taking an element
 * selector or the element itself, and `update`, which changes a mounted
 * widget's styles, strings, theme or callbacks in place).
 */
import { createPorticoClient, type PorticoClient } from '../core/client';
import type { InternalClientOptions, PorticoClientOptions } from '../core/options';
import { PorticoInvalidCallError } from '../core/errors';
import { validate } from '../core/validate';
import type { LoginConfig } from '../ui/config/config-types';
import { validateLoginConfig } from '../ui/config/validate-config';
import type { PorticoCallbacks } from '../ui/events';
import type { MessageOverrides } from '../ui/i18n/messages';
import type { ThemeOverrides } from '../ui/theme/theme';
import { PorticoWidget } from '../ui/widget';
import { mountMethod } from '../ui/widget-root';
import type { WidgetKind, WidgetProps, WidgetTheme } from '../ui/widget-props';
import { isMounted, mountInto, unmountFrom } from './mount-registry';
import { queryElement, resolveElement } from './resolve-element';

/** Options of `createPorticoUIClient`: the client's options plus UI-wide ones. */
export interface PorticoUIClientOptions extends PorticoClientOptions {
  /**
   * CSP nonce written on every style element of every widget this client
   * mounts, for pages with `style-src 'nonce-…'`. A mount call's own `nonce`
   * takes precedence.
   */
  nonce?: string;
}

/** What every mount call takes. */
export interface MountOptionsBase {
  /**
   * The host element: a CSS selector, e.g. `'#login'` (the first match is
   * used), or the element itself (one inside a shadow root too).
   */
  elementId: string | HTMLElement;
  /**
   * Theme overrides (colours, typography, container, buttons, inputs, logo,
   * hideHeaderText) for every colour scheme, and under `dark` the values that
   * replace them while the widget is dark, e.g.
   * `{ colors: { primary: '#0B3D91' }, dark: { colors: { primary: '#9CC2FF' } } }`.
   */
  styles?: ThemeOverrides;
  /** `onEvent` and `onError` (docs/behaviour.md §4.4). */
  callbacks?: PorticoCallbacks;
  /** Overrides of any text of the message catalogue, by key (a misspelled key is a type error). */
  strings?: MessageOverrides;
  /** CSP nonce for this widget's style elements (overrides the client-wide one). */
  nonce?: string;
  /**
   * The colour scheme: `light` (the default look, docs/behaviour.md §3.2), `dark`, or
   * `auto`, which follows the system's `prefers-color-scheme` live. Written on
   * the widget root as `data-portico-theme`.
   */
  theme?: WidgetTheme;
  /**
   * The language: a BCP 47 tag such as `'de'`, `'pt-BR'` or `'de-AT'` (shown in German): one of
   * `SUPPORTED_LOCALES`, a regional variant of one, or `'en-XA'` (the pseudo-locale). Unknown tags show
   * English. Defaults to the language `setLocale` last chose, else English (docs/i18n.md).
   */
  locale?: string;
}

/**
 * What `update` changes on a mounted widget. A field that is present replaces
 * the mounted value (`undefined` goes back to the default); an absent field
 * keeps it.
 */
export interface UpdateOptions {
  styles?: ThemeOverrides | undefined;
  strings?: MessageOverrides | undefined;
  callbacks?: PorticoCallbacks | undefined;
  theme?: WidgetTheme | undefined;
  locale?: string | undefined;
}

export interface MountLoginOptions extends MountOptionsBase {
  /** The login config (products and their options, `enableShadowDOM`). */
  config: LoginConfig;
}

export interface MountResetPasswordOptions extends MountOptionsBase {
  config?: LoginConfig;
  /** The token from the emailed reset link. */
  passwordResetToken?: string;
}

export interface MountPasskeyRegistrationOptions extends MountOptionsBase {
  config?: LoginConfig;
}

export interface MountPasskeyListOptions extends MountOptionsBase {
  config?: LoginConfig;
}

export interface MountIdentityProviderOptions extends MountOptionsBase {
  config?: LoginConfig;
}

export interface MountAuthenticateOptions extends MountOptionsBase {
  /** `sessionOptions.sessionDurationMinutes`: the session the redeemed token creates (default 30). */
  config?: LoginConfig;
}

/** The mount API. Every method throws `PorticoInvalidCallError` on wrong arguments. */
export interface PorticoUIClient {
  /** The headless client the widgets use (sessions, user, every product API). */
  readonly client: PorticoClient;
  /** Mounts (or remounts with new options) the login widget. */
  mountLogin(options: MountLoginOptions): void;
  /** Mounts the password reset form for the token of an emailed link. */
  mountResetPassword(options: MountResetPasswordOptions): void;
  /** Mounts passkey registration (needs a signed-in user). */
  mountPasskeyRegistration(options: MountPasskeyRegistrationOptions): void;
  /** Mounts the signed-in user's passkey list (rename, delete), e.g. on an account settings page. */
  mountPasskeyList(options: MountPasskeyListOptions): void;
  /** Mounts the identity-provider consent or logout screen. */
  mountIdentityProvider(options: MountIdentityProviderOptions): void;
  /**
   * Mounts the redirect landing: redeems the magic-link, OAuth or
   * impersonation token of the page's address, showing progress and errors;
   * `AuthenticateFlowComplete` once signed in, the error to `onError`.
   */
  mountAuthenticate(options: MountAuthenticateOptions): void;
  /**
   * Unmounts the widget at `elementId` and removes what it added to the page
   * (its DOM, shadow-root content and style elements). A selector with no
   * widget is ignored.
   */
  unmount(elementId: string | HTMLElement): void;
  /**
   * Changes the styles, strings, theme or callbacks of the widget mounted at
   * `elementId` in place: the same widget re-renders, so its screen, typed
   * input, focus and pending requests stay.
   *
   * @throws PorticoInvalidCallError on wrong options, or when no widget of this
   *   client is mounted there.
   */
  update(elementId: string | HTMLElement, options: UpdateOptions): void;
  /**
   * Switches every widget this client has mounted, and those it mounts later without a `locale` of
   * their own, to the language of `locale` (a BCP 47 tag; unknown tags show English). The widgets
   * re-render in place: screen, typed input and focus stay (docs/i18n.md, "Switching").
   *
   * @throws PorticoInvalidCallError when `locale` is not a string.
   */
  setLocale(locale: string): void;
}

export type AnyMountOptions = MountOptionsBase & { config?: unknown; passwordResetToken?: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every kind has its mount method, `mount` + the kind's name capitalised. */
const KINDS: WidgetKind[] = ['login', 'resetPassword', 'passkeyRegistration', 'passkeyList', 'identityProvider', 'authenticate'];

const THEMES: WidgetTheme[] = ['light', 'dark', 'auto'];

/** The fields `update` takes. */
export const UPDATABLE: readonly string[] = ['styles', 'strings', 'callbacks', 'theme', 'locale'] satisfies Array<keyof UpdateOptions>;

/**
 * Checks the arguments of a mount call (or of `update`, merged with the mounted ones); returns them
 * typed. The B2B mount API (b2b-ui-client.tsx) checks its own with it too.
 */
export function checkMountOptions(method: string, options: unknown, kind: WidgetKind | `b2b${string}`): AnyMountOptions {
  validate(method).isObject('options', options);
  const o = options as Record<string, unknown>;
  if (o.theme !== undefined && !THEMES.includes(o.theme as WidgetTheme)) {
    throw new PorticoInvalidCallError(`Invalid call to ${method}\ntheme must be 'light', 'dark' or 'auto'.`);
  }
  const check = validate(method)
    .isOptionalObject('styles', o.styles)
    .isOptionalObject('strings', o.strings)
    .isOptionalObject('callbacks', o.callbacks)
    .isOptionalString('nonce', o.nonce)
    .isOptionalString('locale', o.locale);
  if (isRecord(o.callbacks)) {
    check
      .isOptionalFunction('callbacks.onEvent', o.callbacks.onEvent)
      .isOptionalFunction('callbacks.onError', o.callbacks.onError);
  }
  if (isRecord(o.styles)) {
    check.isOptionalBoolean('styles.hideHeaderText', o.styles.hideHeaderText).isOptionalObject('styles.dark', o.styles.dark);
  }
  if (isRecord(o.strings)) {
    // A text, or a function of the placeholder values (docs/i18n.md, "Your own texts").
    for (const [key, value] of Object.entries(o.strings)) if (typeof value !== 'function') check.isOptionalString(`strings.${key}`, value);
  }
  if (kind === 'resetPassword') check.isOptionalString('passwordResetToken', o.passwordResetToken);
  return o as unknown as AnyMountOptions;
}

/**
 * Creates the mount API for a project's public token. `options` are the
 * headless client's (`customBaseUrl`, `cookieOptions`, …) plus `nonce`.
 *
 * @example
 * const portico = createPorticoUIClient('public-token-test-…');
 * portico.mountLogin({
 *   elementId: '#login',
 *   config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } },
 *   callbacks: { onEvent: (e) => e.type === 'AuthenticateFlowComplete' && location.assign('/app') },
 * });
 */
export function createPorticoUIClient(publicToken: string, options?: PorticoUIClientOptions): PorticoUIClient;
// The implementation's signature, which callers do not see, also takes the client's internal options.
export function createPorticoUIClient(
  publicToken: string,
  options: PorticoUIClientOptions & InternalClientOptions = {},
): PorticoUIClient {
  validate('createPorticoUIClient').isOptionalObject('options', options).isOptionalString('nonce', options?.nonce);
  const { nonce: clientNonce, ...clientOptions } = options ?? {};
  // A test's `seams` go along: createPorticoClient's implementation reads them.
  const client = createPorticoClient(publicToken, clientOptions);
  /** The element each selector last mounted on, to unmount it even once it has left the page. */
  const mountedBySelector = new Map<string, Element>();
  /** The kind and options this client last mounted on each element, for `update`. */
  const mountedOptions = new WeakMap<Element, [WidgetKind, AnyMountOptions]>();
  /** Where this client has a widget, for `setLocale`. */
  const mountedElements = new Set<Element>();
  /** The language `setLocale` chose: for widgets mounted without a `locale` of their own. */
  let clientLocale: string | undefined;

  function mount(method: string, kind: WidgetKind, rawOptions: unknown, fresh = true): void {
    const options = checkMountOptions(method, rawOptions, kind);
    // Only login needs products; the other entry points may omit the config or its products.
    const rawConfig =
      kind === 'login'
        ? options.config
        : options.config === undefined
          ? { products: [] }
          : isRecord(options.config) && options.config.products === undefined
            ? { ...options.config, products: [] }
            : options.config;
    const config = validateLoginConfig(rawConfig, method);
    const { elementId } = options;
    const element = resolveElement(method, elementId);
    if (typeof elementId === 'string') {
      // The host replaced the element this selector used to match: let the old root go.
      const previous = mountedBySelector.get(elementId);
      if (previous && previous !== element && !previous.isConnected) unmountFrom(previous);
      mountedBySelector.set(elementId, element);
    }
    mountedOptions.set(element, [kind, options]);
    mountedElements.add(element);

    const { styles, strings, callbacks, theme, passwordResetToken } = options;
    const locale = options.locale ?? clientLocale;
    const props: WidgetProps = { kind, client, config, styles, strings, callbacks, theme, locale };
    if (kind === 'resetPassword') props.passwordResetToken = passwordResetToken as string | undefined;

    mountInto(
      { method, element, shadowDOM: config.enableShadowDOM, nonce: options.nonce ?? clientNonce },
      // Keyed by kind: another entry point on the same element starts from a fresh state.
      <PorticoWidget key={kind} {...props} />,
      fresh,
    );
  }

  /** A mount with the mounted options and the updated ones that re-renders the widget instead of starting it afresh. */
  function update(elementId: string | HTMLElement, options: UpdateOptions): void {
    validate('update').isObject('options', options);
    const element = queryElement('update', elementId);
    const last = element && isMounted(element) && mountedOptions.get(element);
    if (!last) throw new PorticoInvalidCallError('Invalid call to update\nNo widget of this client is mounted there.');
    for (const key in options) {
      if (!UPDATABLE.includes(key)) throw new PorticoInvalidCallError(`Invalid call to update\n${key} cannot be updated.`);
    }
    mount('update', last[0], { ...last[1], ...options, elementId: element }, false);
  }

  const ui: Record<string, unknown> = {
    client,
    update,
    setLocale(locale: string) {
      validate('setLocale').isString('locale', locale);
      clientLocale = locale;
      for (const element of mountedElements) {
        const last = mountedOptions.get(element);
        // Re-rendered in place (`fresh` false), as `update` does.
        if (last && isMounted(element)) mount('setLocale', last[0], { ...last[1], locale, elementId: element as HTMLElement }, false);
        else mountedElements.delete(element);
      }
    },
    unmount(elementId: string | HTMLElement) {
      const current = queryElement('unmount', elementId);
      // An element target is no key here: nothing is remembered for it.
      const remembered = mountedBySelector.get(elementId as string);
      mountedBySelector.delete(elementId as string);
      if (current) unmountFrom(current);
      if (remembered && remembered !== current) unmountFrom(remembered);
    },
  };
  for (const kind of KINDS) {
    // mountLogin for `login`, mountResetPassword for `resetPassword`, …
    const method = mountMethod(kind);
    ui[method] = (options: unknown) => mount(method, kind, options);
  }
  return ui as unknown as PorticoUIClient;
}

/**
 * `createPorticoUIClient` whose client also takes the internal options
 * (`seams`, see `createPorticoClientInternal`): for tests. No package entry
 * exports it.
 */
export const createPorticoUIClientInternal: (
  publicToken: string,
  options?: PorticoUIClientOptions & InternalClientOptions,
) => PorticoUIClient = createPorticoUIClient;
