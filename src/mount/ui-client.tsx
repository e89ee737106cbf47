/**
 * `createPorticoUIClient`: the imperative mount API over one headless client
 * (docs/behaviour.md §1: the six mount kinds, each taking an element
 * selector).
 */
import { createPorticoClient, type PorticoClient } from '../core/client';
import type { InternalClientOptions, PorticoClientOptions } from '../core/options';
import { validate } from '../core/validate';
import type { LoginConfig } from '../ui/config/config-types';
import { validateLoginConfig } from '../ui/config/validate-config';
import type { PorticoCallbacks } from '../ui/events';
import type { MessageOverrides } from '../ui/i18n/messages';
import type { ThemeOverrides } from '../ui/theme/theme';
import { PorticoWidget } from '../ui/widget';
import type { WidgetKind, WidgetProps } from '../ui/widget-props';
import { mountInto, unmountFrom } from './mount-registry';
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
  /** A CSS selector of the host element, e.g. `'#login'`. The first match is used. */
  elementId: string;
  /** Theme overrides (colours, typography, container, buttons, inputs, logo, hideHeaderText). */
  styles?: ThemeOverrides;
  /** `onEvent` and `onError` (docs/behaviour.md §4.4). */
  callbacks?: PorticoCallbacks;
  /** Overrides of any text of the message catalogue, by key (a misspelled key is a type error). */
  strings?: MessageOverrides;
  /** CSP nonce for this widget's style elements (overrides the client-wide one). */
  nonce?: string;
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
  unmount(elementId: string): void;
}

type AnyMountOptions = MountOptionsBase & { config?: unknown; passwordResetToken?: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the arguments of a mount call; returns them typed. */
function checkMountOptions(method: string, options: unknown, kind: WidgetKind): AnyMountOptions {
  validate(method).isObject('options', options);
  const o = options as Record<string, unknown>;
  const check = validate(method)
    .isString('elementId', o.elementId)
    .isOptionalObject('styles', o.styles)
    .isOptionalObject('strings', o.strings)
    .isOptionalObject('callbacks', o.callbacks)
    .isOptionalString('nonce', o.nonce);
  if (isRecord(o.callbacks)) {
    check
      .isOptionalFunction('callbacks.onEvent', o.callbacks.onEvent)
      .isOptionalFunction('callbacks.onError', o.callbacks.onError);
  }
  if (isRecord(o.strings)) {
    for (const [key, value] of Object.entries(o.strings)) check.isOptionalString(`strings.${key}`, value);
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

  function mount(method: string, kind: WidgetKind, rawOptions: unknown): void {
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
    const element = resolveElement(method, options.elementId);

    // The host replaced the element this selector used to match: let the old root go.
    const previous = mountedBySelector.get(options.elementId);
    if (previous && previous !== element && !previous.isConnected) unmountFrom(previous);
    mountedBySelector.set(options.elementId, element);

    const props: WidgetProps = { kind, client, config };
    if (options.styles !== undefined) props.styles = options.styles;
    if (options.strings !== undefined) props.strings = options.strings;
    if (options.callbacks !== undefined) props.callbacks = options.callbacks;
    if (typeof options.passwordResetToken === 'string') props.passwordResetToken = options.passwordResetToken;

    mountInto(
      { method, element, shadowDOM: config.enableShadowDOM, nonce: options.nonce ?? clientNonce },
      // Keyed by kind: another entry point on the same element starts from a fresh state.
      <PorticoWidget key={kind} {...props} />,
    );
  }

  return {
    client,
    mountLogin: (o) => mount('mountLogin', 'login', o),
    mountResetPassword: (o) => mount('mountResetPassword', 'resetPassword', o),
    mountPasskeyRegistration: (o) => mount('mountPasskeyRegistration', 'passkeyRegistration', o),
    mountPasskeyList: (o) => mount('mountPasskeyList', 'passkeyList', o),
    mountIdentityProvider: (o) => mount('mountIdentityProvider', 'identityProvider', o),
    mountAuthenticate: (o) => mount('mountAuthenticate', 'authenticate', o),
    unmount(elementId) {
      validate('unmount').isString('elementId', elementId);
      const current = queryElement('unmount', elementId);
      const remembered = mountedBySelector.get(elementId);
      mountedBySelector.delete(elementId);
      if (current) unmountFrom(current);
      if (remembered && remembered !== current) unmountFrom(remembered);
    },
  };
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
